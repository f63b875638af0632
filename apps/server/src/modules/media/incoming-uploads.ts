// Uploads on their way into the library: each streams into DATA_DIR/media/.incoming while it is
// counted and hashed (its key is known when the last byte lands, without reading it again), then
// is sniffed and measured before it becomes an original. Anything refused, and any upload that
// breaks off, is deleted at once; what a crash left is swept at start by age.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomId } from '@pinwheel/core';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { IMAGE_KEY_LENGTH, type OriginalExtension } from './image-store.ts';

/** The largest original the library takes. */
export const MEDIA_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How long a file in .incoming must have gone unwritten before the start-up sweep removes it:
 * processes may share DATA_DIR, and a file another one is receiving is written to as it comes.
 */
export const INCOMING_LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** The types the library takes, as their bytes show them (SVG never: it can carry script). */
const ACCEPTED: Record<string, OriginalExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const ACCEPTED_TYPES = Object.keys(ACCEPTED);

/** An upload received whole, not yet judged. */
export interface ReceivedFile {
  tempPath: string;
  key: string;
  size: number;
  /** MD5 of the bytes, hex: what a client's Content-MD5 is checked against (as WordPress does). */
  md5: string;
}

/** A received file the library takes: what its bytes are. */
export interface InspectedFile extends ReceivedFile {
  mimeType: string;
  ext: OriginalExtension;
  width: number;
  height: number;
}

/** Why an upload is refused for what it is (its size is the body cap's business). */
export class MediaFileRefused extends Error {
  constructor(readonly reason: 'empty' | 'type' | 'unreadable') {
    super(`upload refused: ${reason}`);
  }
}

export class IncomingUploads {
  private readonly dir: string;

  constructor(mediaRoot: string) {
    this.dir = path.join(mediaRoot, '.incoming');
  }

  /** Streams a body to disk, hashing it as it comes. Deletes what it wrote if it breaks off. */
  async receive(body: Readable): Promise<ReceivedFile> {
    await fs.mkdir(this.dir, { recursive: true });
    const tempPath = path.join(this.dir, randomId(20));
    const hash = createHash('sha256');
    const md5 = createHash('md5');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(tempPath));
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    return {
      tempPath,
      key: hash.digest('hex').slice(0, IMAGE_KEY_LENGTH),
      size,
      md5: md5.digest('hex'),
    };
  }

  /**
   * What the file is, by its bytes (never its name or declared type): one of the accepted image
   * types whose size sharp can read, or MediaFileRefused. Whether all its pixels decode is only
   * known when the sub-sizes are made.
   */
  async inspect(file: ReceivedFile): Promise<InspectedFile> {
    if (file.size === 0) throw new MediaFileRefused('empty');
    const sniffed = await fileTypeFromFile(file.tempPath);
    const ext = sniffed ? ACCEPTED[sniffed.mime] : undefined;
    if (!sniffed || !ext) throw new MediaFileRefused('type');
    const meta = await sharp(file.tempPath)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new MediaFileRefused('unreadable');
    return { ...file, mimeType: sniffed.mime, ext, width: meta.width, height: meta.height };
  }

  async discard(file: { tempPath: string } | null | undefined): Promise<void> {
    if (file) await fs.rm(file.tempPath, { force: true });
  }

  /** Removes what an earlier process left mid-upload (untouched for the leftover age). */
  async sweepLeftovers(now = Date.now()): Promise<number> {
    const names = await fs.readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < INCOMING_LEFTOVER_AGE_MS) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
