// A library item as other modules and the routes read it, made from its row.
import {
  imageUrl,
  originalUrl,
  subSizeWidths,
  type ImageWidth,
  type OriginalExtension,
  ORIGINAL_TYPES,
} from './image-store.ts';
import type { MediaItemRow } from './repo.ts';

/** What products, categories and posts need of a picture they show (findByIds / findByKeys). */
export interface MediaRef {
  id: string;
  imageKey: string;
  width: number;
  height: number;
  alt: string;
  altHe: string | null;
  caption: string;
  sourceUrl: string;
  mimeType: string;
}

/** A sub-size of an item: a WebP at one of the image store's widths. */
export interface MediaSize {
  name: `w${ImageWidth}`;
  width: number;
  height: number;
  url: string;
}

export interface MediaItem {
  id: string;
  imageKey: string;
  fileName: string;
  mimeType: string;
  width: number;
  height: number;
  fileSize: number;
  title: string;
  altText: string;
  altTextHe: string | null;
  caption: string;
  captionHe: string | null;
  /** Every sub-size was made (false while the upload's post-processing is owed). */
  sizesReady: boolean;
  /** The sub-sizes it has once they are made, smallest first. */
  sizes: MediaSize[];
  /** The original, where it is served (raster originals only), else null. */
  originalUrl: string | null;
  /** The largest sub-size: what a page shows at full size. */
  sourceUrl: string;
  createdAt: number;
  updatedAt: number;
}

const extensionOfType = Object.fromEntries(
  Object.entries(ORIGINAL_TYPES).map(([ext, type]) => [type, ext as OriginalExtension]),
) as Record<string, OriginalExtension | undefined>;

export function sizesOf(row: Pick<MediaItemRow, 'image_key' | 'width' | 'height'>): MediaSize[] {
  return subSizeWidths(row.width).map((width) => {
    const shown = Math.min(width, row.width);
    return {
      name: `w${width}`,
      width: shown,
      height: Math.max(1, Math.round((row.height * shown) / row.width)),
      url: imageUrl(row.image_key, width),
    };
  });
}

export function mediaItemOf(row: MediaItemRow): MediaItem {
  const sizes = sizesOf(row);
  const ext = extensionOfType[row.mime_type];
  const original = ext && ext !== 'svg' ? originalUrl(row.image_key, ext) : null;
  const largest = sizes[sizes.length - 1]!.url;
  return {
    id: row.id,
    imageKey: row.image_key,
    fileName: row.file_name,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    fileSize: Number(row.file_size),
    title: row.title,
    altText: row.alt_text,
    altTextHe: row.alt_text_he,
    caption: row.caption,
    captionHe: row.caption_he,
    sizesReady: row.sizes_ready === 1,
    sizes: row.sizes_ready === 1 ? sizes : [],
    originalUrl: original,
    // Until its sizes are made, the original is what can be shown (a WebP asked for now would
    // try to make it again on a visitor's request).
    sourceUrl: row.sizes_ready === 1 ? largest : (original ?? largest),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function mediaRefOf(item: MediaItem): MediaRef {
  return {
    id: item.id,
    imageKey: item.imageKey,
    width: item.width,
    height: item.height,
    alt: item.altText,
    altHe: item.altTextHe,
    caption: item.caption,
    sourceUrl: item.sourceUrl,
    mimeType: item.mimeType,
  };
}
