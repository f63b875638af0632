// Whether codes apply to a cart, and what each takes off: one pure function the cart's view, the
// apply call and the order's transaction all use, so what the cart shows is what the order takes.
// Codes are judged in the order entered; each takes at most what the ones before it left.
import type { CouponRefusal } from '@pinwheel/core';
import type { Coupon } from './coupon-record.ts';

export interface CouponLine {
  productId: string;
  categoryIds: readonly string[];
  quantity: number;
  /** Minor units, bulk tiers applied. */
  lineTotal: number;
}

/** A code as found: its coupon, or nothing; a single-use code says whether it was used. */
export interface FoundCode {
  code: string;
  coupon: Coupon | null;
  /** A single-use code issued from the coupon's pattern already used by an order. */
  used: boolean;
}

/** Who is buying: known at checkout (the email), not in the cart. */
export interface Shopper {
  email: string;
  /** Orders this email placed before. */
  previousOrders: number;
  /** Orders of this email that used each coupon (by coupon id). */
  usesByCoupon: ReadonlyMap<string, number>;
}

export interface JudgedCode {
  code: string;
  coupon: Coupon | null;
  discount: number;
  /** What it takes off each line given, in their order (0 for a line it does not discount). */
  lineDiscounts: number[];
  /**
   * It discounts certain items (products or categories named, or an amount off each product), as
   * Shopify's line-level codes do; otherwise the cart as a whole.
   */
  entitled: boolean;
  freeShipping: boolean;
  refusal: CouponRefusal | null;
}

export function judgeCodes(
  found: readonly FoundCode[],
  lines: readonly CouponLine[],
  now: number,
  shopper?: Shopper,
): JudgedCode[] {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  let left = subtotal;
  const applied: Coupon[] = [];
  return found.map(({ code, coupon, used }) => {
    const refused = (refusal: CouponRefusal): JudgedCode => ({
      code,
      coupon,
      discount: 0,
      freeShipping: false,
      lineDiscounts: lines.map(() => 0),
      entitled: false,
      refusal,
    });
    if (!coupon || coupon.status !== 'publish') return refused({ code: 'unknown' });
    const refusal =
      timeRefusal(coupon, now) ??
      (used ? { code: 'already_used' as const } : null) ??
      usageRefusal(coupon) ??
      combineRefusal(coupon, applied) ??
      amountRefusal(coupon, subtotal) ??
      (shopper ? shopperRefusal(coupon, shopper) : null);
    if (refusal) return refused(refusal);
    const eligible = lines.filter((line) => appliesTo(coupon, line));
    if (eligible.length === 0) return refused({ code: 'not_for_these_products' });
    const lineDiscounts = capped(
      lines.map((line) => (appliesTo(coupon, line) ? line : null)),
      coupon,
      left,
    );
    const discount = lineDiscounts.reduce((sum, amount) => sum + amount, 0);
    left -= discount;
    applied.push(coupon);
    const entitled =
      coupon.discountType === 'fixed_product' ||
      coupon.productIds.length > 0 ||
      coupon.productCategories.length > 0;
    return {
      code,
      coupon,
      discount,
      lineDiscounts,
      entitled,
      freeShipping: coupon.freeShipping,
      refusal: null,
    };
  });
}

function timeRefusal(coupon: Coupon, now: number): CouponRefusal | null {
  if (coupon.startsAt !== null && now < coupon.startsAt) return { code: 'not_started' };
  if (coupon.expiresAt !== null && now >= coupon.expiresAt) return { code: 'expired' };
  return null;
}

function usageRefusal(coupon: Coupon): CouponRefusal | null {
  return coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit
    ? { code: 'usage_limit_reached' }
    : null;
}

/** The stacking rule: a code for individual use stands alone, whichever came first. */
function combineRefusal(coupon: Coupon, applied: readonly Coupon[]): CouponRefusal | null {
  if (applied.length === 0) return null;
  return coupon.individualUse || applied.some((other) => other.individualUse)
    ? { code: 'cannot_combine' }
    : null;
}

function amountRefusal(coupon: Coupon, subtotal: number): CouponRefusal | null {
  if (coupon.minimumAmount !== null && subtotal < coupon.minimumAmount) {
    return { code: 'minimum_not_reached', amount: coupon.minimumAmount - subtotal };
  }
  if (coupon.maximumAmount !== null && subtotal > coupon.maximumAmount) {
    return { code: 'maximum_exceeded', amount: coupon.maximumAmount };
  }
  return null;
}

function shopperRefusal(coupon: Coupon, shopper: Shopper): CouponRefusal | null {
  const email = shopper.email.trim().toLowerCase();
  if (
    coupon.emailRestrictions.length > 0 &&
    !coupon.emailRestrictions.some((allowed) => emailMatches(allowed, email))
  ) {
    return { code: 'not_for_this_email' };
  }
  if (coupon.firstOrderOnly && shopper.previousOrders > 0) return { code: 'first_order_only' };
  const uses = shopper.usesByCoupon.get(coupon.id) ?? 0;
  if (coupon.usageLimitPerUser !== null && uses >= coupon.usageLimitPerUser) {
    return { code: 'per_user_limit_reached' };
  }
  return null;
}

function emailMatches(allowed: string, email: string): boolean {
  if (!allowed.startsWith('*')) return allowed === email;
  return email.endsWith(allowed.slice(1));
}

/** A line the coupon's product and category rules let it discount. */
export function appliesTo(coupon: Coupon, line: CouponLine): boolean {
  if (coupon.excludedProductIds.includes(line.productId)) return false;
  if (line.categoryIds.some((id) => coupon.excludedProductCategories.includes(id))) return false;
  const limited = coupon.productIds.length > 0 || coupon.productCategories.length > 0;
  if (!limited) return true;
  return (
    coupon.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => coupon.productCategories.includes(id))
  );
}

/**
 * What the coupon takes off each line (null: a line it does not discount), at most `left` in all:
 * what the codes before it left; a cap is taken off the last lines first.
 */
function capped(lines: ReadonlyArray<CouponLine | null>, coupon: Coupon, left: number): number[] {
  const amounts = lineAmounts(lines, coupon);
  let over = amounts.reduce((sum, amount) => sum + amount, 0) - left;
  for (let index = amounts.length - 1; over > 0 && index >= 0; index--) {
    const cut = Math.min(over, amounts[index]!);
    amounts[index]! -= cut;
    over -= cut;
  }
  return amounts;
}

function lineAmounts(lines: ReadonlyArray<CouponLine | null>, coupon: Coupon): number[] {
  switch (coupon.discountType) {
    case 'percent':
      // Per line, rounded half up, as the order's lines show it.
      return lines.map((line) =>
        line ? Math.round((line.lineTotal * coupon.amount) / 10_000) : 0,
      );
    case 'fixed_product':
      return lines.map((line) =>
        line ? Math.min(line.lineTotal, coupon.amount * line.quantity) : 0,
      );
    case 'fixed_cart': {
      // Spread over the lines by their share, the cents left over going to the first lines.
      const eligibleTotal = lines.reduce((sum, line) => sum + (line?.lineTotal ?? 0), 0);
      const amount = Math.min(coupon.amount, eligibleTotal);
      if (eligibleTotal === 0) return lines.map(() => 0);
      const shares = lines.map((line) =>
        line ? Math.floor((amount * line.lineTotal) / eligibleTotal) : 0,
      );
      let rest = amount - shares.reduce((sum, share) => sum + share, 0);
      for (let index = 0; rest > 0 && index < lines.length; index++) {
        if (lines[index] && shares[index]! < lines[index]!.lineTotal) {
          shares[index]! += 1;
          rest -= 1;
        }
      }
      return shares;
    }
  }
}
