// What the order pages read off WooCommerce's order shape (wc/v3/orders, through the typed
// client): money strings as minor units, the attribution meta as the origin the old page showed,
// addresses as lines in the dashboard's language, and how many units of each line refunds covered.
// One place, so the list, the order's page and the print view say the same thing.
import type { AnswerOf, Operation } from '@pinwheel/client';
import {
  formatMoney,
  type CurrencyFormat,
  parseMoneyInput,
  translate,
  type Language,
  type MessageKey,
} from '@pinwheel/core';

export type WcOrder = AnswerOf<Operation<'/wp-json/wc/v3/orders/{id}', 'get'>>;
export type WcRefund = AnswerOf<Operation<'/wp-json/wc/v3/orders/{id}/refunds/{child}', 'get'>>;
export type WcNote = AnswerOf<Operation<'/wp-json/wc/v3/orders/{id}/notes/{child}', 'get'>>;
export type OrderMail = AnswerOf<
  Operation<'/wp-json/pinwheel/v1/orders/{id}/emails', 'get'>
>[number];
export type OrderStatus = WcOrder['status'];

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
];

export const statusLabel = (lang: Language, status: OrderStatus) =>
  translate(lang, `orderStatus.${status}` as MessageKey);

/** A decimal string of the API ("19.90") as minor units; 0 for anything unreadable. */
export function minorOf(text: string, currency: string): number {
  const read = parseMoneyInput(text.replace(/^-/, ''), currency);
  const minor = read.ok ? read.minor : 0;
  return text.startsWith('-') ? -minor : minor;
}

/** A decimal string of the API worded in the dashboard's language ("$19.90", "‏19.90 $"). */
export function moneyText(
  text: string,
  currency: string,
  lang: Language,
  /** The shop's currency format (useCurrencyFormat); null: Intl's writing. */
  format: CurrencyFormat | null,
): string {
  return formatMoney(minorOf(text, currency), currency, lang, format);
}

const ATTRIBUTION_PREFIX = '_wc_order_attribution_';

/** The attribution fields the checkout stored, by name (without WooCommerce's meta prefix). */
export function attributionOf(order: WcOrder): Array<{ name: string; value: string }> {
  return order.meta_data
    .filter((meta) => meta.key.startsWith(ATTRIBUTION_PREFIX))
    .map((meta) => ({ name: meta.key.slice(ATTRIBUTION_PREFIX.length), value: meta.value }));
}

/** Where the buyer came from, in the words the order list has always used. */
export function originOf(order: WcOrder, lang: Language): string {
  const fields = Object.fromEntries(attributionOf(order).map((field) => [field.name, field.value]));
  const source = fields.source ?? '';
  switch (fields.type) {
    case 'utm':
      return translate(lang, 'origin.utm', { source });
    case 'organic':
      return translate(lang, 'origin.organic', { source });
    case 'referral':
      return translate(lang, 'origin.referral', { source });
    case 'typein':
      return translate(lang, 'origin.typein');
    default:
      return translate(lang, 'origin.unknown');
  }
}

type Address = WcOrder['shipping'];

/** An address as the lines a label shows, the country named in the dashboard's language. */
export function addressLines(address: Address, lang: Language): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.company,
    address.address_1,
    address.address_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.state,
    country,
  ].filter((line) => line !== '');
}

/** The customer's name as the order's billing address has it, else their email. */
export function customerName(order: WcOrder): string {
  return `${order.billing.first_name} ${order.billing.last_name}`.trim() || order.billing.email;
}

/** What the refunds gave back, in minor units (their totals are negative strings). */
export function refundedMinor(order: WcOrder): number {
  return order.refunds.reduce((sum, refund) => sum - minorOf(refund.total, order.currency), 0);
}

/** Units of each order line (by its id) that refunds covered. */
export function refundedUnits(refunds: readonly WcRefund[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.line_items) {
      units.set(line.refunded_item_id, (units.get(line.refunded_item_id) ?? 0) - line.quantity);
    }
  }
  return units;
}

/** A WordPress date (`…_gmt`, UTC without a zone) as a Date. */
export const gmtDate = (text: string) => new Date(`${text}Z`);
