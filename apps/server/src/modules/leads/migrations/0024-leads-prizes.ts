// Game prizes (issue 24): each lead of a gamified popup records the prize it was shown, and one
// draw per popup and visitor, or popup and email, is kept, so a second submit gets the same prize
// rather than another chance. The unique indexes make that hold when two submits race: the second
// insert does nothing and reads the first's draw.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_prize_draws')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('popup_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    // Lower-cased; null when the game's form asks no email.
    .addColumn('email', 'text')
    .addColumn('prize_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('is_winner', 'integer', (c) => c.notNull())
    // The code shown: the prize's shared code or the single-use code issued for this draw.
    .addColumn('code', 'text')
    // The lead that drew it (later submits record the same prize on their own lead rows).
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_prize_draws_visitor')
    .on('lead_prize_draws')
    .columns(['popup_id', 'visitor_id'])
    .unique()
    .execute();
  // Nulls are distinct in both engines: draws without an email never collide here.
  await db.schema
    .createIndex('lead_prize_draws_email')
    .on('lead_prize_draws')
    .columns(['popup_id', 'email'])
    .unique()
    .execute();
  // JSON { prize_id, label, is_winner, code } of the prize this conversion was shown; null else.
  await db.schema.alterTable('leads').addColumn('prize', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('prize').execute();
  await db.schema.dropTable('lead_prize_draws').execute();
}
