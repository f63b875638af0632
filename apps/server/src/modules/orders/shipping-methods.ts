// The shipping methods a basket can choose: a flat rate always, and free shipping once the
// subtotal reaches the owner's threshold (WooCommerce's "free shipping: minimum order amount").
import type { MessageKey } from '@pinwheel/core';
import type { OrderSettings } from './order-settings.ts';

export type ShippingMethodId = 'flat_rate' | 'free_shipping';

export interface ShippingOption {
  id: ShippingMethodId;
  title: MessageKey;
  /** Minor units. */
  cost: number;
}

/** `freeShipping`: a discount code that ships free applies, whatever the subtotal. */
export function shippingOptions(
  settings: OrderSettings,
  subtotal: number,
  freeShipping = false,
): ShippingOption[] {
  const options: ShippingOption[] = [];
  const freeAbove = settings.shipping.free_above;
  if (freeShipping || (freeAbove !== null && subtotal >= freeAbove)) {
    options.push({ id: 'free_shipping', title: 'checkout.shipping.free', cost: 0 });
  }
  options.push({
    id: 'flat_rate',
    title: 'checkout.shipping.flat',
    cost: settings.shipping.flat_rate,
  });
  return options;
}
