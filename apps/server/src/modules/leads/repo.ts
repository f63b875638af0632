// SQL for the leads module's tables: leads, webhook endpoints, the delivery outbox and its attempt
// log. Portable across SQLite and PostgreSQL (no engine-specific SQL): the outbox's claim is one
// conditional UPDATE, so two processes can never both hold the same delivery.
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GamePrizeResult } from '@pinwheel/core';
import type { PrizeDrawRow } from './prize-repo.ts';
import type {
  LeadsTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './tables.ts';
import { containsText, searchTerm, type ListWindow, type RowsPage } from '../../db/list-window.ts';
import { olderThan, type TimePosition } from '../../db/time-cursor.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type LeadRow = Selectable<LeadsTable>;
export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type AttemptRow = Selectable<WebhookAttemptsTable>;

/**
 * Stores a lead and its outbox rows together: a lead is never without its deliveries. A game's
 * lead brings its prize: a fresh draw is kept in the same transaction (unless a racing submit's
 * draw stands), and the lead and its deliveries record the prize that stands.
 */
export async function insertLeadWithDeliveries(
  db: Kysely<Database>,
  lead: Insertable<LeadsTable>,
  deliveries: (
    endpoints: EndpointRow[],
    prize: PrizeDrawRow | null,
  ) => Insertable<WebhookDeliveriesTable>[],
  /** Keeps a game's draw in this transaction and answers the draw that stands (prize-draw.ts). */
  keepPrize: ((trx: Transaction<Database>) => Promise<PrizeDrawRow>) | null = null,
): Promise<{ deliveries: number; prize: PrizeDrawRow | null }> {
  return db.transaction().execute(async (trx) => {
    const stands = keepPrize === null ? null : await keepPrize(trx);
    await trx
      .insertInto('leads')
      .values({ ...lead, prize: stands && JSON.stringify(prizeResultOf(stands)) })
      .execute();
    const endpoints = await endpointsOfSite(trx, lead.site_id);
    const rows = deliveries(endpoints, stands);
    if (rows.length > 0) await trx.insertInto('webhook_deliveries').values(rows).execute();
    return { deliveries: rows.length, prize: stands };
  });
}

/** A stored draw as the conversion answer, the lead and its webhook payload carry it. */
export function prizeResultOf(row: PrizeDrawRow): GamePrizeResult {
  return {
    prize_id: row.prize_id,
    is_winner: row.is_winner === 1 ? 1 : 0,
    label: row.label,
    ...(row.code ? { code: row.code } : {}),
  };
}

export function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface LeadQuery {
  siteId?: string | undefined;
  /** Matched against the email and the field values, case-insensitively. */
  search?: string | undefined;
  limit: number;
  /** Only leads created before this time (ms): a filter; to page, use `after`. */
  before?: number | undefined;
  /** The position the previous page ended at (db/time-cursor.ts): this page starts after it. */
  after?: TimePosition | undefined;
}

export function listLeads(db: Db, query: LeadQuery): Promise<LeadRow[]> {
  let select = db.selectFrom('leads').selectAll();
  if (query.siteId) select = select.where('site_id', '=', query.siteId);
  if (query.before) select = select.where('created_at', '<', query.before);
  if (query.after) select = select.where(olderThan(query.after));
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['fields']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['page_url']), 'like', eb.val(like)),
      ]),
    );
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

/** Filters of the platform API's lead list; times in ms. */
export interface LeadFilter {
  siteId?: string | undefined;
  popupId?: string | undefined;
  kind?: LeadRow['kind'] | undefined;
  /** Only leads made at or after this time. */
  after?: number | undefined;
  /** Only leads made before this time. */
  before?: number | undefined;
}

/**
 * One page of leads by offset, in (created_at, id) order so rows sharing a millisecond keep one
 * order between pages, and how many match (email, field values and page searched).
 */
export async function pageLeads(
  db: Db,
  filter: LeadFilter,
  window: ListWindow,
): Promise<RowsPage<LeadRow>> {
  let query = db.selectFrom('leads');
  if (filter.siteId) query = query.where('site_id', '=', filter.siteId);
  if (filter.popupId) query = query.where('popup_id', '=', filter.popupId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.after !== undefined) query = query.where('created_at', '>=', filter.after);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['email', 'fields', 'page_url'], term));
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

/** One page of endpoints (their addresses searched), oldest first unless asked otherwise. */
export async function pageEndpoints(
  db: Db,
  siteId: string | undefined,
  window: ListWindow,
): Promise<RowsPage<EndpointRow>> {
  let query = db.selectFrom('webhook_endpoints');
  if (siteId) query = query.where('site_id', '=', siteId);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['url'], term));
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

export function endpointsOfSite(db: Db, siteId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .execute();
}

export function listEndpoints(db: Db): Promise<EndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').execute();
}

export function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEndpoint(
  db: Db,
  row: Insertable<WebhookEndpointsTable>,
): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDelivery(
  db: Db,
  row: Insertable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.insertInto('webhook_deliveries').values(row).execute();
}

export function deliveriesOfLead(db: Db, leadId: string): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .execute();
}

export function deliveriesOfLeads(db: Db, leadIds: string[]): Promise<DeliveryRow[]> {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhook_deliveries').selectAll().where('lead_id', 'in', leadIds).execute();
}

export function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of deliveries due now and not leased, oldest first. */
export async function dueDeliveryIds(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where('lease_until', '<', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Gives back deliveries a claim took but will not send (its process is closing): free at once for
 * another process, rather than held until the lease runs out.
 */
export async function releaseDeliveries(db: Db, ids: string[], worker: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: 0, leased_by: null })
    .where('id', 'in', ids)
    .where('leased_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Takes the listed deliveries that are still due and free for `worker` (a name unique to this
 * claim: the rows read back are the ones this call took) until `leaseUntil`: the
 * conditions are checked by the UPDATE itself, so of two processes racing for a row exactly one
 * changes it. Answers the rows this call took (with their endpoint, when it still exists).
 */
export async function claimDeliveries(
  db: Kysely<Database>,
  ids: string[],
  worker: string,
  now: number,
  leaseUntil: number,
): Promise<Array<DeliveryRow & { url: string | null; secret: string | null }>> {
  if (ids.length === 0) return [];
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: leaseUntil, leased_by: worker })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where('lease_until', '<', now)
    .execute();
  return db
    .selectFrom('webhook_deliveries')
    .leftJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .selectAll('webhook_deliveries')
    .select(['webhook_endpoints.url', 'webhook_endpoints.secret'])
    .where('webhook_deliveries.id', 'in', ids)
    .where('webhook_deliveries.leased_by', '=', worker)
    .where('webhook_deliveries.status', '=', 'pending')
    .execute();
}

/** Records an attempt's outcome, only while `worker` still holds the lease. */
/** A delivery's attempt, to be written by the process holding its lease. */
export interface Settlement {
  id: string;
  claim: string;
  outcome: Pick<
    Insertable<WebhookDeliveriesTable>,
    'status' | 'next_attempt_at' | 'last_error' | 'delivered_at'
  >;
  attempt: Insertable<WebhookAttemptsTable>;
}

/**
 * Writes finished attempts, several in one transaction (one commit, not two per delivery): each
 * delivery's new state only while its claim still holds the lease, and the log lines of those.
 * Answers, per settlement, whether it was written.
 */
export async function settleDeliveries(
  db: Kysely<Database>,
  settlements: Settlement[],
): Promise<boolean[]> {
  if (settlements.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const written: boolean[] = [];
    for (const { id, claim, outcome } of settlements) {
      const result = await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          ...outcome,
          attempts: eb('attempts', '+', 1),
          lease_until: 0,
          leased_by: null,
        }))
        .where('id', '=', id)
        .where('leased_by', '=', claim)
        .executeTakeFirst();
      written.push(Number(result.numUpdatedRows) === 1);
    }
    const attempts = settlements.filter((_, index) => written[index]).map((s) => s.attempt);
    if (attempts.length > 0) await trx.insertInto('webhook_attempts').values(attempts).execute();
    return written;
  });
}

export interface AttemptLogRow extends AttemptRow {
  lead_id: string | null;
}

/** The latest attempts for a site's endpoints (the integrations page's delivery log). */
export function attemptLog(db: Db, endpointIds: string[], limit: number): Promise<AttemptLogRow[]> {
  if (endpointIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
    .selectAll('webhook_attempts')
    .select('webhook_deliveries.lead_id')
    .where('webhook_attempts.endpoint_id', 'in', endpointIds)
    .orderBy('webhook_attempts.created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function conversionCode(db: Db, siteId: string): Promise<string> {
  const row = await db
    .selectFrom('lead_conversion_codes')
    .select('code')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row?.code ?? '';
}

export async function saveConversionCode(
  db: Db,
  siteId: string,
  code: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('lead_conversion_codes')
    .values({ site_id: siteId, code, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ code, updated_at: now }))
    .execute();
}

/** Conversions per popup made in [from, to). */
export async function conversionCountsBetween(
  db: Db,
  from: number,
  to: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['popup_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('popup_id')
    .execute();
  return new Map(rows.map((row) => [row.popup_id, Number(row.count)]));
}

/** The leads (with an email) these addresses gave before `until`, and the leads named by id. */
export function leadsByEmailOrId(
  db: Db,
  query: { emails: readonly string[]; ids: readonly string[]; until: number },
): Promise<{ id: string; popup_id: string; email: string | null; created_at: number }[]> {
  if (query.emails.length === 0 && query.ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('leads')
    .select(['id', 'popup_id', 'email', 'created_at'])
    .where((eb) =>
      eb.or([
        ...(query.emails.length > 0
          ? [
              eb.and([
                eb('email', 'in', [...query.emails]),
                eb('kind', '=', 'lead'),
                eb('created_at', '<', query.until),
              ]),
            ]
          : []),
        ...(query.ids.length > 0 ? [eb('id', 'in', [...query.ids])] : []),
      ]),
    )
    .execute();
}

/** Which conversions an analytics count takes: made in [from, to), optionally of some popups. */
export interface ConversionWindow {
  from: number;
  to: number;
  popupIds?: readonly string[] | undefined;
}

function conversionsIn(db: Db, window: ConversionWindow) {
  let select = db
    .selectFrom('leads')
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to);
  if (window.popupIds) select = select.where('popup_id', 'in', [...window.popupIds, '']);
  return select;
}

/**
 * Conversions per day (days since the epoch, shifted by offsetMs), popup and the device the
 * visitor's browser reported (analytics; read from the leads_analytics index, 0046).
 */
export async function conversionCountsByDay(
  db: Db,
  window: ConversionWindow & { offsetMs: number },
): Promise<{ day: number; popupId: string; device: string; count: number }[]> {
  // A literal, not a parameter, so PostgreSQL sees the same expression in SELECT and GROUP BY.
  const day = sql<
    number | string
  >`(created_at + ${sql.lit(Math.trunc(window.offsetMs))}) / 86400000`;
  const rows = await conversionsIn(db, window)
    .select([
      day.as('day'),
      'popup_id',
      'device',
      (eb) => eb.fn.countAll<number | string>().as('count'),
    ])
    .groupBy([day, 'popup_id', 'device'])
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    popupId: row.popup_id,
    device: row.device,
    count: Number(row.count),
  }));
}

/** Conversions per page, utm parameters and referrer (where they were made and came from). */
export async function conversionCountsByPlace(
  db: Db,
  window: ConversionWindow,
): Promise<{ page: string; utm: string; referrer: string; count: number }[]> {
  const rows = await conversionsIn(db, window)
    .select(['page_url', 'utm', 'referrer', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['page_url', 'utm', 'referrer'])
    .execute();
  return rows.map((row) => ({
    page: row.page_url,
    utm: row.utm,
    referrer: row.referrer,
    count: Number(row.count),
  }));
}
