// The content module's tables: posts, their categories and tags, and their share counts.
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
  /** Owner HTML, sanitised when saved (schemas/owner-html.ts); so is body_he. */
  body: Generated<string>;
  body_he: string | null;
  /** A media item's id (modules/media), or null; its picture is copied into image_*. */
  featured_media: string | null;
  /** The owner who wrote it through the API; null for the demo's posts. */
  author_id: string | null;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  /**
   * 'published' | 'draft' | 'pending' | 'private'. A published post whose published_at is still
   * ahead is scheduled (WordPress's 'future'): pages show it from that moment.
   */
  status: string;
  published_at: number;
  updated_at: number;
}

/** content: a post category (taxonomy 'category', nested by parent_id) or tag ('post_tag'). */
export interface ContentTermsTable {
  id: string;
  taxonomy: string;
  slug: string;
  name: string;
  description: Generated<string>;
  parent_id: string | null;
  created_at: number;
}

/** content: which terms a post has, in the order given (its first category is its topic line). */
export interface ContentPostTermsTable {
  post_id: string;
  term_id: string;
  position: Generated<number>;
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
  content_terms: ContentTermsTable;
  content_post_terms: ContentPostTermsTable;
  content_share_counts: ContentShareCountsTable;
}
