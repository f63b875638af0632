// SQL for the sites table: the client ids of the embed snippet, allowed domains, plan and
// restriction. Only this module reads or writes it; the others go through its service.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageOfRows, type ListWindow, type RowsPage } from '../../db/list-window.ts';
import type { SitesTable } from './tables.ts';

type Db = Kysely<Database>;

export type SiteRow = Selectable<SitesTable>;

export function findSiteByClientId(db: Db, clientId: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function findSite(db: Db, id: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listSites(db: Db): Promise<SiteRow[]> {
  return db.selectFrom('sites').selectAll().orderBy('created_at').orderBy('id').execute();
}

export type SiteOrder = 'date' | 'id' | 'name';

/** One page of sites (name or client id searched), and how many match. */
export async function pageSites(
  db: Db,
  window: ListWindow & { orderby: SiteOrder },
): Promise<RowsPage<SiteRow>> {
  const query = db.selectFrom('sites');
  return pageOfRows(query.selectAll(), window, {
    searchColumns: ['name', 'client_id'],
    orderColumn: ({ date: 'created_at', id: 'id', name: 'name' } as const)[window.orderby],
  });
}

/** Inserts the site; false, with nothing written, when another site has its client id. */
export async function insertSite(db: Db, row: Insertable<SitesTable>): Promise<boolean> {
  // ON CONFLICT rather than a read first: two owners' requests racing for one id get one winner
  // and one clear refusal, never a unique-constraint error.
  const result = await db
    .insertInto('sites')
    .values(row)
    .onConflict((conflict) => conflict.column('client_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updateSite(
  db: Db,
  id: string,
  changes: Updateable<SitesTable>,
): Promise<void> {
  await db.updateTable('sites').set(changes).where('id', '=', id).execute();
}

/** What other modules keep per site goes with it (their foreign keys cascade). */
export async function deleteSite(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sites').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
