// The mailing-list module's tables: the owner's lists (whether sign-ups confirm by email, and the
// consent words a sign-up agrees to) and their subscribers, each with the consent text and time
// they agreed, their state (pending confirmation, subscribed, unsubscribed) and where they came
// from. One row per list and address (lower-cased).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailing_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('double_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mailing_list_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('list_id', 'text', (c) =>
      c.notNull().references('mailing_lists.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('confirmation_mail', 'text')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('unsubscribed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mailing_list_subscribers_list_email')
    .on('mailing_list_subscribers')
    .columns(['list_id', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailing_list_subscribers').execute();
  await db.schema.dropTable('mailing_lists').execute();
}
