// A coupon in WooCommerce's REST words (class-wc-rest-coupons-v2-controller.php's schema): money
// and the amount as decimal strings in the shop's currency ("10.00"), dates as
// `YYYY-MM-DDTHH:MM:SS` (the shop's time is UTC, so each date and its _gmt twin agree), "0.00"
// for no minimum or maximum. Differences, documented: ids are our opaque strings; used_by lists
// addresses; meta_data is always empty (not kept); limit_usage_to_x_items and exclude_sale_items
// are absent (we have neither). Ours beside them: date_starts(_gmt), first_order_only,
// unique_code_pattern.
import { moneyInputValue } from '@pinwheel/core';
import { z } from 'zod';
import { couponStatuses, discountTypes, type Coupon } from '../coupon-record.ts';

const dateText = z.string().describe('YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC)');

export const couponAnswer = z.object({
  id: z.string().describe('our opaque id (WooCommerce: an integer)'),
  code: z.string(),
  amount: z.string().describe('a percentage for percent, else money in the shop’s currency'),
  status: z.enum(couponStatuses),
  date_created: dateText,
  date_created_gmt: dateText,
  date_modified: dateText,
  date_modified_gmt: dateText,
  discount_type: z.enum(discountTypes),
  description: z.string(),
  date_expires: dateText.nullable(),
  date_expires_gmt: dateText.nullable(),
  date_starts: dateText.nullable().describe('ours: the code works from then on'),
  date_starts_gmt: dateText.nullable().describe('ours'),
  usage_count: z.number().int(),
  individual_use: z.boolean(),
  product_ids: z.array(z.string()),
  excluded_product_ids: z.array(z.string()),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_user: z.number().int().nullable(),
  free_shipping: z.boolean(),
  product_categories: z.array(z.string()),
  excluded_product_categories: z.array(z.string()),
  minimum_amount: z.string(),
  maximum_amount: z.string(),
  email_restrictions: z.array(z.string()),
  used_by: z.array(z.string()).describe('the addresses of the orders that used it'),
  first_order_only: z.boolean().describe('ours: only an address without earlier orders'),
  unique_code_pattern: z
    .string()
    .nullable()
    .describe(
      'ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted',
    ),
  meta_data: z.array(z.never()).describe('always empty: meta data is not kept'),
  _links: z.object({
    self: z.array(z.object({ href: z.string() })),
    collection: z.array(z.object({ href: z.string() })),
  }),
});

export type CouponAnswer = z.infer<typeof couponAnswer>;

/** Epoch milliseconds as WordPress writes a date: no zone, no fraction. */
export function wpDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

function percentText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export function couponJson(
  coupon: Coupon,
  context: { currency: string; usedBy: string[]; baseUrl: string },
): CouponAnswer {
  const money = (minor: number | null) => moneyInputValue(minor ?? 0, context.currency);
  const date = (ms: number | null) => (ms === null ? null : wpDate(ms));
  const collection = `${context.baseUrl}/wp-json/wc/v3/coupons`;
  return {
    id: coupon.id,
    code: coupon.code,
    amount: coupon.discountType === 'percent' ? percentText(coupon.amount) : money(coupon.amount),
    status: coupon.status,
    date_created: wpDate(coupon.createdAt),
    date_created_gmt: wpDate(coupon.createdAt),
    date_modified: wpDate(coupon.updatedAt),
    date_modified_gmt: wpDate(coupon.updatedAt),
    discount_type: coupon.discountType,
    description: coupon.description,
    date_expires: date(coupon.expiresAt),
    date_expires_gmt: date(coupon.expiresAt),
    date_starts: date(coupon.startsAt),
    date_starts_gmt: date(coupon.startsAt),
    usage_count: coupon.usageCount,
    individual_use: coupon.individualUse,
    product_ids: coupon.productIds,
    excluded_product_ids: coupon.excludedProductIds,
    usage_limit: coupon.usageLimit,
    usage_limit_per_user: coupon.usageLimitPerUser,
    free_shipping: coupon.freeShipping,
    product_categories: coupon.productCategories,
    excluded_product_categories: coupon.excludedProductCategories,
    minimum_amount: money(coupon.minimumAmount),
    maximum_amount: money(coupon.maximumAmount),
    email_restrictions: coupon.emailRestrictions,
    used_by: context.usedBy,
    first_order_only: coupon.firstOrderOnly,
    unique_code_pattern: coupon.uniqueCodePattern,
    meta_data: [],
    _links: {
      self: [{ href: `${collection}/${encodeURIComponent(coupon.id)}` }],
      collection: [{ href: collection }],
    },
  };
}
