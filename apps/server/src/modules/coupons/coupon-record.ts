// A coupon as the module's code reads it: rules in the shop's units (money in minor units, a
// percentage in hundredths), lists as arrays, times as epoch milliseconds or null.

export const discountTypes = ['percent', 'fixed_cart', 'fixed_product'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const couponStatuses = ['publish', 'draft'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export interface Coupon {
  id: string;
  code: string;
  discountType: DiscountType;
  /** Hundredths of a percent for 'percent' (1000 = 10%), else minor units. */
  amount: number;
  freeShipping: boolean;
  minimumAmount: number | null;
  maximumAmount: number | null;
  productIds: string[];
  excludedProductIds: string[];
  productCategories: string[];
  excludedProductCategories: string[];
  /** Lower case; `*@example.com` matches a whole domain, as WooCommerce's does. */
  emailRestrictions: string[];
  startsAt: number | null;
  expiresAt: number | null;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  usageCount: number;
  individualUse: boolean;
  firstOrderOnly: boolean;
  uniqueCodePattern: string | null;
  description: string;
  status: CouponStatus;
  createdAt: number;
  updatedAt: number;
}

/** What the owner writes: everything but the id, the count and the times. */
export type CouponInput = Omit<Coupon, 'id' | 'usageCount' | 'createdAt' | 'updatedAt'>;

/** The key a code is matched on: case does not matter, surrounding spaces neither. */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}
