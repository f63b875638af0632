// SQL for post categories and tags (content_terms) and which posts carry them (content_post_terms).
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContentTermsTable } from './tables.ts';

type Db = Kysely<Database>;
export type Taxonomy = 'category' | 'post_tag';
export type TermRow = Selectable<ContentTermsTable> & { count: number };
/** A term as a post carries it, in the post's order. */
export type PostTermRow = Pick<TermRow, 'id' | 'taxonomy' | 'slug' | 'name'> & {
  post_id: string;
  position: number;
};

export const TERM_ORDERS = ['id', 'name', 'slug', 'count', 'description'] as const;
export type TermOrder = (typeof TERM_ORDERS)[number];

export interface TermFilter {
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  slugs?: readonly string[];
  /** Categories only: children of this term ('' for top level). */
  parent?: string;
  /** Only the terms this post carries. */
  post?: string;
  hideEmpty?: boolean;
}

/** How many live posts carry a term: published and no longer scheduled, as WordPress counts. */
function countOf(db: Db, now: number) {
  return (
    db
      .selectFrom('content_post_terms as link')
      .innerJoin('content_posts as post', 'post.id', 'link.post_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      // Correlated with the outer query's `term` (filtered(), findTerm()).
      .where('link.term_id', '=', sql.ref<string>('term.id'))
      .where('post.status', '=', 'published')
      .where('post.published_at', '<=', now)
  );
}

function filtered(db: Db, taxonomy: Taxonomy, filter: TermFilter, now: number) {
  let q = db.selectFrom('content_terms as term').where('term.taxonomy', '=', taxonomy);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(term.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(term.slug)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filter.include?.length) q = q.where('term.id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('term.id', 'not in', filter.exclude);
  if (filter.slugs?.length) q = q.where('term.slug', 'in', filter.slugs);
  if (filter.parent !== undefined) {
    q = filter.parent
      ? q.where('term.parent_id', '=', filter.parent)
      : q.where('term.parent_id', 'is', null);
  }
  if (filter.post) {
    const post = filter.post;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('content_post_terms as mine')
          .select('mine.term_id')
          .whereRef('mine.term_id', '=', 'term.id')
          .where('mine.post_id', '=', post),
      ),
    );
  }
  if (filter.hideEmpty) q = q.where((eb) => eb(countOf(db, now), '>', 0));
  return q;
}

export async function countTerms(
  db: Db,
  taxonomy: Taxonomy,
  filter: TermFilter,
  now: number,
): Promise<number> {
  const row = await filtered(db, taxonomy, filter, now)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listTerms(
  db: Db,
  taxonomy: Taxonomy,
  filter: TermFilter,
  page: { limit: number; offset: number; orderBy: TermOrder; order: 'asc' | 'desc' },
  now: number,
): Promise<TermRow[]> {
  const rows = await filtered(db, taxonomy, filter, now)
    .selectAll('term')
    .select(countOf(db, now).as('count'))
    .orderBy(page.orderBy === 'count' ? 'count' : `term.${page.orderBy}`, page.order)
    .orderBy('term.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function findTerm(
  db: Db,
  taxonomy: Taxonomy,
  id: string,
  now: number,
): Promise<TermRow | undefined> {
  const row = await db
    .selectFrom('content_terms as term')
    .selectAll('term')
    .select(countOf(db, now).as('count'))
    .where('term.taxonomy', '=', taxonomy)
    .where('term.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, count: Number(row.count) };
}

/** Which of these ids are terms of the taxonomy. */
export async function existingTermIds(
  db: Db,
  taxonomy: Taxonomy,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('content_terms')
    .select('id')
    .where('taxonomy', '=', taxonomy)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function termSlugTaken(
  db: Db,
  taxonomy: Taxonomy,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let q = db
    .selectFrom('content_terms')
    .select('id')
    .where('taxonomy', '=', taxonomy)
    .where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** The ids above a category, nearest first (to refuse a parent that would make a loop). */
export async function ancestorIds(db: Db, id: string): Promise<string[]> {
  const seen: string[] = [];
  let current: string | null = id;
  // Categories nest a few levels; a walk of single-row reads is clearer than a recursive CTE
  // written twice for two engines.
  while (current && !seen.includes(current)) {
    seen.push(current);
    const row: { parent_id: string | null } | undefined = await db
      .selectFrom('content_terms')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return seen.slice(1);
}

export async function insertTerm(db: Db, term: Insertable<ContentTermsTable>): Promise<void> {
  await db.insertInto('content_terms').values(term).execute();
}

export async function updateTerm(
  db: Db,
  id: string,
  patch: Updateable<ContentTermsTable>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('content_terms').set(patch).where('id', '=', id).execute();
}

/** Deletes a term; its children move up to its parent, as WordPress does. */
export async function deleteTerm(db: Db, id: string, parentId: string | null): Promise<void> {
  await db
    .updateTable('content_terms')
    .set({ parent_id: parentId })
    .where('parent_id', '=', id)
    .execute();
  await db.deleteFrom('content_post_terms').where('term_id', '=', id).execute();
  await db.deleteFrom('content_terms').where('id', '=', id).execute();
}

/** The terms of these posts, each post's in its order. */
export async function termsOfPosts(db: Db, postIds: readonly string[]): Promise<PostTermRow[]> {
  if (!postIds.length) return [];
  const rows = await db
    .selectFrom('content_post_terms as link')
    .innerJoin('content_terms as term', 'term.id', 'link.term_id')
    .select(['link.post_id', 'link.position', 'term.id', 'term.taxonomy', 'term.slug', 'term.name'])
    .where('link.post_id', 'in', postIds)
    .orderBy('link.post_id')
    .orderBy('link.position')
    .execute();
  return rows.map((row) => ({ ...row, position: Number(row.position) }));
}

/** Replaces a post's terms of one taxonomy with these, in this order. */
export async function setPostTerms(
  db: Db,
  postId: string,
  taxonomy: Taxonomy,
  termIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('content_post_terms')
    .where('post_id', '=', postId)
    .where('term_id', 'in', (eb) =>
      eb.selectFrom('content_terms').select('id').where('taxonomy', '=', taxonomy),
    )
    .execute();
  // Categories first (positions 0…), tags after (1000…): one order per post, the first
  // category still first.
  const base = taxonomy === 'category' ? 0 : 1000;
  const unique = [...new Set(termIds)];
  if (!unique.length) return;
  await db
    .insertInto('content_post_terms')
    .values(
      unique.map((termId, index) => ({ post_id: postId, term_id: termId, position: base + index })),
    )
    .execute();
}

/** A term by its slug (the journal's ?category= and ?tag=, the demo's reseed). */
export async function findTermBySlug(db: Db, taxonomy: Taxonomy, slug: string) {
  return db
    .selectFrom('content_terms')
    .select(['id', 'name'])
    .where('taxonomy', '=', taxonomy)
    .where('slug', '=', slug)
    .executeTakeFirst();
}
