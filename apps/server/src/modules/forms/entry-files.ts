// The folder an entry's files are kept in (DATA_DIR/web-form-uploads/<entry id>/, where the
// upload store keeps a submission's files), for removing them with their form.
import fs from 'node:fs/promises';
import path from 'node:path';

export const ENTRY_UPLOADS_FOLDER = 'web-form-uploads';

export function entryFolder(dataDir: string, entryId: string): string | null {
  if (!/^[\w-]{1,64}$/.test(entryId)) return null;
  return path.join(dataDir, ENTRY_UPLOADS_FOLDER, entryId);
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
