// The forms module's tables: the owner's multi-page web forms and the entries visitors send.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds; money is in the form currency's minor unit (cents).
import type { Generated } from 'kysely';

/** forms: one web form; `definition` is core's WebFormDefinition as JSON. */
export interface WebFormsTable {
  id: string;
  name: string;
  definition: string;
  /** Raised by each change of the definition, so an entry records the one it was judged by. */
  version: Generated<number>;
  created_at: number;
  /** Raised by every save, live or draft: the owner API's version (ETag). */
  updated_at: number;
  /**
   * The owner's unpublished changes (migration 0049): the name and definition the builder saved
   * as a draft, while visitors keep getting `name` and `definition`; null when there are none.
   */
  draft_name: string | null;
  draft_definition: string | null;
  draft_saved_at: number | null;
}

/** forms: one visitor's entry; `fields`, `files` and `order_lines` are JSON. */
export interface WebFormEntriesTable {
  id: string;
  form_id: string;
  form_version: number;
  /** The visible fields' values, by value key (core's WebFormValues). */
  fields: string;
  files: string;
  /** The order summary's lines computed by the server ([] without priced fields). */
  order_lines: string;
  /** The server's total, minor units; 0 without priced fields. */
  total: number;
  currency: string;
  /** 'none' (nothing to pay), 'pending' (the visitor was sent to pay), 'paid'. */
  payment_state: string;
  lang: string;
  page_url: string | null;
  /** The `_wpfuuid` cookie's value, when the visitor allowed it. */
  visitor_uuid: string | null;
  /** 'sent', 'kept' (no SMTP configured or no notification on), 'failed'. */
  mail_state: string;
  created_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface FormsTables {
  web_forms: WebFormsTable;
  web_form_entries: WebFormEntriesTable;
}
