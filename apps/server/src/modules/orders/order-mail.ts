// The mails an order sends: the shopper's confirmation in the language they ordered in, and the
// owner's notice. Plain text: what shoppers typed goes out as typed, never as HTML. Amounts are
// written in the shop's currency format (catalog settings) when the owner set one.
import { formatMoney, translate, type CurrencyFormat, type Language } from '@pinwheel/core';
import type { OutgoingMail } from '../../plugins/mailer.ts';
import { addressLines } from './address-lines.ts';
import type { Order } from './order-record.ts';

function orderLines(order: Order, lang: Language, format: CurrencyFormat | null): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency, lang, format);
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);
  const lines = order.lines.flatMap((line) => [
    `${line.title}${line.options ? ` (${line.options})` : ''} × ${line.quantity}: ${money(line.lineTotal)}`,
    ...(line.preOrderLabel ? [`  ${line.preOrderLabel}`] : []),
    ...(line.deposit
      ? [
          `  ${t('order.depositLine', {
            plan: line.deposit.name,
            amount: money(line.deposit.dueNow),
          })}`,
        ]
      : []),
  ]);
  return [
    ...lines,
    '',
    `${t('checkout.subtotal')}: ${money(order.subtotal)}`,
    // A discount is negative: the language's own sign placement.
    ...order.coupons.map(
      (coupon) => `${t('coupon.discountLine', { code: coupon.code })}: ${money(-coupon.discount)}`,
    ),
    `${t('checkout.shipping')}: ${order.shippingTotal === 0 ? t('checkout.shipping.free') : money(order.shippingTotal)}`,
    `${t('checkout.total')}: ${money(order.total)}`,
    ...(order.dueNow !== order.total ? [`${t('checkout.dueNow')}: ${money(order.dueNow)}`] : []),
  ];
}

export function customerMail(input: {
  order: Order;
  shopName: string;
  /** The shop's address lines for the footer; none: no footer address. */
  shopAddress: string[];
  currencyFormat: CurrencyFormat | null;
  receivedUrl: string;
  paymentInstructions: string | null;
}): OutgoingMail {
  const { order } = input;
  const lang = order.lang;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);
  return {
    to: order.email,
    subject: t('order.mail.subject', { shop: input.shopName, number: order.number }),
    text: [
      t('order.mail.greeting', { name: order.billing.first_name }),
      '',
      t('order.mail.received', { number: order.number }),
      '',
      ...orderLines(order, lang, input.currencyFormat),
      '',
      ...(input.paymentInstructions ? [t('order.bankDetails'), input.paymentInstructions, ''] : []),
      `${t('checkout.shippingAddress')}:`,
      ...addressLines(order.shipping, lang),
      '',
      t('order.mail.view', { url: input.receivedUrl }),
      ...signature(input.shopName, input.shopAddress),
    ].join('\n'),
  };
}

/** The mail's footer: the shop's name and postal address, under a signature line. */
function signature(shopName: string, address: string[]): string[] {
  return ['', '-- ', shopName, ...address];
}

export function ownerMail(input: {
  order: Order;
  shopName: string;
  currencyFormat: CurrencyFormat | null;
  to: string;
  adminUrl: string;
}) {
  const { order } = input;
  const lang: Language = 'en';
  return {
    to: input.to,
    subject: `[${input.shopName}] New order ${order.number}`,
    replyTo: order.email,
    text: [
      `New order ${order.number} from ${order.billing.first_name} ${order.billing.last_name} <${order.email}>, ${order.phone}.`,
      '',
      ...orderLines(order, lang, input.currencyFormat),
      '',
      `Payment: ${order.paymentMethod}. Shipping: ${order.shippingMethod}.`,
      ...(order.attribution.type
        ? [`Origin: ${order.attribution.type} / ${order.attribution.source ?? ''}`]
        : []),
      '',
      input.adminUrl,
    ].join('\n'),
  } satisfies OutgoingMail;
}

/** A note the owner wrote for the customer, mailed in the order's language as plain text. */
export function noteMail(input: {
  order: Order;
  note: string;
  shopName: string;
  shopAddress: string[];
  receivedUrl: string;
}): OutgoingMail {
  const { order } = input;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(order.lang, key, params);
  return {
    to: order.email,
    subject: t('order.noteMail.subject', { shop: input.shopName, number: order.number }),
    text: [
      t('order.mail.greeting', { name: order.billing.first_name }),
      '',
      t('order.noteMail.intro', { number: order.number }),
      '',
      input.note,
      '',
      t('order.mail.view', { url: input.receivedUrl }),
      ...signature(input.shopName, input.shopAddress),
    ].join('\n'),
  };
}
