// What the content module needs of the media library (modules/media): a post's featured_media
// is a media item's id; the post keeps a copy of its picture (image_*) for pages.

/** A media item as the media library answers it. */
export interface FeaturedMedia {
  id: string;
  imageKey: string;
  width: number;
  height: number;
  alt: string;
  sourceUrl: string;
  mimeType: string;
}

/** The media library's lookups (what is not found is left out of the answer). */
export interface MediaLookup {
  findByIds(ids: readonly string[]): Promise<FeaturedMedia[]>;
  /**
   * Items by the picture they hold: posts written before the library (the demo's, an older
   * release's) keep only image_*, and the library adopts those pictures as items.
   */
  findByKeys(keys: readonly string[]): Promise<FeaturedMedia[]>;
}
