// Whether a line may hold a quantity: a whole number of 1 or more, a variation that exists and can
// be bought, no more than its stock (when tracked), its max_qty and the cart's own ceiling. A
// refusal names its reason and what the message needs; the cart is left as it was.
import { CART_MAX_LINE_QUANTITY, type CartErrorCode } from '@pinwheel/core';
import type { CartVariation } from '../catalog/index.ts';

export interface Refusal {
  code: CartErrorCode;
  params: Record<string, string | number>;
}

export function refusal(code: CartErrorCode, params: Refusal['params'] = {}): Refusal {
  return { code, params };
}

/** A quantity as a request gave it: a whole number of 1 or more, else null. */
export function wholeQuantity(value: number): number | null {
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

export function checkLineQuantity(
  variation: CartVariation | undefined,
  quantity: number,
): Refusal | null {
  if (wholeQuantity(quantity) === null) return refusal('quantity_invalid');
  if (!variation) return refusal('unknown_variation');
  const title = variation.productTitle;
  if (!variation.purchasable) return refusal('unavailable', { title });
  if (!variation.isInStock || variation.stock === 0) return refusal('out_of_stock', { title });
  if (variation.stock !== null && quantity > variation.stock) {
    return refusal('not_enough_stock', { title, requested: quantity, available: variation.stock });
  }
  const max = Math.min(variation.maxQty ?? Infinity, CART_MAX_LINE_QUANTITY);
  if (quantity > max) return refusal('max_quantity', { title, max });
  return null;
}

/** The most a line of this variation may hold; null when only the cart's ceiling applies. */
export function lineMaximum(variation: CartVariation): number | null {
  const max = Math.min(variation.stock ?? Infinity, variation.maxQty ?? Infinity);
  return Number.isFinite(max) ? max : null;
}
