// Posts get WordPress's shape for the platform API (wp/v2 posts, categories, tags):
// - the `topic` string becomes a category and the `tags` JSON array becomes tags, real terms in
//   `content_terms` linked by `content_post_terms`, so categories and tags have ids, slugs and
//   counts and can be renamed in one place;
// - bodies, plain paragraphs until now, become owner HTML (each paragraph escaped and wrapped in
//   <p>), the form the API writes and the post page renders;
// - a post remembers its featured media item and its author (the owner who wrote it).
// The slug and escaping rules are copied here, frozen: a migration never follows live code.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

interface OldPost {
  id: string;
  topic: string;
  tags: string;
  body: string;
  body_he: string | null;
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
function termId(): string {
  let id = 'term-';
  for (const byte of randomBytes(13)) id += alphabet[byte % alphabet.length];
  return id;
}

function slugOf(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'term';
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Plain paragraphs (blank-line separated) as HTML: each one escaped in a <p>, lines as <br>. */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br />')}</p>`)
    .join('\n');
}

function tagsOf(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags)
      ? tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // WordPress's taxonomy names: 'category' | 'post_tag'.
    .addColumn('taxonomy', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Categories nest; tags never have a parent.
    .addColumn('parent_id', 'text', (c) => c.references('content_terms.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_terms_taxonomy_slug', ['taxonomy', 'slug'])
    .execute();
  await db.schema
    .createTable('content_post_terms')
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('content_posts.id').onDelete('cascade'),
    )
    .addColumn('term_id', 'text', (c) =>
      c.notNull().references('content_terms.id').onDelete('cascade'),
    )
    // The order the owner gave them in: the first category is the post's context line.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_post_terms_pk', ['post_id', 'term_id'])
    .execute();
  await db.schema
    .createIndex('content_post_terms_term')
    .on('content_post_terms')
    .columns(['term_id', 'post_id'])
    .execute();
  await db.schema
    .alterTable('content_posts')
    // A media item's id (modules/media); the picture's key and size stay in image_* for pages.
    .addColumn('featured_media', 'text')
    .execute();
  await db.schema.alterTable('content_posts').addColumn('author_id', 'text').execute();

  const now = Date.now();
  const posts = (
    await sql<OldPost>`select id, topic, tags, body, body_he from content_posts`.execute(db)
  ).rows;
  const termIds = new Map<string, string>();
  async function term(taxonomy: 'category' | 'post_tag', name: string): Promise<string> {
    const slug = slugOf(name);
    const known = termIds.get(`${taxonomy}:${slug}`);
    if (known) return known;
    const id = termId();
    await sql`insert into content_terms (id, taxonomy, slug, name, description, created_at)
      values (${id}, ${taxonomy}, ${slug}, ${name.trim()}, '', ${now})`.execute(db);
    termIds.set(`${taxonomy}:${slug}`, id);
    return id;
  }
  for (const post of posts) {
    const linked = new Set<string>();
    const names: Array<['category' | 'post_tag', string]> = [
      ...(post.topic.trim() ? [['category', post.topic] as ['category', string]] : []),
      ...tagsOf(post.tags).map((tag) => ['post_tag', tag] as ['post_tag', string]),
    ];
    for (const [taxonomy, name] of names) {
      const id = await term(taxonomy, name);
      if (linked.has(id)) continue;
      await sql`insert into content_post_terms (post_id, term_id, position)
        values (${post.id}, ${id}, ${linked.size})`.execute(db);
      linked.add(id);
    }
    await sql`update content_posts set body = ${paragraphsToHtml(post.body)},
      body_he = ${post.body_he === null ? null : paragraphsToHtml(post.body_he)}
      where id = ${post.id}`.execute(db);
  }
  await db.schema.alterTable('content_posts').dropColumn('topic').execute();
  await db.schema.alterTable('content_posts').dropColumn('tags').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content_posts')
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('content_posts')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('content_posts').dropColumn('featured_media').execute();
  await db.schema.alterTable('content_posts').dropColumn('author_id').execute();
  await db.schema.dropTable('content_post_terms').execute();
  await db.schema.dropTable('content_terms').execute();
}
