// One checkout submission, from the page's form post or the API's JSON: the lines priced as the
// catalog stands decide which shipping methods are offered, the fields are judged, the attribution
// fields read under the configured prefix, and the order placed. Both callers answer what this
// returns in their own way (errors beside fields, or the API's error shape).
import { attributionFromForm, type AttributionFields, type Language } from '@pinwheel/core';
import type { WantedLine } from '../catalog/index.ts';
import { readCheckout, type FieldErrors } from './checkout-input.ts';
import type { PlaceOrderResult, OrdersService } from './service.ts';
import { shippingOptions } from './shipping-methods.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './service.ts';

export type CheckoutOutcome =
  | Extract<PlaceOrderResult, { ok: true }>
  | Exclude<PlaceOrderResult, { ok: true }>
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | { ok: false; reason: 'bad_lines' };

export async function submitCheckout(
  orders: OrdersService,
  input: {
    lines: readonly WantedLine[];
    read: (name: string) => string;
    /** Attribution given as an object (the API) rather than as prefixed fields (the page). */
    attribution?: AttributionFields;
    /** The visitor turned tracking off: nothing of theirs is attributed. */
    trackingRefused: boolean;
    /** The discount codes the shopper holds. */
    couponCodes?: readonly string[];
    lang: Language;
    /** The customer account signed in (its account page lists the order); null: a guest. */
    customerId?: string | null;
  },
): Promise<CheckoutOutcome> {
  const { lines } = input;
  if (lines.length === 0) return { ok: false, reason: 'empty' };
  if (
    lines.length > MAX_ORDER_LINES ||
    lines.some(
      (line) =>
        !Number.isSafeInteger(line.variationId) ||
        !Number.isInteger(line.quantity) ||
        line.quantity < 1 ||
        line.quantity > MAX_LINE_QUANTITY,
    )
  ) {
    return { ok: false, reason: 'bad_lines' };
  }
  const settings = await orders.settings();
  let subtotal: number;
  let freeShipping = false;
  try {
    const priced = await orders.priceLines(lines);
    subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    // A code that ships free offers free shipping; placing the order judges the codes again.
    const judged = await orders.judgeCoupons(input.couponCodes ?? [], priced);
    freeShipping = judged.some((entry) => entry.freeShipping);
  } catch (error) {
    if (error instanceof Error && error.name === 'UnknownVariation') {
      return {
        ok: false,
        reason: 'unknown_items',
        variationIds: (error as Error & { variationIds: number[] }).variationIds,
      };
    }
    throw error;
  }
  const checked = readCheckout(input.read, {
    shippingMethods: shippingOptions(settings, subtotal, freeShipping).map((option) => option.id),
    paymentMethods: orders.paymentMethods(settings).map((method) => method.id),
  });
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const given =
    !settings.attribution.enabled || input.trackingRefused
      ? {}
      : (input.attribution ??
        attributionFromForm((name) => input.read(name) || null, settings.attribution.prefix));
  // Only the fields the owner chose are kept, whichever way they came.
  const attribution = Object.fromEntries(
    Object.entries(given).filter(([name]) =>
      (settings.attribution.fields as string[]).includes(name),
    ),
  );
  return orders.placeOrder({
    lines,
    details: checked.details,
    attribution,
    lang: input.lang,
    couponCodes: input.couponCodes ?? [],
    customerId: input.customerId ?? null,
  });
}
