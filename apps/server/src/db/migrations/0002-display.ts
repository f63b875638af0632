// The display module's tables: plan and restriction columns on sites, popups (typed wire data as
// JSON text beside the columns the display path filters on), the recorded visitor events, and one
// view counter row per site and month that every process increments. Portable column types only
// (text, integer, bigint); times are epoch milliseconds.
import type { Kysely } from 'kysely';

const eventTables = [
  'display_limit_logs',
  'conversion_activities',
  'website_sessions',
  'popup_closes',
  'popup_views',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('sites').addColumn('monthly_view_limit', 'bigint').execute();
  await db.schema
    .alterTable('sites')
    .addColumn('is_freemium', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('is_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('popups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ab_test_parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('popups_site_status')
    .on('popups')
    .columns(['site_id', 'status'])
    .execute();
  await db.schema
    .createIndex('popups_ab_test_parent')
    .on('popups')
    .column('ab_test_parent_id')
    .execute();

  // Event rows keep site and popup ids without foreign keys: history outlives a deleted popup, and
  // a batch of events never fails because an owner deleted something meanwhile.
  await db.schema
    .createTable('popup_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('popup_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('converted_email', 'text')
    .addColumn('store_integration', 'text')
    .addColumn('store_integration_customer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('popup_views_site_created')
    .on('popup_views')
    .columns(['site_id', 'created_at'])
    .execute();
  await db.schema.createIndex('popup_views_popup').on('popup_views').column('popup_id').execute();

  await db.schema
    .createTable('popup_closes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('view_id', 'text')
    .addColumn('close_trigger', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('converted_email', 'text')
    .addColumn('store_integration', 'text')
    .addColumn('store_integration_customer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('popup_closes_site_created')
    .on('popup_closes')
    .columns(['site_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('website_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('store_integration', 'text')
    .addColumn('store_integration_customer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('website_sessions_site_created')
    .on('website_sessions')
    .columns(['site_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('conversion_activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('store_integration', 'text')
    .addColumn('store_integration_customer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversion_activities_site_email')
    .on('conversion_activities')
    .columns(['site_id', 'email'])
    .execute();

  await db.schema
    .createTable('display_limit_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('display_limit_logs_site_created')
    .on('display_limit_logs')
    .columns(['site_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('monthly_view_counts')
    .addColumn('site_id', 'text', (c) => c.notNull())
    /** UTC calendar month, 'YYYY-MM'. */
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('monthly_view_counts_pk', ['site_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_view_counts').ifExists().execute();
  for (const table of eventTables) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropTable('popups').ifExists().execute();
  for (const column of ['updated_at', 'is_restricted', 'is_freemium', 'monthly_view_limit']) {
    await db.schema.alterTable('sites').dropColumn(column).execute();
  }
}
