// The privacy lookup (modules/privacy, personal-data-repo.ts) finds one converted visitor's popup
// activity by address: views and closes by `converted_email`, sessions and conversion activities by
// `email`. No index led there (conversion_activities' starts with site_id, which the lookup does not
// know), so every request for one person read every view ever recorded. Views, closes and sessions
// carry an address only once the visitor converted, so their indexes are partial — only those rows
// — and the many anonymous events cost no index writes; created_at follows the address so the rows
// come out in the order the export lists them.
import { sql, type Kysely } from 'kysely';

const INDEXES = [
  ['popup_views_converted_email', 'popup_views', 'converted_email'],
  ['popup_closes_converted_email', 'popup_closes', 'converted_email'],
  ['website_sessions_email', 'website_sessions', 'email'],
  ['conversion_activities_email', 'conversion_activities', 'email'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    const index = db.schema.createIndex(name).on(table).columns([column, 'created_at']);
    // conversion_activities.email is never null: the whole table is what the lookup reads.
    await (
      table === 'conversion_activities' ? index : index.where(sql.ref(column), 'is not', null)
    ).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
