// Posts as the platform API manages them (wp/v2 posts): lists of every status, one post, and
// writes that check what WordPress checks (a slug taken, categories and tags that exist) inside
// the write's one transaction; the featured media item is looked up just before it (mediaOf).
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { htmlToText, sanitizeOwnerHtml } from '../../schemas/owner-html.ts';
import type { FeaturedMedia, MediaLookup } from './featured-media.ts';
import * as posts from './post-repo.ts';
import type { PostFilter, PostOrder, PostStatus } from './post-repo.ts';
import { withTerms, type PostWithTerms } from './post-records.ts';
import type { PostRow } from './repo.ts';
import { freeSlug, slugOf } from './slugs.ts';
import * as terms from './term-repo.ts';

type Db = Kysely<Database>;

/** A post with its terms and its featured media item, as the API answers it. */
export interface PostRecord extends PostWithTerms {
  media: FeaturedMedia | null;
}

/** A write's fields, already parsed; absent fields keep what the post has. */
export interface PostInput {
  title?: string;
  /** Owner HTML; sanitised again here, whoever calls. */
  content?: string;
  excerpt?: string;
  /** Hebrew copies; null removes one. */
  he?: { title?: string | null; content?: string | null; excerpt?: string | null };
  slug?: string;
  status?: PostStatus;
  /** When it is (or was, or will be) published, epoch ms. */
  date?: number;
  /** A media item's id; null removes the picture. */
  featuredMedia?: string | null;
  categories?: readonly string[];
  tags?: readonly string[];
}

/** A refusal naming the field at fault (the API's 400 `rest_invalid_param`). */
export interface FieldRefusal {
  ok: false;
  field: string;
  message: string;
}
export type PostWrite = { ok: true; post: PostRecord } | FieldRefusal;

/** WordPress's status of a row: a published post whose time is still ahead is 'future'. */
export function postStatusOf(row: PostRow, now: number): PostStatus {
  if (row.status === 'published') return Number(row.published_at) > now ? 'future' : 'publish';
  return row.status as PostStatus;
}

const storedStatus = (status: PostStatus) =>
  status === 'publish' || status === 'future' ? 'published' : status;

/** Excerpts are kept as text: markup a client sends in one is dropped, its words kept. */
const excerptText = (excerpt: string) => htmlToText(sanitizeOwnerHtml(excerpt)).trim();

export class PostEditor {
  constructor(
    private readonly db: Db,
    private readonly media: MediaLookup,
  ) {}

  async list(
    filter: PostFilter,
    page: { limit: number; offset: number; orderBy: PostOrder; order: 'asc' | 'desc' },
    now = Date.now(),
  ): Promise<{ posts: PostRecord[]; total: number }> {
    const [rows, total] = await Promise.all([
      posts.listPosts(this.db, filter, page, now),
      posts.countPosts(this.db, filter, now),
    ]);
    return { posts: await this.records(rows), total };
  }

  async find(id: string): Promise<PostRecord | null> {
    const row = await posts.findPost(this.db, id);
    return row ? ((await this.records([row]))[0] ?? null) : null;
  }

  async create(input: PostInput, authorId: string | null, now = Date.now()): Promise<PostWrite> {
    const media = await this.mediaOf(input);
    if (!media.ok) return media;
    const id = `post-${randomId(13)}`;
    const written = await slugRaceRefused(
      this.db.transaction().execute(async (trx) => {
        const checked = await this.check(trx, input, id);
        if (!checked.ok) return checked;
        const title = input.title ?? '';
        const slug =
          checked.slug ??
          (await freeSlug(slugOf(title) || id, (slug) => posts.postSlugTaken(trx, slug)));
        await posts.insertPost(trx, {
          id,
          slug,
          title,
          title_he: input.he?.title || null,
          excerpt: excerptText(input.excerpt ?? ''),
          excerpt_he: input.he?.excerpt ? excerptText(input.he.excerpt) : null,
          body: sanitizeOwnerHtml(input.content ?? ''),
          body_he: input.he?.content ? sanitizeOwnerHtml(input.he.content) : null,
          author_id: authorId,
          ...pictureOf(media.media ?? null),
          status: storedStatus(input.status ?? 'draft'),
          published_at: input.date ?? now,
          updated_at: now,
        });
        await terms.setPostTerms(trx, id, 'category', input.categories ?? []);
        await terms.setPostTerms(trx, id, 'post_tag', input.tags ?? []);
        return { ok: true } as const;
      }),
    );
    return written.ok ? { ok: true, post: await this.required(id) } : written;
  }

  /** Changes the fields given; null when there is no such post. */
  async update(id: string, input: PostInput, now = Date.now()): Promise<PostWrite | null> {
    const media = await this.mediaOf(input);
    if (!media.ok) return media;
    const written = await slugRaceRefused(
      this.db.transaction().execute(async (trx) => {
        const existing = await posts.findPost(trx, id);
        if (!existing) return null;
        const checked = await this.check(trx, input, id);
        if (!checked.ok) return checked;
        const status = input.status ? storedStatus(input.status) : existing.status;
        // A post published now without a date of its own is dated now, as WordPress dates a draft
        // the moment it goes out.
        const publishing = status === 'published' && existing.status !== 'published';
        const date = input.date ?? (publishing ? now : Number(existing.published_at));
        await posts.updatePost(trx, id, {
          ...(input.title !== undefined && { title: input.title }),
          ...(input.excerpt !== undefined && { excerpt: excerptText(input.excerpt) }),
          ...(input.content !== undefined && { body: sanitizeOwnerHtml(input.content) }),
          ...(input.he?.title !== undefined && { title_he: input.he.title || null }),
          ...(input.he?.excerpt !== undefined && {
            excerpt_he: input.he.excerpt ? excerptText(input.he.excerpt) : null,
          }),
          ...(input.he?.content !== undefined && {
            body_he: input.he.content ? sanitizeOwnerHtml(input.he.content) : null,
          }),
          ...(checked.slug !== undefined && { slug: checked.slug }),
          ...(media.media !== undefined && pictureOf(media.media)),
          status,
          published_at: date,
          updated_at: now,
        });
        if (input.categories) await terms.setPostTerms(trx, id, 'category', input.categories);
        if (input.tags) await terms.setPostTerms(trx, id, 'post_tag', input.tags);
        return { ok: true } as const;
      }),
    );
    if (!written) return null;
    return written.ok ? { ok: true, post: await this.required(id) } : written;
  }

  /** Deletes a post for good; answers it as it was, or null when there is none. */
  async delete(id: string): Promise<PostRecord | null> {
    const previous = await this.find(id);
    if (!previous) return null;
    await this.db.transaction().execute((trx) => posts.deletePost(trx, id));
    return previous;
  }

  /**
   * The media item a write names, looked up before its transaction opens: the media module
   * reads on its own connection, which SQLite's one connection would only give after the
   * transaction ended.
   */
  private async mediaOf(
    input: PostInput,
  ): Promise<{ ok: true; media?: FeaturedMedia | null } | FieldRefusal> {
    if (input.featuredMedia === undefined) return { ok: true };
    if (input.featuredMedia === null) return { ok: true, media: null };
    const [media] = await this.media.findByIds([input.featuredMedia]);
    return media
      ? { ok: true, media }
      : { ok: false, field: 'featured_media', message: 'Invalid featured media ID.' };
  }

  /** The checks a write passes before it touches a row (the refusal names the field). */
  private async check(
    db: Db,
    input: PostInput,
    id: string,
  ): Promise<{ ok: true; slug?: string } | FieldRefusal> {
    let slug: string | undefined;
    if (input.slug !== undefined) {
      slug = slugOf(input.slug);
      if (!slug) return { ok: false, field: 'slug', message: 'The slug needs a letter or digit.' };
      if (await posts.postSlugTaken(db, slug, id)) {
        return SLUG_TAKEN;
      }
    }
    for (const [field, taxonomy] of [
      ['categories', 'category'],
      ['tags', 'post_tag'],
    ] as const) {
      const ids = input[field] ?? [];
      const found = await terms.existingTermIds(db, taxonomy, ids);
      const unknown = ids.filter((termId) => !found.has(termId));
      if (unknown.length) {
        return { ok: false, field, message: `Invalid term ID(s): ${unknown.join(', ')}.` };
      }
    }
    return { ok: true, slug };
  }

  /** A post just written, read after its transaction committed. */
  private async required(id: string): Promise<PostRecord> {
    const record = await this.find(id);
    if (!record) throw new Error(`post ${id} was deleted as it was written`);
    return record;
  }

  /** Rows with their terms and media items: one query each for the lot. */
  private async records(rows: readonly PostRow[]): Promise<PostRecord[]> {
    const mediaIds = [...new Set(rows.flatMap((row) => row.featured_media ?? []))];
    // A picture set before the library existed is found by its key.
    const keys = [...new Set(rows.flatMap((row) => (!row.featured_media && row.image_key) || []))];
    const [links, byId, byKey] = await Promise.all([
      terms.termsOfPosts(
        this.db,
        rows.map((row) => row.id),
      ),
      mediaIds.length ? this.media.findByIds(mediaIds) : Promise.resolve([]),
      keys.length ? this.media.findByKeys(keys) : Promise.resolve([]),
    ]);
    const items = new Map(byId.map((item) => [item.id, item]));
    const pictures = new Map(byKey.map((item) => [item.imageKey, item]));
    return withTerms(rows, links).map((post) => {
      const { featured_media: id, image_key: key } = post.row;
      return {
        ...post,
        media: (id ? items.get(id) : key ? pictures.get(key) : undefined) ?? null,
      };
    });
  }
}

const SLUG_TAKEN: FieldRefusal = {
  ok: false,
  field: 'slug',
  message: 'That slug is taken by another post.',
};

/**
 * A write that lost a race for its slug (another one committed it between the check and the
 * insert: the unique index refused) is the same 400 as a slug found taken.
 */
async function slugRaceRefused<T>(write: Promise<T>): Promise<T | FieldRefusal> {
  try {
    return await write;
  } catch (error) {
    // SQLite: "UNIQUE constraint failed: content_posts.slug"; PostgreSQL: "duplicate key value
    // violates unique constraint "content_posts_slug_key"".
    const message = error instanceof Error ? error.message : '';
    if (/unique/i.test(message) && message.includes('slug')) return SLUG_TAKEN;
    throw error;
  }
}

/** The media item's picture copied into the post's row, which pages read without a lookup. */
function pictureOf(media: FeaturedMedia | null) {
  return {
    featured_media: media?.id ?? null,
    image_key: media?.imageKey ?? null,
    image_width: media?.width ?? null,
    image_height: media?.height ?? null,
    image_alt: media?.alt || null,
  };
}
