import type { DisplayVisitorState } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import {
  choosePopups,
  FIRST_VISIT_CHOICES_PER_SNAPSHOT,
  type PopupChoiceInput,
} from './display-decision.ts';
import type { ServedPopup } from './site-snapshot.ts';
import { served, snapshotOf } from './testing/snapshot-fixtures.ts';

const noHistory = (): DisplayVisitorState => ({
  visitor_id: 'visitor-1',
  seen: [],
  closed: [],
  converted: [],
  embedded: [],
  frequency: {},
});

const input = (overrides: Partial<PopupChoiceInput> = {}): PopupChoiceInput => ({
  visitor: noHistory(),
  visitorKey: 'visitor-1',
  url: 'https://shop.test/products/mug',
  mobile: false,
  embeddedOnPage: new Set(),
  convertedEmail: undefined,
  previewPopupId: undefined,
  now: Date.now(),
  ...overrides,
});

const ids = (popups: readonly ServedPopup[]) => popups.map((popup) => popup.id);

// One popup per thing the server judges, so every part of a first visitor's choice shows.
const anywhere = served(1);
const productsOnly = served(2, 10, { show_on_pages: [{ rule: 'start', value: '/products/' }] });
const mobileOnly = served(3, 10, { poptin_type: 'mobile' });
const onceAVisitor = served(4, 10, { d_f_a: { rule: 'display_once_a_visitor_2' } });
const notToConverted = served(5, 10, { stop_showing_to_converted_users: 1 });
const placeholder = served(6, 10, { poptin_type: 'embedded' });
const cartOver20 = served(7, 10, {
  shopify_cart_trigger_active: 1,
  shopify_cart_trigger_action: 'cart_value',
  shopify_cart_trigger_cart_spec_filter: 'greater_than',
  shopify_cart_trigger_cart_spec_value: '20',
});

describe('choosePopups for visitors without history (kept per snapshot)', () => {
  const snapshot = snapshotOf([
    anywhere,
    productsOnly,
    mobileOnly,
    onceAVisitor,
    notToConverted,
    placeholder,
    cartOver20,
  ]);

  it('reuses the choice for the same page, device, placeholders and conversion', () => {
    const first = choosePopups(snapshot, input());
    // The cart rule is the loader's to decide (the cart changes on the page), so it passes here.
    expect(ids(first)).toEqual([
      anywhere.id,
      productsOnly.id,
      onceAVisitor.id,
      notToConverted.id,
      cartOver20.id,
    ]);
    // Another new visitor, later: the very same choice, not a new one.
    const again = choosePopups(snapshot, input({ visitorKey: 'visitor-2', now: Date.now() + 9e9 }));
    expect(again).toBe(first);
  });

  it('tells apart everything a first visit is judged on', () => {
    expect(ids(choosePopups(snapshot, input({ url: 'https://shop.test/about' })))).not.toContain(
      productsOnly.id,
    );
    expect(ids(choosePopups(snapshot, input({ mobile: true })))).toContain(mobileOnly.id);
    expect(ids(choosePopups(snapshot, input({ convertedEmail: 'a@b.test' })))).not.toContain(
      notToConverted.id,
    );
    expect(
      ids(choosePopups(snapshot, input({ embeddedOnPage: new Set([placeholder.id]) }))),
    ).toContain(placeholder.id);
    // Placeholders of popups the site does not have change nothing.
    expect(choosePopups(snapshot, input({ embeddedOnPage: new Set(['elsewhere12345']) }))).toBe(
      choosePopups(snapshot, input()),
    );
  });

  it('judges a visitor with history afresh, and leaves the first-visit choice as it was', () => {
    const first = choosePopups(snapshot, input());
    const seen = choosePopups(
      snapshot,
      input({ visitor: { ...noHistory(), seen: [onceAVisitor.id] } }),
    );
    expect(ids(seen)).not.toContain(onceAVisitor.id);
    const converted = choosePopups(
      snapshot,
      input({ visitor: { ...noHistory(), converted: [notToConverted.id] } }),
    );
    expect(ids(converted)).not.toContain(notToConverted.id);
    expect(choosePopups(snapshot, input())).toBe(first);
    expect(ids(first)).toContain(onceAVisitor.id);
  });

  it('keeps each visitor on their own A/B variant', () => {
    const original = served(10, 10, { ab_test: 1 });
    const variant = served(11, 10, { ab_test_parent_id: original.id });
    const split = snapshotOf([original, variant]);
    const variants = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const chosen = ids(choosePopups(split, input({ visitorKey: `visitor-${i}` })));
      expect(chosen).toHaveLength(1);
      // The same visitor again gets the same variant.
      expect(ids(choosePopups(split, input({ visitorKey: `visitor-${i}` })))).toEqual(chosen);
      variants.add(chosen[0]!);
    }
    expect(variants).toEqual(new Set([original.id, variant.id]));
  });

  it('stays right past the number of choices it keeps', () => {
    const pages = FIRST_VISIT_CHOICES_PER_SNAPSHOT * 2 + 1;
    for (let i = 0; i < pages; i++) {
      const page = i % 2 === 0 ? `/products/p${i}` : `/pages/p${i}`;
      const chosen = ids(choosePopups(snapshot, input({ url: `https://shop.test${page}` })));
      expect(chosen.includes(productsOnly.id)).toBe(i % 2 === 0);
    }
  });
});

describe('choosePopups by the visitor’s country and language', () => {
  const israelOnly = served(21, 10, { display_in_countries: { mode: 'show', values: ['IL'] } });
  const notInHebrew = served(22, 10, {
    display_in_languages: { mode: 'dont_show', values: ['he'] },
  });
  const snapshot = snapshotOf([israelOnly, notInHebrew]);

  it('keeps a country’s popup to its visitors and a language rule to its readers, memo or not', () => {
    expect(ids(choosePopups(snapshot, input({ country: 'IL', language: 'en' })))).toEqual([
      israelOnly.id,
      notInHebrew.id,
    ]);
    // Same page and device, another country and language: the memo must not answer for them.
    expect(ids(choosePopups(snapshot, input({ country: 'US', language: 'he' })))).toEqual([]);
    expect(ids(choosePopups(snapshot, input({ country: 'IL', language: 'he' })))).toEqual([
      israelOnly.id,
    ]);
  });
});

describe('choosePopups and the codes popups show', () => {
  const ends = Date.UTC(2026, 11, 1);
  const withCode = { ...served(8), codeStop: { code: 'BLACKFRIDAY', at: ends } };
  const withGoneCode = { ...served(9), codeStop: { code: 'GONE', at: null } };

  it('serves a popup until its code ends, and never one whose code no coupon has', () => {
    // Two snapshots, as the cache makes a new one when the code ends (its expiresAt).
    const before = choosePopups(snapshotOf([withCode, withGoneCode]), input({ now: ends - 1 }));
    expect(ids(before)).toEqual([withCode.id]);
    const after = choosePopups(snapshotOf([withCode, withGoneCode]), input({ now: ends }));
    expect(ids(after)).toEqual([]);
  });
});
