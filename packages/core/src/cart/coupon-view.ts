// A discount code as the cart, checkout and the order show it: the code, what it takes off (minor
// units) and whether it ships free; a code that does not apply to the cart as it is now says why
// (its refusal has a message in the catalogue, coupon.error.*) and takes nothing off.

/** Why a code does not apply; each has its message (coupon.error.<code>) in English and Hebrew. */
export type CouponRefusalCode =
  | 'unknown'
  | 'expired'
  | 'not_started'
  | 'minimum_not_reached'
  | 'maximum_exceeded'
  | 'usage_limit_reached'
  | 'per_user_limit_reached'
  | 'already_used'
  | 'not_for_these_products'
  | 'cannot_combine'
  | 'first_order_only'
  | 'not_for_this_email'
  | 'already_applied'
  | 'too_many'
  | 'invalid';

export interface CouponRefusal {
  code: CouponRefusalCode;
  /** Minor units still to spend (minimum_not_reached), or the cap (maximum_exceeded). */
  amount?: number;
}

export interface AppliedCouponView {
  /** The code as the coupon spells it (upper case). */
  code: string;
  /** What it takes off the lines, minor units (0 when refused). */
  discount: number;
  /** The order ships free with it. */
  freeShipping: boolean;
  /** Null: it applies. Otherwise why not, in the visitor's language. */
  refusal: { code: CouponRefusalCode; message: string } | null;
  /**
   * Set when it discounts certain items (products or categories named, or an amount off each
   * product), as Shopify's line-level codes do: what it takes off each line, by the line's key.
   */
  lines?: Array<{ key: string; amount: number }>;
}

/** Most codes one cart holds at once. */
export const CART_MAX_COUPONS = 5;
/** A code is at most this long; anything longer is refused before any lookup. */
export const COUPON_CODE_MAX_LENGTH = 64;
