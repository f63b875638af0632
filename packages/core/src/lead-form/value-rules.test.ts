import { describe, expect, it } from 'vitest';
import {
  buttonLinkHref,
  isBirthday,
  isName,
  isNumberInputKey,
  isoDateOf,
  roundedNumber,
} from './value-rules.ts';

describe('value rules', () => {
  it('a name is 1 to 40 characters without digits or angle brackets', () => {
    expect(isName('D')).toBe(true);
    expect(isName('דנה כהן')).toBe(true);
    expect(isName('a'.repeat(40))).toBe(true);
    expect(isName('a'.repeat(41))).toBe(false);
    expect(isName('R2D2')).toBe(false);
    expect(isName('<b>Dana</b>')).toBe(false);
    expect(isName('   ')).toBe(false);
  });
  it('a name holds no control characters or bidirectional controls', () => {
    expect(isName('Dana\u0000')).toBe(false);
    expect(isName('Dana\u202eevil')).toBe(false);
    expect(isName('Dana\ud800')).toBe(false);
    expect(isName('דנה\u200f כהן')).toBe(true);
  });
  it('dates come from the dd/mm/yyyy picker (or ISO) and must exist', () => {
    expect(isoDateOf('05/03/1990')).toBe('1990-03-05');
    expect(isoDateOf('1990-03-05')).toBe('1990-03-05');
    expect(isoDateOf('30/02/2020')).toBeNull();
    expect(isoDateOf('03-05-1990')).toBeNull();
  });
  it('a birthday is before today: today or later is refused', () => {
    expect(isBirthday('22/11/2026', '2026-11-23')).toBe(true);
    expect(isBirthday('23/11/2026', '2026-11-23')).toBe(false);
    expect(isBirthday('01/01/2030', '2026-11-23')).toBe(false);
  });
  it('numbers are rounded to 2 decimals; only digits and editing keys are typed', () => {
    expect(roundedNumber('3.14159')).toBe('3.14');
    expect(roundedNumber('2.005')).toBe('2.01');
    expect(roundedNumber('-7')).toBe('-7');
    expect(roundedNumber('12,5')).toBeNull();
    expect(roundedNumber('1e3')).toBeNull();
    expect(isNumberInputKey('7')).toBe(true);
    expect(isNumberInputKey('Backspace')).toBe(true);
    expect(isNumberInputKey('e')).toBe(false);
    expect(isNumberInputKey('v', true)).toBe(true);
  });
  it('a button link without a scheme gets // unless tel, sms or mailto', () => {
    expect(buttonLinkHref('shop.example/sale')).toBe('//shop.example/sale');
    expect(buttonLinkHref('https://shop.example')).toBe('https://shop.example');
    expect(buttonLinkHref('tel:+97231234567')).toBe('tel:+97231234567');
    expect(buttonLinkHref('sms:+97231234567')).toBe('sms:+97231234567');
    expect(buttonLinkHref('mailto:dana@shop.example')).toBe('mailto:dana@shop.example');
    expect(buttonLinkHref('/cart')).toBe('/cart');
    expect(buttonLinkHref('//cdn.example/x')).toBe('//cdn.example/x');
  });
});
