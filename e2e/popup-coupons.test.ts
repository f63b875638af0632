// A popup's coupon in Chromium against the built server: a visitor on a third-party page leaves
// their email and the thank-you screen shows a single-use code issued to them alone (the server's
// choice, from the coupon's pattern); its copy button says "Copied" for 500 ms (English and
// Hebrew); the screen stays until the visitor closes it; and the code is worth one order: two
// shoppers holding it, the first order takes it and the second is refused with its message.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForEvent, widgetHostPage, recordedEvents } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

describe('a popup’s coupon', () => {
  const bed = widgetTestBed();
  const suffix = String(Date.now() % 100_000);
  const vip = `VIP${suffix}`;

  /** A coupon through the owner's wc/v3 API: 10% off, single-use codes from its pattern. */
  async function createCoupons() {
    await bed.owner.rest(
      'POST',
      '/wp-json/wc/v3/coupons',
      { code: vip, discount_type: 'percent', amount: '10', unique_code_pattern: `${vip}-XXXXXX` },
      201,
    );
    await bed.owner.rest(
      'POST',
      '/wp-json/wc/v3/coupons',
      { code: `SHARED${suffix}`, discount_type: 'percent', amount: '5' },
      201,
    );
  }

  async function visit(context: BrowserContext, path: string, clientId: string): Promise<Page> {
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const page = await context.newPage();
    // The page's timers on a clock the test moves: time flows, and jumps when told.
    await page.clock.install();
    await page.goto(`${bed.host.url}${path}`);
    return page;
  }

  async function checkoutContext() {
    const context = await bed.newContext({
      extraHTTPHeaders: { 'accept-language': 'en' },
      viewport: { width: 1280, height: 900 },
    });
    // The demo shop's own popups would cover the storefront; they have tests of their own.
    await context.route('**/embed.js*', (route) => route.abort());
    return context;
  }

  /** A striped mug in the cart, through the storefront's pages; the page on the cart. */
  async function cartWithMug(): Promise<Page> {
    const page = await (await checkoutContext()).newPage();
    await page.goto(`${bed.server.url}/product/stoneware-mug?attribute_pattern=stripes`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const add = page.locator('.purchase-form button[type=submit]');
    await add.click();
    await expect.poll(() => add.getAttribute('data-state')).toBe('added');
    await page.goto(`${bed.server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    return page;
  }

  /** A cart holding a mug and the code. */
  async function cartWithCode(code: string): Promise<Page> {
    const page = await cartWithMug();
    await page.locator('#coupon_code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect
      .poll(() => page.locator('.cart-totals .coupon-form__message').textContent())
      .toBe(`Code ${code} applied.`);
    return page;
  }

  async function placeOrder(page: Page, email: string) {
    await page.goto(`${bed.server.url}/checkout`);
    await page.locator('#billing_email').fill(email);
    await page.locator('#billing_phone').fill('+972 50 123 4567');
    await page.locator('#billing_first_name').fill('Dana');
    await page.locator('#billing_last_name').fill('Levi');
    await page.locator('#billing_address_1').fill('Herzl 1');
    await page.locator('#billing_city').fill('Tel Aviv');
    await page.locator('#billing_country').selectOption('IL');
    await page.getByRole('button', { name: 'Place order' }).click();
  }

  it('issues a lead a single-use code, shows it until closed, and honours it for one order', async () => {
    await createCoupons();
    const { clientId, ids } = await bed.owner.siteWith('Coupons', [
      {
        display_after_sec_active: 0,
        poptin_size: { width: 600, height: 520 },
        design: {
          blocks: [
            { type: 'heading', text: 'Your own 10% code', level: 2 },
            {
              type: 'form',
              fields: [{ kind: 'email', label: 'Email', required: true }],
              submit_label: 'Get my code',
            },
          ],
          thank_you: [
            { type: 'heading', text: 'Here is your code', level: 2 },
            { type: 'coupon', code: vip, caption: 'Good for one order' },
          ],
        },
        design_properties: {
          coupon: { code: vip, coupon_type: 'unique' },
          // Would close the thank-you screen after 2 s; a code on it keeps it up.
          poptin_design_thank_screen: 1,
          poptin_design_thank_screen_auto_close: 1,
          poptin_design_thank_screen_auto_close_sec: 2,
          poptin_design_exit_effect: 'none',
        },
      },
    ]);
    const context = await bed.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'accept-language': 'en' },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: bed.host.url,
    });
    const page = await visit(context, '/own-code', clientId);
    const dialog = page.getByRole('dialog', { name: 'Your own 10% code' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill('first.lead@buyer.example');
    await dialog.getByRole('button', { name: 'Get my code' }).click();

    const thanks = page.getByRole('dialog', { name: 'Here is your code' });
    await thanks.waitFor();
    const shown = thanks.locator('.coupon-code');
    await expect.poll(() => shown.textContent()).toMatch(new RegExp(`^${vip}-[A-Z2-9]{6}$`));
    const code = (await shown.textContent())!;
    // The owner sees the lead with the code it was given.
    const [lead] = await bed.owner.leads('first.lead@buyer.example');
    expect(lead).toMatchObject({ kind: 'lead', coupon: code });

    // Copy: the code on the clipboard, "Copied" for 500 ms, then the button as it was.
    const copy = thanks.locator('.coupon-copy');
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await thanks.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(400);
    expect(await copy.textContent()).toBe('Copied');
    await page.clock.runFor(200);
    await expect.poll(() => copy.textContent()).toBe('Copy code');

    // Two minutes on: the code is still there; closing is the visitor's.
    await page.clock.runFor(120_000);
    expect(await shown.textContent()).toBe(code);
    expect((await recordedEvents(page)).filter((event) => event.type === 'close')).toEqual([]);
    await thanks.getByRole('button', { name: 'Close' }).click();
    expect((await waitForEvent(page, 'close', ids[0])).closeTrigger).toBe('x_click');

    // Worth one order: two shoppers hold it; the first order takes it, the second is refused.
    const [first, second] = await Promise.all([cartWithCode(code), cartWithCode(code)]);
    await placeOrder(first, 'first.lead@buyer.example');
    await first.waitForURL(/\/checkout\/order-received\/[a-z0-9]+\?key=/);
    expect(await first.locator('.order-summary').innerText()).toContain(`Discount (${code})`);
    await placeOrder(second, 'someone.else@buyer.example');
    await expect
      .poll(() => second.getByRole('alert').first().textContent())
      .toBe(
        `Your order was not placed: The code ${code} has already been used. Remove the code to go on.`,
      );
    expect(new URL(second.url()).pathname).toBe('/checkout');
    // Typed again in a cart, it is refused with the same reason.
    const third = await cartWithMug();
    await third.locator('#coupon_code').fill(code);
    await third.getByRole('button', { name: 'Apply' }).first().click();
    await expect
      .poll(() => third.locator('.cart-totals .coupon-form__message').textContent())
      .toBe(`The code ${code} has already been used.`);
  });

  it('redirects 12 s after a thank-you screen with a code (4 s times 3), so it can be copied', async () => {
    const { clientId } = await bed.owner.siteWith('Coupon redirect', [
      {
        display_after_sec_active: 0,
        poptin_size: { width: 600, height: 520 },
        design: {
          blocks: [
            { type: 'heading', text: 'Five percent off', level: 2 },
            {
              type: 'form',
              fields: [{ kind: 'email', label: 'Email', required: true }],
              submit_label: 'Send',
            },
          ],
        },
        design_properties: {
          coupon: { code: `SHARED${suffix}`, coupon_type: 'shared' },
          poptin_design_redirect: 1,
          poptin_design_redirect_url: `${bed.host.url}/after-code`,
        },
      },
    ]);
    bed.host.page('/after-code', '<!doctype html><title>After</title><h1>After</h1>');
    const context = await bed.newContext({ extraHTTPHeaders: { 'accept-language': 'en' } });
    const page = await visit(context, '/redirecting', clientId);
    const dialog = page.getByRole('dialog', { name: 'Five percent off' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill('redirect.me@buyer.example');
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('button', { name: 'Send' }).click();
    // The default thanks, with the popup's code under them.
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await thanks.waitFor();
    expect(await thanks.locator('.coupon-code').textContent()).toBe(`SHARED${suffix}`);
    await page.clock.runFor(11_500);
    expect(new URL(page.url()).pathname).toBe('/redirecting');
    await page.clock.runFor(600);
    await page.waitForURL(/\/after-code$/);
  });

  it('says "Copied" in Hebrew for a popup in Hebrew', async () => {
    const { clientId } = await bed.owner.siteWith('Hebrew coupon', [
      {
        display_after_sec_active: 0,
        design: {
          blocks: [
            { type: 'heading', text: 'קוד הנחה', level: 2 },
            { type: 'coupon', code: `SHARED${suffix}` },
          ],
        },
      },
    ]);
    const context = await bed.newContext({
      viewport: { width: 390, height: 800 },
      locale: 'he-IL',
      extraHTTPHeaders: { 'accept-language': 'he' },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: bed.host.url,
    });
    const page = await visit(context, '/hebrew-code', clientId);
    const dialog = page.getByRole('dialog', { name: 'קוד הנחה' });
    await dialog.waitFor();
    const copy = dialog.getByRole('button', { name: 'העתקת הקוד' });
    await page.clock.pauseAt(Date.now() + 60_000);
    await copy.click();
    await expect.poll(() => dialog.locator('.coupon-copy').textContent()).toBe('הועתק');
    await page.clock.runFor(600);
    await expect.poll(() => dialog.locator('.coupon-copy').textContent()).toBe('העתקת הקוד');
  });
});
