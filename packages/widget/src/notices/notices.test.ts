import { DEFAULT_NOTICE_SETTINGS, toBase64Text, type NoticeItem } from '@pinwheel/core/notices';
import { describe, expect, it } from 'vitest';
import { lineDirection, noticeLine, type NoticeSegment } from './notice-text.ts';
import {
  closeCookie,
  locationCookie,
  rememberedCountry,
  isSwipe,
  nextNoticeDelay,
  noticePlace,
  noticesClosed,
} from './notice-rules.ts';

const settings = { ...DEFAULT_NOTICE_SETTINGS };
const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const item = (fields: Partial<NoticeItem> = {}): NoticeItem => ({
  title: 'Linen Shirt',
  url: 'https://shop.example/product/linen-shirt',
  thumb: '',
  first_name: toBase64Text('Maya'),
  city: toBase64Text('Tel Aviv'),
  state: '',
  country: toBase64Text('Israel'),
  time: now / 1000 - 3 * 3600 - 5,
  ...fields,
});
const text = (segments: NoticeSegment[] | null) =>
  (segments ?? []).map((s) => ('text' in s ? s.text : `[${s.link}](${s.href})`)).join('');
const draw = (lang: 'en' | 'he' = 'en', random = () => 0) => ({ now, random, lang });

describe('a notice line', () => {
  it('fills each placeholder, with the product as a link and the time ago in words', () => {
    expect(text(noticeLine(item(), settings, draw()))).toBe(
      'Maya in Tel Aviv, Israel bought [Linen Shirt](https://shop.example/product/linen-shirt) 3 hours ago',
    );
  });

  it('decodes base64 UTF-8 and keeps markup as plain text', () => {
    const line = noticeLine(
      item({
        first_name: toBase64Text('<img src=x onerror=alert(1)>'),
        city: toBase64Text('חיפה'),
      }),
      { ...settings, messages: ['{first_name} from {city} bought {product}'] },
      draw(),
    );
    expect(text(line)).toBe('<img src=x onerror=alert(1)> from חיפה bought Linen Shirt');
    // The values are marked, so the card draws them as isolated text.
    expect(line?.[0]).toEqual({ text: '<img src=x onerror=alert(1)>', value: true });
  });

  it('says "Someone" without billing data and drops the separators of empty places', () => {
    const anonymous = item({ first_name: '', city: '', country: '' });
    expect(text(noticeLine(anonymous, settings, draw()))).toBe(
      'Someone bought [Linen Shirt](https://shop.example/product/linen-shirt) 3 hours ago',
    );
    expect(
      text(
        noticeLine(
          anonymous,
          { ...settings, messages: ['{first_name} מ{city} קנה {product} {time_ago}'] },
          draw('he'),
        ),
      ),
    ).toBe('מישהו קנה Linen Shirt לפני 3 שעות');
  });

  it('draws a generated time ago up to `time` hours, and {custom} with {number} in range', () => {
    const generated = item({ time: undefined });
    const custom = {
      ...settings,
      time: 2,
      messages: ['{product} {time_ago}. {custom}'],
      message_custom: '{number} people are looking',
      message_number_min: 3,
      message_number_max: 9,
    };
    expect(
      text(
        noticeLine(
          generated,
          custom,
          draw('en', () => 0.999),
        ),
      ),
    ).toBe('Linen Shirt 1 hour ago. 9 people are looking');
    expect(
      text(
        noticeLine(
          generated,
          custom,
          draw('en', () => 0),
        ),
      ),
    ).toBe('Linen Shirt 1 sec ago. 3 people are looking');
  });

  it('says days, hours, mins and secs in Hebrew with their dual forms', () => {
    const he = { ...settings, messages: ['{product} {time_ago}'] };
    const at = (seconds: number) =>
      text(noticeLine(item({ time: now / 1000 - seconds }), he, draw('he')));
    expect(at(86_400)).toBe('Linen Shirt לפני יום');
    expect(at(2 * 3600)).toBe('Linen Shirt לפני שעתיים');
    expect(at(5 * 60)).toBe('Linen Shirt לפני 5 דקות');
  });

  it("reads in its template's direction, whatever the names and the page's language", () => {
    const hebrewName = item({ first_name: toBase64Text('נועה') });
    const english = noticeLine(hebrewName, settings, draw('he'))!;
    expect(lineDirection(english, 'he')).toBe('ltr');
    const hebrew = noticeLine(
      item({ first_name: toBase64Text('Maya') }),
      { ...settings, messages: ['{first_name} קנתה {product}'] },
      draw('en'),
    )!;
    expect(lineDirection(hebrew, 'en')).toBe('rtl');
    const bare = noticeLine(item(), { ...settings, messages: ['{product}'] }, draw('he'))!;
    expect(lineDirection(bare, 'he')).toBe('rtl');
  });

  it('skips templates that do not parse, and gives nothing when none does', () => {
    expect(noticeLine(item(), { ...settings, messages: ['{nope} {product}'] }, draw())).toBeNull();
    expect(
      text(noticeLine(item(), { ...settings, messages: ['{nope}', '{product}!'] }, draw())),
    ).toBe('Linen Shirt!');
  });
});

describe('the cycle rules', () => {
  it('counts a swipe of 150 px along, 100 px across at most, within 300 ms', () => {
    expect(isSwipe(150, 100, 300)).toBe(true);
    expect(isSwipe(-20, -200, 120)).toBe(true);
    expect(isSwipe(149, 0, 100)).toBe(false);
    expect(isSwipe(200, 101, 100)).toBe(false);
    expect(isSwipe(200, 0, 301)).toBe(false);
  });

  it('sits at the bottom unless a cart button is there, then at the top, else nowhere', () => {
    const card = { width: 366, height: 80 };
    const phone = { width: 390, height: 844 };
    expect(noticePlace(card, phone, 'left', [])).toBe('bottom');
    const bottomButton = { top: 780, bottom: 828, left: 16, right: 374 };
    expect(noticePlace(card, phone, 'left', [bottomButton])).toBe('top');
    const topButton = { top: 20, bottom: 60, left: 300, right: 380 };
    expect(noticePlace(card, phone, 'left', [bottomButton, topButton])).toBeNull();
    // A button beside the card, not under it, is clear.
    expect(
      noticePlace({ width: 360, height: 80 }, { width: 1280, height: 800 }, 'left', [
        { top: 740, bottom: 790, left: 1000, right: 1200 },
      ]),
    ).toBe('bottom');
  });

  it('keeps the close cookie for time_close hours and reads it back', () => {
    expect(closeCookie(24, false)).toBe(
      'pinwheel_notices_closed=1; max-age=86400; path=/; SameSite=Lax',
    );
    expect(closeCookie(1, true)).toMatch(/max-age=3600; .*; Secure$/);
    expect(noticesClosed('a=1; pinwheel_notices_closed=1')).toBe(true);
    // The location cookie: a day, sent back as the remembered country; anything else is ignored.
    expect(locationCookie('FR', true)).toBe(
      'pinwheel_notices_cc=FR; max-age=86400; path=/; SameSite=Lax; Secure',
    );
    expect(rememberedCountry('a=1; pinwheel_notices_cc=FR')).toBe('FR');
    expect(rememberedCountry('pinwheel_notices_cc=<x>')).toBe('');
    expect(rememberedCountry('')).toBe('');
    expect(noticesClosed('xpinwheel_notices_closed=1')).toBe(false);
  });

  it('brings the next notice 60 s after the one before appeared', () => {
    expect(nextNoticeDelay(5_000, 16_000)).toBe(49_000);
    expect(nextNoticeDelay(5_000, 90_000)).toBe(0);
  });
});
