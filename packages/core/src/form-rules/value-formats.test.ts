import { describe, expect, it } from 'vitest';
import { dayOf, isEmail, isoWeekday, isTel, isTime, isUrl, numberOf } from './value-formats.ts';

describe('what a form takes as an email', () => {
  it.each(['dana@shop.example', 'first.last+tag@mail.co.il', "o'brien@example.org", 'a@b.co'])(
    'takes %s',
    (email) => expect(isEmail(email)).toBe(true),
  );
  it.each([
    'a@b.c', // under 6 characters
    'dana.shop.example', // no @
    'dana@@shop.example',
    'dana@shop', // one label
    '.dana@shop.example',
    'da..na@shop.example',
    'dana@-shop.example',
    'dana@shop..example',
    'da na@shop.example',
    '<b>@shop.example',
  ])('refuses %s', (email) => expect(isEmail(email)).toBe(false));
});

describe('what a form takes as a URL', () => {
  it.each([
    'https://shop.example/a?b=c',
    'http://localhost:3000',
    'mailto:dana@shop.example',
    'tel:+97231234567',
  ])('takes %s', (url) => expect(isUrl(url)).toBe(true));
  it.each([
    'shop.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://',
    'http://a b.example',
    '',
  ])('refuses %s', (url) => expect(isUrl(url)).toBe(false));
});

describe('phones, numbers, dates and times', () => {
  it('takes 5 to 15 digits once separators are gone', () => {
    expect(isTel('+972 (3) 123-4567')).toBe(true);
    expect(isTel('12345')).toBe(true);
    expect(isTel('1234')).toBe(false);
    expect(isTel('1234567890123456')).toBe(false);
    expect(isTel('03-123-45x6')).toBe(false);
  });

  it('reads decimal numbers and nothing else', () => {
    expect(numberOf('42')).toBe(42);
    expect(numberOf(' -3.5 ')).toBe(-3.5);
    expect(numberOf('.5')).toBe(0.5);
    expect(numberOf('1e3')).toBe(1000);
    expect(numberOf('12abc')).toBeUndefined();
    expect(numberOf('0x10')).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
  });

  it('takes only dates that exist, written YYYY-MM-DD', () => {
    expect(dayOf('2014-02-28')).toBe(Date.UTC(2014, 1, 28) / 86_400_000);
    expect(dayOf('2016-02-29')).toBeDefined();
    expect(dayOf('2014-02-30')).toBeUndefined();
    expect(dayOf('2014-02-29')).toBeUndefined();
    expect(dayOf('2014-13-01')).toBeUndefined();
    expect(dayOf('14-02-01')).toBeUndefined();
    expect(dayOf('01/02/2014')).toBeUndefined();
  });

  it('numbers the days of the week Monday 1 to Sunday 7', () => {
    expect(isoWeekday(dayOf('2026-11-23')!)).toBe(1);
    expect(isoWeekday(dayOf('2026-11-29')!)).toBe(7);
    expect(isoWeekday(dayOf('1969-12-31')!)).toBe(3);
  });

  it('takes HH:MM and HH:MM:SS on a 24-hour clock', () => {
    expect(isTime('09:30')).toBe(true);
    expect(isTime('23:59:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('9:30')).toBe(false);
    expect(isTime('12:60')).toBe(false);
  });
});
