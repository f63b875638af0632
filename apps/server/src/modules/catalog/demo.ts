// The demo catalog: settings, categories, attributes, products (demo-catalog.ts) and twenty
// reviews, three of them waiting for moderation. Written through the repository in the seeding
// transaction; pictures are named to the media module, which draws them on first request.
import type { DemoContribution } from '../../db/demo-data.ts';
import { defaultCatalogSettings } from './catalog-settings.ts';
import {
  demoAttributes,
  demoCategories,
  demoProducts,
  type ProvidePicture,
} from './demo-catalog.ts';
import { productInput } from './product-input.ts';
import * as repo from './repo.ts';

const HOUR = 3_600_000;

/** [product, author, rating, text, verified, approved] */
const reviews: Array<[string, string, number | null, string, boolean, boolean]> = [
  [
    'prod-linen-shirt',
    'Maya R.',
    5,
    'The linen is soft from the first wear and the fit is generous without being boxy.',
    true,
    true,
  ],
  [
    'prod-linen-shirt',
    'Daniel K.',
    4,
    'Lovely shirt. Size down if you are between sizes.',
    true,
    true,
  ],
  [
    'prod-linen-shirt',
    'נועה ש.',
    5,
    'בד מעולה, נושם ביום חם. הזמנתי עוד אחת בצבע מרווה.',
    true,
    true,
  ],
  [
    'prod-cotton-hoodie',
    'Tom B.',
    5,
    'Heavy, warm and the hood actually keeps its shape.',
    true,
    true,
  ],
  [
    'prod-cotton-hoodie',
    'Lea M.',
    4,
    'Great weight. The red is deeper than in the photo.',
    false,
    true,
  ],
  ['prod-cotton-hoodie', 'Sam', 3, 'Good hoodie but the sleeves run long.', true, true],
  ['prod-canvas-sneakers', 'Oren', 4, 'Comfortable from day one, the sole is grippy.', true, true],
  ['prod-canvas-sneakers', 'Priya', 5, 'Exactly the plain sneaker I wanted.', false, true],
  [
    'prod-rain-jacket',
    'Hannah',
    5,
    'Kept me dry through a week in the hills. Worth the wait.',
    true,
    true,
  ],
  [
    'prod-stoneware-mug',
    'Yael',
    5,
    'Bought a set of eight for the studio; the discount made it easy.',
    true,
    true,
  ],
  [
    'prod-stoneware-mug',
    'Chris',
    5,
    'Beautiful glaze and a handle that fits two fingers.',
    true,
    true,
  ],
  ['prod-stoneware-mug', 'אבי', 4, 'ספל יפה מאוד, קצת כבד.', false, true],
  [
    'prod-oak-armchair',
    'Ruth',
    5,
    'Solid, calm and very comfortable. The deposit option helped.',
    true,
    true,
  ],
  ['prod-leather-notebook', 'Ido', 4, 'The leather is thick and smells wonderful.', true, true],
  ['prod-brass-pen', 'Mark', 5, 'Heavy in the hand, writes smoothly.', true, true],
  ['prod-canvas-tote', 'Tali', 5, 'I carry it everywhere.', false, true],
  ['prod-wall-clock', 'Ben', 4, 'Truly silent. Bedroom approved.', true, true],
  ['prod-linen-shirt', 'Visitor', 2, 'Arrived wrinkled <b>very</b> wrinkled.', false, false],
  ['prod-desk-lamp', 'Gil', 5, 'Warm light and sturdy base.', false, false],
  ['prod-soy-candle', 'Anna', null, 'When is it back in stock?', false, false],
];

export function catalogDemo(provide: ProvidePicture): DemoContribution {
  // Drawn when the module registers, not when the demo is seeded: every process (a restart, a
  // second node) must be able to make the pictures the seeded rows name.
  const attributes = demoAttributes(provide);
  const products = demoProducts(provide).map((product) => productInput.parse(product));
  return {
    module: 'catalog',
    async seed(db, now) {
      await repo.saveSettings(
        db,
        {
          ...defaultCatalogSettings,
          store_notice: {
            enabled: true,
            // One story with the popups, coupons and shipping settings (display/demo-popups.ts).
            id: 'blackfriday',
            text: 'Black Friday week: 20% off with code BLACKFRIDAY until 30 November. Free shipping from $50.',
            text_he:
              'שבוע הבלאק פריידיי: 20% הנחה עם הקוד BLACKFRIDAY עד 30 בנובמבר. משלוח חינם מ־50$.',
            // Gone when BLACKFRIDAY ends (coupons/demo.ts): Monday 30 November 2026 is over (UTC).
            ends_at: Date.UTC(2026, 11, 1),
          },
          search: {
            keywords: ['linen', 'mug', 'sneakers', 'notebook', 'candle'],
            keywords_he: ['פשתן', 'ספל', 'נעלי קנבס', 'מחברת', 'נר'],
            category_slugs: [],
            promo: {
              enabled: true,
              title: 'The autumn edit',
              title_he: 'הליקוט הסתווי',
              text: 'Linen, wool and canvas for cooler days.',
              text_he: 'פשתן, צמר וקנבס לימים קרירים.',
              url: '/category/apparel',
            },
          },
        },
        now,
      );
      for (const category of demoCategories) await repo.saveCategory(db, category);
      for (const attribute of attributes) await repo.saveAttribute(db, attribute);
      for (const product of products) await repo.saveProduct(db, product, now);
      const rated = new Set<string>();
      for (const [
        index,
        [productId, author, rating, text, verified, approved],
      ] of reviews.entries()) {
        await repo.insertReview(db, {
          id: `demo-review-${index + 1}`,
          product_id: productId,
          author,
          email: '',
          rating,
          text,
          verified,
          status: approved ? 'approved' : 'pending',
          created_at: now - (index + 1) * 7 * HOUR,
        });
        rated.add(productId);
      }
      for (const productId of rated) await repo.recountRatings(db, productId);
    },
    clear: (db) => repo.clearCatalog(db),
  };
}
