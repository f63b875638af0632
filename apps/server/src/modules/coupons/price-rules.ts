// Our coupons as Shopify's price rules (spec §3 "Price rule (Shopify)", §7 get-price-rules), the
// shape a Shopify theme or the widget reads a store's discounts in. Each rule is one coupon a
// shopper can type: a coupon that only issues single-use codes (a pattern) has no shareable code
// and is left out, as is one kept for certain addresses. A coupon that takes money off and also ships free is two rules, as Shopify
// keeps a line discount and a shipping discount apart. Money is a decimal string in the shop's
// currency, the value negative, as Shopify writes them.
import { moneyInputValue } from '@pinwheel/core';
import type { Coupon } from './coupon-record.ts';

export interface PriceRule {
  id: string;
  title: string;
  value_type: 'percentage' | 'fixed_amount';
  value: string;
  target_type: 'line_item' | 'shipping_line';
  target_selection: 'all' | 'entitled';
  allocation_method: 'across' | 'each';
  customer_selection: 'all';
  once_per_customer: boolean;
  usage_limit: number | null;
  entitled_product_ids: string[];
  entitled_collection_ids: string[];
  prerequisite_subtotal_range: { greater_than_or_equal_to: string } | null;
  starts_at: string | null;
  ends_at: string | null;
}

/** Hundredths of a percent as Shopify writes a percentage: 1000 → "10.0", 1250 → "12.5". */
const percentText = (hundredths: number) => {
  const percent = hundredths / 100;
  return Number.isInteger(percent) ? percent.toFixed(1) : String(percent);
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function priceRulesOf(coupons: readonly Coupon[], currency: string): PriceRule[] {
  return coupons.flatMap((coupon) => {
    // Codes meant for certain addresses are theirs, not the page's to list.
    if (coupon.uniqueCodePattern !== null || coupon.emailRestrictions.length > 0) return [];
    const entitled = coupon.productIds.length > 0 || coupon.productCategories.length > 0;
    const common = {
      title: coupon.code,
      customer_selection: 'all' as const,
      once_per_customer: coupon.usageLimitPerUser === 1,
      usage_limit: coupon.usageLimit,
      prerequisite_subtotal_range:
        coupon.minimumAmount === null
          ? null
          : { greater_than_or_equal_to: moneyInputValue(coupon.minimumAmount, currency) },
      starts_at: iso(coupon.startsAt),
      ends_at: iso(coupon.expiresAt),
    };
    const rules: PriceRule[] = [];
    if (coupon.amount > 0) {
      rules.push({
        ...common,
        id: coupon.id,
        value_type: coupon.discountType === 'percent' ? 'percentage' : 'fixed_amount',
        value:
          coupon.discountType === 'percent'
            ? `-${percentText(coupon.amount)}`
            : `-${moneyInputValue(coupon.amount, currency)}`,
        target_type: 'line_item',
        target_selection: entitled ? 'entitled' : 'all',
        // A fixed amount off each product is Shopify's "each"; the rest spread across the lines.
        allocation_method: coupon.discountType === 'fixed_product' ? 'each' : 'across',
        entitled_product_ids: coupon.productIds,
        entitled_collection_ids: coupon.productCategories,
      });
    }
    if (coupon.freeShipping) {
      rules.push({
        ...common,
        id: coupon.amount > 0 ? `${coupon.id}-shipping` : coupon.id,
        value_type: 'percentage',
        value: '-100.0',
        target_type: 'shipping_line',
        target_selection: 'all',
        allocation_method: 'each',
        entitled_product_ids: [],
        entitled_collection_ids: [],
      });
    }
    return rules;
  });
}
