import { describe, expect, it } from 'vitest';
import {
  displayCheckSentences,
  displayGateSentence,
  type DisplayCheckPopup,
} from './display-check-text.ts';
import type { SummarisedPopup } from './targeting-summary.ts';

const popup: SummarisedPopup = {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Products',
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  show_on_pages: [{ rule: 'contain', value: '/products' }],
  display_after_sec_active: 10,
  d_f_a: { rule: 'display_once_every_few_days_3', days: 3 },
  display_if_specific_js_active: 1,
  js_filter: [{ js_name_pair: 'plan', js_value_pair: 'exact|:|pro', js_show_pair: 'show' }],
};
const check = (overrides: Partial<DisplayCheckPopup>): DisplayCheckPopup => ({
  id: popup.poptin_id,
  name: popup.poptin_name,
  type: 'lightbox',
  status: 'live',
  verdict: 'shows',
  failed: [],
  browser_checks: [],
  converted_rule: false,
  ...overrides,
});
const plain = (sentences: string[]) => sentences.map((one) => one.replace(/[\u2068\u2069]/g, ''));

describe('displayCheckSentences', () => {
  it('says a popup is not shown because the code it shows ended or is gone, in both languages', () => {
    const ended = check({
      verdict: 'hidden',
      failed: [
        {
          rule: 'coupon',
          detail: '',
          code: 'BLACKFRIDAY',
          ended_at: Date.UTC(2026, 10, 30, 23, 59),
        },
      ],
    });
    const [english] = plain(displayCheckSentences(ended, popup, 'en', 'desktop'));
    expect(english).toContain('its code BLACKFRIDAY ended on Nov 30, 2026');
    expect(english).toContain('checkout no longer accepts it');
    const [hebrew] = plain(displayCheckSentences(ended, popup, 'he', 'desktop'));
    expect(hebrew).toContain('הקוד שלו BLACKFRIDAY הסתיים');
    const gone = check({
      verdict: 'hidden',
      failed: [{ rule: 'coupon', detail: '', code: 'OLD10', ended_at: null }],
    });
    expect(plain(displayCheckSentences(gone, popup, 'en', 'desktop'))[0]).toContain(
      'no published coupon has its code OLD10 any more',
    );
    const usedUp = check({
      verdict: 'hidden',
      failed: [{ rule: 'coupon', detail: '', code: 'FIRST50', ended_at: null, used_up: true }],
    });
    expect(plain(displayCheckSentences(usedUp, popup, 'en', 'desktop'))[0]).toContain(
      'its code FIRST50 has been used as many times as its coupon allows',
    );
    expect(plain(displayCheckSentences(usedUp, popup, 'he', 'desktop'))[0]).toContain(
      'הקוד שלו FIRST50 נוצל כבר',
    );
  });

  it('says when a popup that shows opens, and what the browser still decides', () => {
    expect(
      plain(
        displayCheckSentences(check({ browser_checks: ['js_filter'] }), popup, 'en', 'desktop'),
      ),
    ).toEqual([
      'Would show after 10 seconds on the page, once every 3 days.',
      'In the browser it also checks the page’s JavaScript values (where the page’s JavaScript value “plan” is “pro”).',
    ]);
  });

  it('names the page rule and the device that keep it away, in English and Hebrew', () => {
    const hidden = check({
      verdict: 'hidden',
      failed: [
        { rule: 'pages', detail: '' },
        { rule: 'device', detail: '' },
      ],
    });
    const phones = { ...popup, display_on_device: 'mobile' as const };
    expect(plain(displayCheckSentences(hidden, phones, 'en', 'desktop'))).toEqual([
      'Not shown: this address is not one of its pages (on pages whose address contains “/products”).',
      'Not shown: it is for phones, and this visitor is on a computer.',
    ]);
    expect(plain(displayCheckSentences(hidden, phones, 'he', 'desktop'))).toEqual([
      'לא יוצג: הכתובת הזו אינה אחד הדפים שלו (בדפים שהכתובת שלהם מכילה “/products”).',
      'לא יוצג: הוא מיועד לטלפונים, והמבקר הזה גולש ממחשב.',
    ]);
  });

  it('tells drafts, paused popups and A/B variants apart', () => {
    expect(
      displayCheckSentences(
        check({ verdict: 'not_live', status: 'draft' }),
        popup,
        'en',
        'desktop',
      )[0],
    ).toBe('Not shown: it is a draft. Publish it first.');
    expect(
      displayCheckSentences(
        check({ verdict: 'not_live', status: 'paused' }),
        popup,
        'he',
        'desktop',
      )[0],
    ).toBe('לא יוצג: הוא מושהה.');
    expect(
      displayCheckSentences(check({ verdict: 'ab_variant' }), popup, 'en', 'desktop')[0],
    ).toMatch(/^Shown to a share of visitors only/);
  });

  it('judges a draft by its rules too, so the owner knows before publishing', () => {
    const draft = check({ verdict: 'not_live', status: 'draft' });
    expect(
      plain(
        displayCheckSentences(
          { ...draft, failed: [{ rule: 'pages', detail: '' }] },
          popup,
          'en',
          'desktop',
        ),
      ),
    ).toEqual([
      'Not shown: it is a draft. Publish it first.',
      'Once live, it would still not show: this address is not one of its pages (on pages whose address contains “/products”).',
    ]);
    expect(plain(displayCheckSentences(draft, popup, 'he', 'desktop'))).toEqual([
      'לא יוצג: זו טיוטה. צריך לפרסם אותו קודם.',
      'אחרי שיפורסם, הוא יוצג אחרי 10 שניות בדף, פעם ב־3 ימים.',
    ]);
  });

  it('says why a site refuses a page', () => {
    expect(displayGateSentence('domain_not_allowed', 'elsewhere.example', 'en')).toBe(
      'No popups: elsewhere.example is not one of the site’s allowed domains.',
    );
  });
});
