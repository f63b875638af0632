// The mailing-list module's tables: lists and their subscribers.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** mailing-list: one owner's list. */
export interface MailingListsTable {
  id: string;
  name: string;
  /** 1: a sign-up is pending until its address confirms by the emailed link. */
  double_opt_in: Generated<number>;
  /** JSON {en, he}: the words a sign-up agrees to. */
  consent_text: string;
  created_at: number;
  updated_at: number;
}

/** mailing-list: one address on one list. */
export interface MailingListSubscribersTable {
  id: string;
  list_id: string;
  /** Lower-cased; unique per list. */
  email: string;
  first_name: string;
  last_name: string;
  telephone: string;
  /** The consent words as the subscriber saw them, in their language. */
  consent_text: string;
  consented_at: number;
  /** 'pending', 'subscribed' or 'unsubscribed'. */
  status: string;
  /** Where they signed up: 'storefront', 'embed', 'popup' … */
  source: string;
  lang: string;
  /** The confirmation mail: 'sent', 'kept' (no SMTP), 'failed'; null when none was needed. */
  confirmation_mail: string | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  created_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface MailingListTables {
  mailing_lists: MailingListsTable;
  mailing_list_subscribers: MailingListSubscribersTable;
}
