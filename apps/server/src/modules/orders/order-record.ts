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
  createdAt: number;
  updatedAt: number;
}

export interface OrderMail {
  id: string;
  orderId: string;
  recipient: string;
  subject: string;
  body: string;
  /** sent: the SMTP server took it; kept: no SMTP server is set; failed: the server refused. */
  state: 'sent' | 'kept' | 'failed';
  createdAt: number;
}
