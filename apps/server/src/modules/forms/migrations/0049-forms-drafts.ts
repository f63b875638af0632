// A web form's unpublished changes (issue 27 "draft state"): what the builder saves while the owner
// works, kept beside the live form, which visitors keep getting until the owner publishes. Null
// when there are none. One column per statement: SQLite alters one column at a time.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('web_forms').addColumn('draft_name', 'text').execute();
  await db.schema.alterTable('web_forms').addColumn('draft_definition', 'text').execute();
  await db.schema.alterTable('web_forms').addColumn('draft_saved_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('web_forms').dropColumn('draft_saved_at').execute();
  await db.schema.alterTable('web_forms').dropColumn('draft_definition').execute();
  await db.schema.alterTable('web_forms').dropColumn('draft_name').execute();
}
