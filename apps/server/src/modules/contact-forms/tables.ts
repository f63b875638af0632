// The contact-forms module's tables: the owner's forms and the messages sent.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** contact-forms: one owner-defined form; `definition` is core's ContactFormDefinition as JSON. */
export interface ContactFormsTable {
  id: string;
  name: string;
  definition: string;
  /** Where its messages are mailed; null: the owner's address (ADMIN_EMAIL). */
  mail_to: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** contact-forms: one visitor's message; `fields` and `files` are JSON. */
export interface ContactFormSubmissionsTable {
  id: string;
  form_id: string;
  fields: string;
  files: string;
  posted_data_hash: string;
  lang: string;
  page_url: string | null;
  /** 'sent', 'kept' (no SMTP configured) or 'failed'. */
  mail_state: string;
  created_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface ContactFormsTables {
  contact_forms: ContactFormsTable;
  contact_form_submissions: ContactFormSubmissionsTable;
}
