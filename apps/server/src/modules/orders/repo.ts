// SQL for the orders module's own tables. Writes take the caller's Kysely, so placing an order
// writes its rows in the same transaction that takes the stock.
import { sql, type Kysely, type Selectable } from 'kysely';
import { containsText, searchTerm, type ListWindow, type RowsPage } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { OrdersOrdersTable } from './tables.ts';
import type { Order, OrderLine, OrderMail, OrderNote, OrderRefund } from './order-record.ts';
import type { OrderStatus } from './payment-methods.ts';

type Db = Kysely<Database>;
const SETTINGS_ROW_ID = 'orders';

export async function findSettingsJson(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders_settings')
    .select('data')
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst();
  return row?.data;
}

/** When the settings were last saved (epoch ms; 0: never): their version for the owner API. */
export async function findSettingsVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders_settings')
    .select('updated_at')
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst();
  return row ? Number(row.updated_at) : 0;
}

export async function saveSettingsJson(db: Db, data: string, now: number): Promise<void> {
  await db
    .insertInto('orders_settings')
    .values({ id: SETTINGS_ROW_ID, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

/** Stores a placed order; `customerId`: the customer account signed in when it was placed. */
export async function insertOrder(
  db: Db,
  order: Order,
  customerId: string | null = null,
): Promise<void> {
  await db
    .insertInto('orders_orders')
    .values({
      id: order.id,
      customer_id: customerId,
      number: order.number,
      access_key: order.accessKey,
      status: order.status,
      email: order.email,
      phone: order.phone,
      billing: JSON.stringify(order.billing),
      shipping: JSON.stringify(order.shipping),
      note: order.note,
      shipping_method: order.shippingMethod,
      payment_method: order.paymentMethod,
      currency: order.currency,
      subtotal: order.subtotal,
      shipping_total: order.shippingTotal,
      coupons: JSON.stringify(order.coupons),
      discount_total: order.discountTotal,
      total: order.total,
      due_now: order.dueNow,
      lang: order.lang,
      attribution: JSON.stringify(order.attribution),
      created_at: order.createdAt,
      updated_at: order.updatedAt,
    })
    .execute();
  await db
    .insertInto('orders_lines')
    .values(
      order.lines.map((line, position) => ({
        id: `${order.id}-${position}`,
        order_id: order.id,
        position,
        variation_id: line.variationId,
        product_id: line.productId,
        title: line.title,
        options: line.options,
        sku: line.sku,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
        pre_order_label: line.preOrderLabel,
        deposit: line.deposit ? JSON.stringify(line.deposit) : null,
      })),
    )
    .execute();
}

function toOrder(
  row: Selectable<OrdersOrdersTable>,
  lines: OrderLine[],
  refunds: OrderRefund[],
): Order {
  return {
    id: row.id,
    number: row.number,
    accessKey: row.access_key,
    status: row.status as OrderStatus,
    email: row.email,
    phone: row.phone,
    billing: JSON.parse(row.billing),
    shipping: JSON.parse(row.shipping),
    note: row.note,
    shippingMethod: row.shipping_method,
    paymentMethod: row.payment_method,
    currency: row.currency,
    subtotal: Number(row.subtotal),
    shippingTotal: Number(row.shipping_total),
    coupons: JSON.parse(row.coupons),
    discountTotal: Number(row.discount_total),
    total: Number(row.total),
    dueNow: Number(row.due_now),
    lang: row.lang === 'he' ? 'he' : 'en',
    attribution: JSON.parse(row.attribution),
    lines,
    stockHeld: Number(row.stock_held) === 1,
    refunds,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Each order's refunds with their lines, oldest first: one query per table for a whole page. */
async function refundsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderRefund[]>> {
  const byOrder = new Map<string, OrderRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const [refunds, lines] = await Promise.all([
    db
      .selectFrom('orders_refunds')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders_refund_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('position')
      .execute(),
  ]);
  const linesByRefund = new Map<string, OrderRefund['lines']>();
  for (const line of lines) {
    const list = linesByRefund.get(line.refund_id) ?? [];
    list.push({
      position: Number(line.position),
      quantity: Number(line.quantity),
      amount: Number(line.amount),
    });
    linesByRefund.set(line.refund_id, list);
  }
  for (const row of refunds) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      orderId: row.order_id,
      amount: Number(row.amount),
      reason: row.reason,
      restock: Number(row.restock) === 1,
      lines: linesByRefund.get(row.id) ?? [],
      createdAt: Number(row.created_at),
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** Orders with their lines and refunds, in the rows' order. */
async function ordersOf(db: Db, rows: Selectable<OrdersOrdersTable>[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, refunds] = await Promise.all([linesOf(db, ids), refundsOf(db, ids)]);
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], refunds.get(row.id) ?? []));
}

async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('orders_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      variationId: Number(row.variation_id),
      productId: row.product_id,
      title: row.title,
      options: row.options,
      sku: row.sku,
      quantity: Number(row.quantity),
      unitPrice: Number(row.unit_price),
      lineTotal: Number(row.line_total),
      preOrderLabel: row.pre_order_label,
      deposit: row.deposit ? JSON.parse(row.deposit) : null,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const row = await db
    .selectFrom('orders_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return (await ordersOf(db, [row]))[0]!;
}

export async function listOrders(
  db: Db,
  options: { limit: number; offset: number; status?: OrderStatus | undefined },
): Promise<{ orders: Order[]; total: number }> {
  let query = db.selectFrom('orders_orders');
  if (options.status) query = query.where('status', '=', options.status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { orders: await ordersOf(db, rows), total: Number(count?.n ?? 0) };
}

/** How many orders this address placed (any status): a first-order-only code's rule. */
export async function countOrdersByEmail(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('orders_orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Filters of the platform API's order list; times in ms. */
export interface OrderFilter {
  statuses?: readonly OrderStatus[] | undefined;
  /** Only orders placed at or after this time. */
  after?: number | undefined;
  /** Only orders placed before this time. */
  before?: number | undefined;
  /** Only the orders of this email address (any case). */
  customer?: string | undefined;
  /** Only the orders this customer account placed while signed in. */
  customerId?: string | undefined;
}

function filtered(
  db: Db,
  filter: OrderFilter,
  window: Pick<ListWindow, 'search' | 'include' | 'exclude'>,
) {
  let query = db.selectFrom('orders_orders');
  if (filter.statuses?.length) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.after !== undefined) query = query.where('created_at', '>=', filter.after);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  if (filter.customer) {
    query = query.where(sql<boolean>`lower(email) = ${filter.customer.trim().toLowerCase()}`);
  }
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  const term = searchTerm(window);
  if (term) query = query.where(containsText(['email', 'number', 'billing'], term));
  if (window.include?.length) query = query.where('id', 'in', [...window.include]);
  if (window.exclude?.length) query = query.where('id', 'not in', [...window.exclude]);
  return query;
}

/**
 * One page of orders with their lines, and how many match. The search matches the customer's
 * email, the order number and the billing address (names included).
 */
export async function pageOrders(
  db: Db,
  filter: OrderFilter,
  window: ListWindow & { orderby: 'date' | 'id' },
): Promise<RowsPage<Order>> {
  const query = filtered(db, filter, window);
  const column = window.orderby === 'id' ? 'id' : 'created_at';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(column, window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await ordersOf(db, rows), total: Number(count.n) };
}

/**
 * Every order the filter matches, newest first, a batch at a time (the CSV export streams them:
 * a shop's whole history is never held at once). Pages by offset within one read of the filter.
 */
export async function* allOrders(
  db: Db,
  filter: OrderFilter,
  window: Pick<ListWindow, 'search' | 'include' | 'exclude'>,
  batch = 200,
): AsyncGenerator<Order[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await filtered(db, filter, window)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batch)
      .offset(offset)
      .execute();
    if (rows.length > 0) yield await ordersOf(db, rows);
    if (rows.length < batch) return;
  }
}

export async function setStockHeld(db: Db, id: string, held: boolean): Promise<void> {
  await db
    .updateTable('orders_orders')
    .set({ stock_held: held ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function insertRefund(db: Db, refund: OrderRefund): Promise<void> {
  await db
    .insertInto('orders_refunds')
    .values({
      id: refund.id,
      order_id: refund.orderId,
      amount: refund.amount,
      reason: refund.reason,
      restock: refund.restock ? 1 : 0,
      created_at: refund.createdAt,
    })
    .execute();
  if (refund.lines.length === 0) return;
  await db
    .insertInto('orders_refund_lines')
    .values(
      refund.lines.map((line) => ({
        id: `${refund.id}-${line.position}`,
        refund_id: refund.id,
        order_id: refund.orderId,
        position: line.position,
        quantity: line.quantity,
        amount: line.amount,
      })),
    )
    .execute();
}

/** Deletes a refund with its lines (their foreign key cascades). */
export async function deleteRefund(db: Db, orderId: string, refundId: string): Promise<void> {
  await db
    .deleteFrom('orders_refunds')
    .where('id', '=', refundId)
    .where('order_id', '=', orderId)
    .execute();
}

export async function insertNote(db: Db, note: Omit<OrderNote, 'mailState'>): Promise<void> {
  await db
    .insertInto('orders_notes')
    .values({
      id: note.id,
      order_id: note.orderId,
      note: note.note,
      customer_note: note.customerNote ? 1 : 0,
      author: note.author,
      created_at: note.createdAt,
    })
    .execute();
}

/** An order's notes, newest first (as WooCommerce lists them), each with its mail's state. */
export async function notesOf(db: Db, orderId: string): Promise<OrderNote[]> {
  const [rows, mails] = await Promise.all([
    db
      .selectFrom('orders_notes')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('orders_emails')
      .select(['note_id', 'state'])
      .where('order_id', '=', orderId)
      .where('note_id', 'is not', null)
      .execute(),
  ]);
  const mailState = new Map(mails.map((mail) => [mail.note_id, mail.state as OrderMail['state']]));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    note: row.note,
    customerNote: Number(row.customer_note) === 1,
    author: row.author === 'system' ? 'system' : 'owner',
    createdAt: Number(row.created_at),
    mailState: mailState.get(row.id) ?? null,
  }));
}

/** Deletes a note; the mail that carried it stays (it was sent) but no longer points at it. */
export async function deleteNote(db: Db, orderId: string, noteId: string): Promise<boolean> {
  await db
    .updateTable('orders_emails')
    .set({ note_id: null })
    .where('order_id', '=', orderId)
    .where('note_id', '=', noteId)
    .execute();
  const result = await db
    .deleteFrom('orders_notes')
    .where('id', '=', noteId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setNote(db: Db, id: string, note: string, now: number): Promise<void> {
  await db
    .updateTable('orders_orders')
    .set({ note, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes an order; its lines and mails go with it (their foreign keys cascade). */
export async function deleteOrder(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('orders_orders').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setStatus(db: Db, id: string, status: OrderStatus, now: number) {
  const result = await db
    .updateTable('orders_orders')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertMail(db: Db, mail: OrderMail): Promise<void> {
  await db
    .insertInto('orders_emails')
    .values({
      id: mail.id,
      order_id: mail.orderId,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      state: mail.state,
      note_id: mail.noteId,
      created_at: mail.createdAt,
    })
    .execute();
}

export async function setMailState(db: Db, id: string, state: OrderMail['state']) {
  await db.updateTable('orders_emails').set({ state }).where('id', '=', id).execute();
}

export async function mailsOf(db: Db, orderId: string): Promise<OrderMail[]> {
  const rows = await db
    .selectFrom('orders_emails')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    state: row.state as OrderMail['state'],
    noteId: row.note_id,
    createdAt: Number(row.created_at),
  }));
}

/** Recent orders' first line and billing address, newest first (the notices module's read). */
export async function recentPurchases(
  db: Db,
  statuses: readonly OrderStatus[],
  limit: number,
): Promise<Array<{ billing: string; product_id: string; created_at: number }>> {
  const rows = await db
    .selectFrom('orders_orders as o')
    .innerJoin('orders_lines as l', (join) =>
      join.onRef('l.order_id', '=', 'o.id').on('l.position', '=', 0),
    )
    .select(['o.billing', 'l.product_id', 'o.created_at'])
    .where('o.status', 'in', [...statuses])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}

/** Sold orders placed in [from, to) in one currency: who, how much, which codes (analytics). */
export async function soldOrdersBetween(
  db: Db,
  query: { statuses: readonly OrderStatus[]; from: number; to: number; currency: string },
): Promise<
  Array<{
    id: string;
    email: string;
    total: number;
    coupons: string;
    attribution: string;
    created_at: number;
  }>
> {
  const rows = await db
    .selectFrom('orders_orders')
    .select(['id', 'email', 'total', 'coupons', 'attribution', 'created_at'])
    .where('status', 'in', [...query.statuses])
    .where('created_at', '>=', query.from)
    .where('created_at', '<', query.to)
    .where('currency', '=', query.currency)
    .execute();
  return rows.map((row) => ({
    ...row,
    total: Number(row.total),
    created_at: Number(row.created_at),
  }));
}

/** Whether this order was placed by this customer account (signed in as it at the checkout). */
export async function placedByCustomer(db: Db, id: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders_orders')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
