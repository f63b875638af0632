// A discount code as a shopper typed it, made the key codes are matched on: trimmed, upper case,
// letters (any script), digits, dashes and underscores only. Anything else (control characters,
// spaces inside, a 10 KB paste) is no code at all: refused before any lookup.
import { COUPON_CODE_MAX_LENGTH } from '@pinwheel/core';

const codeShape = /^[\p{L}\p{N}_-]+$/u;

export function couponCodeOf(given: string): string | null {
  if (given.length > COUPON_CODE_MAX_LENGTH * 4) return null;
  const code = given.trim().toUpperCase();
  if (code.length === 0 || code.length > COUPON_CODE_MAX_LENGTH) return null;
  return codeShape.test(code) ? code : null;
}
