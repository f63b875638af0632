// The media library as other modules and the routes use it (app.media): items over the image
// store's files, uploads taken in whole or not at all, and where each picture is used.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORIGINAL_TYPES, type ImageStore } from './image-store.ts';
import type { IncomingUploads } from './incoming-uploads.ts';
import { MediaFileRefused, type InspectedFile, type ReceivedFile } from './incoming-uploads.ts';
import { mediaItemOf, mediaRefOf, type MediaItem, type MediaRef } from './media-item.ts';
import { MediaUsage, type MediaUsageSource, type MediaUse } from './media-usage.ts';
import * as repo from './repo.ts';

/** What an owner may set on an item (alt text and caption in both languages, its title). */
export interface MediaDetails {
  title?: string | undefined;
  altText?: string | undefined;
  altTextHe?: string | null | undefined;
  caption?: string | undefined;
  captionHe?: string | null | undefined;
}

export type MediaListQuery = repo.MediaListQuery;

/** An upload kept: `subSizesFailed` when its sub-sizes are owed (post-process to retry). */
export interface UploadResult {
  item: MediaItem;
  subSizesFailed: boolean;
}

/** A deletion refused because pages still show the picture. */
export interface MediaInUse {
  inUse: MediaUse[];
}

/** SQL's `in` lists stay well under both engines' limits on bound values. */
const KEY_BATCH = 500;

export class MediaService {
  private readonly uses = new MediaUsage();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly images: ImageStore,
    private readonly incoming: IncomingUploads,
    private readonly logError: (error: unknown, message: string) => void = () => {},
  ) {}

  /** Adds a module's rows to "where is it used" (media-usage.ts); called as that module starts. */
  registerUsage(source: MediaUsageSource): void {
    this.uses.register(source);
  }

  /** The items with these ids, in the order asked; unknown ids are left out. */
  async findByIds(ids: readonly string[]): Promise<MediaRef[]> {
    const rows = await repo.findItems(this.db, [...new Set(ids)]);
    const byId = new Map(rows.map((row) => [row.id, mediaRefOf(mediaItemOf(row))]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  /** One item per key (the oldest showing it), in the order asked; keys without one left out. */
  async findByKeys(keys: readonly string[]): Promise<MediaRef[]> {
    const unique = [...new Set(keys)];
    const rows = (
      await Promise.all(batches(unique).map((batch) => repo.findItemsByKeys(this.db, batch)))
    ).flat();
    const byKey = new Map<string, MediaRef>();
    for (const row of rows)
      if (!byKey.has(row.image_key)) byKey.set(row.image_key, mediaRefOf(mediaItemOf(row)));
    return unique.flatMap((key) => byKey.get(key) ?? []);
  }

  async get(id: string): Promise<MediaItem | null> {
    const [row] = await repo.findItems(this.db, [id]);
    return row ? mediaItemOf(row) : null;
  }

  /** One page of the library and the number of items matching in all. */
  async list(query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
    const { rows, total } = await repo.listItems(this.db, query);
    return { items: rows.map(mediaItemOf), total };
  }

  /** Who shows this item's picture; null for an unknown item. */
  async usage(id: string): Promise<MediaUse[] | null> {
    const item = await this.get(id);
    if (!item) return null;
    return (await this.uses.of([item.imageKey])).get(item.imageKey) ?? [];
  }

  /** Who shows each of these items' pictures, by key (one question per source for a page). */
  usageOf(items: readonly MediaItem[]): Promise<Map<string, MediaUse[]>> {
    return this.uses.of(items.map((item) => item.imageKey));
  }

  /** Streams an upload's body to disk (incoming-uploads.ts); throws if the body breaks off. */
  receive(body: Readable): Promise<ReceivedFile> {
    return this.incoming.receive(body);
  }

  /** Deletes a received file the route will not upload (a refusal before upload()). */
  discard(file: ReceivedFile | null | undefined): Promise<void> {
    return this.incoming.discard(file);
  }

  /**
   * Takes a received file into the library: judged by its bytes (MediaFileRefused, and the file
   * deleted), kept as an original, its item stored, then its sub-sizes made. If those fail the
   * item stays, with `subSizesFailed`, so postProcess can finish it (WordPress's protocol).
   */
  async upload(
    file: ReceivedFile,
    fileName: string,
    details: MediaDetails = {},
  ): Promise<UploadResult> {
    let inspected: InspectedFile;
    try {
      inspected = await this.incoming.inspect(file);
    } catch (error) {
      await this.incoming.discard(file);
      throw error;
    }
    const now = Date.now();
    const name = fileNameFor(fileName, inspected.ext);
    const id = `m-${randomId(16)}`;
    try {
      await this.images.adoptOriginal(inspected.tempPath, inspected.key, inspected.ext);
      await repo.insertItem(this.db, {
        id,
        image_key: inspected.key,
        file_name: name,
        mime_type: inspected.mimeType,
        width: inspected.width,
        height: inspected.height,
        file_size: inspected.size,
        title: details.title ?? path.basename(name, path.extname(name)),
        alt_text: details.altText ?? '',
        alt_text_he: details.altTextHe ?? null,
        caption: details.caption ?? '',
        caption_he: details.captionHe ?? null,
        sizes_ready: 0,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      await this.incoming.discard(inspected);
      await this.forgetFilesIfUnused(inspected.key);
      throw error;
    }
    const finished = await this.finishSizes(id, inspected.key, inspected.width);
    return { item: (await this.get(id))!, subSizesFailed: !finished };
  }

  /** Makes an item's missing sub-sizes (post-process). Null for an unknown item. */
  async postProcess(id: string): Promise<UploadResult | null> {
    const item = await this.get(id);
    if (!item) return null;
    const finished = await this.finishSizes(id, item.imageKey, item.width);
    return { item: (await this.get(id))!, subSizesFailed: !finished };
  }

  /**
   * Changes an item's title, alt text or caption. Null for an unknown item. `version` is the
   * `updated_at` to store (the platform API's ETag: past the one it replaces); now by default.
   */
  async update(id: string, details: MediaDetails, version = Date.now()): Promise<MediaItem | null> {
    const changes = {
      ...(details.title !== undefined && { title: details.title }),
      ...(details.altText !== undefined && { alt_text: details.altText }),
      ...(details.altTextHe !== undefined && { alt_text_he: details.altTextHe }),
      ...(details.caption !== undefined && { caption: details.caption }),
      ...(details.captionHe !== undefined && { caption_he: details.captionHe }),
    };
    const found = await repo.updateItem(this.db, id, { ...changes, updated_at: version });
    return found ? this.get(id) : null;
  }

  /**
   * Deletes an item nothing shows: its files go too unless another item shows the same bytes.
   * An item in use is kept and who uses it answered (pages would lose the picture otherwise).
   * Null for an unknown item.
   */
  async remove(id: string): Promise<{ removed: MediaItem } | MediaInUse | null> {
    const item = await this.get(id);
    if (!item) return null;
    const inUse = (await this.uses.of([item.imageKey])).get(item.imageKey) ?? [];
    if (inUse.length > 0) return { inUse };
    if (!(await repo.deleteItem(this.db, id))) return null;
    await this.forgetFilesIfUnused(item.imageKey);
    return { removed: item };
  }

  /**
   * Gives every picture the modules show an item, if it has none: the demo's pictures, and any
   * a database kept from before the library existed. Idempotent (an adopted item's id is its
   * key), so every process may run it as it starts. A picture in use is never deleted (remove),
   * so this never brings back an item the owner deleted.
   */
  async adoptShownPictures(now = Date.now()): Promise<number> {
    const keys = await this.uses.allKeys();
    const missing: string[] = [];
    for (const batch of batches(keys)) {
      const have = await repo.keysWithItems(this.db, batch);
      missing.push(...batch.filter((key) => !have.has(key)));
    }
    if (missing.length === 0) return 0;
    const uses = await this.uses.of(missing);
    const rows = [];
    for (const key of missing) {
      const measured = await this.measure(key);
      if (!measured) continue; // no file and nothing draws it: nothing to show
      const title = uses.get(key)?.[0]?.title ?? '';
      rows.push({
        id: `m-${key}`,
        image_key: key,
        file_name: `${key}.${measured.ext}`,
        mime_type: measured.mimeType,
        width: measured.width,
        height: measured.height,
        file_size: measured.size,
        title,
        alt_text: title,
        sizes_ready: 1, // made on first request, as before the library
        created_at: now,
        updated_at: now,
      });
    }
    for (const batch of batches(rows, 100)) await repo.insertItemsIfAbsent(this.db, batch);
    return rows.length;
  }

  /** Removes uploads an earlier process left half-received. */
  sweepLeftovers(): Promise<number> {
    return this.incoming.sweepLeftovers();
  }

  private async finishSizes(id: string, key: string, width: number): Promise<boolean> {
    try {
      await this.images.makeSubSizes(key, width);
    } catch (error) {
      this.logError(error, `media item ${id}: its sub-sizes could not be made`);
      return false;
    }
    await repo.updateItem(this.db, id, { sizes_ready: 1 });
    return true;
  }

  private async forgetFilesIfUnused(key: string): Promise<void> {
    if ((await repo.countItemsWithKey(this.db, key)) > 0) return;
    if (((await this.uses.of([key])).get(key) ?? []).length > 0) return;
    await this.images.removeKey(key);
  }

  private async measure(key: string) {
    const drawn = this.images.providedPicture(key);
    if (drawn?.width && drawn.height) {
      return { ...drawn, ext: 'svg', mimeType: 'image/svg+xml' };
    }
    const original = await this.images.storedOriginal(key);
    if (!original) return null;
    const size = await this.images.measure(original.file);
    if (!size) return null;
    return {
      ...size,
      size: original.size,
      ext: original.ext,
      mimeType: ORIGINAL_TYPES[original.ext],
    };
  }
}

export { MediaFileRefused };

/** The uploaded name, reduced to safe characters, with the extension its bytes call for. */
function fileNameFor(uploaded: string, ext: string): string {
  const base = path
    .basename(uploaded.replace(/\\/g, '/'))
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '')
    .slice(-100);
  const stem = path.basename(base, path.extname(base)) || 'image';
  const given = path.extname(base).slice(1).toLowerCase();
  const same = given === ext || (ext === 'jpg' && given === 'jpeg');
  return same ? base : `${stem}.${ext}`;
}

function batches<T>(items: readonly T[], size = KEY_BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}
