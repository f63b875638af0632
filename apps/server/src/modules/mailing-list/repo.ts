// SQL for the mailing-list module's tables: lists and their subscribers. Only this module reads or
// writes them; others go through its service (app.mailingList).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
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

export async function deleteList(db: Db, id: string): Promise<void> {
  await db.deleteFrom('mailing_lists').where('id', '=', id).execute();
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

export function listSubscribers(db: Db, listId: string): Promise<SubscriberRow[]> {
  return db
    .selectFrom('mailing_list_subscribers')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
