// The per-address limits on visitors' writes, on the real app and its real routes: a flood of each
// kind from one address is refused with 429 once past its limit, while another address still gets
// through; routes of one kind share a count; a time-trap token brings one message; and with Redis
// (TEST_REDIS_URL, by default the local one) two processes share both.
import { randomInt } from 'node:crypto';
import { CONTACT_FORM_STARTED, NONCE_HEADER } from '@pinwheel/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, visitorBrowser } from '../testing/owner-client.ts';
import { expectRedisReachable, testRedisUrl } from '../testing/redis-reachable.ts';
import { visitorWriteLimits, type VisitorWrite } from './visitor-write-limits.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function demoApp(settings: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp('sqlite', {}, settings);
  apps.push(t);
  await t.app.demo.seedIfEmpty();
  return t;
}

/** An address no earlier run has used (Redis keeps counts for the window). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A visitor's message to the demo contact form from another site, with a fresh token. */
async function contactMessage(t: TestApp, remoteAddress: string, token?: string) {
  const started = token ?? t.app.contactForms.startedToken('contact-us', Date.now() - 5000);
  const body = await multipartBody([
    ['your-name', 'Dana'],
    ['your-email', 'dana@shop.example'],
    ['topic', 'Order'],
    ['your-message', 'Where is my order, please?'],
    ['terms', '1'],
    [CONTACT_FORM_STARTED, started],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/embed/contact-forms/contact-us/feedback',
    headers: body.headers,
    payload: body.payload,
    remoteAddress,
  });
}

/** One write of each kind, through a route a visitor's page or script calls. */
// Reviews and accepted invitations are page posts, counted by the pages' catch-all (page-write-limits).
const writes: Record<
  Exclude<VisitorWrite, 'review' | 'owner-invitation'>,
  (remoteAddress: string) => InjectOptions
> = {
  'contact-message': (remoteAddress) => ({
    method: 'POST',
    url: '/api/embed/contact-forms/contact-us/feedback',
    remoteAddress,
  }),
  'web-form': (remoteAddress) => ({
    method: 'POST',
    url: '/api/embed/forms/ajax',
    remoteAddress,
  }),
  'sign-up': (remoteAddress) => ({
    method: 'POST',
    url: '/api/embed/mailing-list/subscribe',
    payload: { email: 'dana@shop.example', consent: true, list_id: 'newsletter' },
    remoteAddress,
  }),
  conversion: (remoteAddress) => ({
    method: 'POST',
    url: '/api/display/conversion/viewer-1',
    payload: { client_id: 'demo-shop-client' },
    remoteAddress,
  }),
  order: (remoteAddress) => ({ method: 'POST', url: '/api/checkout', payload: {}, remoteAddress }),
  'customer-registration': (remoteAddress) => ({
    method: 'POST',
    url: '/api/customer/register',
    payload: {},
    remoteAddress,
  }),
  'customer-password-reset': (remoteAddress) => ({
    method: 'POST',
    url: '/api/customer/password-reset',
    payload: {},
    remoteAddress,
  }),
  cart: (remoteAddress) => ({
    method: 'POST',
    url: '/cart/add.js',
    payload: { id: 1, quantity: 1 },
    remoteAddress,
  }),
  share: (remoteAddress) => ({
    method: 'POST',
    url: '/api/shares',
    payload: { path: '/product/none', network: 'facebook' },
    remoteAddress,
  }),
  'store-event': (remoteAddress) => ({
    method: 'POST',
    url: '/wix/save-ordered-products',
    payload: { client_id: 'demo-shop-client' },
    remoteAddress,
  }),
  'price-password': (remoteAddress) => ({
    method: 'POST',
    url: '/api/price-password',
    payload: { password: 'guess' },
    remoteAddress,
  }),
};

async function flood(t: TestApp, request: InjectOptions, count: number) {
  const statuses = new Set<number>();
  for (let i = 0; i < count; i++) statuses.add((await t.app.inject(request)).statusCode);
  return statuses;
}

function expectRefused(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('the limits on visitors’ writes', () => {
  it.each(Object.entries(writes))(
    'refuses %s from one address past its limit, and lets another address write',
    async (kind, write) => {
      const t = await demoApp();
      const { max } = visitorWriteLimits[kind as VisitorWrite];
      const within = await flood(t, write('203.0.113.7'), max);
      expect(within.has(429)).toBe(false);
      const refused = await t.app.inject(write('203.0.113.7'));
      expectRefused(refused);
      // Shopify's AJAX cart answers in Shopify's error shape; every other route in ours.
      if (kind === 'cart') expect(refused.json()).toMatchObject({ status: 429 });
      else expect(refused.json().error.code).toBe('rate_limited');
      expect((await t.app.inject(write('203.0.113.8'))).statusCode).not.toBe(429);
    },
  );

  it('counts a kind once across its routes: our page’s contact form and an embedded one', async () => {
    const t = await demoApp();
    const { max } = visitorWriteLimits['contact-message'];
    await flood(t, writes['contact-message']('203.0.113.7'), max);
    const browser = await visitorBrowser(t.app);
    const fromOurPage = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms/contact-us/feedback',
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      remoteAddress: '203.0.113.7',
    });
    expectRefused(fromOurPage);
  });

  it('is off with VISITOR_WRITE_LIMITS=off, for benchmarks from one address', async () => {
    const t = await demoApp({ VISITOR_WRITE_LIMITS: 'off' });
    const { max } = visitorWriteLimits.order;
    expect((await flood(t, writes.order('203.0.113.7'), max + 5)).has(429)).toBe(false);
  });
});

describe('the time-trap token', () => {
  it('brings one message: sent again, it is taken for spam and nothing more is stored', async () => {
    const t = await demoApp();
    const handedOut = Date.now() - 5000;
    const token = t.app.contactForms.startedToken('contact-us', handedOut);
    // Two visitors handed the form in the same millisecond hold tokens of their own.
    expect(t.app.contactForms.startedToken('contact-us', handedOut)).not.toBe(token);
    expect((await contactMessage(t, '203.0.113.7', token)).json().status).toBe('mail_sent');
    expect((await contactMessage(t, '203.0.113.9', token)).json().status).toBe('spam');
    expect((await contactMessage(t, '203.0.113.7')).json().status).toBe('mail_sent');
    expect(await t.app.contactForms.submissions()).toHaveLength(2);
  });
});

describe('the limits and tokens, shared through Redis', () => {
  beforeAll(() => expectRedisReachable(testRedisUrl));

  it('counts an address once across two processes', async () => {
    const settings = { REDIS_URL: testRedisUrl };
    const [first, second] = [await demoApp(settings), await demoApp(settings)];
    const address = freshAddress();
    const { max } = visitorWriteLimits['sign-up'];
    expect((await flood(first, writes['sign-up'](address), max - 1)).has(429)).toBe(false);
    expect((await second.app.inject(writes['sign-up'](address))).statusCode).toBe(200);
    expectRefused(await second.app.inject(writes['sign-up'](address)));
    expectRefused(await first.app.inject(writes['sign-up'](address)));
  });

  it('lets a time-trap token bring one message whichever process receives it', async () => {
    const settings = { REDIS_URL: testRedisUrl };
    const [first, second] = [await demoApp(settings), await demoApp(settings)];
    const token = first.app.contactForms.startedToken('contact-us', Date.now() - 5000);
    expect((await contactMessage(first, freshAddress(), token)).json().status).toBe('mail_sent');
    expect((await contactMessage(second, freshAddress(), token)).json().status).toBe('spam');
  });
});
