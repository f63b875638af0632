// The demo catalog's content: categories, attributes with colour, label and image swatches, and
// sixteen products (five variable, with sold-out and switched-off combinations, a pre-order, bulk
// tiers on the mugs, deposits on the armchair). Pictures are drawn by demo-pictures.ts. Ids are
// stable so docs and tests can name them.
import type { AttributeInput, CategoryInput, ProductInput } from './product-input.ts';
import { PICTURE_SIZE, productPicture, type PictureShape } from './demo-pictures.ts';
import { textToHtml } from '../../schemas/owner-html.ts';

/** Names an SVG the media module can make (ImageStore.provideSvg). */
export type ProvidePicture = (svg: string) => string;

export const demoCategories: CategoryInput[] = [
  {
    id: 'cat-apparel',
    slug: 'apparel',
    name: 'Apparel',
    name_he: 'ביגוד',
    position: 0,
    description: 'Easy clothes in honest fabrics.',
    description_he: 'בגדים נוחים מבדים טובים.',
  },
  {
    id: 'cat-home',
    // Not "Home": its breadcrumb would read Home / Shop / Home / … after the shop's home page.
    // The slug stays: pages and tests link to /category/home.
    slug: 'home',
    name: 'Home & Living',
    name_he: 'בית ועיצוב',
    position: 1,
    description: 'Things to live with for years.',
    description_he: 'דברים לחיות איתם שנים.',
  },
  {
    id: 'cat-desk',
    slug: 'desk',
    name: 'Desk',
    name_he: 'שולחן עבודה',
    position: 2,
    description: 'Paper, pens and good light.',
    description_he: 'נייר, עטים ואור טוב.',
  },
  {
    id: 'cat-accessories',
    slug: 'accessories',
    name: 'Accessories',
    name_he: 'אביזרים',
    position: 3,
    description: 'Small things that carry the day.',
    description_he: 'דברים קטנים שנושאים את היום.',
  },
];

const colors = {
  sand: ['#d8c3a5', 'Sand', 'חול'],
  sage: ['#9caf88', 'Sage', 'מרווה'],
  navy: ['#2f3e5c', 'Navy', 'כחול כהה'],
  black: ['#2b2b2b', 'Black', 'שחור'],
  red: ['#b8443a', 'Brick red', 'אדום לבנה'],
  white: ['#f4f1ea', 'Chalk white', 'לבן גיר'],
  yellow: ['#e5b93c', 'Mustard', 'חרדל'],
} as const;
type Colour = keyof typeof colors;

export function demoAttributes(picture: ProvidePicture): AttributeInput[] {
  return [
    {
      id: 'attr-color',
      slug: 'color',
      name: 'Colour',
      name_he: 'צבע',
      swatch_kind: 'color',
      position: 0,
      terms: Object.entries(colors).map(([slug, [hex, name, nameHe]]) => ({
        id: `term-color-${slug}`,
        slug,
        name,
        name_he: nameHe,
        color: hex,
      })),
    },
    {
      id: 'attr-size',
      slug: 'size',
      name: 'Size',
      name_he: 'מידה',
      swatch_kind: 'label',
      position: 1,
      terms: ['xs', 's', 'm', 'l', 'xl'].map((slug) => ({
        id: `term-size-${slug}`,
        slug,
        name: slug.toUpperCase(),
      })),
    },
    {
      id: 'attr-pattern',
      slug: 'pattern',
      name: 'Pattern',
      name_he: 'דוגמה',
      swatch_kind: 'image',
      position: 2,
      terms: (
        [
          ['stripes', 'Stripes', 'פסים'],
          ['dots', 'Dots', 'נקודות'],
          ['plain', 'Plain', 'חלק'],
        ] as const
      ).map(([slug, name, nameHe]) => ({
        id: `term-pattern-${slug}`,
        slug,
        name,
        name_he: nameHe,
        image_key: picture(productPicture(`pattern-${slug}`, '#2f3e5c', '#f4f1ea')),
      })),
    },
  ];
}

const DAY = 86_400_000;
/** The demo's products are dated back from a fixed day, so "newest" is stable. */
const EPOCH = Date.UTC(2026, 9, 1);

interface Simple {
  id: string;
  slug: string;
  title: [string, string];
  blurb: [string, string];
  description: [string, string];
  price: number;
  compareAt?: number;
  stock?: number | null;
  inStock?: boolean;
  maxQty?: number;
  category: string;
  shape: PictureShape;
  fill: string;
  backdrop: string;
  sales: number;
  age: number;
  featured?: boolean;
  info?: Array<[string, string, string, string]>;
}

function picture(
  provide: ProvidePicture,
  shape: PictureShape,
  fill: string,
  backdrop: string,
  alt: [string, string],
) {
  return {
    key: provide(productPicture(shape, fill, backdrop)),
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    alt: alt[0],
    alt_he: alt[1],
  };
}

function simple(provide: ProvidePicture, p: Simple, variationId: number): ProductInput {
  return {
    id: p.id,
    slug: p.slug,
    type: 'simple',
    title: p.title[0],
    title_he: p.title[1],
    short_description: textToHtml(p.blurb[0]),
    short_description_he: textToHtml(p.blurb[1]),
    description: textToHtml(p.description[0]),
    description_he: textToHtml(p.description[1]),
    additional_information: (p.info ?? []).map(([label, labelHe, value, valueHe]) => ({
      label,
      label_he: labelHe,
      value,
      value_he: valueHe,
    })),
    featured: p.featured ?? false,
    sales_count: p.sales,
    created_at: EPOCH - p.age * DAY,
    category_ids: [p.category],
    images: [
      picture(provide, p.shape, p.fill, p.backdrop, p.title),
      picture(provide, p.shape, p.fill, '#efe9df', p.title),
    ],
    variations: [
      {
        id: variationId,
        price: p.price,
        compare_at_price: p.compareAt ?? null,
        stock: p.stock ?? null,
        is_in_stock: p.inStock ?? true,
        max_qty: p.maxQty ?? null,
      },
    ],
  };
}

interface Variable {
  id: string;
  slug: string;
  title: [string, string];
  blurb: [string, string];
  description: [string, string];
  category: string;
  shape: PictureShape;
  backdrop: string;
  colours: Colour[];
  sizes: string[];
  price: number;
  /** Per "colour/size": what differs from an in-stock, untracked variation at the base price. */
  special?: Record<
    string,
    {
      stock?: number;
      out?: boolean;
      off?: boolean;
      preOrder?: [string, string];
      price?: number;
      compareAt?: number;
    }
  >;
  sales: number;
  age: number;
  featured?: boolean;
  firstId: number;
}

function variable(provide: ProvidePicture, p: Variable): ProductInput {
  const images = p.colours.map((colour) =>
    picture(provide, p.shape, colors[colour][0], p.backdrop, [
      `${p.title[0]}, ${colors[colour][1]}`,
      `${p.title[1]}, ${colors[colour][2]}`,
    ]),
  );
  let id = p.firstId;
  const variations = p.colours.flatMap((colour, colourIndex) =>
    p.sizes.map((size) => {
      const special = p.special?.[`${colour}/${size}`] ?? {};
      return {
        id: id++,
        attributes: { color: colour, size },
        sku: `${p.slug}-${colour}-${size}`.toUpperCase(),
        price: special.price ?? p.price,
        compare_at_price: special.compareAt ?? null,
        stock: special.out ? 0 : (special.stock ?? null),
        is_in_stock: !special.out,
        is_pre_order: Boolean(special.preOrder),
        pre_order_label: special.preOrder?.[0] ?? null,
        pre_order_label_he: special.preOrder?.[1] ?? null,
        enabled: !special.off,
        image_key: images[colourIndex]?.key ?? null,
      };
    }),
  );
  return {
    id: p.id,
    slug: p.slug,
    type: 'variable',
    title: p.title[0],
    title_he: p.title[1],
    short_description: textToHtml(p.blurb[0]),
    short_description_he: textToHtml(p.blurb[1]),
    description: textToHtml(p.description[0]),
    description_he: textToHtml(p.description[1]),
    additional_information: [
      {
        label: 'Colours',
        label_he: 'צבעים',
        value: p.colours.map((c) => colors[c][1]).join(', '),
        value_he: p.colours.map((c) => colors[c][2]).join(', '),
      },
      {
        label: 'Sizes',
        label_he: 'מידות',
        value: p.sizes.join(', ').toUpperCase(),
        value_he: null,
      },
    ],
    featured: p.featured ?? false,
    sales_count: p.sales,
    created_at: EPOCH - p.age * DAY,
    category_ids: [p.category],
    images,
    term_ids: [...p.colours.map((c) => `term-color-${c}`), ...p.sizes.map((s) => `term-size-${s}`)],
    variations,
  };
}

export function demoProducts(provide: ProvidePicture): ProductInput[] {
  const products: ProductInput[] = [
    variable(provide, {
      id: 'prod-linen-shirt',
      slug: 'linen-shirt',
      title: ['Linen Shirt', 'חולצת פשתן'],
      blurb: ['Washed linen, cut loose for warm days.', 'פשתן מכובס בגזרה רפויה לימים חמים.'],
      description: [
        'A relaxed shirt in stone-washed European linen. It softens with every wash and keeps cool when the day does not.\n\nMother-of-pearl buttons, a single chest pocket and a curved hem that works tucked or loose.',
        'חולצה רפויה מפשתן אירופי מכובס. מתרככת בכל כביסה ונשארת קרירה גם כשהיום לא.\n\nכפתורי צדף, כיס חזה אחד ושוליים מעוגלים.',
      ],
      category: 'cat-apparel',
      shape: 'shirt',
      backdrop: '#ece4d6',
      colours: ['sand', 'sage', 'navy'],
      sizes: ['s', 'm', 'l', 'xl'],
      price: 6800,
      special: {
        'navy/xl': { out: true },
        'sage/s': { off: true },
        'sand/m': { stock: 3 },
        'sand/l': { stock: 8 },
        'navy/s': { stock: 1, compareAt: 8200 },
      },
      sales: 340,
      age: 12,
      featured: true,
      firstId: 41000000001,
    }),
    variable(provide, {
      id: 'prod-cotton-hoodie',
      slug: 'cotton-hoodie',
      title: ['Heavy Cotton Hoodie', 'קפוצ׳ון כותנה עבה'],
      blurb: ['Brushed-back organic cotton, built to last.', 'כותנה אורגנית מוברשת, עשויה להחזיק.'],
      description: [
        'A 480 gsm hoodie with a double-layer hood and ribbed cuffs. Garment-dyed, so every piece carries a slightly different depth of colour.',
        'קפוצ׳ון 480 גרם עם ברדס כפול ושרוולים מצולעים. צבוע לאחר התפירה, כך שלכל פריט עומק צבע מעט שונה.',
      ],
      category: 'cat-apparel',
      shape: 'hoodie',
      backdrop: '#e6e8e3',
      colours: ['black', 'red', 'white'],
      sizes: ['s', 'm', 'l'],
      price: 9200,
      special: {
        'red/l': { out: true },
        'red/m': { out: true },
        'white/s': { stock: 2 },
        'black/l': { stock: 4 },
      },
      sales: 510,
      age: 30,
      featured: true,
      firstId: 42000000001,
    }),
    variable(provide, {
      id: 'prod-canvas-sneakers',
      slug: 'canvas-sneakers',
      title: ['Canvas Sneakers', 'נעלי קנבס'],
      blurb: ['Vulcanised soles and a cotton canvas upper.', 'סוליה מגופרת ועליון מקנבס כותנה.'],
      description: [
        'Low-top sneakers on a natural rubber sole. The canvas is waxed lightly so rain beads off it.',
        'סניקרס נמוכות על סוליית גומי טבעי. הקנבס משוח בשעווה קלה כדי שגשם יחליק ממנו.',
      ],
      category: 'cat-apparel',
      shape: 'shoe',
      backdrop: '#e9e2f0',
      colours: ['white', 'black', 'navy'],
      sizes: ['s', 'm', 'l', 'xl'],
      price: 7400,
      special: {
        'white/xl': { off: true },
        'black/s': { out: true },
        'black/m': { out: true },
        'black/l': { out: true },
        'black/xl': { out: true },
        'navy/m': { stock: 5 },
      },
      sales: 220,
      age: 45,
      firstId: 43000000001,
    }),
    variable(provide, {
      id: 'prod-rain-jacket',
      slug: 'rain-jacket',
      title: ['Waxed Rain Jacket', 'מעיל גשם משוח'],
      blurb: ['Pre-order the new mustard run.', 'הזמנה מוקדמת של סדרת החרדל החדשה.'],
      description: [
        'A waxed-cotton jacket with taped seams and a storm hood that folds into the collar. The mustard colour is made to order: pre-order now, it ships in March.',
        'מעיל מכותנה משוחה עם תפרים אטומים וברדס סערה שמתקפל לצווארון. צבע החרדל מיוצר לפי הזמנה: הזמינו עכשיו, המשלוח במרץ.',
      ],
      category: 'cat-apparel',
      shape: 'jacket',
      backdrop: '#e3e9ec',
      colours: ['yellow', 'navy'],
      sizes: ['s', 'm', 'l', 'xl'],
      price: 18900,
      special: {
        'yellow/s': { preOrder: ['Pre-order, ships in March', 'הזמנה מוקדמת, נשלח במרץ'] },
        'yellow/m': { preOrder: ['Pre-order, ships in March', 'הזמנה מוקדמת, נשלח במרץ'] },
        'yellow/l': { preOrder: ['Pre-order, ships in March', 'הזמנה מוקדמת, נשלח במרץ'] },
        'yellow/xl': { preOrder: ['Pre-order, ships in March', 'הזמנה מוקדמת, נשלח במרץ'] },
        'navy/l': { stock: 2 },
        'navy/xl': { out: true },
      },
      sales: 95,
      age: 3,
      featured: true,
      firstId: 44000000001,
    }),
  ];

  // The mugs: an image-swatch attribute and a bulk-discount table.
  const mugImages = (['stripes', 'dots', 'plain'] as const).map((pattern, index) =>
    picture(provide, 'mug', ['#2f3e5c', '#b8443a', '#9caf88'][index] ?? '#2f3e5c', '#f1ebe1', [
      `Stoneware mug, ${pattern}`,
      'ספל חרס',
    ]),
  );
  products.push({
    id: 'prod-stoneware-mug',
    slug: 'stoneware-mug',
    type: 'variable',
    title: 'Stoneware Mug',
    title_he: 'ספל חרס',
    short_description: 'Hand-glazed, 350 ml. Cheaper by the set.',
    short_description_he: 'מזוגג ביד, 350 מ״ל. זול יותר בסט.',
    description:
      'Thrown on the wheel and glazed by hand in a small studio, so no two are quite alike. Dishwasher safe.\n\nBuy four or more and the price drops: see the table.',
    description_he:
      'נזרק על האובניים ומזוגג ביד בסטודיו קטן. מתאים למדיח.\n\nקנו ארבעה ויותר והמחיר יורד.',
    additional_information: [
      { label: 'Capacity', label_he: 'קיבולת', value: '350 ml', value_he: '350 מ״ל' },
    ],
    featured: true,
    sales_count: 780,
    created_at: EPOCH - 60 * DAY,
    category_ids: ['cat-home'],
    images: mugImages,
    term_ids: ['term-pattern-stripes', 'term-pattern-dots', 'term-pattern-plain'],
    variations: (['stripes', 'dots', 'plain'] as const).map((pattern, index) => ({
      id: 45000000001 + index,
      attributes: { pattern },
      sku: `MUG-${pattern.toUpperCase()}`,
      price: 2400,
      stock: pattern === 'dots' ? 4 : 40,
      image_key: mugImages[index]?.key ?? null,
    })),
    bulk_tiers: [
      { min_quantity: 4, discount_percent: 10 },
      { min_quantity: 8, discount_percent: 15 },
      { min_quantity: 12, discount_percent: 20 },
      { variation_id: 45000000003, min_quantity: 6, discount_percent: 25 },
    ],
  });

  const simples: Simple[] = [
    {
      id: 'prod-oak-armchair',
      slug: 'oak-armchair',
      title: ['Oak Lounge Armchair', 'כורסת אלון'],
      blurb: [
        'Solid oak and wool. Pay a deposit, the rest later.',
        'אלון מלא וצמר. שלמו מקדמה, את השאר אחר כך.',
      ],
      description: [
        'A low lounge chair in solid white oak with a removable wool cushion. Made to order in eight weeks.',
        'כורסה נמוכה מאלון לבן מלא עם כרית צמר נשלפת. מיוצרת לפי הזמנה בתוך שמונה שבועות.',
      ],
      price: 89000,
      category: 'cat-home',
      shape: 'chair',
      fill: '#b8864f',
      backdrop: '#efe6da',
      sales: 14,
      age: 20,
      featured: true,
      maxQty: 2,
      info: [
        ['Dimensions', 'מידות', '78 × 82 × 74 cm', '78 × 82 × 74 ס״מ'],
        ['Wood', 'עץ', 'White oak', 'אלון לבן'],
      ],
    },
    {
      id: 'prod-leather-notebook',
      slug: 'leather-notebook',
      title: ['Leather Notebook', 'מחברת עור'],
      blurb: [
        'Refillable A5 cover in vegetable-tanned leather.',
        'כריכת A5 ממולאת מעור בעיבוד צמחי.',
      ],
      description: [
        'Vegetable-tanned leather that darkens with use, with a 192-page dotted refill.',
        'עור בעיבוד צמחי שמתכהה עם השימוש, עם מילוי מנוקד של 192 עמודים.',
      ],
      price: 4500,
      category: 'cat-desk',
      shape: 'journal',
      fill: '#8a5a3c',
      backdrop: '#ede4d8',
      sales: 260,
      age: 50,
    },
    {
      id: 'prod-brass-pen',
      slug: 'brass-pen',
      title: ['Brass Pen', 'עט פליז'],
      blurb: ['Solid brass, takes standard refills.', 'פליז מלא, מתאים למילויים רגילים.'],
      description: [
        'Machined from a solid brass rod. It patinas warmly over the months.',
        'מעובד ממוט פליז מלא. מקבל פטינה חמה לאורך החודשים.',
      ],
      price: 3800,
      compareAt: 4800,
      category: 'cat-desk',
      shape: 'pen',
      fill: '#c9a34a',
      backdrop: '#e7ebef',
      sales: 410,
      age: 70,
    },
    {
      id: 'prod-canvas-tote',
      slug: 'canvas-tote',
      title: ['Canvas Tote', 'תיק בד'],
      blurb: ['Heavy canvas with leather handles.', 'קנבס עבה עם ידיות עור.'],
      description: [
        'Roomy enough for a market run, strong enough for books.',
        'מרווח לקניות בשוק, חזק מספיק לספרים.',
      ],
      price: 3200,
      compareAt: 4000,
      category: 'cat-accessories',
      shape: 'bag',
      fill: '#d8c3a5',
      backdrop: '#e4ece6',
      sales: 600,
      age: 90,
      featured: true,
    },
    {
      id: 'prod-soy-candle',
      slug: 'soy-candle',
      title: ['Fig Soy Candle', 'נר סויה תאנה'],
      blurb: ['Forty hours of green fig.', 'ארבעים שעות של תאנה ירוקה.'],
      description: [
        'Soy wax poured into a reusable ceramic cup. Back in stock soon.',
        'שעוות סויה יצוקה בכוס קרמיקה לשימוש חוזר. יחזור למלאי בקרוב.',
      ],
      price: 2900,
      inStock: false,
      stock: 0,
      category: 'cat-home',
      shape: 'candle',
      fill: '#9caf88',
      backdrop: '#f1ece4',
      sales: 330,
      age: 25,
    },
    {
      id: 'prod-wall-clock',
      slug: 'wall-clock',
      title: ['Quiet Wall Clock', 'שעון קיר שקט'],
      blurb: ['A sweeping movement that never ticks.', 'מנגנון רציף שלעולם לא מתקתק.'],
      description: [
        'Powder-coated steel rim, 30 cm face, silent sweep movement.',
        'מסגרת פלדה צבועה, פנים 30 ס״מ, מנגנון שקט.',
      ],
      price: 5600,
      category: 'cat-home',
      shape: 'clock',
      fill: '#2f3e5c',
      backdrop: '#e9e4dc',
      sales: 120,
      age: 8,
      stock: 6,
    },
    {
      id: 'prod-linen-napkins',
      slug: 'linen-napkins',
      title: ['Linen Napkins, set of 4', 'מפיות פשתן, סט של 4'],
      blurb: ['Soft linen for every day.', 'פשתן רך ליום יום.'],
      description: [
        'Four washed-linen napkins with mitred corners.',
        'ארבע מפיות פשתן מכובס עם פינות מחוברות באלכסון.',
      ],
      price: 3400,
      category: 'cat-home',
      shape: 'cloth',
      fill: '#c98e7a',
      backdrop: '#eef0ea',
      sales: 180,
      age: 100,
    },
    {
      id: 'prod-desk-lamp',
      slug: 'desk-lamp',
      title: ['Task Desk Lamp', 'מנורת שולחן'],
      blurb: ['Warm, glare-free light for late work.', 'אור חם ללא סנוור לעבודה מאוחרת.'],
      description: [
        'A steel shade on a weighted base, with a dimmable 2700 K bulb included.',
        'אהיל פלדה על בסיס כבד, כולל נורה 2700K ניתנת לעמעום.',
      ],
      price: 12900,
      category: 'cat-desk',
      shape: 'lamp',
      fill: '#b8443a',
      backdrop: '#ebe7e0',
      sales: 75,
      age: 5,
      featured: true,
    },
    {
      id: 'prod-wool-socks',
      slug: 'wool-socks',
      title: ['Merino Socks', 'גרבי מרינו'],
      blurb: ['Cushioned merino for cold floors.', 'מרינו מרופד לרצפות קרות.'],
      description: [
        'Reinforced heel and toe; one size fits 38 to 44.',
        'עקב ובוהן מחוזקים; מידה אחת 38 עד 44.',
      ],
      price: 1900,
      category: 'cat-apparel',
      shape: 'sock',
      fill: '#9caf88',
      backdrop: '#ece6f0',
      sales: 900,
      age: 120,
      featured: true,
      maxQty: 10,
    },
    {
      id: 'prod-watering-can',
      slug: 'watering-can',
      title: ['Watering Can', 'משפך השקיה'],
      blurb: ['Galvanised steel, long reach.', 'פלדה מגולוונת, זרבובית ארוכה.'],
      description: [
        'A 1.5 litre can with a long spout for pots at the back of the shelf.',
        'משפך 1.5 ליטר עם זרבובית ארוכה לעציצים בעומק המדף.',
      ],
      price: 4200,
      category: 'cat-home',
      shape: 'can',
      fill: '#7d8a96',
      backdrop: '#e6eee4',
      sales: 60,
      age: 15,
    },
    {
      id: 'prod-field-notes',
      slug: 'field-notes',
      title: ['Pocket Field Notes', 'פנקס כיס'],
      blurb: ['Three pocket notebooks, grid paper.', 'שלושה פנקסי כיס, נייר משבצות.'],
      description: [
        'Kraft covers, 48 pages each, saddle-stitched.',
        'כריכות קרפט, 48 עמודים כל אחד, תפר סיכות.',
      ],
      price: 1400,
      category: 'cat-desk',
      shape: 'book',
      fill: '#c9a34a',
      backdrop: '#eceae4',
      sales: 450,
      age: 35,
    },
  ];
  let id = 46000000001;
  for (const product of simples) products.push(simple(provide, product, id++));

  const armchair = products.find((p) => p.id === 'prod-oak-armchair');
  if (armchair) {
    armchair.deposits_enabled = true;
    armchair.deposit_plans = [
      {
        name: '30% now',
        name_he: '30% עכשיו',
        description: 'Pay 30% today and the rest when the chair ships.',
        description_he: 'שלמו 30% היום ואת השאר כשהכורסה נשלחת.',
        deposit_percent: 30,
        installments: 1,
      },
      {
        name: 'Three payments',
        name_he: 'שלושה תשלומים',
        description: 'A third now, then two monthly payments.',
        description_he: 'שליש עכשיו, ואחריו שני תשלומים חודשיים.',
        deposit_percent: 34,
        installments: 3,
      },
    ];
  }
  return products;
}
