// SQL for game prizes (migration 0024): one draw per popup and visitor, and per popup and email.
// Portable across SQLite and PostgreSQL: `on conflict do nothing` without a target leaves the
// first draw of a race in place on either engine, and the loser reads it back. A conversion reads
// here only then: a fresh draw is one insert.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LeadPrizeDrawsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PrizeDrawRow = Selectable<LeadPrizeDrawsTable>;

/** The draw this visitor (or this email) already made on the popup, if any. */
export function findPrizeDraw(
  db: Db,
  popupId: string,
  visitorId: string,
  email: string | null,
): Promise<PrizeDrawRow | undefined> {
  return db
    .selectFrom('lead_prize_draws')
    .selectAll()
    .where('popup_id', '=', popupId)
    .where((eb) =>
      email === null
        ? eb('visitor_id', '=', visitorId)
        : eb.or([eb('visitor_id', '=', visitorId), eb('email', '=', email)]),
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Keeps a fresh draw in one statement unless the visitor or email drew on this popup already (the
 * unique indexes settle a race on either engine: the second insert does nothing); undefined then.
 */
export function insertPrizeDraw(
  trx: Transaction<Database>,
  draw: Insertable<LeadPrizeDrawsTable>,
): Promise<PrizeDrawRow | undefined> {
  return trx
    .insertInto('lead_prize_draws')
    .values(draw)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A kept draw's single-use code, when its first candidate was taken. */
export async function setPrizeDrawCode(
  trx: Transaction<Database>,
  id: string,
  code: string,
): Promise<void> {
  await trx.updateTable('lead_prize_draws').set({ code }).where('id', '=', id).execute();
}
