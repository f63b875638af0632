// A coupon's rules in a line of words for the list: what it takes off ("10% off", "$5.00 off the
// cart", "$2.00 off each item", "free shipping"), how much it has been used, and whether it works
// today (draft, scheduled, expired, used up, active).
import { formatMoney, translate, type CurrencyFormat, type Language } from '@pinwheel/core';
import { minorOf } from '../orders/order-shape.ts';
import type { WcCoupon } from './coupon-draft.ts';

export function discountWords(
  coupon: WcCoupon,
  currency: string,
  lang: Language,
  format: CurrencyFormat | null,
): string {
  const amount = minorOf(coupon.amount, currency);
  const parts: string[] = [];
  if (amount > 0) {
    if (coupon.discount_type === 'percent') {
      parts.push(
        translate(lang, 'adminCoupons.summary.percent', { amount: Number(coupon.amount) }),
      );
    } else {
      const money = formatMoney(amount, currency, lang, format);
      parts.push(
        translate(
          lang,
          coupon.discount_type === 'fixed_cart'
            ? 'adminCoupons.summary.cart'
            : 'adminCoupons.summary.product',
          { amount: money },
        ),
      );
    }
  }
  if (coupon.free_shipping) parts.push(translate(lang, 'adminCoupons.summary.freeShipping'));
  return parts.join(' + ') || translate(lang, 'adminCoupons.summary.nothing');
}

export type CouponState = 'draft' | 'scheduled' | 'expired' | 'used-up' | 'active';

export function couponState(coupon: WcCoupon, now = Date.now()): CouponState {
  if (coupon.status === 'draft') return 'draft';
  if (coupon.date_starts_gmt && Date.parse(`${coupon.date_starts_gmt}Z`) > now) return 'scheduled';
  if (coupon.date_expires_gmt && Date.parse(`${coupon.date_expires_gmt}Z`) <= now) return 'expired';
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) return 'used-up';
  return 'active';
}
