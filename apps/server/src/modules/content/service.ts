// Posts as pages use them: the latest, one post, its related posts.
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
import { postCard, postPage, relatedPostsAnswer, relatedRows } from './post-records.ts';
import * as repo from './repo.ts';
import { shareCounts } from './share-counts.ts';

export class ContentService {
  /**
   * @param relatedPostsDisplay how the owner wants related posts shown (the catalog settings'
   *   `related_posts`), read on each call so a saved change shows at once.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly relatedPostsDisplay: () => Promise<RelatedPostsDisplay>,
  ) {}

  async latestPosts(lang: Language, limit: number, offset = 0): Promise<PostCard[]> {
    return (await repo.publishedPosts(this.db, limit, offset)).map((row) => postCard(lang, row));
  }

  async hasPost(slug: string): Promise<boolean> {
    return Boolean(await repo.findPublishedPost(this.db, slug));
  }

  /** A page's share counts per network (share-counts.ts). */
  shareCounts(path: string): Promise<ShareCounts> {
    return shareCounts(this.db, path);
  }

  async post(lang: Language, slug: string): Promise<PostPage | null> {
    const row = await repo.findPublishedPost(this.db, slug);
    return row ? postPage(lang, row) : null;
  }

  /** The related block for a post (spec §3); null for an unknown post. */
  async relatedPosts(
    lang: Language,
    slug: string,
    exclude: readonly string[] = [],
  ): Promise<RelatedPostsAnswer | null> {
    const row = await repo.findPublishedPost(this.db, slug);
    if (!row) return null;
    const [others, display] = await Promise.all([
      repo.otherPublishedPosts(this.db, [row.id, ...exclude]),
      this.relatedPostsDisplay(),
    ]);
    return relatedPostsAnswer(lang, row, relatedRows(row, others), display);
  }

  /**
   * Published posts matching a search, most relevant first (core's search-ranking.ts: titles
   * count more than excerpts and bodies; a typo tolerated; Hebrew too).
   */
  async search(lang: Language, query: string, limit: number): Promise<PostCard[]> {
    const rows = await repo.otherPublishedPosts(this.db, []);
    const ranked = rankSearch(
      query,
      rows.map((row) => ({
        id: row.id,
        titles: [row.title, row.title_he ?? ''],
        texts: [row.excerpt, row.excerpt_he ?? '', row.body, row.body_he ?? ''],
      })),
    ).slice(0, limit);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ranked.flatMap((result) => {
      const row = byId.get(result.id);
      return row ? [postCard(lang, row)] : [];
    });
  }
}
