import { describe, expect, it } from 'vitest';
import { targetingSentence, type SummarisedPopup } from './targeting-summary.ts';

const base: SummarisedPopup = {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Welcome',
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
};
/** The sentence without the bidi isolates around owners' values, as a reader sees it. */
const plain = (popup: Partial<SummarisedPopup>, lang: 'en' | 'he' = 'en') =>
  targetingSentence({ ...base, ...popup }, lang).replace(/[\u2068\u2069]/g, '');

describe('targetingSentence', () => {
  it('says a popup without rules or triggers waits to be opened', () => {
    expect(plain({})).toBe('Shows on every page when something opens it (no trigger is set).');
  });

  it('reads pages, source, delay and frequency as the issue’s example does', () => {
    expect(
      plain({
        show_on_pages: [{ rule: 'contain', value: '/products' }],
        display_after_sec_active: 10,
        display_after_sec_active_on: 'page',
        d_f_a: { rule: 'display_once_every_few_days_3', days: 3 },
      }),
    ).toBe(
      'Shows on pages whose address contains “/products” after 10 seconds on the page, once every 3 days.',
    );
  });

  it('joins triggers with "or" (the first to fire wins) and rules with "and"', () => {
    expect(
      plain({
        show_on_pages: [
          { rule: 'start', value: '/shop' },
          { rule: 'exact', value: '/sale' },
        ],
        hide_on_pages: [{ rule: 'end', value: '/checkout' }],
        display_on_device: 'mobile',
        display_after_scroll_active: 50,
        display_after_exit_website_active: 'yes',
        display_after_sec_active: 'no',
        stop_showing_to_converted_users: 1,
        display_if_specific_cookie_active: 1,
        cookie_filter: [
          {
            cookie_name_pair: 'utm_source',
            cookie_value_pair: 'exact|:|google',
            cookie_show_pair: 'show',
          },
        ],
        d_f_a: { rule: 'display_once_a_visitor_2' },
      }),
    ).toBe(
      'Shows on pages whose address starts with “/shop” or is “/sale” except pages whose address ends with “/checkout” on phones to visitors whose cookie “utm_source” is “google” and who have not converted on it yet after 50% of the page is scrolled or when the visitor is about to leave, once per visitor.',
    );
  });

  it('says click-to-open popups wait for a click whatever else is set', () => {
    expect(plain({ on_click: 1, display_after_sec_active: 5 })).toBe(
      'Shows on every page only when a visitor clicks a link or button that opens it.',
    );
  });

  it('adds the cart rule to the trigger, and engagement with other popups to the audience', () => {
    expect(
      plain({
        display_after_visit_page_active: 2,
        shopify_cart_trigger_active: 1,
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 50,
        engagement_with_other_poptin_filter_active: 1,
        engagement_with_other_poptin_filter: 'dont_show|converted|other|any',
        d_f_r: { rule: 'display_everytime_everypage_5' },
      }),
    ).toBe(
      'Shows on every page to visitors unless they have converted on another popup from page 2 of a visit and when the cart’s value is at least 50, on every page view.',
    );
  });

  it('writes Hebrew with Hebrew plurals and list words', () => {
    expect(
      plain(
        {
          show_on_pages: [{ rule: 'contain', value: '/products' }],
          display_after_sec_active: 10,
          d_f_a: { rule: 'display_once_every_few_days_3', days: 2 },
        },
        'he',
      ),
    ).toBe('מוצג בדפים שהכתובת שלהם מכילה “/products” אחרי 10 שניות בדף, פעם ביומיים.');
    expect(
      plain({ display_after_scroll_active: 30, display_after_exit_website_active: 'yes' }, 'he'),
    ).toBe('מוצג בכל דף אחרי גלילה של 30% מהדף או כשהמבקר עומד לעזוב.');
  });

  it('keeps an owner’s value isolated, so a path reads in order inside Hebrew', () => {
    expect(
      targetingSentence({ ...base, show_on_pages: [{ rule: 'contain', value: '/a' }] }, 'he'),
    ).toContain('\u2068“/a”\u2069');
  });
});

describe('the schedule', () => {
  it('ends the sentence with the countdown’s moment, in UTC, in both languages', () => {
    const popup = {
      d_f_a: { rule: 'display_once_a_visitor_2' as const },
      design_properties: { timer: '2026-12-01|02:00|+2' },
    };
    expect(plain(popup)).toBe(
      'Shows on every page when something opens it (no trigger is set), once per visitor, until Dec 1, 2026, 12:00 AM UTC.',
    );
    expect(plain(popup, 'he')).toContain('עד 1 בדצמ׳ 2026');
    // A countdown counted from each showing ends no schedule.
    expect(plain({ design_properties: { timer: 'timerTime@10|0' } })).not.toContain('until');
  });
});

describe('countries and languages', () => {
  it('names the countries in the sentence’s language', () => {
    const popup = {
      display_in_countries: { mode: 'show' as const, values: ['IL', 'us'] },
      display_in_languages: { mode: 'show' as const, values: ['he' as const] },
      display_after_sec_active: 3,
    };
    expect(plain(popup)).toBe(
      'Shows on every page to visitors in Israel or United States and whose browser is in Hebrew after 3 seconds on the page.',
    );
    expect(plain(popup, 'he')).toContain('למבקרים בישראל או ארצות הברית');
  });
});
