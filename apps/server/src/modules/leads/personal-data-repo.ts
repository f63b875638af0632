// SQL for one person's leads, found by their (lower-case) email address: the owner's export and
// erasure of everything kept about them (modules/privacy). A lead's copies go with it: its game
// prize draws and its webhook deliveries (their payloads carry the lead's fields) with their
// attempts, so nothing pending is sent after the person is erased.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LeadPrizeDrawsTable, LeadsTable } from './tables.ts';

export type PersonLeadRow = Selectable<LeadsTable>;
export type PersonPrizeDrawRow = Selectable<LeadPrizeDrawsTable>;

export function leadsOfEmail(db: Kysely<Database>, email: string): Promise<PersonLeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The prize draws made for this address or for these leads. */
export function prizeDrawsOf(
  db: Kysely<Database>,
  email: string,
  leadIds: readonly string[],
): Promise<PersonPrizeDrawRow[]> {
  return db
    .selectFrom('lead_prize_draws')
    .selectAll()
    .where((eb) =>
      leadIds.length > 0
        ? eb.or([eb('email', '=', email), eb('lead_id', 'in', [...leadIds])])
        : eb('email', '=', email),
    )
    .orderBy('created_at')
    .execute();
}

/** Deletes the address's leads with their draws, deliveries and attempts; answers how many leads. */
export function deleteLeadsOfEmail(db: Kysely<Database>, email: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom('leads').select('id').where('email', '=', email).execute()
    ).map((row) => row.id);
    await trx.deleteFrom('lead_prize_draws').where('email', '=', email).execute();
    if (ids.length === 0) return 0;
    await deleteLeadsWithCopies(trx, ids);
    return ids.length;
  });
}

/** Deletes one lead with its copies; false when there is no such lead. */
export function deleteLead(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('leads')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return false;
    await deleteLeadsWithCopies(trx, [id]);
    return true;
  });
}

async function deleteLeadsWithCopies(trx: Kysely<Database>, ids: string[]): Promise<void> {
  const deliveries = trx.selectFrom('webhook_deliveries').select('id').where('lead_id', 'in', ids);
  await trx.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
  await trx.deleteFrom('webhook_deliveries').where('lead_id', 'in', ids).execute();
  await trx.deleteFrom('lead_prize_draws').where('lead_id', 'in', ids).execute();
  await trx.deleteFrom('leads').where('id', 'in', ids).execute();
}
