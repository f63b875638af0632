// The display module's part of the popup analytics (issue 29).
//
// Popup views counted ahead: at a million views a period's counts by
// day, popup and page cannot be read from popup_views in the 200 ms the dashboard has (measured:
// seconds on SQLite even with an index on created_at), so each batch of views the event recorder
// writes also adds to two small tables, and the analytics read those:
// - popup_view_hours: views per popup and UTC hour (days in any whole-hour UTC offset);
// - popup_view_pages: views per popup, UTC day and page address.
// The views already recorded are counted into them here.
//
// An A/B test's ending, kept on its original popup: the owner's threshold for choosing the winner
// automatically (minimum views per variant, minimum chance to beat the control in percent; both
// null when off), and the winner once chosen, by the owner or by that threshold.
import { sql, type Kysely } from 'kysely';

const AB_COLUMNS = [
  ['ab_auto_min_views', 'integer'],
  ['ab_auto_min_chance', 'integer'],
  ['ab_winner_id', 'text'],
  ['ab_decided_at', 'bigint'],
  ['ab_decided_by', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('popup_view_hours')
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('popup_view_hours_pk', ['popup_id', 'hour'])
    .execute();
  await db.schema
    .createIndex('popup_view_hours_hour')
    .on('popup_view_hours')
    .columns(['hour', 'popup_id', 'views'])
    .execute();
  await db.schema
    .createTable('popup_view_pages')
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('popup_view_pages_pk', ['popup_id', 'day', 'url'])
    .execute();
  await db.schema
    .createIndex('popup_view_pages_day')
    .on('popup_view_pages')
    .columns(['day', 'url', 'views'])
    .execute();
  await sql`insert into popup_view_hours (popup_id, hour, views)
    select popup_id, created_at / 3600000, count(*) from popup_views
    group by popup_id, created_at / 3600000`.execute(db);
  await sql`insert into popup_view_pages (popup_id, day, url, views)
    select popup_id, created_at / 86400000, url, count(*) from popup_views
    group by popup_id, created_at / 86400000, url`.execute(db);
  for (const [name, type] of AB_COLUMNS) {
    await db.schema.alterTable('popups').addColumn(name, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...AB_COLUMNS].reverse()) {
    await db.schema.alterTable('popups').dropColumn(name).execute();
  }
  await db.schema.dropTable('popup_view_pages').execute();
  await db.schema.dropTable('popup_view_hours').execute();
}
