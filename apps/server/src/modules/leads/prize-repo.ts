// SQL for game prizes (migration 0024): one draw per popup and visitor, and per popup and email.
// Portable across SQLite and PostgreSQL: `on conflict do nothing` without a target leaves the
// first draw of a race in place on either engine, and the loser reads it back.
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
 * Keeps a fresh draw unless the visitor or email drew on this popup meanwhile (a second submit
 * racing the first); answers the draw that stands, which is the one the lead records.
 */
export async function keepPrizeDraw(
  trx: Transaction<Database>,
  draw: Insertable<LeadPrizeDrawsTable>,
): Promise<PrizeDrawRow> {
  const inserted = await trx
    .insertInto('lead_prize_draws')
    .values(draw)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  const kept = await findPrizeDraw(trx, draw.popup_id, draw.visitor_id, draw.email ?? null);
  if (!kept) throw new Error('A prize draw was neither stored nor found');
  return kept;
}
