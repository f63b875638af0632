// A conversion call that names no view (poptin_view_id) is credited to the visitor's latest view of
// the popup (`latestViewBy` in repo.ts). The only index there was on popup_id, so each such call
// read every view the popup ever had to find one visitor's newest. This index leads to that row
// directly; it starts with popup_id, so it also serves everything popup_views_popup did, and that
// index goes (one index to write per view, not two).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('popup_views_popup_visitor')
    .on('popup_views')
    .columns(['popup_id', 'visitor_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('popup_views_popup').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('popup_views_popup').on('popup_views').column('popup_id').execute();
  await db.schema.dropIndex('popup_views_popup_visitor').execute();
}
