// The leads module's conversions: one row per conversion call that was accepted (a form's lead, a
// click-target popup's click, a coupon click). Visitor values are kept as JSON text exactly as
// validated; site, popup and view ids without foreign keys, like the display events: a lead
// outlives a deleted popup.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('view_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('properties', 'text', (c) => c.notNull())
    .addColumn('consent', 'integer')
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('page_title', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('utm', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser_language', 'text', (c) => c.notNull())
    .addColumn('operating_system', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('coupon', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('leads_site_created')
    .on('leads')
    .columns(['site_id', 'created_at'])
    .execute();
  await db.schema.createIndex('leads_popup').on('leads').column('popup_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leads').execute();
}
