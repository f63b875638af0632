import { describe, expect, it } from 'vitest';
import { isShopEmail, isShopPhone } from './shop-contact.ts';

describe('the email a checkout takes (spec §5: a top-level domain of 2 to 63 letters)', () => {
  it.each(['dana@shop.example', 'a@b.co', 'first.last+tag@mail.co.il', `x@shop.${'a'.repeat(63)}`])(
    'takes %s',
    (email) => expect(isShopEmail(email)).toBe(true),
  );
  it.each([
    'dana@shop.c',
    'dana@shop.123',
    'dana@shop.c0m',
    'dana@shop',
    `x@shop.${'a'.repeat(64)}`,
  ])('refuses %s', (email) => expect(isShopEmail(email)).toBe(false));
});

describe('the phone a checkout takes (spec §5: 6 to 15 digits after separators)', () => {
  it.each(['+972 50 123 4567', '(212) 555-0100', '03.123.456', '123456', '+123456789012345'])(
    'takes %s',
    (phone) => expect(isShopPhone(phone)).toBe(true),
  );
  it.each([
    '12345', // 5 digits
    '1234 5678 9012 3456', // 16 digits
    '+1 (2) 3-4', // 4 digits, for all its separators
    '--------123',
    '12+3456789',
    'call me',
  ])('refuses %s', (phone) => expect(isShopPhone(phone)).toBe(false));
});
