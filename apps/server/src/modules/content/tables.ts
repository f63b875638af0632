// The content module's tables: posts and their share counts.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** content: a post of the shop's journal. */
export interface ContentPostsTable {
  id: string;
  slug: string;
  title: string;
  title_he: string | null;
  excerpt: Generated<string>;
  excerpt_he: string | null;
  body: Generated<string>;
  body_he: string | null;
  topic: Generated<string>;
  tags: Generated<string>;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  status: string;
  published_at: number;
  updated_at: number;
}

/**
 * content: how often one page (its path) was shared to one network from its share buttons;
 * `email_guard` counts the email link's third and later clicks (spec storefront §7).
 */
export interface ContentShareCountsTable {
  path: string;
  network: string;
  count: Generated<number>;
  updated_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface ContentTables {
  content_posts: ContentPostsTable;
  content_share_counts: ContentShareCountsTable;
}
