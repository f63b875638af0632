// SQL for the contact-forms module's tables: the owner's forms and what visitors sent through
// them. Only this module reads or writes them; others go through its service.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import {
  containsText,
  pageOfRows,
  searchTerm,
  type ListWindow,
  type RowsPage,
} from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { ContactFormSubmissionsTable, ContactFormsTable } from './tables.ts';

type Db = Kysely<Database>;

export type ContactFormRow = Selectable<ContactFormsTable>;
export type SubmissionRow = Selectable<ContactFormSubmissionsTable>;

export function findForm(db: Db, id: string): Promise<ContactFormRow | undefined> {
  return db.selectFrom('contact_forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listForms(db: Db): Promise<ContactFormRow[]> {
  return db.selectFrom('contact_forms').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** One page of forms (their names searched), and how many match. */
export async function pageForms(
  db: Db,
  window: ListWindow & { orderby: 'date' | 'id' | 'name' },
): Promise<RowsPage<ContactFormRow>> {
  const query = db.selectFrom('contact_forms');
  return pageOfRows(query.selectAll(), window, {
    searchColumns: ['name'],
    orderColumn: ({ date: 'created_at', id: 'id', name: 'name' } as const)[window.orderby],
  });
}

export async function updateForm(
  db: Db,
  id: string,
  changes: Updateable<ContactFormsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_forms')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertForm(db: Db, row: Insertable<ContactFormsTable>): Promise<void> {
  await db.insertInto('contact_forms').values(row).execute();
}

/**
 * Deletes a form and its messages; answers the deleted messages' ids (their files' folders go
 * next), or null when there was no such form. The messages are deleted by name rather than left to
 * the foreign key's cascade, so the ids are exactly the rows gone.
 */
export async function deleteForm(db: Db, id: string): Promise<string[] | null> {
  const remove = async (trx: Db) => {
    const messages = await trx
      .deleteFrom('contact_form_submissions')
      .where('form_id', '=', id)
      .returning('id')
      .execute();
    const result = await trx.deleteFrom('contact_forms').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? messages.map((message) => message.id) : null;
  };
  // The demo's reset calls this inside its own transaction, which Kysely cannot nest.
  return db.isTransaction ? remove(db) : db.transaction().execute(remove);
}

export async function insertSubmission(
  db: Db,
  row: Insertable<ContactFormSubmissionsTable>,
): Promise<void> {
  await db.insertInto('contact_form_submissions').values(row).execute();
}

export async function setMailState(db: Db, id: string, mailState: string): Promise<void> {
  await db
    .updateTable('contact_form_submissions')
    .set({ mail_state: mailState })
    .where('id', '=', id)
    .execute();
}

/** The newest submissions first, with their form's name. */
export function listSubmissions(db: Db, limit: number) {
  return db
    .selectFrom('contact_form_submissions')
    .innerJoin('contact_forms', 'contact_forms.id', 'contact_form_submissions.form_id')
    .selectAll('contact_form_submissions')
    .select('contact_forms.name as form_name')
    .orderBy('contact_form_submissions.created_at', 'desc')
    .orderBy('contact_form_submissions.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * One page of submissions with their form's name, newest first by (created_at, id), and how many
 * match (field values searched).
 */
export async function pageSubmissions(db: Db, formId: string | undefined, window: ListWindow) {
  let query = db
    .selectFrom('contact_form_submissions')
    .innerJoin('contact_forms', 'contact_forms.id', 'contact_form_submissions.form_id');
  if (formId) query = query.where('contact_form_submissions.form_id', '=', formId);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['contact_form_submissions.fields'], term));
  const ids = 'contact_form_submissions.id';
  if (window.include?.length) query = query.where(ids, 'in', [...window.include]);
  if (window.exclude?.length) query = query.where(ids, 'not in', [...window.exclude]);
  const [rows, count] = await Promise.all([
    query
      .selectAll('contact_form_submissions')
      .select('contact_forms.name as form_name')
      .orderBy('contact_form_submissions.created_at', window.order)
      .orderBy('contact_form_submissions.id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One submission with its form's name. */
export function findSubmissionWithForm(db: Db, id: string) {
  return db
    .selectFrom('contact_form_submissions')
    .innerJoin('contact_forms', 'contact_forms.id', 'contact_form_submissions.form_id')
    .selectAll('contact_form_submissions')
    .select('contact_forms.name as form_name')
    .where('contact_form_submissions.id', '=', id)
    .executeTakeFirst();
}

export function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('contact_form_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Submissions whose fields hold this text anywhere (the caller checks for the exact address). */
export function submissionsContaining(db: Db, text: string) {
  return db
    .selectFrom('contact_form_submissions')
    .innerJoin('contact_forms', 'contact_forms.id', 'contact_form_submissions.form_id')
    .selectAll('contact_form_submissions')
    .select('contact_forms.name as form_name')
    .where(containsText(['contact_form_submissions.fields'], text))
    .orderBy('contact_form_submissions.created_at')
    .execute();
}

export async function deleteSubmissions(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('contact_form_submissions')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
