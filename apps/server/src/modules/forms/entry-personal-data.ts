// One person's web form entries for the owner's privacy requests (modules/privacy): the entries
// that name their address in any answer. Erasing deletes them with their files, except a paid
// entry: that is a sale the books keep, so it stays with its lines and total and loses its
// answers, files, page and visitor id.
import { readFile } from 'node:fs/promises';
import type { ErasurePart, PersonalDataPart } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadStore } from '../contact-forms/index.ts';
import * as repo from './repo.ts';
import { entryOf, type EntryFile, type WebFormEntry } from './web-form-record.ts';

async function entriesNaming(db: Kysely<Database>, email: string) {
  const rows = await repo.entriesContaining(db, email);
  return rows
    .map((row) => ({ entry: entryOf(row), formName: row.form_name }))
    .filter(({ entry }) =>
      Object.values(entry.fields).some((values) =>
        values.some((value) => value.trim().toLowerCase() === email),
      ),
    );
}

async function fileBase64(uploads: UploadStore | undefined, file: EntryFile) {
  const absolute = uploads?.pathOf({ ...file, path: file.storedName });
  if (!absolute) return null;
  try {
    return (await readFile(absolute)).toString('base64');
  } catch {
    return null;
  }
}

export async function entriesPersonalData(
  db: Kysely<Database>,
  uploads: UploadStore | undefined,
  email: string,
): Promise<PersonalDataPart> {
  const found = await entriesNaming(db, email);
  const records = await Promise.all(
    found.map(async ({ entry, formName }) => ({
      id: entry.id,
      form: formName,
      fields: entry.fields,
      files: await Promise.all(
        entry.files.map(async (file) => ({
          name: file.name,
          type: file.type,
          size: file.size,
          content_base64: await fileBase64(uploads, file),
        })),
      ),
      order_lines: entry.orderLines,
      total_minor: entry.total,
      currency: entry.currency,
      payment_state: entry.paymentState,
      lang: entry.lang,
      page_url: entry.pageUrl,
      created_at: new Date(entry.createdAt).toISOString(),
    })),
  );
  return { kind: 'formEntries', records };
}

const isPaid = (entry: WebFormEntry) => entry.paymentState === 'paid';

export async function eraseEntriesPersonalData(
  db: Kysely<Database>,
  uploads: UploadStore | undefined,
  email: string,
): Promise<ErasurePart> {
  const found = (await entriesNaming(db, email)).map(({ entry }) => entry);
  const removed = await repo.deleteEntries(
    db,
    found.filter((entry) => !isPaid(entry)).map((entry) => entry.id),
  );
  const anonymised = await repo.anonymiseEntries(
    db,
    found.filter(isPaid).map((entry) => entry.id),
  );
  for (const entry of found) await uploads?.removeKept(entry.id);
  return { kind: 'formEntries', removed, anonymised };
}
