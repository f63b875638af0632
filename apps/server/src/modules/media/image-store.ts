// Images on disk: each original kept under DATA_DIR/media/<key>/ (the key is a hash of its bytes,
// so a key's files never change and browsers may cache them for a year), and its sub-sizes beside
// it: made with sharp when a picture is uploaded (makeSubSizes), or on first request for one that
// has none yet. A module can also name an original it can make (the demo's generated product
// pictures): it is written on first request, so seeding the demo writes no files and tests that
// never look at images touch no disk.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths sub-sizes are made at (a srcset lists those not wider than the original). */
export const IMAGE_WIDTHS = [240, 480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A key is this many hex digits of the SHA-256 of the original's bytes. */
export const IMAGE_KEY_LENGTH = 20;
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{20}$/;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

const originalExtensions = ['png', 'jpg', 'webp', 'gif', 'avif', 'svg'] as const;
export type OriginalExtension = (typeof originalExtensions)[number];

/** The types an original may have, by extension; SVG only for pictures this process draws. */
export const ORIGINAL_TYPES: Record<OriginalExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** An original on disk, as the library describes it. */
export interface OriginalFile {
  file: string;
  ext: OriginalExtension;
  size: number;
}

/** What a picture this process draws measures (its SVG's own width and height). */
export interface ProvidedPicture {
  key: string;
  width: number;
  height: number;
  size: number;
}

export function imageKeyFor(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, IMAGE_KEY_LENGTH);
}

/** The URL of a sub-size. */
export function imageUrl(key: string, width: ImageWidth): string {
  return `/media/${key}/w${width}.webp`;
}

/** The sub-sizes an image of this width has: those not wider than it, and always the smallest. */
export function subSizeWidths(originalWidth: number): ImageWidth[] {
  return IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= originalWidth);
}

/** `srcset` for an image of this width: the sub-sizes it has, smallest first. */
export function imageSrcSet(key: string, originalWidth: number): string {
  return subSizeWidths(originalWidth)
    .map((width) => `${imageUrl(key, width)} ${width}w`)
    .join(', ');
}

/** The URL of an original (raster originals only are served: an SVG could carry script). */
export function originalUrl(key: string, ext: OriginalExtension): string {
  return `/media/${key}/original.${ext}`;
}

export class ImageStore {
  private readonly makers = new Map<string, () => { bytes: Buffer; ext: OriginalExtension }>();
  /** The pictures makers draw, measured once when named. */
  private readonly provided = new Map<string, ProvidedPicture>();
  private readonly pending = new Map<string, Promise<string>>();
  /** Originals being written from their maker: two sub-sizes asked at once write it once. */
  private readonly originalsPending = new Map<string, Promise<string>>();

  constructor(private readonly root: string) {}

  /** Keeps an uploaded original; answers its key and size. */
  async save(bytes: Buffer): Promise<StoredImage> {
    const meta = await sharp(bytes).metadata();
    const ext = extensionOf(meta.format);
    if (!ext || !meta.width || !meta.height) throw new Error('not an image we keep');
    const key = imageKeyFor(bytes);
    await this.writeOriginal(key, bytes, ext);
    return { key, width: meta.width, height: meta.height };
  }

  /** Names an SVG original this process can make when first asked for (generated pictures). */
  provideSvg(svg: string): string {
    const key = imageKeyFor(svg);
    this.makers.set(key, () => ({ bytes: Buffer.from(svg), ext: 'svg' }));
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    this.provided.set(key, {
      key,
      width: Number(/\bwidth="(\d+)"/.exec(root)?.[1] ?? 0),
      height: Number(/\bheight="(\d+)"/.exec(root)?.[1] ?? 0),
      size: Buffer.byteLength(svg),
    });
    return key;
  }

  /** A picture this process can draw, or undefined. */
  providedPicture(key: string): ProvidedPicture | undefined {
    return this.provided.get(key);
  }

  /** The original on disk, or null (not uploaded, or a drawn picture not yet asked for). */
  async storedOriginal(key: string): Promise<OriginalFile | null> {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    for (const ext of originalExtensions) {
      const file = path.join(this.root, key, `original.${ext}`);
      const size = await fileSize(file);
      if (size !== null) return { file, ext, size };
    }
    return null;
  }

  /**
   * Moves a received upload (already sniffed and measured) into place as the original of `key`.
   * The same bytes kept before under the same key: the file there is theirs, identical.
   */
  async adoptOriginal(received: string, key: string, ext: OriginalExtension): Promise<string> {
    const dir = path.join(this.root, key);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `original.${ext}`);
    await fs.rename(received, file);
    return file;
  }

  /**
   * Makes every sub-size a picture of this width has (the upload's post-processing). Throws when
   * one cannot be made (a picture whose bytes break off, a disk that refuses the file); what was
   * made stays, nothing partial does, and calling it again makes what is missing.
   */
  async makeSubSizes(key: string, originalWidth: number): Promise<void> {
    for (const width of subSizeWidths(originalWidth)) {
      const file = path.join(this.root, key, `w${width}.webp`);
      if (await isFile(file)) continue;
      if (!(await this.makeOnce(key, width, file))) throw new Error(`no original for ${key}`);
    }
  }

  /** An original's size in pixels, or null when sharp cannot read it. */
  async measure(file: string): Promise<{ width: number; height: number } | null> {
    const meta = await sharp(file)
      .metadata()
      .catch(() => null);
    return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
  }

  /** Removes a key's original and sub-sizes (no library item names it any more). */
  async removeKey(key: string): Promise<void> {
    if (!IMAGE_KEY_PATTERN.test(key)) return;
    await fs.rm(path.join(this.root, key), { recursive: true, force: true });
  }

  /** The file of a sub-size, made now if it is not yet on disk; null for an unknown key. */
  async subSizeFile(key: string, width: ImageWidth): Promise<string | null> {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    const file = path.join(this.root, key, `w${width}.webp`);
    if (await isFile(file)) return file;
    return (await this.makeOnce(key, width, file)) ? file : null;
  }

  /** Makes one sub-size; several callers asking at once share the one making. */
  private makeOnce(key: string, width: number, file: string): Promise<string> {
    const id = `${key}/${width}`;
    let making = this.pending.get(id);
    if (!making) {
      making = this.makeSubSize(key, width, file).finally(() => this.pending.delete(id));
      this.pending.set(id, making);
    }
    return making;
  }

  private async makeSubSize(key: string, width: number, file: string): Promise<string> {
    const original = await this.originalFile(key);
    if (!original) return '';
    // Write beside, then rename: a reader never sees half a file, and a failure leaves none.
    const partial = `${file}.${process.pid}.partial`;
    try {
      await sharp(original)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(partial);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return file;
  }

  private async originalFile(key: string): Promise<string | null> {
    for (const ext of originalExtensions) {
      const file = path.join(this.root, key, `original.${ext}`);
      if (await exists(file)) return file;
    }
    const maker = this.makers.get(key);
    if (!maker) return null;
    let writing = this.originalsPending.get(key);
    if (!writing) {
      const { bytes, ext } = maker();
      writing = this.writeOriginal(key, bytes, ext).finally(() =>
        this.originalsPending.delete(key),
      );
      this.originalsPending.set(key, writing);
    }
    return writing;
  }

  private async writeOriginal(key: string, bytes: Buffer, ext: OriginalExtension) {
    const dir = path.join(this.root, key);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `original.${ext}`);
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    return file;
  }
}

function extensionOf(format: string | undefined): OriginalExtension | null {
  if (format === 'jpeg') return 'jpg';
  if (format === 'heif') return 'avif';
  if (format === 'png' || format === 'webp' || format === 'gif' || format === 'svg') return format;
  return null;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** A sub-size counts only as a regular file (anything else in its place is remade over). */
async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

async function fileSize(file: string): Promise<number | null> {
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? stat.size : null;
}
