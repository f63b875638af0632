// The demo shop's cart page recommends what goes with the cart: the shopper views a product page
// (the widget keeps it as a last-visited product), adds it, and on /cart the demo's
// recommendations popup shows the desk things that go with a notebook, never the notebook, with
// the free-shipping line read from the live cart; Add to cart puts one in the cart and the cart
// page shows it. In English and in Hebrew (right to left), each scanned by axe.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { popupMotionSettled } from './harness/popup-motion.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The demo popup's delay on the cart page (demo-popups.ts), and a little more. */
const POPUP_DELAY_MS = 2_000 + 500;

/** Serious and critical axe findings inside the popups' shadow roots. */
async function popupViolations(page: Page): Promise<string[]> {
  // A popup still fading in is drawn translucent: its contrast is judged once it is all there.
  await popupMotionSettled(page);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({
      include: [{ fromShadowDom: ['pinwheel-popup', '.layer'] }],
    }),
  );
  return results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .map(
      (rule) => `${rule.id}: ${rule.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}

describe('the cart page’s recommendations on the demo shop', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A shopper who viewed the notebook's page and added it, now on the cart page. */
  async function shopperOnCartPage(locale: string, query: string): Promise<Page> {
    // Our pages' CSP would refuse axe's own script: the scan bypasses it, the pages stay as served.
    const context = await browser.newContext({
      locale,
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/product/leather-notebook${query}`);
    // The product page names its product for the widget, which keeps it as last visited.
    await expect
      .poll(() => page.evaluate(() => document.cookie))
      .toContain('poptin_last_products=prod-leather-notebook');
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page.locator('.purchase-form button[type=submit]').click();
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await fetch('/cart.js')).json()).item_count as number),
      )
      .toBe(1);
    const display = page.waitForResponse((response) =>
      response.url().startsWith(`${server.url}/api/display/demo-shop-client`),
    );
    await page.goto(`${server.url}/cart${query}`);
    await display;
    await page.clock.runFor(POPUP_DELAY_MS);
    return page;
  }

  it('in English: what goes with the notebook, the cart’s figures, and Add to cart', async () => {
    const page = await shopperOnCartPage('en-US', '');
    const popup = page.locator('pinwheel-popup').filter({
      has: page.getByRole('heading', { name: 'Goes well with your cart' }),
    });
    await popup.getByRole('list', { name: 'Recommended products' }).waitFor();
    expect(await popup.locator('.text').textContent()).toBe(
      'Orders from $50.00 ship free. Your cart comes to $45.00.',
    );
    expect(await popup.locator('.product-title').allTextContents()).toEqual([
      'Pocket Field Notes',
      'Brass Pen',
      'Task Desk Lamp',
    ]);
    expect(await popupViolations(page)).toEqual([]);

    const reloaded = page.waitForEvent('load');
    await popup.getByRole('button', { name: 'Add to cart: Pocket Field Notes' }).click();
    await reloaded;
    await expect.poll(() => page.locator('main').innerText()).toContain('Pocket Field Notes');
    await page.context().close();
  });

  it('in Hebrew: the Hebrew popup, right to left, with Hebrew products', async () => {
    const page = await shopperOnCartPage('he-IL', '?lang=he');
    const popup = page.locator('pinwheel-popup').filter({
      has: page.getByRole('heading', { name: 'מתאים למה שבסל שלך' }),
    });
    await popup.getByRole('list', { name: 'מוצרים מומלצים' }).waitFor();
    expect(await popup.locator('.layer').getAttribute('dir')).toBe('rtl');
    expect(await popup.locator('.product-title').first().textContent()).toBe('פנקס כיס');
    expect(await popup.getByRole('button', { name: /^הוספה לסל: / }).count()).toBe(3);
    expect(await popupViolations(page)).toEqual([]);
    await page.context().close();
  });
});
