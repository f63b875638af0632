// Where an entry's files are kept (DATA_DIR/web-form-uploads/<entry id>/, web-form-record.ts), for
// the owner's download and for removing them with their form. A stored name is ours, but it is
// still checked to be one plain name, so no entry row can point a download outside its folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntryFile } from './web-form-record.ts';

export const ENTRY_UPLOADS_FOLDER = 'web-form-uploads';

export function entryFolder(dataDir: string, entryId: string): string | null {
  if (!/^[\w-]{1,64}$/.test(entryId)) return null;
  return path.join(dataDir, ENTRY_UPLOADS_FOLDER, entryId);
}

/** The file on disk, or null when the row's names are not plain names. */
export function entryFilePath(dataDir: string, entryId: string, file: EntryFile): string | null {
  const folder = entryFolder(dataDir, entryId);
  if (
    !folder ||
    file.storedName !== path.basename(file.storedName) ||
    file.storedName.startsWith('.')
  ) {
    return null;
  }
  return path.join(folder, file.storedName);
}

/** Removes the folders of these entries (those that have one). */
export async function removeEntryFolders(
  dataDir: string,
  entryIds: readonly string[],
): Promise<void> {
  for (const id of entryIds) {
    const folder = entryFolder(dataDir, id);
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  }
}
