// What the catalog asks of the media library (modules/media, `app.media`): the items an API write
// names by id, and the items behind the image keys its rows keep (an answer shows media ids).
export interface MediaItemRef {
  id: string;
  imageKey: string;
  width: number;
  height: number;
  alt: string;
  /** The Hebrew alt text (null: the English one). */
  altHe?: string | null;
}

export interface MediaLookup {
  findByIds(ids: readonly string[]): Promise<MediaItemRef[]>;
  findByKeys(keys: readonly string[]): Promise<MediaItemRef[]>;
}
