// An order as the module hands it out: what the owner's list and page, the order-received page
// and the mails read. Money in minor units of `currency`.
import type { AttributionFields } from '@pinwheel/core';
import type { Address } from './checkout-input.ts';
import type { OrderStatus } from './payment-methods.ts';

export interface OrderLine {
  variationId: number;
  productId: string;
  title: string;
  options: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  preOrderLabel: string | null;
  deposit: {
    name: string;
    percent: number;
    installments: number;
    dueNow: number;
  } | null;
}

export interface Order {
  id: string;
  number: string;
  accessKey: string;
  status: OrderStatus;
  email: string;
  phone: string;
  billing: Address;
  shipping: Address;
  note: string;
  shippingMethod: string;
  paymentMethod: string;
  currency: string;
  subtotal: number;
  shippingTotal: number;
  /** The discount codes used, each with what it took off (minor units), as placed. */
  coupons: Array<{ code: string; discount: number }>;
  /** What the codes took off together. */
  discountTotal: number;
  /** subtotal - discountTotal + shippingTotal. */
  total: number;
  /** What is paid now: the total less what deposit plans leave for later. */
  dueNow: number;
  lang: 'en' | 'he';
  attribution: AttributionFields;
  lines: OrderLine[];
  /** Whether the order holds the stock its lines took, less what refunds gave back. */
  stockHeld: boolean;
  /** Money given back, oldest first. */
  refunds: OrderRefund[];
  createdAt: number;
  updatedAt: number;
}

/** Money given back on an order; `lines` say which units it covered (by line position). */
export interface OrderRefund {
  id: string;
  orderId: string;
  /** Minor units of the order's currency. */
  amount: number;
  reason: string;
  /** The lines' units went back to stock when it was recorded. */
  restock: boolean;
  lines: Array<{ position: number; quantity: number; amount: number }>;
  createdAt: number;
}

/** A note on an order: private to the shop, or for the customer (mailed to them). */
export interface OrderNote {
  id: string;
  orderId: string;
  note: string;
  customerNote: boolean;
  author: 'owner' | 'system';
  createdAt: number;
  /** What became of the mail that carried a customer note; null for a private note. */
  mailState: OrderMail['state'] | null;
}

export interface OrderMail {
  id: string;
  orderId: string;
  recipient: string;
  subject: string;
  body: string;
  /** sent: the SMTP server took it; kept: no SMTP server is set; failed: the server refused. */
  state: 'sent' | 'kept' | 'failed';
  /** The customer note this mail carried; null for the order's own mails. */
  noteId: string | null;
  createdAt: number;
}
