// The tracker as a visitor's browser runs it: page views in a row, each writing cookies the next
// one reads, and the attribution fields a checkout would then carry.
import { describe, expect, it } from 'vitest';
import {
  DIRECT_SOURCE,
  NO_MEDIUM,
  TRACKER_COOKIE_LIFETIME_MS,
  TRACKER_SESSION_MS,
} from '../constants.ts';
import { attributionFromCookies, attributionFromForm } from './attribution-fields.ts';
import { clearTracking, trackPageView, trackerCookies, type PageView } from './visit-tracker.ts';
import { searchEngineOf } from './traffic-sources.ts';

const shop = 'https://shop.example';
const start = Date.UTC(2026, 10, 24, 9, 30, 0);

/** A browser: cookies with their expiry, and page views that write into them. */
function browser() {
  const jar = new Map<string, { value: string; expires: number }>();
  let now = start;
  const cookies = () =>
    Object.fromEntries(
      [...jar].filter(([, cookie]) => cookie.expires > now).map(([k, c]) => [k, c.value]),
    );
  return {
    visit(url: string, referrer = '', random = 0.5) {
      const view: PageView = {
        url,
        referrer,
        cookies: cookies(),
        now,
        userAgent: 'Test/1.0',
        random,
      };
      for (const write of trackPageView(view)) {
        if (write.maxAgeSeconds <= 0) jar.delete(write.name);
        else jar.set(write.name, { value: write.value, expires: now + write.maxAgeSeconds * 1000 });
      }
    },
    wait(ms: number) {
      now += ms;
    },
    clear() {
      for (const write of clearTracking()) jar.delete(write.name);
    },
    cookies,
    fields: () => attributionFromCookies(cookies()),
  };
}

describe('the order attribution tracker', () => {
  it('types a first visit with no referrer as typein, (direct) / (none)', () => {
    const b = browser();
    b.visit(`${shop}/`);
    expect(b.fields()).toMatchObject({
      type: 'typein',
      source: DIRECT_SOURCE,
      medium: NO_MEDIUM,
      referrer: DIRECT_SOURCE,
      session_entry: `${shop}/`,
      session_start_time: '2026-11-24 09:30:00',
      session_pages: '1',
      session_count: '1',
      user_agent: 'Test/1.0',
    });
    expect(Object.keys(b.cookies()).sort()).toEqual(Object.values(trackerCookies).slice().sort());
  });

  it('keeps every utm parameter of a campaign landing, and later pages keep that source', () => {
    const b = browser();
    b.visit(
      `${shop}/product/mug?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=hero&utm_term=mugs&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=retention`,
      'https://mail.example/inbox',
    );
    b.wait(60_000);
    b.visit(`${shop}/checkout`, `${shop}/product/mug`);
    expect(b.fields()).toMatchObject({
      type: 'utm',
      source: 'newsletter',
      medium: 'email',
      campaign: 'winter',
      content: 'hero',
      term: 'mugs',
      id: '42',
      platform: 'mailer',
      format: 'banner',
      tactic: 'retention',
      referrer: 'https://mail.example/inbox',
      session_pages: '2',
      session_count: '1',
    });
  });

  it('reads a paid-click id without utm parameters as that network, cpc', () => {
    const b = browser();
    b.visit(`${shop}/?gclid=abc123`);
    expect(b.fields()).toMatchObject({ type: 'utm', source: 'google', medium: 'cpc' });
    const bing = browser();
    bing.visit(`${shop}/?msclkid=x`);
    expect(bing.fields()).toMatchObject({ source: 'bing', medium: 'cpc' });
  });

  it('names the campaign of a Google or Yandex ad click as WooCommerce does: google_cpc, yandex_cpc', () => {
    const google = browser();
    google.visit(`${shop}/?gclid=abc123`);
    expect(google.fields()).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: 'google_cpc',
    });
    const yandex = browser();
    yandex.visit(`${shop}/product/linen-shirt?yclid=5567`);
    expect(yandex.fields()).toMatchObject({
      source: 'yandex',
      medium: 'cpc',
      campaign: 'yandex_cpc',
    });
    // The ad's own utm_campaign wins; other networks' ids keep no campaign, as WooCommerce's.
    const tagged = browser();
    tagged.visit(`${shop}/?gclid=abc&utm_campaign=winter`);
    expect(tagged.fields()).toMatchObject({ source: 'google', campaign: 'winter' });
    const bing = browser();
    bing.visit(`${shop}/?msclkid=x`);
    expect(bing.fields()).toMatchObject({ campaign: '(none)' });
  });

  it('types search engines organic, any subdomain or country domain', () => {
    const b = browser();
    b.visit(`${shop}/`, 'https://www.google.co.il/');
    expect(b.fields()).toMatchObject({ type: 'organic', source: 'google', medium: 'organic' });
    expect(searchEngineOf('duckduckgo.com')).toBe('duckduckgo');
    expect(searchEngineOf('search.brave.com')).toBe('brave');
    expect(searchEngineOf('googleblog.example')).toBeNull();
  });

  it('starts a referral only at a session start; the first visit stays the first', () => {
    const b = browser();
    b.visit(`${shop}/`);
    b.wait(5 * 60_000);
    b.visit(`${shop}/shop`, 'https://blog.example/post');
    expect(b.fields().type).toBe('typein');

    b.wait(TRACKER_SESSION_MS + 1);
    b.visit(`${shop}/shop`, 'https://www.blog.example/post');
    expect(b.fields()).toMatchObject({
      type: 'referral',
      source: 'blog.example',
      medium: 'referral',
      session_pages: '1',
      session_count: '2',
    });
    expect(attributionFromCookies({ pw_current: b.cookies()[trackerCookies.first] })).toMatchObject(
      { type: 'typein' },
    );
  });

  it('counts an internal page with no session as the same source, a new visit', () => {
    const b = browser();
    b.visit(`${shop}/?utm_source=ads`);
    b.wait(TRACKER_SESSION_MS + 1);
    b.visit(`${shop}/shop`, `${shop}/`);
    expect(b.fields()).toMatchObject({ type: 'utm', source: 'ads', session_count: '2' });
  });

  it('draws one promo code in 100000–999999 and keeps it', () => {
    const low = browser();
    low.visit(`${shop}/`, '', 0);
    expect(low.cookies()[trackerCookies.promo]).toBe('code=100000');
    const high = browser();
    high.visit(`${shop}/`, '', 0.9999999);
    expect(high.cookies()[trackerCookies.promo]).toBe('code=999999');
    high.visit(`${shop}/shop`, '', 0.1);
    expect(high.cookies()[trackerCookies.promo]).toBe('code=999999');
  });

  it('lets cookies live 6 months and the session 30 minutes', () => {
    const writes = trackPageView({
      url: `${shop}/`,
      referrer: '',
      cookies: {},
      now: start,
      userAgent: 'x',
      random: 0,
    });
    const age = Object.fromEntries(writes.map((w) => [w.name, w.maxAgeSeconds]));
    expect(age[trackerCookies.current]).toBe(TRACKER_COOKIE_LIFETIME_MS / 1000);
    expect(age[trackerCookies.current]).toBe(180 * 24 * 3600);
    expect(age[trackerCookies.session]).toBe(30 * 60);
  });

  it('disabling clears every tracker cookie', () => {
    const b = browser();
    b.visit(`${shop}/?utm_source=ads`);
    b.clear();
    expect(b.cookies()).toEqual({});
    expect(b.fields()).toEqual({});
  });

  it('ignores damaged cookies and odd addresses', () => {
    expect(attributionFromCookies({ pw_current: 'garbage' })).toEqual({});
    const writes = trackPageView({
      url: 'not a url',
      referrer: 'also not',
      cookies: { pw_session: '%%%' },
      now: start,
      userAgent: '',
      random: 0,
    });
    expect(writes.find((w) => w.name === trackerCookies.current)?.value).toMatch(/^typ=typein/);
  });

  it('keeps only one-line, short form values under the prefix', () => {
    const form = new Map([
      ['p_type', 'utm'],
      ['p_source', 'x'.repeat(201)],
      ['p_medium', 'line\nbreak'],
      ['p_campaign', ' winter '],
      ['type', 'unprefixed'],
    ]);
    expect(attributionFromForm((name) => form.get(name) ?? null, 'p_')).toEqual({
      type: 'utm',
      campaign: 'winter',
    });
  });
});
