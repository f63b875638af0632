// What visitors sent through contact forms: the fields as JSON, the stored files' descriptions as
// JSON (the bytes live in the data dir), and what became of the mail to the owner: sent, kept
// (no SMTP server configured: the row is the message) or failed (the SMTP server refused it).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) =>
      c.notNull().references('contact_forms.id').onDelete('cascade'),
    )
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('posted_data_hash', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text')
    .addColumn('mail_state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_form_submissions_created')
    .on('contact_form_submissions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_form_submissions_form')
    .on('contact_form_submissions')
    .column('form_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_form_submissions').execute();
}
