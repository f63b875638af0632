// Files visitors attach to contact forms, in the data dir: each upload streams into an incoming
// folder while it is counted (a file over the hard limit is cut off and refused, never kept), its
// kind is read from its first bytes, and only a submission that passes every rule moves its files
// to the folder of that submission. Anything refused is deleted at once, and so is an upload that
// breaks off (a body cut short, a dropped connection); what a crash left is swept at start.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomId } from '@pinwheel/core';
import { fileTypeFromFile, supportedExtensions } from 'file-type';

/**
 * How long a file in .incoming must have gone unwritten before the start-up sweep removes it. Not
 * every file there is a leftover: processes may share DATA_DIR, and another one may be receiving
 * an upload right now. A file still arriving is written to as its bytes come, so its modification
 * time stays fresh; one untouched for an hour belongs to no request still running.
 */
export const INCOMING_LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** A file received and held until the submission is judged. */
export interface StagedFile {
  field: string;
  /** The visitor's file name, reduced to safe characters. */
  name: string;
  size: number;
  /** The MIME type its bytes show, '' when they show none (plain text, CSV …). */
  sniffedType: string;
  /** The name's extension names a kind whose bytes say otherwise (a .pdf that is not a PDF). */
  contentMismatch: boolean;
  tempPath: string;
}

/** A file kept with a submission (its JSON row). */
export interface StoredFile {
  field: string;
  name: string;
  size: number;
  type: string;
  /** Relative to the uploads folder. */
  path: string;
}

/** Extensions that name the same kind of bytes. */
const sameKind: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tif: 'tiff', htm: 'html' };
const kindOf = (extension: string) => sameKind[extension] ?? extension;

/** Letters, digits, dot, dash and underscore; at most 100 characters; never empty or hidden. */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '')
    .slice(-100);
  return cleaned || 'file';
}

export class UploadStore {
  readonly root: string;
  private readonly incoming: string;

  /** `folder`: the data dir's folder for these uploads (the forms module keeps its own). */
  constructor(dataDir: string, folder = 'contact-form-uploads') {
    this.root = path.join(dataDir, folder);
    this.incoming = path.join(this.root, '.incoming');
  }

  /**
   * Streams one upload to the incoming folder. `truncated()` says whether the parser cut it off at
   * the hard limit: then it is deleted and null answered.
   */
  async receive(
    field: string,
    fileName: string,
    stream: Readable,
    truncated: () => boolean,
  ): Promise<StagedFile | null> {
    await fs.mkdir(this.incoming, { recursive: true });
    const tempPath = path.join(this.incoming, randomId(20));
    try {
      await pipeline(stream, createWriteStream(tempPath));
      if (truncated()) {
        await fs.rm(tempPath, { force: true });
        return null;
      }
      const { size } = await fs.stat(tempPath);
      const name = safeFileName(fileName);
      const sniffed = size > 0 ? await fileTypeFromFile(tempPath) : undefined;
      const extension = kindOf(path.extname(name).slice(1).toLowerCase());
      const recognisable = (supportedExtensions as ReadonlySet<string>).has(extension);
      const contentMismatch = sniffed
        ? kindOf(sniffed.ext) !== extension
        : recognisable && size > 0;
      return { field, name, size, sniffedType: sniffed?.mime ?? '', contentMismatch, tempPath };
    } catch (error) {
      // The body broke off mid-file (no closing boundary, a dropped connection): the part written
      // so far belongs to no submission and would stay on disk for good.
      await fs.rm(tempPath, { force: true });
      throw error;
    }
  }

  /**
   * Removes what an earlier process left in .incoming (it stopped mid-upload): files nothing has
   * written to for INCOMING_LEFTOVER_AGE_MS. Answers how many went.
   */
  async sweepLeftovers(now = Date.now()): Promise<number> {
    const names = await fs.readdir(this.incoming).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.incoming, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < INCOMING_LEFTOVER_AGE_MS) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Moves a passed submission's files into its own folder. */
  async keep(submissionId: string, files: StagedFile[]): Promise<StoredFile[]> {
    if (files.length === 0) return [];
    const folder = path.join(this.root, submissionId);
    await fs.mkdir(folder, { recursive: true });
    const stored: StoredFile[] = [];
    for (const [index, file] of files.entries()) {
      const relative = path.join(submissionId, `${index + 1}-${file.name}`);
      await fs.rename(file.tempPath, path.join(this.root, relative));
      stored.push({
        field: file.field,
        name: file.name,
        size: file.size,
        type: file.sniffedType,
        path: relative,
      });
    }
    return stored;
  }

  async discard(files: StagedFile[]): Promise<void> {
    await Promise.all(files.map((file) => fs.rm(file.tempPath, { force: true })));
  }

  /** Removes the folder a submission's files were kept in (nothing when it has none). */
  async removeKept(submissionId: string): Promise<void> {
    if (!/^[\w-]{1,64}$/.test(submissionId)) return;
    await fs.rm(path.join(this.root, submissionId), { recursive: true, force: true });
  }

  /** The absolute path of a kept file; null when the relative path would leave the folder. */
  pathOf(stored: StoredFile): string | null {
    const absolute = path.resolve(this.root, stored.path);
    return absolute.startsWith(this.root + path.sep) ? absolute : null;
  }
}
