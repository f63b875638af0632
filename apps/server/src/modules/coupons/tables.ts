// The coupons module's tables: the coupons, the single-use codes issued from a coupon's pattern,
// and every use of a code by an order. Kysely's view of them; db/schema.ts composes every module's
// tables into the one Database. Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** coupons: one discount code and its rules. */
export interface CouponsCouponsTable {
  id: string;
  /** As the owner typed it; `code_key` (upper case) is what a shopper's code is matched on. */
  code: string;
  code_key: string;
  /** 'percent' | 'fixed_cart' | 'fixed_product'. */
  discount_type: string;
  /**
   * Hundredths: of a percent for 'percent' (1000 = 10%), otherwise minor units of the shop's
   * currency (1990 = 19.90).
   */
  amount: number;
  free_shipping: Generated<number>;
  /** Minor units; null: no minimum / no maximum. */
  minimum_amount: number | null;
  maximum_amount: number | null;
  /** JSON arrays of product ids / category ids. */
  product_ids: Generated<string>;
  excluded_product_ids: Generated<string>;
  product_categories: Generated<string>;
  excluded_product_categories: Generated<string>;
  /** JSON array of lower-case email addresses (WooCommerce's email_restrictions). */
  email_restrictions: Generated<string>;
  starts_at: number | null;
  expires_at: number | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  usage_count: Generated<number>;
  individual_use: Generated<number>;
  first_order_only: Generated<number>;
  /** `WELCOME-XXXXXX`: single-use codes are issued from it; null: a shared code only. */
  unique_code_pattern: string | null;
  description: Generated<string>;
  /** 'publish' | 'draft'. A draft's code is unknown to shoppers. */
  status: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** coupons: a single-use code issued from a coupon's pattern (per lead or per prize). */
export interface CouponsUniqueCodesTable {
  /** Upper case. */
  code: string;
  coupon_id: string;
  lead_id: string | null;
  issued_at: number;
  /** Set, with the order, when an order uses it: once. */
  used_at: number | null;
  order_id: string | null;
}

/** coupons: one use of a code by an order, written in the order's transaction. */
export interface CouponsRedemptionsTable {
  id: string;
  coupon_id: string;
  /** The code entered (the coupon's, or a single-use code issued from it), upper case. */
  code: string;
  order_id: string;
  /** Lower case. */
  email: string;
  /** Minor units taken off the order by this code. */
  discount: number;
  created_at: number;
}

export interface CouponsTables {
  coupons_coupons: CouponsCouponsTable;
  coupons_unique_codes: CouponsUniqueCodesTable;
  coupons_redemptions: CouponsRedemptionsTable;
}
