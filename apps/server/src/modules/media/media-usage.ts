// Where a picture is used. Media registers before catalog and content (app.ts), so it cannot ask
// them; instead each module that keeps image keys in its rows registers a source here when it
// starts (`app.media.registerUsage`), and the library asks every source. Nothing is copied: a
// second table of usages would have to be kept true by every write of those modules, in their
// transactions, and would drift the first time one forgot; asking the rows themselves cannot.

/** One thing that shows a picture (a product, a post, an attribute term …). */
export interface MediaUse {
  /** What it is: 'product', 'post', 'term' … */
  kind: string;
  id: string;
  title: string;
}

/** A module's rows that name pictures by their image key. */
export interface MediaUsageSource {
  kind: string;
  /** Who of this kind shows these pictures. */
  usedBy(
    imageKeys: readonly string[],
  ): Promise<Array<{ imageKey: string; id: string; title: string }>>;
  /** Every picture this kind shows (the library adopts those it has no item for). */
  imageKeys(): Promise<string[]>;
}

export class MediaUsage {
  private readonly sources: MediaUsageSource[] = [];

  register(source: MediaUsageSource): void {
    this.sources.push(source);
  }

  /** The uses of each of these keys (a key nothing uses is absent). */
  async of(imageKeys: readonly string[]): Promise<Map<string, MediaUse[]>> {
    const uses = new Map<string, MediaUse[]>();
    if (imageKeys.length === 0) return uses;
    const unique = [...new Set(imageKeys)];
    const found = await Promise.all(
      this.sources.map(async (source) =>
        (await source.usedBy(unique)).map((use) => ({ ...use, kind: source.kind })),
      ),
    );
    for (const { imageKey, kind, id, title } of found.flat()) {
      const list = uses.get(imageKey) ?? [];
      // A product shows a picture in its gallery and on a variation: one use.
      if (!list.some((use) => use.kind === kind && use.id === id)) list.push({ kind, id, title });
      uses.set(imageKey, list);
    }
    return uses;
  }

  /** Every key some source shows. */
  async allKeys(): Promise<string[]> {
    const keys = await Promise.all(this.sources.map((source) => source.imageKeys()));
    return [...new Set(keys.flat())];
  }
}
