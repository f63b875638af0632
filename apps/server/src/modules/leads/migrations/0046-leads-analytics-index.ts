// The leads module's part of the popup analytics (issue 29): a period's conversions counted per
// day, popup and device from this index alone, without reading the leads' rows (their fields and
// properties) — the short columns only, so no index entry can outgrow PostgreSQL's limit.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('leads_analytics')
    .on('leads')
    .columns(['created_at', 'popup_id', 'device'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_analytics').execute();
}
