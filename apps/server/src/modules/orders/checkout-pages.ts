// Binds the orders module to one request for the web app's load context (apps/web/app/context/
// checkout.ts; the dashboard reads orders through wc/v3/orders): texts in the page's language,
// addresses as lines, the attribution inputs filled from the tracker's cookies (so a checkout
// posted without JavaScript still carries them), and the form post judged and placed like the
// API's.
import {
  attributionFromCookies,
  couponRefusalMessage,
  translate,
  TRACKING_REFUSED_COOKIE,
  type AttributionFields,
  type Language,
  type MessageKey,
} from '@pinwheel/core';
import type { FastifyRequest } from 'fastify';
import type { CheckoutLineView, CheckoutPages, OrderView } from '@pinwheel/web/context/checkout';
import { shortageOf, type PricedLine } from '../catalog/index.ts';
import { countries } from './address-regions.ts';
import { addressLines } from './address-lines.ts';
import type { CheckoutLines } from './checkout-lines.ts';
import { submitCheckout } from './checkout-submission.ts';
import type { Order } from './order-record.ts';
import { enabledPaymentMethods } from './payment-methods.ts';
import type { OrdersService } from './service.ts';
import { shippingOptions } from './shipping-methods.ts';
import { shortageMessage } from './shortage-message.ts';

function pricedLineView(line: PricedLine, lang: Language): CheckoutLineView {
  return {
    key: `${line.variationId}:${line.deposit?.planId ?? ''}`,
    title: lang === 'he' && line.titleHe ? line.titleHe : line.title,
    options: lang === 'he' ? line.optionsHe : line.options,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    bulkDiscountPercent: line.bulkDiscountPercent,
    preOrderLabel:
      lang === 'he' && line.preOrderLabelHe ? line.preOrderLabelHe : line.preOrderLabel,
    deposit: line.deposit
      ? {
          name: lang === 'he' && line.deposit.nameHe ? line.deposit.nameHe : line.deposit.name,
          dueNow: line.deposit.dueNow,
        }
      : null,
  };
}

export function originOf(attribution: AttributionFields, lang: Language): string {
  const source = attribution.source ?? '';
  switch (attribution.type) {
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

function paymentTitle(id: string, lang: Language): string {
  const key: MessageKey = id === 'bank_transfer' ? 'checkout.payment.bank' : 'checkout.payment.cod';
  return translate(lang, key);
}

export function orderView(order: Order, lang: Language, bankDetails: string | null): OrderView {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: translate(lang, `orderStatus.${order.status}` as MessageKey),
    createdAt: order.createdAt,
    email: order.email,
    phone: order.phone,
    currency: order.currency,
    lines: order.lines.map((line, index) => ({
      key: String(index),
      title: line.title,
      options: line.options,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      preOrderLabel: line.preOrderLabel,
      deposit: line.deposit ? { name: line.deposit.name, dueNow: line.deposit.dueNow } : null,
    })),
    subtotal: order.subtotal,
    coupons: order.coupons,
    discountTotal: order.discountTotal,
    shippingTotal: order.shippingTotal,
    total: order.total,
    dueNow: order.dueNow,
    paymentTitle: paymentTitle(order.paymentMethod, lang),
    shippingTitle: translate(
      lang,
      order.shippingMethod === 'free_shipping'
        ? 'checkout.shipping.free'
        : 'checkout.shipping.flat',
    ),
    billing: addressLines(order.billing, lang),
    shipping: addressLines(order.shipping, lang),
    note: order.note,
    bankDetails,
    origin: originOf(order.attribution, lang),
    attribution: Object.entries(order.attribution).map(([name, value]) => ({
      name,
      value: String(value),
    })),
  };
}

export function checkoutPages(input: {
  request: FastifyRequest;
  orders: OrdersService;
  lines: CheckoutLines;
  lang: Language;
}): CheckoutPages {
  const { request, orders, lang } = input;
  const refused = () => request.cookies[TRACKING_REFUSED_COOKIE] === '1';
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(lang, key, params);

  async function instalments() {
    const settings = await orders.settings();
    const method = enabledPaymentMethods(settings).find((candidate) => candidate.offersInstalments);
    if (!settings.instalments.enabled || !method) return null;
    const answer = await orders.instalmentsProvider.availability({
      key: settings.instalments.key,
      currency: await orders.currency(),
    });
    if (answer.status !== 200 || !answer.data.enabled) return null;
    return {
      key: settings.instalments.key,
      count: settings.instalments.count,
      methodTitle: t(method.title),
      provider: orders.instalmentsProvider.name ?? null,
      minAmount: settings.instalments.min_amount,
      maxAmount: settings.instalments.max_amount,
    };
  }

  return {
    async page() {
      const [settings, currency, currencyFormat, wanted, codes] = await Promise.all([
        orders.settings(),
        orders.currency(),
        orders.currencyFormat(),
        input.lines.linesFor(request),
        input.lines.couponCodes(request),
      ]);
      let priced: PricedLine[] = [];
      try {
        priced = await orders.priceLines(wanted);
      } catch {
        priced = []; // Unknown variations: nothing to check out; the page says so.
      }
      const problems = priced
        .map((line) => shortageOf(line, line.quantity))
        .filter((short) => short !== null)
        .map((short) => shortageMessage(lang, short));
      const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
      const tracking = settings.attribution.enabled && !refused();
      const judged = await orders.judgeCoupons(codes, priced);
      const coupons = judged.map((entry) => ({
        code: entry.code,
        discount: entry.discount,
        freeShipping: entry.freeShipping,
        refusal: entry.refusal
          ? {
              code: entry.refusal.code,
              message: couponRefusalMessage(
                lang,
                entry.refusal,
                entry.code,
                currency,
                currencyFormat,
              ),
            }
          : null,
      }));
      const freeShipping = coupons.some((coupon) => coupon.freeShipping);
      return {
        currency,
        lines: priced.map((line) => pricedLineView(line, lang)),
        problems,
        subtotal,
        coupons,
        discountTotal: coupons.reduce((sum, coupon) => sum + coupon.discount, 0),
        shippingOptions: shippingOptions(settings, subtotal, freeShipping).map((option) => ({
          id: option.id,
          label: t(option.title),
          cost: option.cost,
        })),
        freeAbove: settings.shipping.free_above,
        paymentMethods: enabledPaymentMethods(settings).map((method) => ({
          id: method.id,
          title: t(method.title),
          description: t(method.description),
        })),
        countries: countries(lang),
        storeCountry: settings.store_country,
        attribution: tracking
          ? {
              prefix: settings.attribution.prefix,
              names: settings.attribution.fields,
              fields: attributionFromCookies(request.cookies) as Record<string, string>,
            }
          : null,
        instalments: await instalments(),
      };
    },

    async place(form) {
      const read = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const outcome = await submitCheckout(orders, {
        lines: await input.lines.linesFor(request),
        read,
        trackingRefused: refused(),
        lang,
        couponCodes: await input.lines.couponCodes(request),
        customerId: (await request.currentCustomer())?.id ?? null,
      });
      if (outcome.ok) {
        return {
          ok: true,
          redirectTo: orders.receivedPath(outcome.order),
          setCookie: await input.lines.clear(request),
        };
      }
      switch (outcome.reason) {
        case 'invalid':
          return {
            ok: false,
            errors: Object.fromEntries(
              Object.entries(outcome.errors).map(([field, key]) => [field, t(key)]),
            ),
            message: t('checkout.errorsTitle'),
          };
        case 'out_of_stock':
          return {
            ok: false,
            errors: {},
            message: outcome.lines.map((line) => shortageMessage(lang, line)).join(' '),
          };
        case 'shipping_changed':
          return {
            ok: false,
            errors: { shipping_method: t('checkout.error.shippingMethod') },
            message: t('checkout.errorsTitle'),
          };
        case 'unknown_items':
        case 'bad_lines':
          return { ok: false, errors: {}, message: t('checkout.unknownItems') };
        case 'empty':
          return { ok: false, errors: {}, message: t('checkout.empty') };
        case 'coupon_refused':
          return {
            ok: false,
            errors: {},
            message: t('coupon.error.checkout', {
              reason: couponRefusalMessage(
                lang,
                outcome.refusal,
                outcome.code,
                await orders.currency(),
                await orders.currencyFormat(),
              ),
            }),
          };
      }
    },

    async received(id, key) {
      const order = await orders.orderForShopper(id, key);
      if (!order) return null;
      return orderView(order, lang, await orders.paymentInstructions(order));
    },

    instalments,

    async trackingState() {
      if (!(await orders.settings()).attribution.enabled) return 'off';
      return refused() ? 'refused' : 'on';
    },
  };
}
