// Images on disk: each original kept under DATA_DIR/media/<key>/ (the key is a hash of its bytes,
// so a key's files never change and browsers may cache them for a year), and its sub-sizes made
// with sharp on first request and kept beside it. A module can also name an original it can make
// (the demo's generated product pictures): it is written on first request, so seeding the demo
// writes no files and tests that never look at images touch no disk.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths sub-sizes are made at (a srcset lists those not wider than the original). */
export const IMAGE_WIDTHS = [240, 480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_KEY_PATTERN = /^[a-f0-9]{20}$/;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

const originalExtensions = ['png', 'jpg', 'webp', 'svg'] as const;
type OriginalExtension = (typeof originalExtensions)[number];

export function imageKeyFor(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** The URL of a sub-size. */
export function imageUrl(key: string, width: ImageWidth): string {
  return `/media/${key}/w${width}.webp`;
}

/** `srcset` for an image of this width: the sub-sizes it has, smallest first. */
export function imageSrcSet(key: string, originalWidth: number): string {
  return IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= originalWidth)
    .map((width) => `${imageUrl(key, width)} ${width}w`)
    .join(', ');
}

export class ImageStore {
  private readonly makers = new Map<string, () => { bytes: Buffer; ext: OriginalExtension }>();
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
    return key;
  }

  /** The file of a sub-size, made now if it is not yet on disk; null for an unknown key. */
  async subSizeFile(key: string, width: ImageWidth): Promise<string | null> {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    const file = path.join(this.root, key, `w${width}.webp`);
    if (await exists(file)) return file;
    const id = `${key}/${width}`;
    let making = this.pending.get(id);
    if (!making) {
      making = this.makeSubSize(key, width, file).finally(() => this.pending.delete(id));
      this.pending.set(id, making);
    }
    return (await making) ? file : null;
  }

  private async makeSubSize(key: string, width: number, file: string): Promise<string> {
    const original = await this.originalFile(key);
    if (!original) return '';
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toFile(partial);
    await fs.rename(partial, file);
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
  if (format === 'png' || format === 'webp' || format === 'svg') return format;
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
