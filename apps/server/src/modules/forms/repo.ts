// SQL for the forms module's tables: the owner's web forms and the entries sent through them.
// Only this module reads or writes them; others go through its service.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText, pageOfRows, searchTerm, type ListWindow } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { WebFormEntriesTable, WebFormsTable } from './tables.ts';

type Db = Kysely<Database>;

export type WebFormRow = Selectable<WebFormsTable>;
export type EntryRow = Selectable<WebFormEntriesTable>;

export function findForm(db: Db, id: string): Promise<WebFormRow | undefined> {
  return db.selectFrom('web_forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listForms(db: Db): Promise<WebFormRow[]> {
  return db.selectFrom('web_forms').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Every form's number of entries, by form id (forms without entries are absent). */
export async function entryCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('web_form_entries')
    .select(['form_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((row) => [row.form_id, Number(row.n)]));
}

/** One page of forms (their names searched), and how many match. */
export function pageForms(db: Db, window: ListWindow & { orderby: 'date' | 'id' | 'name' }) {
  return pageOfRows(db.selectFrom('web_forms').selectAll(), window, {
    searchColumns: ['name'],
    orderColumn: ({ date: 'created_at', id: 'id', name: 'name' } as const)[window.orderby],
  });
}

export async function insertForm(db: Db, row: Insertable<WebFormsTable>): Promise<void> {
  await db.insertInto('web_forms').values(row).execute();
}

export async function updateForm(
  db: Db,
  id: string,
  changes: Updateable<WebFormsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('web_forms')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a form and its entries (in one transaction: SQLite may run without foreign keys). */
/** Deletes a form and its entries; answers the deleted entries' ids, or null for no such form. */
export async function deleteForm(db: Db, id: string): Promise<string[] | null> {
  const remove = async (trx: Db) => {
    const entries = await trx
      .deleteFrom('web_form_entries')
      .where('form_id', '=', id)
      .returning('id')
      .execute();
    const result = await trx.deleteFrom('web_forms').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? entries.map((entry) => entry.id) : null;
  };
  // The demo's reset calls this inside its own transaction, which Kysely cannot nest.
  return db.isTransaction ? remove(db) : db.transaction().execute(remove);
}

export async function insertEntry(db: Db, row: Insertable<WebFormEntriesTable>): Promise<void> {
  await db.insertInto('web_form_entries').values(row).execute();
}

export async function setEntryMailState(db: Db, id: string, mailState: string): Promise<void> {
  await db
    .updateTable('web_form_entries')
    .set({ mail_state: mailState })
    .where('id', '=', id)
    .execute();
}

export async function setEntryPaymentState(db: Db, id: string, state: string): Promise<void> {
  await db
    .updateTable('web_form_entries')
    .set({ payment_state: state })
    .where('id', '=', id)
    .execute();
}

export function findEntry(db: Db, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('web_form_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * One page of entries, newest first by (created_at, id), one form's or every form's, the field
 * values searched; and how many match.
 */
export async function pageEntries(db: Db, formId: string | undefined, window: ListWindow) {
  let query = db.selectFrom('web_form_entries');
  if (formId) query = query.where('form_id', '=', formId);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['fields'], term));
  if (window.include?.length) query = query.where('id', 'in', [...window.include]);
  if (window.exclude?.length) query = query.where('id', 'not in', [...window.exclude]);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every entry of one form, oldest first, for the CSV export (read in batches by the caller). */
export function entriesAfter(
  db: Db,
  formId: string,
  after: { createdAt: number; id: string } | null,
  limit: number,
) {
  let query = db.selectFrom('web_form_entries').selectAll().where('form_id', '=', formId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** Entries whose fields hold this text anywhere (the caller checks for the exact address). */
export function entriesContaining(db: Db, text: string) {
  return db
    .selectFrom('web_form_entries')
    .innerJoin('web_forms', 'web_forms.id', 'web_form_entries.form_id')
    .selectAll('web_form_entries')
    .select('web_forms.name as form_name')
    .where(containsText(['web_form_entries.fields'], text))
    .orderBy('web_form_entries.created_at')
    .execute();
}

export async function deleteEntries(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('web_form_entries')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A paid entry kept for the books: its answers, files and visitor taken out, its money kept. */
export async function anonymiseEntries(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('web_form_entries')
    .set({ fields: '{}', files: '[]', page_url: null, visitor_uuid: null })
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
