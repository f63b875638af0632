// Checkout as a shopper meets it in Chromium, through the real cart: a visit that arrives on a
// product page from a newsletter campaign (utm parameters) adds with the add-to-cart buttons, opens
// the cart, proceeds to checkout as a guest and lands on its order-received page, the order
// carrying the attribution fields, which the owner then sees in /admin/orders, and the cart empty
// after; the same checkout with JavaScript off (the product page's form posts to /cart/add; errors
// beside fields, nothing lost); and the footer's "do not track" clearing every tracking cookie.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const trackerCookies = ['pw_current', 'pw_first', 'pw_session', 'pw_udata', 'pw_promo'];

describe('checkout in a browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function openPage(options: { javaScriptEnabled?: boolean; lang?: string } = {}) {
    context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      extraHTTPHeaders: { 'accept-language': options.lang ?? 'en' },
      viewport: { width: 1280, height: 900 },
    });
    // The demo's popups would cover the page mid-test; they have tests of their own.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    collectPageErrors(page, pageErrors);
    return page;
  }

  /** Adds from a product page with its add-to-cart button and waits for the added state. */
  async function addFromProductPage(page: Page, path: string, quantity = 1) {
    await page.goto(`${server.url}${path}`);
    // Hydrated before clicking: the click must be the background add, not the form post.
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    if (quantity !== 1) await page.locator('#quantity').fill(String(quantity));
    const button = page.locator('.purchase-form button[type=submit]');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('added');
  }

  async function fillContactAndAddress(page: Page) {
    // By id: the shipping address and the footer's sign-up have fields of the same names.
    await page.locator('#billing_email').fill('dana@buyer.example');
    await page.locator('#billing_phone').fill('+972 50 123 4567');
    await page.locator('#billing_first_name').fill('Dana');
    await page.locator('#billing_last_name').fill('Levi');
    await page.locator('#billing_address_1').fill('Herzl 1');
    await page.locator('#billing_city').fill('Tel Aviv');
  }

  async function cookieNames() {
    return (await context.cookies()).map((cookie) => cookie.name);
  }

  it('takes a campaign visit from the product page through the cart and guest checkout to its order, attribution stored and shown to the owner', async () => {
    const page = await openPage();
    await page.goto(
      `${server.url}/product/stoneware-mug?attribute_pattern=stripes&utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale&utm_content=hero`,
      { referer: 'https://mail.example/inbox' },
    );
    await page.waitForFunction(() => document.cookie.includes('pw_current='));
    await addFromProductPage(page, '/product/stoneware-mug?attribute_pattern=stripes', 2);
    expect(await page.locator('.mini-cart__count').textContent()).toBe('2');
    // The instalments message under a price from $30 up: the jacket's $189.00 in four.
    await addFromProductPage(page, '/product/rain-jacket?attribute_color=yellow&attribute_size=s');
    expect(await page.locator('#product-instalments').textContent()).toBe(
      'or 4 interest-free payments of $47.25 by direct bank transfer: a plan this shop offers itself, not a loan',
    );
    await expect
      .poll(() => page.locator('.mini-cart__label').textContent())
      .toBe('3 items, $237.00');

    // The cart page, reached as a shopper does: the View cart link the add left beside the button.
    await page.locator('.purchase-form a.added_to_cart').click();
    await page.waitForURL(`${server.url}/cart`);
    await expect.poll(() => page.locator('.cart-table__line').count()).toBe(2);
    expect(await page.locator('.cart-totals dd').textContent()).toBe('$237.00');
    // The cart's total in four, within the widget's 500 px.
    const instalments = page.locator('#cart-instalments');
    expect(await instalments.textContent()).toBe(
      'or 4 interest-free payments of $59.25 by direct bank transfer: a plan this shop offers itself, not a loan',
    );
    expect((await instalments.boundingBox())!.width).toBeLessThanOrEqual(500);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();

    await page.waitForURL(`${server.url}/checkout`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const review = page.locator('.order-summary');
    await expect.poll(() => review.innerText()).toContain('Stoneware Mug');
    // The cart's lines, in the cart's order.
    expect(await review.locator('.order-summary__title').allTextContents()).toEqual([
      'Stoneware Mug',
      'Waxed Rain Jacket',
    ]);
    expect(await review.innerText()).toContain('Pre-order, ships in March');
    // The review follows the shipping chosen: free from $50, else the flat rate, in the total and
    // in the instalments under the payment methods.
    const total = review.locator('.order-summary__total td');
    expect(await total.textContent()).toBe('$237.00');
    await page.getByLabel('Flat rate: $5.00').check();
    await expect.poll(() => total.textContent()).toBe('$242.00');
    expect(await page.locator('#checkout-instalments').textContent()).toBe(
      'or 4 interest-free payments of $60.50 by direct bank transfer: a plan this shop offers itself, not a loan',
    );
    await page.getByLabel('Free shipping').check();
    await expect.poll(() => total.textContent()).toBe('$237.00');
    // The spec's hidden inputs: the configured prefix plus each field, filled from the tracker.
    const hidden = (name: string) =>
      page.locator(`input[type=hidden][name="pinwheel_attribution_${name}"]`).inputValue();
    expect(await hidden('type')).toBe('utm');
    expect(await hidden('source')).toBe('newsletter');
    expect(await hidden('campaign')).toBe('winter-sale');
    expect(await hidden('referrer')).toBe('https://mail.example/inbox');

    await fillContactAndAddress(page);
    // A country with states asks for one; a country without disables the input.
    await page.locator('#billing_country').selectOption('US');
    const state = page.locator('#billing_state');
    expect(await state.evaluate((el) => el.tagName)).toBe('SELECT');
    await state.selectOption('CA');
    await page.locator('#billing_country').selectOption('IL');
    expect(await page.locator('#billing_state').isDisabled()).toBe(true);
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/checkout\/order-received\/[a-z0-9]+\?key=/);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const number = (await page.locator('[data-order-number]').innerText()).trim();
    expect(number).toMatch(/^[A-Z0-9]{8}$/);
    expect(await page.locator('.order-received__addresses').innerText()).toContain('Israel');
    // The order used the cart up: the mini cart says so at once, and so does the cart page.
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('0');
    await page.goto(`${server.url}/cart`);
    await page.locator('.cart-page__empty').getByText('Your cart is empty.').waitFor();
    expect(await page.locator('.mini-cart__count').textContent()).toBe('0');
    expect(pageErrors).toEqual([]);

    // The owner sees the order, where it came from, and moves it on.
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await owner.newPage();
    await admin.goto(`${server.url}/admin/sign-in?redirectTo=/admin/orders`);
    await admin.getByLabel('Email').fill(OWNER_EMAIL);
    await admin.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await admin.locator('form:has(input[name=password]) button[type=submit]').click();
    await admin.waitForURL(/\/admin\/orders$/);
    const row = admin.locator('tr', { hasText: number });
    expect(await row.innerText()).toContain('Source: newsletter');
    expect(await row.innerText()).toContain('Processing');
    await row.getByRole('link', { name: `#${number}` }).click();
    await admin.getByRole('heading', { name: `Order #${number}` }).waitFor();
    const attribution = await admin.locator('.admin-order__attribution').innerText();
    expect(attribution).toContain('newsletter');
    expect(attribution).toContain('winter-sale');
    expect(attribution).toContain('hero');
    await admin.getByLabel('Change status').selectOption('completed');
    await admin.getByRole('button', { name: 'Save status' }).click();
    await admin.getByText('Status saved.').waitFor();
    await expect
      .poll(() => admin.locator('.admin-order__head .status-badge').innerText())
      .toBe('Completed');
    await owner.close();
  }, 90_000);

  it('checks out without JavaScript: errors beside their fields, every value kept, then the order', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    // The product page's form posts to /cart/add, which shows the cart with what was added.
    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=stripes`);
    await page.locator('.purchase-form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.locator('.notice--success').textContent()).toBe(
      '“Stoneware Mug” has been added to your cart.',
    );
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${server.url}/checkout`);
    expect(await page.locator('.order-summary').innerText()).toContain('Stoneware Mug');
    await page.locator('#billing_email').fill('dana@');
    await page.locator('#billing_first_name').fill('Dana');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please check the fields marked below.').waitFor();
    expect(await page.locator('#billing_email-error').innerText()).toBe(
      'Please enter a valid email address.',
    );
    expect(await page.locator('#billing_city-error').innerText()).toBe('This field is required.');
    expect(await page.locator('#billing_email').getAttribute('aria-describedby')).toBe(
      'billing_email-error',
    );
    expect(await page.locator('#billing_first_name').inputValue()).toBe('Dana');
    expect(await page.locator('#billing_email').inputValue()).toBe('dana@');

    await fillContactAndAddress(page);
    // The shop's country (the US) asks for a state: the page says so beside the field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.locator('#billing_state-error').waitFor();
    expect(await page.locator('#billing_state-error').innerText()).toBe('Please choose a state.');
    expect(await page.locator('#billing_city').inputValue()).toBe('Tel Aviv');
    // Without JavaScript a new country is judged by the server: Israel has no states.
    await page.locator('#billing_country').selectOption('IL');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    // A bank transfer (the first method) shows the bank details to pay into.
    expect(await page.locator('.order-received__bank').innerText()).toContain('IBAN');
    // The cart was used up: the mini cart, the cart page and checkout are empty again.
    expect(await page.locator('.mini-cart__count').textContent()).toBe('0');
    await page.goto(`${server.url}/cart`);
    await page.locator('.cart-page__empty').getByText('Your cart is empty.').waitFor();
    await page.goto(`${server.url}/checkout`);
    await page.getByText('There is nothing to check out yet.').waitFor();
  }, 60_000);

  it('clears every tracking cookie when the visitor turns tracking off, and tracks nothing after', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/?utm_source=ads&utm_medium=cpc`);
    await page.waitForFunction(() => document.cookie.includes('pw_promo='));
    expect(await cookieNames()).toEqual(expect.arrayContaining(trackerCookies));

    await page.getByRole('button', { name: 'Do not track where I came from' }).click();
    await page.getByText('Visit-source tracking is off for this browser.').waitFor();
    const names = await cookieNames();
    expect(names).toContain('pw_no_tracking');
    for (const name of trackerCookies) expect(names).not.toContain(name);

    await page.goto(`${server.url}/shop?utm_source=other`);
    await page.getByRole('button', { name: 'Allow visit-source tracking' }).waitFor();
    await page.waitForTimeout(300);
    for (const name of trackerCookies) expect(await cookieNames()).not.toContain(name);
    // A line through the listing's add-to-cart button, then checkout: no attribution inputs.
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const lamp = page.locator('article.product-card', { hasText: 'Task Desk Lamp' });
    const button = lamp.locator('button.ajax_add_to_cart');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('added');
    await page.goto(`${server.url}/checkout`);
    await expect.poll(() => page.locator('.order-summary').innerText()).toContain('Task Desk Lamp');
    expect(await page.locator('input[name^="pinwheel_attribution_"]').count()).toBe(0);
  });
});
