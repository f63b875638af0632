import { describe, expect, it } from 'vitest';
import type { Popup } from '../popup/popup.ts';
import type { VisitorContext } from './evaluate-popup.ts';
import { evaluatePopup, popupAllowed, prepareRules, rulesAllow } from './evaluate-popup.ts';

const ID = 'abcdefghijklm';
const now = Date.UTC(2025, 5, 1);

function popup(extra: Partial<Popup> = {}): Popup {
  return {
    poptin_id: ID,
    poptin_name: 'Summer sale',
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: {},
    ...extra,
  };
}

// Everything the widget knows on a product page.
const visitor: VisitorContext = {
  now,
  url: 'https://shop.example.com/products/hat',
  device: 'desktop',
  frequency: {},
  engagement: { seen: [], closed: [], converted: [], embedded: [] },
  readJsVariable: (name) => ({ customerTier: 'gold' })[name],
  cookies: { plan: 'pro' },
  pageSource: '<div id="product-form"></div>',
  cart: { totalPrice: 2500, itemCount: 2 },
};

describe('evaluatePopup, one rule at a time', () => {
  it.each<[string, Partial<Popup>, Partial<VisitorContext>, boolean]>([
    ['device: desktop popup, desktop visitor', { display_on_device: 'desktop' }, {}, true],
    ['device: mobile popup, desktop visitor', { poptin_type: 'mobile' }, {}, false],
    [
      'pages: shown on products',
      { show_on_pages: [{ rule: 'contain', value: '/products' }] },
      {},
      true,
    ],
    ['pages: hidden on hat', { hide_on_pages: [{ rule: 'end', value: '/hat' }] }, {}, false],
    ['d_f_a: once, never seen', { d_f_a: { rule: 'display_once_a_visitor_2' } }, {}, true],
    [
      'd_f_a: once, seen',
      { d_f_a: { rule: 'display_once_a_visitor_2' } },
      { frequency: { [ID]: { seen: true, lastSeenAt: now } } },
      false,
    ],
    [
      'd_f_r: every 2 days, seen yesterday',
      { d_f_r: { rule: 'display_once_every_few_days_3', days: 2 } },
      { frequency: { [ID]: { seen: true, lastSeenAt: now - 86_400_000 } } },
      false,
    ],
    [
      'converted visitors excluded, converted here',
      { stop_showing_to_converted_users: 1 },
      { engagement: { seen: [ID], closed: [], converted: [ID], embedded: [] } },
      false,
    ],
    [
      'converted visitors excluded, converted elsewhere',
      { stop_showing_to_converted_users: true },
      { engagement: { seen: [], closed: [], converted: ['zzzzzzzzzzzzz'], embedded: [] } },
      true,
    ],
    [
      'engagement: show after closing any other popup, none closed',
      {
        engagement_with_other_poptin_filter_active: true,
        engagement_with_other_poptin_filter: 'show|closed|other|any',
      },
      {},
      false,
    ],
    [
      'js_filter: gold tier',
      {
        display_if_specific_js_active: true,
        js_filter: [
          { js_name_pair: 'customerTier', js_value_pair: 'exact|:|gold', js_show_pair: 'show' },
        ],
      },
      {},
      true,
    ],
    [
      'cookie_filter: not on pro plan',
      {
        display_if_specific_cookie_active: 'yes',
        cookie_filter: [
          {
            cookie_name_pair: 'plan',
            cookie_value_pair: 'exact|:|pro',
            cookie_show_pair: 'dont_show',
          },
        ],
      },
      {},
      false,
    ],
    [
      'source code contains the product form',
      {
        source_code_target_active: true,
        source_code_target_html: 'id="product-form"',
        source_code_target_role: 'contain',
      },
      {},
      true,
    ],
    [
      'shopify cart value at least 30',
      {
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 30,
      },
      {},
      false,
    ],
    [
      'shopify cart holding product 7 (named alone)',
      { shopify_cart_trigger_active: 1, shopify_cart_trigger_products: '7,9' },
      {},
      false,
    ],
    [
      'wix cart holding a named catalogue item',
      { wix_cart_trigger_active: 1, wix_cart_trigger_products: 'wix-mug,wix-item-1' },
      { cart: { totalPrice: 1000, itemCount: 1, productIds: ['wix-item-1'] } },
      true,
    ],
    [
      'wix cart has more than 1 item',
      {
        wix_cart_trigger_active: 1,
        wix_cart_trigger_action: 'item_count',
        wix_cart_trigger_cart_spec_filter: 'greater_than',
        wix_cart_trigger_cart_spec_value: '1',
      },
      {},
      true,
    ],
  ])('%s', (_name, extra, context, expected) => {
    const { show, results } = evaluatePopup(popup(extra), { ...visitor, ...context });
    expect(show).toBe(expected);
    expect(results).toHaveLength(1);
    expect(results[0]?.passed).toBe(expected);
    // The server's short-circuit path decides the same, and so do rules prepared once and reused.
    expect(popupAllowed(popup(extra), { ...visitor, ...context })).toBe(expected);
    const prepared = prepareRules(popup(extra));
    expect(rulesAllow(prepared, { ...visitor, ...context })).toBe(expected);
    expect(rulesAllow(prepared, { ...visitor, ...context })).toBe(expected);
  });
});

describe('evaluatePopup, the whole picture', () => {
  it('shows a popup with no rules and reports nothing', () => {
    expect(evaluatePopup(popup(), visitor)).toEqual({ show: true, results: [] });
  });

  it('ignores switched-off rules even when their settings are broken', () => {
    const off = popup({
      display_if_specific_js_active: 'no',
      js_filter: [{ js_name_pair: '', js_value_pair: 'nonsense', js_show_pair: '' }],
      engagement_with_other_poptin_filter_active: 0,
      engagement_with_other_poptin_filter: 'garbage',
      source_code_target_active: false,
      shopify_cart_trigger_active: '0',
    });
    expect(evaluatePopup(off, visitor)).toEqual({ show: true, results: [] });
  });

  it('reports every rule in order, so debug mode can show each failure', () => {
    const busy = popup({
      show_on_pages: [{ rule: 'contain', value: '/checkout' }],
      d_f_a: { rule: 'display_everytime_everypage_5' },
      display_if_specific_js_active: true,
      js_filter: [
        { js_name_pair: 'customerTier', js_value_pair: 'exact|:|gold', js_show_pair: 'show' },
      ],
      source_code_target_active: true,
      source_code_target_html: '<form id="newsletter">',
      source_code_target_role: 'contain',
    });
    expect(evaluatePopup(busy, visitor)).toEqual({
      show: false,
      results: [
        { rule: 'pages', passed: false, detail: 'no show rule matches this page' },
        { rule: 'd_f_a', passed: true, detail: 'every time' },
        { rule: 'js_filter', passed: true, detail: '1 condition(s) met' },
        { rule: 'source_code_target', passed: false, detail: 'page does not contain the snippet' },
      ],
    });
  });

  it('skips, and passes, rules whose input this side does not have (the server)', () => {
    const clientSideOnly = popup({
      display_if_specific_js_active: true,
      js_filter: [{ js_name_pair: 'x', js_value_pair: 'any_value|:|', js_show_pair: 'show' }],
      source_code_target_active: true,
      source_code_target_html: '<div>',
      source_code_target_role: 'contain',
      d_f_a: { rule: 'display_once_a_visitor_2' },
    });
    const server: VisitorContext = { now, frequency: { [ID]: { seen: false } } };
    const { show, results } = evaluatePopup(clientSideOnly, server);
    expect(show).toBe(true);
    expect(results.map((r) => [r.rule, r.passed, r.skipped ?? false])).toEqual([
      ['d_f_a', true, false],
      ['js_filter', true, true],
      ['source_code_target', true, true],
    ]);
    // The browser, which knows the variable is missing, decides otherwise.
    expect(evaluatePopup(clientSideOnly, visitor).show).toBe(false);
  });

  it('prepares only the rules a popup switched on, in the order they are reported', () => {
    const prepared = prepareRules(
      popup({
        poptin_type: 'mobile',
        hide_on_pages: [{ rule: 'start', value: '/checkout' }],
        d_f_a: { rule: 'display_once_a_visitor_2' },
        display_if_specific_cookie_active: 0,
        cookie_filter: [
          { cookie_name_pair: 'broken', cookie_value_pair: '', cookie_show_pair: '' },
        ],
        shopify_cart_trigger_active: 1,
      }),
    );
    expect(prepared.map((rule) => rule.rule)).toEqual([
      'device',
      'pages',
      'd_f_a',
      'shopify_cart_trigger',
    ]);
    // A prepared rule judges each visitor by that visitor's own context.
    const pages = prepared[1]!;
    expect(pages.check({ now, url: 'https://shop.example.com/checkout' })?.passed).toBe(false);
    expect(pages.check({ now, url: 'https://shop.example.com/hats' })?.passed).toBe(true);
    expect(pages.check({ now })).toBeUndefined();
  });

  it('needs both frequency rules to allow the popup', () => {
    const both = popup({
      d_f_a: { rule: 'display_everytime_everypage_5' },
      d_f_r: { rule: 'display_once_every_few_visiting_4', visits: 3 },
    });
    const seen = (visitsSinceSeen: number): VisitorContext => ({
      ...visitor,
      frequency: { [ID]: { seen: true, lastSeenAt: now, visitsSinceSeen } },
    });
    expect(evaluatePopup(both, seen(2)).show).toBe(false);
    expect(evaluatePopup(both, seen(3)).show).toBe(true);
  });
});
