// The storefront's cart in a real browser against the built server: add to cart from listings
// with its three button states and the View cart link, the queue (quick clicks are sent one at a
// time, in order), a refused add sending the shopper to the product page, the mini cart following
// every change and removing lines, fragments kept in sessionStorage across a reload and refreshed
// when the hash cookie differs (wc_fragments_ajax_error when that fails), the cart page's
// steppers, a popup whose cart-value rule fires right after an add on the same page, and the same
// without JavaScript.
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const card = (page: Page, title: string) =>
  page.locator('article.product-card', { hasText: title });
const cartJs = (page: Page) =>
  page.evaluate(async () => (await fetch('/cart.js')).json()) as Promise<{
    item_count: number;
    total_price: number;
    items: Array<{ product_title: string; quantity: number }>;
  }>;

describe('the storefront cart', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  /** A fresh visitor; the shop's popups are kept out unless a test wants the widget. */
  async function visitor(options: { widget?: boolean; javaScript?: boolean } = {}) {
    const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
    contexts.push(context);
    if (!options.widget) await context.route('**/embed.js*', (route) => route.abort());
    return context.newPage();
  }

  it('adds from a listing: normal, loading, added, then a View cart link; the mini cart follows', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    const lamp = card(page, 'Task Desk Lamp');
    const button = lamp.locator('button.ajax_add_to_cart');
    await expect.poll(() => button.getAttribute('data-state')).toBe('normal');
    expect(await lamp.locator('a.added_to_cart').count()).toBe(0);
    expect(await page.locator('.mini-cart__count').textContent()).toBe('0');
    // Hydrated before clicking: the click must be the background add, not the form post.
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart/add-to-cart*', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('loading');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.textContent()).toBe('Adding…');
    release();
    await expect.poll(() => button.getAttribute('data-state')).toBe('added');
    expect(await button.textContent()).toBe('Added');
    const viewCart = lamp.locator('a.added_to_cart');
    expect(await viewCart.textContent()).toBe('View cart');
    expect(await viewCart.getAttribute('href')).toBe('/cart');
    // No page load happened: the address is the listing's still.
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await page.locator('.mini-cart__count').textContent()).toBe('1');
    expect(await page.locator('.mini-cart__label').textContent()).toBe('1 item, $129.00');

    // The mini cart opens with the line; Escape closes it and gives focus back.
    const toggle = page.locator('button.mini-cart__toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.mini-cart__item').count()).toBe(1);
    expect(await page.locator('.mini-cart__title').textContent()).toBe('Task Desk Lamp');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'mini-cart__toggle',
    );

    // On the cart page, an add shows no View cart link (there is nothing to view but this page).
    await viewCart.click();
    await page.waitForURL(`${server.url}/cart`);
    await expect.poll(() => page.locator('.cart-table__line').count()).toBe(1);
  });

  it('sends quick clicks one at a time, in order: three clicks, three items', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const events: string[] = [];
    const isAdd = (request: Request) => request.url().includes('/api/cart/add-to-cart');
    page.on('request', (request) => {
      if (isAdd(request)) events.push(`start ${JSON.parse(request.postData() ?? '{}').id}`);
    });
    page.on('requestfinished', (request) => {
      if (isAdd(request)) events.push('end');
    });
    // Slow answers: were the requests not queued, they would overlap.
    await page.route('**/api/cart/add-to-cart*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.continue();
    });
    const titles = ['Quiet Wall Clock', 'Task Desk Lamp', 'Quiet Wall Clock'];
    for (const title of titles) await card(page, title).locator('button.ajax_add_to_cart').click();
    await expect
      .poll(() => events.filter((event) => event === 'end').length, { timeout: 10_000 })
      .toBe(3);
    expect(events.map((event) => event.split(' ')[0])).toEqual([
      'start',
      'end',
      'start',
      'end',
      'start',
      'end',
    ]);
    const cart = await cartJs(page);
    expect(cart.item_count).toBe(3);
    expect(cart.items.map((item) => [item.product_title, item.quantity])).toEqual([
      ['Quiet Wall Clock', 2],
      ['Task Desk Lamp', 1],
    ]);
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('3');
  });

  it('sends the shopper to the product page when an add is refused (more than max_qty)', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/category/home`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const armchair = card(page, 'Oak Lounge Armchair').locator('button.ajax_add_to_cart');
    // The armchair sells at most two to a cart.
    await armchair.click();
    await expect.poll(() => armchair.getAttribute('data-state')).toBe('added');
    await armchair.click();
    await expect.poll(async () => (await cartJs(page)).item_count).toBe(2);
    await armchair.click();
    await page.waitForURL(`${server.url}/product/oak-armchair`);
    // On the product page itself, the refusal is said beside the button.
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page.locator('.purchase-form button[type=submit]').click();
    await expect
      .poll(() => page.locator('.add-to-cart__error').textContent())
      .toBe('You can buy at most 2 of “Oak Lounge Armchair”.');
    expect((await cartJs(page)).item_count).toBe(2);
  });

  it('removes from the mini cart without a reload; keeps fragments across a reload', async () => {
    const page = await visitor();
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { cartEvents: string[] }).cartEvents = log;
      document.addEventListener('DOMContentLoaded', () => {
        for (const name of [
          'wc_fragments_ajax_error',
          'wc_fragments_refreshed',
          'removed_from_cart',
        ]) {
          document.body.addEventListener(name, () => log.push(name));
        }
      });
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/refreshed-fragments')) refreshes.push(request.url());
    });
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await card(page, 'Task Desk Lamp').locator('button.ajax_add_to_cart').click();
    await card(page, 'Quiet Wall Clock').locator('button.ajax_add_to_cart').click();
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('2');

    // Reloaded, the page shows the fragments it stored, with no refresh call.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const stored = await page.evaluate(() => ({
      fragments: sessionStorage.getItem('pinwheel_fragments'),
      hash: sessionStorage.getItem('pinwheel_cart_hash'),
      cookie: document.cookie,
    }));
    expect(stored.fragments).toContain('Quiet Wall Clock');
    expect(stored.cookie).toContain(`pinwheel_cart_hash=${stored.hash}`);
    expect(await page.locator('.mini-cart__count').textContent()).toBe('2');
    expect(refreshes).toEqual([]);

    // Remove a line from the open mini cart: the page stays, the fragments change.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('button.mini-cart__toggle').click();
    await page.getByRole('link', { name: 'Remove Task Desk Lamp from the cart' }).click();
    await expect.poll(() => page.locator('.mini-cart__item').count()).toBe(1);
    expect(await page.locator('.mini-cart__count').textContent()).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents),
    ).toContain('removed_from_cart');
    expect((await cartJs(page)).items.map((item) => item.product_title)).toEqual([
      'Quiet Wall Clock',
    ]);

    // A hash cookie that differs from the stored hash and the page's (another tab changed the
    // cart after this page was drawn): refreshed. A page drawn now sets the cookie right itself
    // (cart/pages.ts), so here the page's answer is held while the other tab's hash lands, and
    // reaches the browser without a hash cookie of its own (as from a cache in front of the shop).
    let otherTabsHash = 'changed-elsewhere';
    await page.route(
      (url) => url.pathname === '/shop',
      async (route) => {
        const response = await route.fetch();
        const headers: Record<string, string> = {};
        const cookies: string[] = [];
        for (const { name, value } of response.headersArray()) {
          if (name.toLowerCase() !== 'set-cookie') headers[name] = value;
          else if (!value.startsWith('pinwheel_cart_hash=')) cookies.push(value);
        }
        // Playwright takes several cookies as one header, a line each.
        if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n');
        await page
          .context()
          .addCookies([{ name: 'pinwheel_cart_hash', value: otherTabsHash, url: server.url }]);
        await route.fulfill({ response, headers });
      },
    );
    await page.reload();
    await expect.poll(() => refreshes.length).toBe(1);
    // And a refresh that fails says so with wc_fragments_ajax_error.
    await page.route('**/api/cart/refreshed-fragments*', (route) => route.abort());
    otherTabsHash = 'changed-again';
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents))
      .toContain('wc_fragments_ajax_error');
  });

  it('draws the kept mini cart again when the shop’s currency format changes, without a cart change', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await card(page, 'Task Desk Lamp').locator('button.ajax_add_to_cart').click();
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('1');
    await page.reload();
    const summary = page.locator('span.mini-cart__summary');
    expect(await summary.textContent()).toContain('$');

    const owner = await signInAsOwner(server.url);
    const path = '/wp-json/pinwheel/v1/settings/catalog';
    const current = await owner.rest<Record<string, unknown>>('GET', path, undefined, 200);
    await owner.rest(
      'PUT',
      path,
      {
        ...current,
        currency_format: {
          symbol: 'US$',
          symbol_position: 'right_space',
          thousands_separator: '.',
          decimal_separator: ',',
          decimals: 2,
        },
      },
      200,
    );
    try {
      // The next page: the fragments kept in sessionStorage (good for 24 h) give way to the
      // ones drawn in the new format.
      await page.goto(`${server.url}/category/apparel`);
      await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
      await expect.poll(() => summary.textContent()).toMatch(/\d,\d\d\sUS\$/);
      expect(await page.evaluate(() => sessionStorage.getItem('pinwheel_fragments'))).toContain(
        'US$',
      );
    } finally {
      await owner.rest('PUT', path, { ...current, currency_format: current.currency_format }, 200);
    }
  });

  it('changes quantities on the cart page with the steppers; a refusal says why beside the line', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await card(page, 'Quiet Wall Clock').locator('button.ajax_add_to_cart').click();
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('1');
    await page.goto(`${server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('.quantity__step'));
    const line = page.locator('.cart-table__line', { hasText: 'Quiet Wall Clock' });
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    // Two quick steps make one change; a step after that change was answered, while the page is
    // still reloading its figures (held here), makes another, taken as made on the cart as it is.
    const changed = () =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/cart/update-quantity',
      );
    const reloads: Route[] = [];
    let holding = true;
    await page.route(/\/cart\.data(\?|$)/, (route) =>
      holding ? void reloads.push(route) : route.continue(),
    );
    let answer = changed();
    await plus.click();
    await answer;
    answer = changed();
    await plus.click();
    const second = (await (await answer).json()) as {
      error?: unknown;
      cart: { item_count: number };
    };
    expect(second.error).toBeFalsy();
    expect(second.cart.item_count).toBe(3);
    holding = false;
    await Promise.all(reloads.map((route) => route.continue()));
    await expect.poll(() => line.locator('.cart-table__total').textContent()).toBe('$168.00');
    expect(await page.locator('.cart-totals dd').textContent()).toBe('$168.00');
    expect(await page.locator('.mini-cart__count').textContent()).toBe('3');
    // The clock has six in stock.
    const input = line.getByLabel('Quantity of Quiet Wall Clock');
    await input.fill('9');
    await input.dispatchEvent('change');
    await expect
      .poll(() => line.locator('.cart-table__error').textContent())
      .toBe('You cannot have 9 of “Quiet Wall Clock” in your cart: we have 6 in stock.');
    await expect.poll(() => input.inputValue()).toBe('3');
    expect((await cartJs(page)).item_count).toBe(3);
    expect(await page.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('prices a line at its bulk tier on the cart page, and names the next tier', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    // The demo's stoneware mug (stripes): $24.00, 10% off from 4, 15% from 8.
    await page.evaluate(() =>
      fetch('/cart/add.js', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ id: 45000000001, quantity: 3 }] }),
      }),
    );
    await page.goto(`${server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('.quantity__step'));
    const line = page.locator('.cart-table__line', { hasText: 'Stoneware Mug' });
    const price = line.locator('.cart-table__price');
    expect(await price.locator('del').count()).toBe(0);
    expect(await price.locator('.cart-price__next').textContent()).toBe(
      'Buy 4 or more to save 10%',
    );
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.locator('.cart-table__total').textContent()).toBe('$86.40');
    expect(await price.locator('del').textContent()).toBe('Regular price: $24.00');
    expect(await price.locator('ins').textContent()).toBe('With the bulk discount: $21.60');
    expect(await price.locator('.cart-price__note').textContent()).toBe('10% bulk discount');
    expect(await price.locator('.cart-price__next').textContent()).toBe(
      'Buy 8 or more to save 15%',
    );
    expect(await page.locator('.cart-totals__savings dd').textContent()).toBe('-$9.60');
    // The mini cart and Shopify's cart say the same.
    expect(await page.locator('.mini-cart__quantity').textContent()).toBe(
      '4 × Regular price: $24.00 With the bulk discount: $21.60',
    );
    expect((await cartJs(page)).total_price).toBe(8640);
    // The checkout's review says the same beside the line, at the same price.
    await page.goto(`${server.url}/checkout`);
    const review = page.locator('table.order-summary');
    const mugRow = review.locator('tbody tr', { hasText: 'Stoneware Mug' });
    expect(await mugRow.locator('.order-summary__note').textContent()).toBe('10% bulk discount');
    expect(await mugRow.locator('.order-summary__amount').textContent()).toBe('$86.40');
  });

  it('names only a bulk tier the shopper can reach: none past the 4 dotted mugs in stock', async () => {
    const page = await visitor();
    await page.goto(`${server.url}/shop`);
    // The dotted mug: 4 in stock, tiers from 4 (10%) and 8 (15%).
    await page.evaluate(() =>
      fetch('/cart/add.js', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ id: 45000000002, quantity: 3 }] }),
      }),
    );
    await page.goto(`${server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('.quantity__step'));
    const line = page.locator('.cart-table__line', { hasText: 'Stoneware Mug' });
    const price = line.locator('.cart-table__price');
    expect(await price.locator('.cart-price__next').textContent()).toBe(
      'Buy 4 or more to save 10%',
    );
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.locator('.cart-table__total').textContent()).toBe('$86.40');
    expect(await price.locator('.cart-price__note').textContent()).toBe('10% bulk discount');
    // "Buy 8 or more" cannot be done with 4 in stock: no nudge at all.
    expect(await price.locator('.cart-price__next').count()).toBe(0);
  });

  it('fires a popup whose cart-value rule asks for a cart over $100 right after the add, on the same page', async () => {
    const owner = await signInAsOwner(server.url);
    const demo = (await owner.listSites()).find((site) => site.clientId === 'demo-shop-client')!;
    const popupId = await owner.createPopup(demo.id, {
      poptin_name: 'Big cart thanks',
      display_after_sec_active: 1,
      shopify_cart_trigger_active: 1,
      shopify_cart_trigger_action: 'cart_value',
      shopify_cart_trigger_cart_spec_filter: 'greater_than',
      shopify_cart_trigger_cart_spec_value: 100,
    });
    const page = await visitor({ widget: true });
    await page.addInitScript(() => {
      const triggers: unknown[] = [];
      (window as unknown as { triggers: unknown[] }).triggers = triggers;
      document.addEventListener('pinwheel:ready', () =>
        window.Pinwheel!.on('trigger', (detail) =>
          triggers.push({ ...detail, at: performance.now() }),
        ),
      );
    });
    const triggers = () =>
      page.evaluate(
        () =>
          (window as unknown as { triggers?: Array<{ popupId: string; at: number }> }).triggers ??
          [],
      );
    const fired = async () => (await triggers()).map((trigger) => trigger.popupId);
    const cartReads: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/cart.js') cartReads.push(Date.now());
    });
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    // An empty cart: the rule holds the popup back, however long the shopper browses. Had it let
    // the popup arm, its one-second delay would have run from the page's first cart read, not
    // from the add below: the trigger's time tells which.
    // The display's read, and the watch's own once it starts (a change before it would be missed).
    await expect.poll(() => cartReads.length).toBe(2);
    expect(await fired()).not.toContain(popupId);
    const addedAt = await page.evaluate(() => performance.now());
    await card(page, 'Task Desk Lamp').locator('button.ajax_add_to_cart').click();
    await card(page, 'Task Desk Lamp').locator('a.added_to_cart').waitFor();
    // The widget noticed the add and read the cart again: $129 passes, and the popup's own
    // trigger (a second) runs, with no page load or route change.
    await expect.poll(() => cartReads.length).toBe(3);
    await expect.poll(fired, { timeout: 10_000 }).toContain(popupId);
    const trigger = (await triggers()).find((fired) => fired.popupId === popupId)!;
    expect(trigger.at - addedAt).toBeGreaterThanOrEqual(1000);
    expect(new URL(page.url()).pathname).toBe('/shop');
    await page.getByRole('dialog', { name: 'Big cart thanks' }).waitFor();
  });

  it('adds, updates and removes without JavaScript: forms post and redirect', async () => {
    const page = await visitor({ javaScript: false });
    page.setDefaultTimeout(8000);
    await page.goto(`${server.url}/shop`);
    await card(page, 'Task Desk Lamp').getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.locator('.notice--success').textContent()).toBe(
      '“Task Desk Lamp” has been added to your cart.',
    );
    expect(await page.locator('.mini-cart__label').textContent()).toBe('1 item, $129.00');
    await page.getByLabel('Quantity of Task Desk Lamp').fill('3');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await page.waitForURL((url) => url.search === '?updated=1');
    expect(await page.locator('.cart-table__total').textContent()).toBe('$387.00');
    // A product page's form posts the chosen quantity.
    await page.goto(`${server.url}/product/wall-clock`);
    await page.getByLabel('Quantity').fill('2');
    await page.locator('.purchase-form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.locator('.cart-table__line').count()).toBe(2);
    // More than the stock with what the cart holds: the refusal, and the cart as it was.
    await page.goto(`${server.url}/product/wall-clock`);
    await page.getByLabel('Quantity').fill('5');
    await page.locator('.purchase-form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/cart/add');
    expect(await page.locator('.notice--error').textContent()).toBe(
      'You cannot have 7 of “Quiet Wall Clock” in your cart: we have 6 in stock.',
    );
    expect(await page.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe(
      '/product/wall-clock',
    );
    await page.goto(`${server.url}/cart`);
    await page.getByRole('link', { name: 'Remove Task Desk Lamp from the cart' }).click();
    await page.waitForURL((url) => url.search === '?updated=1');
    expect(await page.locator('.cart-table__line').count()).toBe(1);
    expect(await page.locator('.mini-cart__label').textContent()).toBe('2 items, $112.00');
  });
});
