// An axe-core scan of every page a shopper or the owner opens (and the open search overlay), in English and in Hebrew, in
// Chromium against the real server: no serious or critical violation. The storefront's own popups
// are kept off (their scan is popup-accessibility.test.ts), so what is scanned is the page.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const SHOP_PAGES = [
  '/',
  '/shop',
  '/category/apparel',
  '/product/cotton-hoodie',
  '/product/stoneware-mug',
  '/search?s=mug',
  '/blog',
  '/blog/caring-for-linen',
  '/contact',
  '/cart',
  '/no-such-page',
  '/admin/sign-in',
];
const OWNER_PAGES = [
  '/admin',
  '/admin/popups',
  '/admin/leads',
  '/admin/integrations',
  '/admin/messages',
  '/admin/subscribers',
  '/admin/orders',
  '/admin/reviews',
  '/admin/reviews?status=approved',
];

/** What the cart (and so the checkout's review) holds in these scans: two mugs and the pre-order
 * rain jacket, added through the cart as a theme would (Shopify's /cart/add.js). */
const CART_ITEMS = [
  { id: 45000000001, quantity: 2 },
  { id: 44000000001, quantity: 1 },
];
/** An order placed in beforeAll: its received page and its page in /admin/orders. */
let receivedPath = '';
let orderPath = '';

/** Serious and critical violations, one line each, readable in a failed assertion. */
async function blockingViolations(page: Page): Promise<{ lines: string[]; nodes: number }> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  const lines = results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
    );
  const nodes = results.passes.reduce((sum, rule) => sum + rule.nodes.length, 0);
  return { lines, nodes };
}

describe('every page, scanned by axe', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: Record<string, BrowserContext> = {};

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    for (const lang of ['en', 'he']) {
      // Our pages' CSP would refuse axe's own script: the scan bypasses it, the pages stay as served.
      const context = await browser.newContext({
        locale: lang === 'he' ? 'he-IL' : 'en-US',
        bypassCSP: true,
      });
      await context.route('**/embed.js*', (route) => route.abort());
      contexts[lang] = context;
    }
    const page = await contexts.en!.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const placed = await page.evaluate(async () => {
      const { nonce } = await (await fetch('/api/session')).json();
      const answer = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
        body: JSON.stringify({
          billing_email: 'dana@buyer.example',
          billing_phone: '+972 50 123 4567',
          billing_first_name: 'Dana',
          billing_last_name: 'Levi',
          billing_country: 'IL',
          billing_address_1: 'Herzl 1',
          billing_city: 'Tel Aviv',
          shipping_method: 'flat_rate',
          payment_method: 'bank_transfer',
          lines: [{ variation_id: 45000000001, quantity: 1 }],
          attribution: { type: 'utm', source: 'newsletter', medium: 'email' },
        }),
      });
      return answer.json();
    });
    receivedPath = placed.received_url;
    orderPath = `/admin/orders/${placed.order.id}`;
    OWNER_PAGES.push(orderPath);
    await page.close();
    // After the order above (which used its own lines), so /cart and /checkout show these.
    for (const context of Object.values(contexts)) {
      const shopper = await context.newPage();
      await shopper.goto(`${server.url}/`);
      const status = await shopper.evaluate(async (items) => {
        const answer = await fetch('/cart/add.js', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ items }),
        });
        return answer.status;
      }, CART_ITEMS);
      expect(status).toBe(200);
      await shopper.close();
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`finds nothing serious on the shop's pages in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      for (const path of SHOP_PAGES) {
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${server.url}${path}${separator}lang=${lang}`);
        const { lines, nodes } = await blockingViolations(page);
        // The scan really looked at the page (a blank page would pass everything).
        expect(nodes, path).toBeGreaterThan(20);
        found.push(...lines.map((line) => `${path}: ${line}`));
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }

  // The shell's open states: the navigation drawer, the filter drawer and the search on a phone, the
  // mega menu on a wide screen; each scanned while open.
  for (const lang of ['en', 'he'] as const) {
    it(`finds nothing serious with the drawers and the mega menu open in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      const open = [
        { width: 390, button: '.site-header__menu', open: '#nav-drawer[open]' },
        { width: 390, button: '.listing__filters-button', open: '#filters-drawer[open]' },
        // Below 992 px the hydrated search icon opens the search overlay (scanned below).
        { width: 390, button: '.site-search__toggle', open: '.search-overlay__promo' },
        { width: 1280, button: '.mega-menu__button', open: '#mega-menu:popover-open' },
      ];
      for (const state of open) {
        await page.setViewportSize({ width: state.width, height: 844 });
        await page.goto(`${server.url}/category/apparel?lang=${lang}`);
        await page.locator(state.button).click();
        await page.locator(state.open).waitFor();
        const { lines, nodes } = await blockingViolations(page);
        expect(nodes, state.open).toBeGreaterThan(20);
        found.push(...lines.map((line) => `${state.open} at ${state.width}: ${line}`));
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }

  for (const lang of ['en', 'he'] as const) {
    it(`finds nothing serious in checkout, its refused form and the order-received page in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      const scan = async (label: string) => {
        const { lines, nodes } = await blockingViolations(page);
        expect(nodes, label).toBeGreaterThan(20);
        found.push(...lines.map((line) => `${label}: ${line}`));
      };
      await page.goto(`${server.url}/checkout?lang=${lang}`);
      await scan('/checkout');
      // The refused form: every error beside its field, the alert above.
      await page.locator('.checkout__submit').click();
      await page.locator('.checkout__alert').waitFor();
      await scan('/checkout (refused)');
      await page.goto(`${server.url}${receivedPath}&lang=${lang}`);
      await scan('order received');
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
    it(`finds nothing serious with the product gallery's lightbox open in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      await page.goto(`${server.url}/product/linen-shirt?lang=${lang}`);
      await page.locator('.gallery--enhanced').waitFor();
      await page.locator('#gallery-slide-0 .gallery__link').click();
      await page.locator('dialog.lightbox[open] .lightbox__image').waitFor();
      // Scanned once the 333 ms show has ended: mid-fade colours are not the ones a visitor reads.
      await page
        .locator('dialog.lightbox')
        .evaluate((dialog) =>
          Promise.all(dialog.getAnimations({ subtree: true }).map((running) => running.finished)),
        );
      const { lines, nodes } = await blockingViolations(page);
      expect(nodes).toBeGreaterThan(20);
      await page.close();
      expect(lines).toEqual([]);
    }, 60_000);

    it(`finds nothing serious in the open search overlay in ${lang}: before a search, with results, with none`, async () => {
      const page = await contexts[lang]!.newPage();
      await page.goto(`${server.url}/?lang=${lang}`);
      await page.locator('.site-search__toggle').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.search-overlay__promo').waitFor();
      const found: string[] = [];
      const scan = async (state: string) => {
        const { lines } = await blockingViolations(page);
        found.push(...lines.map((line) => `${state}: ${line}`));
      };
      await scan('before a search');
      await dialog.getByRole('searchbox').fill(lang === 'he' ? 'פשתן' : 'linen');
      await dialog.locator('.search-suggestion').first().waitFor();
      await scan('with results');
      await dialog.getByRole('searchbox').fill('zzzqx');
      await dialog
        .getByRole('status')
        .getByText(/^(Nothing matches|אין תוצאות)/)
        .waitFor();
      await scan('with none');
      await page.close();
      expect(found).toEqual([]);
    }, 60_000);
    it(`finds nothing serious on the cart page and the open mini cart in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      await page.goto(`${server.url}/shop?lang=${lang}`);
      await page.locator('button.ajax_add_to_cart').first().click();
      await page.locator('a.added_to_cart').first().waitFor();
      await page.locator('button.mini-cart__toggle').click();
      await page.locator('.mini-cart__item').first().waitFor();
      const open = await blockingViolations(page);
      found.push(...open.lines.map((line) => `mini cart: ${line}`));
      await page.goto(`${server.url}/cart?lang=${lang}`);
      await page.locator('.cart-table__line').first().waitFor();
      const cart = await blockingViolations(page);
      expect(cart.nodes).toBeGreaterThan(20);
      found.push(...cart.lines.map((line) => `/cart: ${line}`));
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }

  it("finds nothing serious on the owner's pages", async () => {
    const page = await contexts.en!.newPage();
    const found: string[] = [];
    for (const path of OWNER_PAGES) {
      await page.goto(`${server.url}${path}`);
      expect(new URL(page.url()).pathname, 'still signed in').toBe(path.split('?')[0]);
      const { lines } = await blockingViolations(page);
      found.push(...lines.map((line) => `${path}: ${line}`));
    }
    await page.close();
    expect(found).toEqual([]);
  }, 120_000);
});
