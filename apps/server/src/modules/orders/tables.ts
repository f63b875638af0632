// The orders module's tables: orders, their lines and mails, the order settings.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** orders: an order placed at checkout; addresses and attribution as JSON. */
export interface OrdersOrdersTable {
  id: string;
  number: string;
  access_key: string;
  status: string;
  email: string;
  phone: Generated<string>;
  billing: string;
  shipping: string;
  note: Generated<string>;
  shipping_method: string;
  payment_method: string;
  currency: string;
  subtotal: number;
  shipping_total: number;
  /** JSON array of {code, discount}: the discount codes used, as placed. */
  coupons: Generated<string>;
  discount_total: Generated<number>;
  total: number;
  due_now: number;
  lang: string;
  attribution: Generated<string>;
  /** 1 while the order holds the stock its lines took (less what refunds gave back). */
  stock_held: Generated<number>;
  /** The customer account signed in when it was placed (0050); null for a guest's order. */
  customer_id: string | null;
  created_at: number;
  updated_at: number;
}

/** orders: one line of an order, as the catalog priced it when the order was placed. */
export interface OrdersLinesTable {
  id: string;
  order_id: string;
  position: number;
  variation_id: number;
  product_id: string;
  title: string;
  options: Generated<string>;
  sku: Generated<string>;
  quantity: number;
  unit_price: number;
  line_total: number;
  pre_order_label: string | null;
  /** JSON: the deposit plan chosen and what was due now, or null. */
  deposit: string | null;
}

/** orders: a mail about an order, sent or (with no SMTP server) kept for the owner. */
export interface OrdersEmailsTable {
  id: string;
  order_id: string;
  recipient: string;
  subject: string;
  body: string;
  state: string;
  /** The note this mail carried to the customer; null for the order's own mails. */
  note_id: string | null;
  created_at: number;
}

/** orders: a note on an order, the shop's own or meant for the customer (then mailed). */
export interface OrdersNotesTable {
  id: string;
  order_id: string;
  note: string;
  customer_note: Generated<number>;
  /** 'owner' | 'system'. */
  author: string;
  created_at: number;
}

/** orders: money given back on an order, and whether its lines' units went back to stock. */
export interface OrdersRefundsTable {
  id: string;
  order_id: string;
  amount: number;
  reason: Generated<string>;
  restock: Generated<number>;
  created_at: number;
}

/** orders: how many units of one order line a refund covered, and what it gave back for them. */
export interface OrdersRefundLinesTable {
  id: string;
  refund_id: string;
  order_id: string;
  position: number;
  quantity: number;
  amount: number;
}

export interface OrdersSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface OrdersTables {
  orders_orders: OrdersOrdersTable;
  orders_lines: OrdersLinesTable;
  orders_emails: OrdersEmailsTable;
  orders_settings: OrdersSettingsTable;
  orders_notes: OrdersNotesTable;
  orders_refunds: OrdersRefundsTable;
  orders_refund_lines: OrdersRefundLinesTable;
}
