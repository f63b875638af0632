// Customer accounts through the real app on both databases: registration's rules and messages
// (spec §5, English and Hebrew), the ALTCHA check solved, missing and replayed, sign-in by
// username or email with one answer for an unknown user and a wrong password, session rotation
// and sign-out, the per-account throttle with Retry-After, the guest cart merged at sign-in,
// password reset through a real local SMTP server (once, not after expiry) and the owner's side.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { NONCE_HEADER } from '@pinwheel/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.ts';
import { CUSTOMER_SESSION_COOKIE } from './customer-session.ts';
import { CUSTOMER_SIGN_IN_PER_ACCOUNT } from './customer-sign-in-limits.ts';
import { PASSWORD_RESET_TTL_MS } from './customers.ts';
import { customerOrdersPages } from '../orders/index.ts';
import { checkoutDetails } from '../../testing/shopper.ts';

const MUG = 73000000001;
const POSTER = 73000000002;

/** A browser: cookies kept between calls, the page's nonce on our own API's writes. */
class Browser {
  private cookies = new Map<string, string>();
  nonce = '';

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const gone =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string) {
    return this.keep(await this.app.inject({ url, headers: { cookie: this.cookieHeader() } }));
  }

  async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const raw = typeof payload === 'string';
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: this.cookieHeader(),
          ...(raw ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        payload: raw ? payload : JSON.stringify(payload),
      }),
    );
  }

  api(url: string, payload: unknown) {
    return this.post(url, payload, { [NONCE_HEADER]: this.nonce });
  }
}

async function saveProducts(t: TestApp) {
  const base = { type: 'simple' as const, created_at: Date.now() };
  await t.app.catalog.saveProduct({
    ...base,
    id: 'customer-mug',
    slug: 'customer-mug',
    title: 'Customer Mug',
    variations: [{ id: MUG, price: 1250, stock: 20 }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'customer-poster',
    slug: 'customer-poster',
    title: 'Customer Poster',
    variations: [{ id: POSTER, price: 3000 }],
  });
}

/** Fetches a puzzle and answers it with the library's solver: the value the widget posts. */
async function solvedCaptcha(browser: Browser): Promise<string> {
  const challenge = (await browser.get('/api/customer/captcha')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA puzzle was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function newBrowser(t: TestApp) {
  const browser = new Browser(t.app);
  browser.nonce = (await browser.get('/api/session')).json<{ nonce: string }>().nonce;
  return browser;
}

describe.each(testEngines())('customer accounts on %s', (engine) => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  let owner: RestOwner;
  const password = 'plum tree 42';

  const register = async (browser: Browser, body: Record<string, string>) =>
    browser.api('/api/customer/register', {
      upass_confirm: body.upass,
      captcha: await solvedCaptcha(browser),
      ...body,
    });

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp(engine, {}, { SMTP_URL: smtp.url });
    await saveProducts(t);
    owner = await restOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    [{ uname: '', uemail: 'a@b.example', upass: 'secret' }, 'uname', 'Please enter a username.'],
    [
      { uname: 'a b', uemail: 'a@b.example', upass: 'secret' },
      'uname',
      'A username is 3 to 60 letters, digits, dots, dashes or underscores.',
    ],
    [{ uname: 'dana', uemail: '', upass: 'secret' }, 'uemail', 'Please enter your email address.'],
    [
      { uname: 'dana', uemail: 'dana@example', upass: 'secret' },
      'uemail',
      'Please enter a valid email address.',
    ],
    [{ uname: 'dana', uemail: 'a@b.example', upass: '' }, 'upass', 'Please enter a password.'],
    [
      { uname: 'dana', uemail: 'a@b.example', upass: 'abcd' },
      'upass',
      'Password must be of atleast 5 character long.',
    ],
    [
      { uname: 'dana', uemail: 'a@b.example', upass: 'abcde', upass_confirm: 'abcdf' },
      'upass_confirm',
      'The password and its confirmation do not match.',
    ],
    [
      { uname: 'dana', uemail: 'a@b.example', upass: 'abcde', captcha: '' },
      'captcha',
      'Please complete the check that you are not a robot.',
    ],
    [
      { uname: 'dana', uemail: 'a@b.example', upass: 'abcde', captcha: 'bm90IGEgcHV6emxl' },
      'captcha',
      'The check that you are not a robot failed. Please try it again.',
    ],
  ])(
    'refuses a registration breaking a rule (%o) with 400 and its message',
    async (body, field, message) => {
      const browser = await newBrowser(t);
      const response = await register(browser, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, data: { message, field } });
      expect(browser.cookie(CUSTOMER_SESSION_COOKIE)).toBeUndefined();
    },
  );

  it('says the rules in Hebrew to a Hebrew visitor', async () => {
    const browser = await newBrowser(t);
    const response = await browser.post(
      '/api/customer/register',
      { uname: 'dana', uemail: 'a@b.example', upass: 'abcd' },
      { [NONCE_HEADER]: browser.nonce, 'accept-language': 'he-IL,he;q=0.9' },
    );
    expect(response.json().data.message).toBe('הסיסמה חייבת להכיל לפחות 5 תווים.');
  });

  it('registers with a solved puzzle, signs in at once with an httpOnly SameSite cookie', async () => {
    const browser = await newBrowser(t);
    const response = await register(browser, {
      uname: 'Dana.K',
      uemail: 'Dana@Shop.example',
      upass: password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { message: 'Your account is ready. You are signed in.' },
    });
    const cookie = response.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = (await browser.get('/api/customer/session')).json();
    expect(session.customer).toMatchObject({ username: 'Dana.K', email: 'dana@shop.example' });
    expect(session.captcha).toEqual({ provider: 'altcha', challengeUrl: '/api/customer/captcha' });
  });

  it('refuses a taken username or email (any case) with 409, making no second account', async () => {
    const browser = await newBrowser(t);
    const sameName = await register(browser, {
      uname: 'dana.k',
      uemail: 'other@shop.example',
      upass: password,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().data).toEqual({
      message: 'That username is taken. Please choose another one.',
      field: 'uname',
    });
    const sameEmail = await register(browser, {
      uname: 'someone',
      uemail: 'DANA@shop.example',
      upass: password,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().data.field).toBe('uemail');
    const list = await owner.request('GET', '/wp-json/pinwheel/v1/customers?search=dana');
    expect(list.json()).toHaveLength(1);
  });

  it('accepts a solved puzzle once: the same answer again is refused', async () => {
    const browser = await newBrowser(t);
    const captcha = await solvedCaptcha(browser);
    const first = await browser.api('/api/customer/register', {
      uname: 'once',
      uemail: 'once@shop.example',
      upass: password,
      captcha,
    });
    expect(first.statusCode).toBe(200);
    const again = await (
      await newBrowser(t)
    ).api('/api/customer/register', {
      uname: 'twice',
      uemail: 'twice@shop.example',
      upass: password,
      captcha,
    });
    expect(again.json().data.field).toBe('captcha');
  });

  it('answers a malformed sign-in body with 400', async () => {
    const browser = await newBrowser(t);
    const wrongTypes = await browser.api('/api/customer/login', { uname: 12, upass: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error.code).toBe('validation_failed');
    const notJson = await browser.post('/api/customer/login', '{"uname":', {
      [NONCE_HEADER]: browser.nonce,
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    const empty = await browser.api('/api/customer/login', { uname: '', upass: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.message).toBe(
      'Please enter your username or email and your password.',
    );
  });

  it('signs in by username or email, rotating the session; one answer for any failure', async () => {
    const browser = await newBrowser(t);
    const byName = await browser.api('/api/customer/login', { uname: 'DANA.k', upass: password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({ success: true, data: { message: 'You are signed in.' } });
    const first = browser.cookie(CUSTOMER_SESSION_COOKIE)!;
    const byEmail = await browser.api('/api/customer/login', {
      uname: 'dana@shop.example',
      upass: password,
    });
    expect(byEmail.statusCode).toBe(200);
    const second = browser.cookie(CUSTOMER_SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    // The replaced session no longer counts.
    const stale = await t.app.inject({
      url: '/api/customer/session',
      headers: { cookie: `${CUSTOMER_SESSION_COOKIE}=${first}` },
    });
    expect(stale.json().customer).toBeNull();

    const wrong = await browser.api('/api/customer/login', { uname: 'dana.k', upass: 'nope!' });
    const unknown = await browser.api('/api/customer/login', { uname: 'nobody', upass: 'nope!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().data.message).toBe('The username, email or password is not right.');
  });

  it('signs out: the session ends on the server', async () => {
    const browser = await newBrowser(t);
    await browser.api('/api/customer/login', { uname: 'dana.k', upass: password });
    const token = browser.cookie(CUSTOMER_SESSION_COOKIE)!;
    const out = await browser.api('/api/customer/logout', {});
    expect(out.statusCode).toBe(200);
    expect(browser.cookie(CUSTOMER_SESSION_COOKIE)).toBeUndefined();
    const after = await t.app.inject({
      url: '/api/customer/session',
      headers: { cookie: `${CUSTOMER_SESSION_COOKIE}=${token}` },
    });
    expect(after.json().customer).toBeNull();
  });

  it('throttles guesses on one account with 429 and Retry-After, whatever the address', async () => {
    const victim = await register(await newBrowser(t), {
      uname: 'victim',
      uemail: 'victim@shop.example',
      upass: password,
    });
    expect(victim.statusCode).toBe(200);
    // Each guess from a browser of its own (another address to the app would look the same).
    const browsers = await Promise.all(
      Array.from({ length: CUSTOMER_SIGN_IN_PER_ACCOUNT + 1 }, () => newBrowser(t)),
    );
    const answers = [];
    for (const [n, browser] of browsers.entries()) {
      answers.push(
        await browser.post(
          '/api/customer/login',
          { uname: 'victim', upass: `guess ${n}` },
          { [NONCE_HEADER]: browser.nonce },
        ),
      );
    }
    expect(answers.slice(0, -1).every((a) => a.statusCode === 401)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().data.message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ min\.$/,
    );
    // Even the right password waits: the limit says nothing about which guess was right.
    const right = await (
      await newBrowser(t)
    ).api('/api/customer/login', {
      uname: 'victim',
      upass: password,
    });
    expect(right.statusCode).toBe(429);
    // Another account is not held up.
    const other = await (
      await newBrowser(t)
    ).api('/api/customer/login', {
      uname: 'dana.k',
      upass: password,
    });
    expect(other.statusCode).toBe(200);
  });

  it("merges the guest cart into the customer's kept cart at sign-in, and forgets it at sign-out", async () => {
    const customer = await newBrowser(t);
    await register(customer, { uname: 'merger', uemail: 'merger@shop.example', upass: password });
    await customer.api('/api/cart/add-to-cart', { id: POSTER, quantity: 1 });
    await customer.api('/api/cart/add-to-cart', { id: MUG, quantity: 1 });
    await customer.api('/api/customer/logout', {});
    expect((await customer.get('/cart.js')).json().item_count).toBe(0);

    const guest = await newBrowser(t);
    await guest.api('/api/cart/add-to-cart', { id: MUG, quantity: 2 });
    const signedIn = await guest.api('/api/customer/login', { uname: 'merger', upass: password });
    expect(signedIn.statusCode).toBe(200);
    const cart = (await guest.get('/cart.js')).json();
    const quantities = Object.fromEntries(
      cart.items.map((item: { id: number; quantity: number }) => [item.id, item.quantity]),
    );
    expect(quantities).toEqual({ [MUG]: 3, [POSTER]: 1 });
  });

  it('resets a password through a mailed link, good once; an expired link is refused', async () => {
    const browser = await newBrowser(t);
    const seen = smtp.received.length;
    const asked = await browser.api('/api/customer/password-reset', {
      uemail: 'dana@shop.example',
      captcha: await solvedCaptcha(browser),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toMatch(/^If an account uses that email/);
    const mail = await smtp.nextMail(seen);
    const link = /\/account\/reset\/([\w-]+)/.exec(mail.raw)![1]!;

    const reset = () =>
      browser.api('/api/customer/password-reset/confirm', {
        token: link,
        upass: 'new plum 43',
        upass_confirm: 'new plum 43',
      });
    const first = await reset();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe('Your new password is saved. You are signed in.');
    const second = await reset();
    expect(second.statusCode).toBe(400);
    expect(second.json().data.field).toBe('token');
    const signIn = await (
      await newBrowser(t)
    ).api('/api/customer/login', {
      uname: 'dana.k',
      upass: 'new plum 43',
    });
    expect(signIn.statusCode).toBe(200);

    // An unknown email hears the same answer, and no mail goes out.
    const unknown = await browser.api('/api/customer/password-reset', {
      uemail: 'nobody@shop.example',
      captcha: await solvedCaptcha(browser),
    });
    expect(unknown.json()).toEqual(asked.json());

    // A link past its hour is refused.
    const customers = t.app.customers.accounts;
    const before = smtp.received.length;
    await customers.requestPasswordReset(
      { email: 'dana@shop.example', lang: 'en' },
      Date.now() - PASSWORD_RESET_TTL_MS - 1000,
    );
    const old = await smtp.nextMail(before);
    const oldToken = /\/account\/reset\/([\w-]+)/.exec(old.raw)![1]!;
    expect(await customers.resetLinkOpen(oldToken)).toBe(false);
    const expired = await browser.api('/api/customer/password-reset/confirm', {
      token: oldToken,
      upass: 'another 44',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('shows an account the orders placed while signed in to it, never a guest’s with its email', async () => {
    // A guest orders with their email…
    const guest = await newBrowser(t);
    await guest.api('/api/cart/add-to-cart', { id: MUG, quantity: 1 });
    const guestOrder = await guest.api('/api/checkout', {
      ...checkoutDetails,
      billing_email: 'orli@shop.example',
    });
    expect(guestOrder.statusCode).toBe(201);
    const guestOrderId = guestOrder.json<{ order: { id: string } }>().order.id;

    // …and someone else registers with that email: registration does not prove the address.
    const other = await newBrowser(t);
    expect(
      (await register(other, { uname: 'not-orli', uemail: 'orli@shop.example', upass: password }))
        .statusCode,
    ).toBe(200);
    const signedIn = await t.app.customers.accounts.customerForSession(
      other.cookie(CUSTOMER_SESSION_COOKIE)!,
    );
    const pages = customerOrdersPages(t.app.orders, 'en');
    expect(await pages.orders(signedIn!.id)).toEqual([]);
    expect(await pages.order(signedIn!.id, guestOrderId)).toBeNull();
    expect(await pages.addresses(signedIn!.id)).toEqual([]);
    expect(await pages.checkoutPrefill(signedIn!)).toEqual({ billing_email: 'orli@shop.example' });

    // What they order while signed in is theirs, on the account page and nowhere else.
    other.nonce = (await other.get('/api/session')).json<{ nonce: string }>().nonce;
    await other.api('/api/cart/add-to-cart', { id: POSTER, quantity: 1 });
    const own = await other.api('/api/checkout', {
      ...checkoutDetails,
      billing_email: 'orli@shop.example',
      billing_city: 'Haifa',
    });
    expect(own.statusCode).toBe(201);
    const ownId = own.json<{ order: { id: string } }>().order.id;
    expect((await pages.orders(signedIn!.id)).map((order) => order.id)).toEqual([ownId]);
    expect((await pages.order(signedIn!.id, ownId))?.number).toBe(
      own.json<{ order: { number: string } }>().order.number,
    );
    expect((await pages.checkoutPrefill(signedIn!)).billing_city).toBe('Haifa');
    const stranger = await newBrowser(t);
    await register(stranger, {
      uname: 'stranger',
      uemail: 'stranger@shop.example',
      upass: password,
    });
    const strangerId = (await t.app.customers.accounts.customerForSession(
      stranger.cookie(CUSTOMER_SESSION_COOKIE)!,
    ))!.id;
    expect(await pages.order(strangerId, ownId)).toBeNull();
  });

  it('lets the owner search, close and reopen an account; a closed one cannot sign in', async () => {
    const found = await owner.request('GET', '/wp-json/pinwheel/v1/customers?search=MERGER');
    expect(found.headers['x-wp-total']).toBe('1');
    const [merger] = found.json();
    expect(merger).toMatchObject({ username: 'merger', disabled: false });

    const browser = await newBrowser(t);
    await browser.api('/api/customer/login', { uname: 'merger', upass: password });
    const closed = await owner.request('POST', `/wp-json/pinwheel/v1/customers/${merger.id}`, {
      disabled: true,
    });
    expect(closed.json()).toEqual({ id: merger.id, disabled: true });
    expect((await browser.get('/api/customer/session')).json().customer).toBeNull();
    const refused = await browser.api('/api/customer/login', { uname: 'merger', upass: password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.message).toBe('This account is closed. Please contact the shop.');

    await owner.request('POST', `/wp-json/pinwheel/v1/customers/${merger.id}`, { disabled: false });
    const again = await browser.api('/api/customer/login', { uname: 'merger', upass: password });
    expect(again.statusCode).toBe(200);

    const missing = await owner.request('POST', '/wp-json/pinwheel/v1/customers/nope', {
      disabled: true,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject('/wp-json/pinwheel/v1/customers');
    expect(anonymous.statusCode).toBe(401);
  });
});
