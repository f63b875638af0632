// Adds N generated products to a shop's database through the catalog's own save (so each is
// stored, and indexed for search, as an owner's product is), in one transaction. Run with tsx:
// `tsx bench/harness/seed-catalog.ts <database url> <count>`; the server must have migrated the
// database first (started once). Titles and texts combine shop words in English and Hebrew, so
// words are shared by hundreds of products, as in a real catalog, and each title is distinct.
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { productInput } from '../../apps/server/src/modules/catalog/product-input.ts';
import * as repo from '../../apps/server/src/modules/catalog/repo.ts';

const qualities = [
  ['Washed', 'מכובס'],
  ['Heavy', 'כבד'],
  ['Soft', 'רך'],
  ['Organic', 'אורגני'],
  ['Classic', 'קלאסי'],
  ['Slim', 'צר'],
  ['Relaxed', 'רפוי'],
  ['Vintage', 'וינטג׳'],
  ['Brushed', 'מוברש'],
  ['Waxed', 'משעווה'],
  ['Striped', 'מפוספס'],
  ['Woven', 'ארוג'],
  ['Knitted', 'סרוג'],
  ['Light', 'קל'],
  ['Quilted', 'מרופד'],
  ['Handmade', 'בעבודת יד'],
] as const;
const materials = [
  ['Linen', 'פשתן'],
  ['Cotton', 'כותנה'],
  ['Wool', 'צמר'],
  ['Canvas', 'קנבס'],
  ['Leather', 'עור'],
  ['Silk', 'משי'],
  ['Denim', 'ג׳ינס'],
  ['Cashmere', 'קשמיר'],
  ['Stoneware', 'חרס'],
  ['Brass', 'פליז'],
  ['Oak', 'אלון'],
  ['Walnut', 'אגוז'],
  ['Ceramic', 'קרמיקה'],
  ['Glass', 'זכוכית'],
  ['Hemp', 'קנבוס'],
  ['Bamboo', 'במבוק'],
  ['Suede', 'זמש'],
  ['Velvet', 'קטיפה'],
  ['Merino', 'מרינו'],
  ['Rattan', 'ראטן'],
] as const;
const items = [
  ['Shirt', 'חולצה'],
  ['Hoodie', 'קפוצ׳ון'],
  ['Sneakers', 'נעלי ספורט'],
  ['Tote', 'תיק'],
  ['Mug', 'ספל'],
  ['Napkins', 'מפיות'],
  ['Pen', 'עט'],
  ['Notebook', 'מחברת'],
  ['Candle', 'נר'],
  ['Scarf', 'צעיף'],
  ['Jacket', 'מעיל'],
  ['Trousers', 'מכנסיים'],
  ['Bowl', 'קערה'],
  ['Vase', 'אגרטל'],
  ['Lamp', 'מנורה'],
  ['Blanket', 'שמיכה'],
  ['Cushion', 'כרית'],
  ['Apron', 'סינר'],
  ['Socks', 'גרביים'],
  ['Cap', 'כובע'],
  ['Belt', 'חגורה'],
  ['Wallet', 'ארנק'],
  ['Backpack', 'תרמיל'],
  ['Dress', 'שמלה'],
  ['Tray', 'מגש'],
] as const;
const uses = [
  ['for every day', 'ליום יום'],
  ['for cooler evenings', 'לערבים קרירים'],
  ['made to last for years', 'שנבנה להחזיק שנים'],
  ['cut loose for comfort', 'בגזרה רפויה ונוחה'],
  ['finished by hand in small batches', 'בגימור ידני בסדרות קטנות'],
  ['that softens with every wash', 'שמתרכך בכל כביסה'],
] as const;
const categories = ['cat-apparel', 'cat-home', 'cat-desk', 'cat-accessories'];

const [databaseUrl, countArg] = process.argv.slice(2);
if (!databaseUrl || !countArg) {
  process.stderr.write('usage: tsx bench/harness/seed-catalog.ts <database url> <count>\n');
  process.exit(2);
}
const count = Number(countArg);
const database = openDatabase(databaseUrl);
const now = Date.now();
await database.db.transaction().execute(async (trx) => {
  for (let n = 1; n <= count; n++) {
    const quality = qualities[n % qualities.length]!;
    const material = materials[Math.floor(n / qualities.length) % materials.length]!;
    const item = items[Math.floor(n / (qualities.length * materials.length)) % items.length]!;
    const use = uses[n % uses.length]!;
    const other = materials[(n * 7) % materials.length]!;
    const product = productInput.parse({
      id: `bench-${n}`,
      slug: `bench-${n}`,
      type: 'simple',
      title: `${quality[0]} ${material[0]} ${item[0]} No. ${n}`,
      title_he: `${item[1]} ${material[1]} ${quality[1]} מס׳ ${n}`,
      short_description: `${material[0]} with ${other[0].toLowerCase()} details, ${use[0]}.`,
      short_description_he: `${material[1]} עם פרטי ${other[1]}, ${use[1]}.`,
      created_at: now - n * 60_000,
      sales_count: n % 700,
      category_ids: [categories[n % categories.length]],
      variations: [{ id: 80_000_000 + n, price: 1500 + (n % 90) * 100, stock: 20 }],
    });
    await repo.saveProduct(trx, product, now);
  }
});
await database.close();
