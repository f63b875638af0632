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
  /** The lines' product ids (Shopify's product_id, Wix's rootCatalogItemId), for product rules. */
  productIds?: readonly string[];
  /** The lines' variant ids (Shopify's variant_id). */
  variantIds?: readonly string[];
}

export function cartValue(totalPrice: number): number {
  return totalPrice / CART_PRICE_DIVISOR;
}

const comparisons: readonly string[] = ['greater_than', 'equal', 'greater_than_or_equal'];

/**
 * Whether the cart passes a popup's cart rule: its value or item count compared with a threshold,
 * and, when the rule names products (`products`: ids separated by commas, as the owner API saves
 * them), one of them in the cart by product or variant id. Named products without a measure are
 * the whole rule.
 */
export function cartRulePasses(
  measure: unknown,
  comparison: unknown,
  threshold: unknown,
  cart: CartState,
  products?: unknown,
): RuleOutcome {
  if (typeof products === 'string' && products) {
    const held = products
      .split(',')
      .some((id) => cart.productIds?.includes(id) || cart.variantIds?.includes(id));
    if (!held || measure === undefined)
      return { passed: held, detail: `${products} in cart: ${held}` };
  }
  const limit = numberFrom(threshold);
  if (limit === null || (measure !== 'cart_value' && measure !== 'item_count')) {
    return { passed: false, detail: 'needs a measure and a number' };
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

/**
 * An editor's products field as the owner API saves it: a JSON list (of ids, or of objects with
 * `product_id`, `variant_id` or `id`) or ids separated by commas, pipes or spaces, written as ids
 * separated by commas. Shopify's global ids (`gid://shopify/Product/7`) count as their number.
 */
export function cartTriggerProductList(field: string): string {
  let items: unknown;
  try {
    items = field.trim().startsWith('[') ? JSON.parse(field) : field.split(/[\s,|]+/);
  } catch {
    items = [];
  }
  return (Array.isArray(items) ? items : [])
    .map((item: unknown) => {
      const entry = item as Record<string, unknown> | null;
      const id =
        entry && typeof entry === 'object'
          ? (entry.product_id ?? entry.variant_id ?? entry.id)
          : item;
      return typeof id === 'string' || typeof id === 'number'
        ? String(id)
            .trim()
            .replace(/^gid:\/\/shopify\/\w+\//, '')
            .replaceAll(',', '')
        : '';
    })
    .filter(Boolean)
    .join(',');
}
