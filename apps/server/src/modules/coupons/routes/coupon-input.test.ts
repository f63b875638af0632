// What clients write becomes our coupon: WordPress's dates (no zone: the shop's UTC), amounts in
// the shop's currency (a percentage in hundredths whatever the currency), "0" for no minimum.
import { describe, expect, it } from 'vitest';
import { blankCoupon, couponInputOf, couponWrite } from './coupon-input.ts';

const read = (body: object, currency = 'USD') =>
  couponInputOf(blankCoupon, couponWrite.parse(body), currency);

describe('a coupon as a client writes it', () => {
  it('reads WordPress’s dates, with or without a zone', () => {
    const expires = (value: string) => couponWrite.parse({ date_expires: value }).date_expires;
    expect(expires('2026-12-31')).toBe(Date.UTC(2026, 11, 31));
    expect(expires('2026-12-31T23:59:59')).toBe(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect(expires('2026-12-31 10:00')).toBe(Date.UTC(2026, 11, 31, 10));
    expect(expires('2026-12-31T12:00:00+02:00')).toBe(Date.UTC(2026, 11, 31, 10));
    expect(expires('')).toBeNull();
    expect(couponWrite.safeParse({ date_expires: '31/12/2026' }).success).toBe(false);
  });

  it('prefers the _gmt twin when both are sent', () => {
    const written = read({
      date_expires: '2026-12-31T00:00:00',
      date_expires_gmt: '2026-12-30T22:00:00',
    });
    expect(written.ok && written.input.expiresAt).toBe(Date.UTC(2026, 11, 30, 22));
  });

  it('reads amounts in the currency, a percentage in hundredths', () => {
    expect(read({ amount: '12.5', minimum_amount: '0' })).toMatchObject({
      ok: true,
      input: { amount: 1250, minimumAmount: null },
    });
    expect(read({ amount: 1200 }, 'JPY')).toMatchObject({ ok: true, input: { amount: 1200 } });
    expect(read({ amount: '12.5' }, 'JPY')).toEqual({
      ok: false,
      params: { amount: 'has more decimals than the currency has' },
    });
    expect(read({ discount_type: 'percent', amount: '12.5' }, 'JPY')).toMatchObject({
      ok: true,
      input: { amount: 1250 },
    });
    expect(read({ amount: '-1', maximum_amount: 'lots' })).toEqual({
      ok: false,
      params: { amount: 'must not be negative', maximum_amount: 'must be an amount such as 10.00' },
    });
  });

  it('takes 0 as no usage limit, as WooCommerce does', () => {
    expect(read({ usage_limit: 0, usage_limit_per_user: 2 })).toMatchObject({
      ok: true,
      input: { usageLimit: null, usageLimitPerUser: 2 },
    });
  });
});
