// Cart rules (spec §3 shopify_/wix_cart_trigger_*, §9): compare the cart's value or item count
// with a threshold. Carts report prices in minor units (Shopify /cart.js total_price); the
// cart value is price / CART_PRICE_DIVISOR.
import { CART_PRICE_DIVISOR } from '../constants.ts';
import type { CartComparison } from '../popup/targeting-fields.ts';
import { numberFrom } from './match-rule.ts';
import type { RuleOutcome } from './rule-outcome.ts';

export interface CartState {
  /** Total in minor units, as /cart.js total_price (4990 is 49.90). */
  totalPrice: number;
  itemCount: number;
}

export function cartValue(totalPrice: number): number {
  return totalPrice / CART_PRICE_DIVISOR;
}

const comparisons: readonly string[] = ['greater_than', 'equal', 'greater_than_or_equal'];

export function cartRulePasses(
  measure: unknown,
  comparison: unknown,
  threshold: unknown,
  cart: CartState,
): RuleOutcome {
  const limit = numberFrom(threshold);
  if (limit === null || (measure !== 'cart_value' && measure !== 'item_count')) {
    return { passed: false, detail: 'needs cart_value or item_count and a numeric value' };
  }
  if (typeof comparison !== 'string' || !comparisons.includes(comparison)) {
    return { passed: false, detail: `unknown comparison "${String(comparison)}"` };
  }
  const byValue = measure === 'cart_value';
  // Money is compared in minor units so a 49.90 threshold equals a 4990 cart exactly.
  const actual = byValue ? cart.totalPrice : cart.itemCount;
  const wanted = byValue ? Math.round(limit * CART_PRICE_DIVISOR) : limit;
  if (!Number.isFinite(actual)) return { passed: false, detail: 'cart is unknown' };
  const passed =
    comparison === 'equal'
      ? actual === wanted
      : comparison === 'greater_than'
        ? actual > wanted
        : actual >= wanted;
  const shown = byValue ? `cart value ${cartValue(actual)}` : `item count ${actual}`;
  return { passed, detail: `${shown} ${comparison as CartComparison} ${limit}` };
}
