// A coupon as the form holds it (every field as typed, text for amounts and limits) and back to
// what wc/v3/coupons takes. Dates are whole days in the shop's time (UTC): a start at the first
// second of its day, an expiry at the last, so "expires on the 31st" means through the 31st.
import type { AnswerOf, BodyOf, Operation } from '@pinwheel/client';

export type WcCoupon = AnswerOf<Operation<'/wp-json/wc/v3/coupons/{id}', 'get'>>;
export type CouponBody = BodyOf<Operation<'/wp-json/wc/v3/coupons', 'post'>>;
export type DiscountType = WcCoupon['discount_type'];

export interface CouponDraft {
  code: string;
  description: string;
  discount_type: DiscountType;
  amount: string;
  free_shipping: boolean;
  status: 'publish' | 'draft';
  date_starts: string;
  date_expires: string;
  minimum_amount: string;
  maximum_amount: string;
  product_ids: string[];
  excluded_product_ids: string[];
  product_categories: string[];
  excluded_product_categories: string[];
  email_restrictions: string;
  usage_limit: string;
  usage_limit_per_user: string;
  individual_use: boolean;
  first_order_only: boolean;
  unique_code_pattern: string;
}

export const blankDraft: CouponDraft = {
  code: '',
  description: '',
  discount_type: 'percent',
  amount: '',
  free_shipping: false,
  status: 'publish',
  date_starts: '',
  date_expires: '',
  minimum_amount: '',
  maximum_amount: '',
  product_ids: [],
  excluded_product_ids: [],
  product_categories: [],
  excluded_product_categories: [],
  email_restrictions: '',
  usage_limit: '',
  usage_limit_per_user: '',
  individual_use: false,
  first_order_only: false,
  unique_code_pattern: '',
};

/** "0.00" is the API's "none" for a minimum or maximum: an empty field here. */
const noneAsEmpty = (value: string) => (/^0+(\.0+)?$/.test(value) ? '' : value);

export function draftOf(coupon: WcCoupon): CouponDraft {
  return {
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discount_type,
    // A percentage reads as typed ("10", "12.5"), not as money ("10.00").
    amount:
      coupon.discount_type === 'percent'
        ? noneAsEmpty(String(Number(coupon.amount)))
        : noneAsEmpty(coupon.amount),
    free_shipping: coupon.free_shipping,
    status: coupon.status === 'draft' ? 'draft' : 'publish',
    date_starts: coupon.date_starts_gmt?.slice(0, 10) ?? '',
    date_expires: coupon.date_expires_gmt?.slice(0, 10) ?? '',
    minimum_amount: noneAsEmpty(coupon.minimum_amount),
    maximum_amount: noneAsEmpty(coupon.maximum_amount),
    product_ids: coupon.product_ids,
    excluded_product_ids: coupon.excluded_product_ids,
    product_categories: coupon.product_categories,
    excluded_product_categories: coupon.excluded_product_categories,
    email_restrictions: coupon.email_restrictions.join('\n'),
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    usage_limit_per_user:
      coupon.usage_limit_per_user === null ? '' : String(coupon.usage_limit_per_user),
    individual_use: coupon.individual_use,
    first_order_only: coupon.first_order_only,
    unique_code_pattern: coupon.unique_code_pattern ?? '',
  };
}

/** A limit field: blank is no limit (0 for the API); anything else is sent as typed for the API to judge. */
function limitOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isInteger(value) ? value : -1;
}

export function bodyOf(draft: CouponDraft): CouponBody {
  return {
    code: draft.code.trim(),
    description: draft.description,
    discount_type: draft.discount_type,
    amount: draft.amount.trim() || '0',
    free_shipping: draft.free_shipping,
    status: draft.status,
    date_starts_gmt: draft.date_starts ? `${draft.date_starts}T00:00:00` : null,
    date_expires_gmt: draft.date_expires ? `${draft.date_expires}T23:59:59` : null,
    minimum_amount: draft.minimum_amount.trim(),
    maximum_amount: draft.maximum_amount.trim(),
    product_ids: draft.product_ids,
    excluded_product_ids: draft.excluded_product_ids,
    product_categories: draft.product_categories,
    excluded_product_categories: draft.excluded_product_categories,
    email_restrictions: draft.email_restrictions
      .split(/[\s,;]+/)
      .map((one) => one.trim())
      .filter(Boolean),
    usage_limit: limitOf(draft.usage_limit),
    usage_limit_per_user: limitOf(draft.usage_limit_per_user),
    individual_use: draft.individual_use,
    first_order_only: draft.first_order_only,
    unique_code_pattern: draft.unique_code_pattern.trim() || null,
  };
}

/**
 * The API names a field of a list by its place (`email_restrictions.2`): the form shows it
 * beside the whole field.
 */
export function errorsByField(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = name.split(/[.[]/)[0] ?? name;
    errors[field] ??= message;
  }
  return errors;
}
