// The media module's table: the library's items (migrations/0018-media-items.ts).
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** media: a picture in the library; its files live under DATA_DIR/media/<image_key>/. */
export interface MediaItemsTable {
  id: string;
  /** The content key of the original (image-store.ts): a hash of its bytes. */
  image_key: string;
  /** The name it was uploaded under, reduced to safe characters. */
  file_name: string;
  /** The original's type as its bytes show it (image/jpeg …). */
  mime_type: string;
  width: number;
  height: number;
  /** The original's size in bytes. */
  file_size: number;
  title: Generated<string>;
  alt_text: Generated<string>;
  alt_text_he: string | null;
  caption: Generated<string>;
  caption_he: string | null;
  /** 1 once every sub-size was made; 0 while post-processing is owed. */
  sizes_ready: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface MediaTables {
  media_items: MediaItemsTable;
}
