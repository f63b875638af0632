// The checkout page's one state object: the choices the page follows before it posts (whether the
// order ships to another address, the shipping method, which the review's totals follow), over
// the values the form starts from: the shop's defaults, or what the server sent back with its
// refusal (every value kept).
import { useState } from 'react';
import type { CheckoutPageData } from '../../context/checkout.ts';

/** What the action answers when it refuses an order: the posted values and each field's message. */
export interface CheckoutRefusal {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
}

export interface CheckoutChoices {
  shipElsewhere: boolean;
  shippingId: string;
}

export function useCheckoutState(
  page: CheckoutPageData,
  refusal: CheckoutRefusal | undefined,
  /** A signed-in customer's details (their last order's), under a refusal's values. */
  prefill: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    billing_country: page.storeCountry,
    shipping_country: page.storeCountry,
    shipping_method: page.shippingOptions[0]?.id ?? '',
    payment_method: page.paymentMethods[0]?.id ?? '',
    ...prefill,
    ...refusal?.values,
  };
  const [choices, setChoices] = useState<CheckoutChoices>({
    shipElsewhere: values.ship_to_different_address === '1',
    shippingId: values.shipping_method ?? '',
  });
  const shipping =
    page.shippingOptions.find((option) => option.id === choices.shippingId) ??
    page.shippingOptions[0];
  const shippingCost = shipping?.cost ?? 0;
  return {
    values,
    errors: refusal?.errors ?? {},
    choices,
    shipping,
    total: page.subtotal - page.discountTotal + shippingCost,
    /** A deposit plan's line is paid its deposit now, the rest later. */
    dueNow: Math.max(
      0,
      page.lines.reduce((sum, line) => sum + (line.deposit?.dueNow ?? line.lineTotal), 0) +
        shippingCost -
        page.discountTotal,
    ),
    shipElsewhere: (shipElsewhere: boolean) =>
      setChoices((before) => ({ ...before, shipElsewhere })),
    chooseShipping: (shippingId: string) => setChoices((before) => ({ ...before, shippingId })),
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutState>;
