// The demo journal: six posts in three topics, sharing tags so each has related posts.
import type { Kysely } from 'kysely';
import type { DemoContribution } from '../../db/demo-data.ts';
import type { Database } from '../../db/schema.ts';
import { deleteDemoPosts, savePost } from './repo.ts';
import { slugOf } from './slugs.ts';
import { findTermBySlug, insertTerm, setPostTerms, type Taxonomy } from './term-repo.ts';

type Db = Kysely<Database>;

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 9, 1);

/** Draws a wide post picture (the catalog's picture maker, through the media module). */
export type ProvidePostPicture = (first: string, second: string, backdrop: string) => string;

interface DemoPost {
  slug: string;
  title: [string, string];
  excerpt: [string, string];
  body: [string, string];
  topic: string;
  tags: string[];
  colours: [string, string, string];
  age: number;
}

const posts: DemoPost[] = [
  {
    slug: 'caring-for-linen',
    title: ['Caring for linen', 'איך לטפל בפשתן'],
    excerpt: [
      'Cool water, no tumble dryer, and let the creases be.',
      'מים קרים, בלי מייבש, ולתת לקמטים להיות.',
    ],
    body: [
      'Linen gets better with age, if you let it. Wash it cool, on a gentle cycle, with a mild detergent.\n\nSkip the tumble dryer: hang it in the shade and shake it out while damp. The creases are part of the fabric.\n\nIron it only if you must, and while it is still a little damp.',
      'פשתן משתבח עם הזמן, אם נותנים לו. כבסו במים קרים, בתוכנית עדינה.\n\nוותרו על המייבש: תלו בצל ונערו כשהבד עוד לח.\n\nגהצו רק אם חייבים.',
    ],
    topic: 'Guides',
    tags: ['linen', 'care', 'apparel'],
    colours: ['#d8c3a5', '#9caf88', '#f3eee6'],
    age: 2,
  },
  {
    slug: 'how-our-mugs-are-made',
    title: ['How our mugs are made', 'איך הספלים שלנו נעשים'],
    excerpt: [
      'From a bag of clay to your morning coffee, in eleven days.',
      'משק חמר ועד קפה הבוקר, באחד עשר ימים.',
    ],
    body: [
      'Each mug starts as a ball of stoneware clay thrown on the wheel. It dries for three days before trimming.\n\nAfter a first firing we glaze by hand, dipping each one twice. The second firing at 1240 °C makes them tough enough for the dishwasher.',
      'כל ספל מתחיל ככדור חמר על האובניים. הוא מתייבש שלושה ימים לפני הגימור.\n\nאחרי שריפה ראשונה אנחנו מזגגים ביד. השריפה השנייה ב-1240 מעלות הופכת אותם חזקים.',
    ],
    topic: 'Makers',
    tags: ['ceramics', 'studio', 'home'],
    colours: ['#2f3e5c', '#b8443a', '#efe9df'],
    age: 9,
  },
  {
    slug: 'a-desk-that-works',
    title: ['A desk that works', 'שולחן עבודה שעובד'],
    excerpt: [
      'Light, paper and one good pen: setting up a calm desk.',
      'אור, נייר ועט אחד טוב: שולחן עבודה רגוע.',
    ],
    body: [
      'A good desk starts with light. Put a warm lamp to the side of your writing hand so it casts no shadow.\n\nKeep one notebook open and one pen you like. Everything else can live in a drawer.',
      'שולחן טוב מתחיל באור. הציבו מנורה חמה בצד היד הכותבת.\n\nהשאירו מחברת אחת פתוחה ועט אחד שאתם אוהבים.',
    ],
    topic: 'Guides',
    tags: ['desk', 'home', 'studio'],
    colours: ['#c9a34a', '#2b2b2b', '#eceae4'],
    age: 16,
  },
  {
    slug: 'autumn-layers',
    title: ['Autumn layers', 'שכבות לסתיו'],
    excerpt: [
      'A shirt, a hoodie and a jacket that cover every kind of weather.',
      'חולצה, קפוצ׳ון ומעיל לכל מזג אוויר.',
    ],
    body: [
      'Layering is about fabrics that breathe together. Start with linen, add heavy cotton, finish with waxed cotton against the rain.\n\nOur mustard jacket is back as a pre-order, shipping in March.',
      'שכבות הן עניין של בדים שנושמים יחד. התחילו בפשתן, הוסיפו כותנה עבה וסיימו בכותנה משוחה.\n\nמעיל החרדל חוזר בהזמנה מוקדמת.',
    ],
    topic: 'Style',
    tags: ['apparel', 'linen', 'autumn'],
    colours: ['#e5b93c', '#2f3e5c', '#ece4d6'],
    age: 23,
  },
  {
    slug: 'meet-the-furniture-workshop',
    title: ['Meet the furniture workshop', 'הכירו את נגריית הרהיטים'],
    excerpt: [
      'Three people, one old barn and a lot of white oak.',
      'שלושה אנשים, אסם ישן והרבה אלון לבן.',
    ],
    body: [
      'Our armchair is made by a workshop of three in an old barn. Every chair takes eight weeks from rough boards to oil finish.\n\nThat is why you can pay a deposit now and the rest when your chair ships.',
      'הכורסה שלנו נבנית בנגרייה של שלושה אנשים באסם ישן. כל כורסה לוקחת שמונה שבועות.\n\nלכן אפשר לשלם מקדמה עכשיו ואת השאר כשהכורסה נשלחת.',
    ],
    topic: 'Makers',
    tags: ['furniture', 'studio', 'home'],
    colours: ['#b8864f', '#9caf88', '#efe6da'],
    age: 31,
  },
  {
    slug: 'gift-guide',
    title: ['A small gift guide', 'מדריך מתנות קטן'],
    excerpt: [
      'Presents under $50 that people keep using.',
      'מתנות מתחת ל-50$ שאנשים ממשיכים להשתמש בהן.',
    ],
    body: [
      'The best gifts get used every day: a brass pen, a stoneware mug, warm merino socks.\n\nBuy mugs by four and the price drops, which makes a set an easy present.',
      'המתנות הטובות ביותר הן כאלה שמשתמשים בהן כל יום: עט פליז, ספל חרס, גרבי מרינו.\n\nקנו ספלים ברביעייה והמחיר יורד.',
    ],
    topic: 'Style',
    tags: ['gifts', 'desk', 'ceramics'],
    colours: ['#b8443a', '#c9a34a', '#f1ebe1'],
    age: 40,
  },
];

/** The demo's bodies as owner HTML: its paragraphs hold no markup characters to escape. */
function html(body: string): string {
  return body
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n');
}

/** A topic or tag's term, made on first use and found again on a reseed. */
async function termOf(db: Db, taxonomy: Taxonomy, name: string, now: number): Promise<string> {
  const slug = slugOf(name);
  const found = await findTermBySlug(db, taxonomy, slug);
  if (found) return found.id;
  const id = `demo-term-${taxonomy === 'category' ? 'cat' : 'tag'}-${slug}`;
  await insertTerm(db, { id, taxonomy, slug, name, created_at: now });
  return id;
}

export function contentDemo(picture: ProvidePostPicture): DemoContribution {
  // Named when the module registers, so every process can draw what the seeded rows name.
  const pictures = posts.map((post) => picture(...post.colours));
  return {
    module: 'content',
    async seed(db, now) {
      for (const [index, post] of posts.entries()) {
        await savePost(db, {
          id: `demo-post-${index + 1}`,
          slug: post.slug,
          title: post.title[0],
          title_he: post.title[1],
          excerpt: post.excerpt[0],
          excerpt_he: post.excerpt[1],
          body: html(post.body[0]),
          body_he: html(post.body[1]),
          image_key: pictures[index] ?? null,
          image_width: 1200,
          image_height: 750,
          image_alt: post.title[0],
          status: 'published',
          published_at: EPOCH - post.age * DAY,
          updated_at: now,
        });
        const id = `demo-post-${index + 1}`;
        await setPostTerms(db, id, 'category', [await termOf(db, 'category', post.topic, now)]);
        const tags: string[] = [];
        for (const tag of post.tags) tags.push(await termOf(db, 'post_tag', tag, now));
        await setPostTerms(db, id, 'post_tag', tags);
      }
    },
    async clear(db) {
      await deleteDemoPosts(db);
    },
  };
}
