// SQL for the mailing-list module's tables: lists and their subscribers. Only this module reads or
// writes them; others go through its service (app.mailingList).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import {
  containsText,
  pageOfRows,
  searchTerm,
  type ListWindow,
  type RowsPage,
} from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { MailingListSubscribersTable, MailingListsTable } from './tables.ts';

type Db = Kysely<Database>;

export type ListRow = Selectable<MailingListsTable>;
export type SubscriberRow = Selectable<MailingListSubscribersTable>;

export function findList(db: Db, id: string): Promise<ListRow | undefined> {
  return db.selectFrom('mailing_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listLists(db: Db): Promise<ListRow[]> {
  return db.selectFrom('mailing_lists').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** One page of lists (their names searched), and how many match. */
export async function pageLists(
  db: Db,
  window: ListWindow & { orderby: 'date' | 'id' | 'name' },
): Promise<RowsPage<ListRow>> {
  const query = db.selectFrom('mailing_lists');
  return pageOfRows(query.selectAll(), window, {
    searchColumns: ['name'],
    orderColumn: ({ date: 'created_at', id: 'id', name: 'name' } as const)[window.orderby],
  });
}

export async function insertList(db: Db, row: Insertable<MailingListsTable>): Promise<void> {
  await db.insertInto('mailing_lists').values(row).execute();
}

export async function updateList(
  db: Db,
  id: string,
  changes: Updateable<MailingListsTable>,
): Promise<void> {
  await db.updateTable('mailing_lists').set(changes).where('id', '=', id).execute();
}

/** Deletes a list; its subscribers go with it (their foreign key cascades). */
export async function deleteList(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('mailing_lists').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Inserts the subscriber unless the list has the address already (then nothing is written). */
export async function insertSubscriber(
  db: Db,
  row: Insertable<MailingListSubscribersTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('mailing_list_subscribers')
    .values(row)
    .onConflict((conflict) => conflict.columns(['list_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function findSubscriberByEmail(
  db: Db,
  listId: string,
  email: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('mailing_list_subscribers')
    .selectAll()
    .where('list_id', '=', listId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findSubscriber(db: Db, id: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('mailing_list_subscribers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateSubscriber(
  db: Db,
  id: string,
  changes: Updateable<MailingListSubscribersTable>,
): Promise<void> {
  await db.updateTable('mailing_list_subscribers').set(changes).where('id', '=', id).execute();
}

export async function deleteSubscriber(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mailing_list_subscribers')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listSubscribers(db: Db, listId: string): Promise<SubscriberRow[]> {
  return db
    .selectFrom('mailing_list_subscribers')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * One page of a list's subscribers by (created_at, id), and how many match (addresses and names
 * searched; by status too).
 */
export async function pageSubscribers(
  db: Db,
  listId: string,
  status: string | undefined,
  window: ListWindow,
): Promise<RowsPage<SubscriberRow>> {
  let query = db.selectFrom('mailing_list_subscribers').where('list_id', '=', listId);
  if (status) query = query.where('status', '=', status);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['email', 'first_name', 'last_name'], term));
  if (window.include?.length) query = query.where('id', 'in', [...window.include]);
  if (window.exclude?.length) query = query.where('id', 'not in', [...window.exclude]);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every list's row for this (lower-case) address, with the list's name (privacy requests). */
export function subscribersOfEmail(db: Db, email: string) {
  return db
    .selectFrom('mailing_list_subscribers')
    .innerJoin('mailing_lists', 'mailing_lists.id', 'mailing_list_subscribers.list_id')
    .selectAll('mailing_list_subscribers')
    .select('mailing_lists.name as list_name')
    .where('mailing_list_subscribers.email', '=', email)
    .orderBy('mailing_list_subscribers.created_at')
    .execute();
}

/** Removes the address from every list; answers how many rows went. */
export async function deleteSubscribersOfEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('mailing_list_subscribers')
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
