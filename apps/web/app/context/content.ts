// Posts, in the request's language (modules/content/pages.ts).
import type { PostCard, PostPage, ShareCounts } from '@pinwheel/core';

export interface ContentPages {
  latestPosts(limit: number): Promise<PostCard[]>;
  /**
   * The journal's posts, or one category's or tag's (by slug) with its name; null when no such
   * category or tag exists.
   */
  journal(
    filter: { category?: string; tag?: string },
    limit: number,
  ): Promise<{ term: string | null; posts: PostCard[] } | null>;
  post(slug: string): Promise<PostPage | null>;
  /** Any post by its slug, drafts and scheduled ones too: only for the signed-in owner's preview. */
  postPreview(slug: string): Promise<PostPage | null>;
  /** How often a page (its path) was shared to each network from its share buttons. */
  shareCounts(path: string): Promise<ShareCounts>;
  /** Published posts matching a shopper's search, most relevant first. */
  search(query: string, limit: number): Promise<PostCard[]>;
  /** Every published post's address and last change, for sitemap.xml. */
  sitemapPosts(): Promise<Array<{ url: string; updatedAt: number }>>;
}
