// The content service: posts as pages use them (the latest, one post, its related posts, search)
// and, for the platform API, `posts` and `terms` (every status, writes: post-editor.ts,
// term-editor.ts). Pages see only live posts: published, their time come.
import {
  rankSearch,
  type Language,
  type PostCard,
  type PostPage,
  type RelatedPostsAnswer,
  type RelatedPostsDisplay,
  type ShareCounts,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../../schemas/owner-html.ts';
import type { MediaLookup } from './featured-media.ts';
import { PostEditor } from './post-editor.ts';
import {
  postCard,
  postPage,
  relatedPostsAnswer,
  relatedRows,
  withTerms,
  type PostWithTerms,
} from './post-records.ts';
import { findPost } from './post-repo.ts';
import * as repo from './repo.ts';
import { shareCounts } from './share-counts.ts';
import { TermEditor } from './term-editor.ts';
import { findTermBySlug, termsOfPosts } from './term-repo.ts';

export class ContentService {
  /** Posts of every status, for the platform API (wp/v2 posts). */
  readonly posts: PostEditor;
  /** Post categories and tags, for the platform API (wp/v2 categories, tags). */
  readonly terms: TermEditor;

  /**
   * @param relatedPostsDisplay how the owner wants related posts shown (the catalog settings'
   *   `related_posts`), read on each call so a saved change shows at once.
   * @param media the media library, where a post's featured_media is looked up.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly relatedPostsDisplay: () => Promise<RelatedPostsDisplay>,
    media: MediaLookup,
  ) {
    this.posts = new PostEditor(db, media);
    this.terms = new TermEditor(db);
  }

  /** Rows with their categories and tags (one query for the lot). */
  private async withTerms(rows: readonly repo.PostRow[]): Promise<PostWithTerms[]> {
    return withTerms(
      rows,
      await termsOfPosts(
        this.db,
        rows.map((row) => row.id),
      ),
    );
  }

  async latestPosts(lang: Language, limit: number, offset = 0): Promise<PostCard[]> {
    const rows = await repo.publishedPosts(this.db, Date.now(), limit, offset);
    return (await this.withTerms(rows)).map((post) => postCard(lang, post));
  }

  /**
   * The journal (/blog), or one category's or tag's part of it (`?category=`, `?tag=`: the
   * `link` of a wp/v2 term); null when that category or tag does not exist.
   */
  async journal(
    lang: Language,
    filter: { category?: string; tag?: string },
    limit: number,
  ): Promise<{ term: string | null; posts: PostCard[] } | null> {
    const [taxonomy, slug] = filter.category
      ? (['category', filter.category] as const)
      : filter.tag
        ? (['post_tag', filter.tag] as const)
        : [null, ''];
    if (!taxonomy) return { term: null, posts: await this.latestPosts(lang, limit) };
    const term = await findTermBySlug(this.db, taxonomy, slug);
    if (!term) return null;
    const rows = await repo.publishedPosts(this.db, Date.now(), limit, 0, term.id);
    const posts = (await this.withTerms(rows)).map((post) => postCard(lang, post));
    return { term: term.name, posts };
  }

  async hasPost(slug: string): Promise<boolean> {
    return Boolean(await repo.findPublishedPost(this.db, Date.now(), slug));
  }

  /** A page's share counts per network (share-counts.ts). */
  shareCounts(path: string): Promise<ShareCounts> {
    return shareCounts(this.db, path);
  }

  async post(lang: Language, slug: string): Promise<PostPage | null> {
    const row = await repo.findPublishedPost(this.db, Date.now(), slug);
    if (!row) return null;
    const [post] = await this.withTerms([row]);
    return post ? postPage(lang, post) : null;
  }

  /**
   * Any post by its slug, whatever its status, as its page will show it: the owner's preview of a
   * draft or a scheduled post (the web app asks only for a signed-in owner).
   */
  async postPreview(lang: Language, slug: string): Promise<PostPage | null> {
    const row = await repo.findPostBySlug(this.db, slug);
    if (!row) return null;
    const [post] = await this.withTerms([row]);
    return post ? postPage(lang, post) : null;
  }

  /** The related block for a post (spec §3); null for an unknown post. */
  async relatedPosts(
    lang: Language,
    slug: string,
    exclude: readonly string[] = [],
  ): Promise<RelatedPostsAnswer | null> {
    const now = Date.now();
    const row = await repo.findPublishedPost(this.db, now, slug);
    if (!row) return null;
    const [otherRows, display] = await Promise.all([
      repo.otherPublishedPosts(this.db, now, [row.id, ...exclude]),
      this.relatedPostsDisplay(),
    ]);
    const [post, ...others] = await this.withTerms([row, ...otherRows]);
    if (!post) return null;
    return relatedPostsAnswer(lang, post, relatedRows(post, others), display);
  }

  /**
   * The related block a post will end with, whatever its status, for the owner's editor: a draft
   * or a scheduled post gets the block the storefront will show once it is live (the same
   * candidates, rules and display settings). Null for an unknown post.
   */
  async relatedPostsPreview(lang: Language, id: string): Promise<RelatedPostsAnswer | null> {
    const row = await findPost(this.db, id);
    if (!row) return null;
    const [otherRows, display] = await Promise.all([
      repo.otherPublishedPosts(this.db, Date.now(), [row.id]),
      this.relatedPostsDisplay(),
    ]);
    const [post, ...others] = await this.withTerms([row, ...otherRows]);
    if (!post) return null;
    return relatedPostsAnswer(lang, post, relatedRows(post, others), display);
  }

  /**
   * Published posts matching a search, most relevant first (core's search-ranking.ts: titles
   * count more than excerpts and bodies; a typo tolerated; Hebrew too).
   */
  async search(lang: Language, query: string, limit: number): Promise<PostCard[]> {
    const rows = await repo.otherPublishedPosts(this.db, Date.now(), []);
    const ranked = rankSearch(
      query,
      rows.map((row) => ({
        id: row.id,
        titles: [row.title, row.title_he ?? ''],
        // Bodies are HTML: their words, not their tags, are what a shopper searches.
        texts: [
          row.excerpt,
          row.excerpt_he ?? '',
          htmlToText(row.body),
          htmlToText(row.body_he ?? ''),
        ],
      })),
    ).slice(0, limit);
    const found = await this.withTerms(
      ranked.flatMap((result) => rows.find((row) => row.id === result.id) ?? []),
    );
    return found.map((post) => postCard(lang, post));
  }
}
