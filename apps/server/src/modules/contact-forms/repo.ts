// SQL for the contact-forms module's tables: the owner's forms and what visitors sent through
// them. Only this module reads or writes them; others go through its service.
import type { Insertable, Kysely, Selectable } from 'kysely';
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

export async function insertForm(db: Db, row: Insertable<ContactFormsTable>): Promise<void> {
  await db.insertInto('contact_forms').values(row).execute();
}

export async function deleteForm(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_forms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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

export function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('contact_form_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}
