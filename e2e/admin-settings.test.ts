// The owner's cart & checkout settings page in Chromium against the real server: the owner signs
// in through the browser and changes the shipping rate and free-shipping threshold (the checkout
// charges the new price), turns bank transfer off (the checkout stops offering it), sends shoppers
// to the cart after an add (an add lands on /cart); wrong amounts are refused beside their fields
// with the input kept and nothing saved; the form posts and redirects without JavaScript too; and
// axe finds nothing serious on it. (Search & catalog: admin-catalog-settings.test.ts.)
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
/** A stoneware mug of the demo ($24.00): a simple variation a cart can hold. */
const MUG = 45000000001;

describe("the owner's settings pages", () => {
  let server: ServerProcess;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The scan injects axe's script, which the pages' CSP would refuse.
    ownerContext = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    await ownerContext.route('**/embed.js*', (route) => route.abort());
    owner = await ownerContext.newPage();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  /** A shopper with a fresh cart holding `quantity` mugs (the demo's popups kept out). */
  async function shopper(options: { javaScript?: boolean; mugs?: number } = {}) {
    const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
    contexts.push(context);
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    if (options.mugs) {
      const added = await context.request.post(`${server.url}/cart/add.js`, {
        headers: { origin: server.url },
        data: { items: [{ id: MUG, quantity: options.mugs }] },
      });
      expect(added.status()).toBe(200);
    }
    return page;
  }

  /** Saves the settings form on the page and waits for the redirect back with the notice. */
  async function save(page: Page) {
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await posted;
    await page.waitForURL((url) => url.searchParams.get('saved') === '1');
    // The notice is emptied while a save runs and shown once the page is back.
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
  }

  /** The shipping choices the checkout offers, as a shopper reads them. */
  const shippingChoices = (page: Page) =>
    page
      .locator('input[name="shipping_method"]')
      .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim()));
  const paymentChoices = (page: Page) =>
    page
      .locator('input[name="payment_method"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  it('sends a signed-out visitor to sign in, then to the settings, named in the navigation', async () => {
    await owner.goto(`${server.url}/admin/settings`);
    await owner.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fsettings$/);
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin/settings');
    const sections = owner.getByRole('navigation', { name: 'Dashboard sections' });
    expect(
      await sections.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'),
    ).toBe('page');
    const tabs = owner.getByRole('navigation', { name: 'Settings sections' });
    expect(
      await tabs.getByRole('link', { name: 'Cart & checkout' }).getAttribute('aria-current'),
    ).toBe('page');
    // The current settings, money as amounts in the shop's currency.
    expect(await owner.getByLabel('Flat rate per order').inputValue()).toBe('5.00');
    expect(await owner.getByLabel('Free shipping from (optional)').inputValue()).toBe('50.00');
    expect(await owner.getByLabel('Direct bank transfer').isChecked()).toBe(true);
    expect(await owner.getByLabel('Store country').inputValue()).toBe('US');
  });

  it('reaches the settings from a storefront page without a page load, its words fetched first', async () => {
    await owner.goto(`${server.url}/shop`);
    // A storefront page's document leaves the owner's words out.
    const documentMessages = () =>
      owner.evaluate(() => JSON.parse(document.getElementById('pinwheel-messages')!.textContent!));
    const shopMessages = await documentMessages();
    expect(shopMessages.complete).toBe(false);
    expect(shopMessages.messages['settings.flatRate']).toBeUndefined();
    expect(shopMessages.messages['cart.viewCart']).toBe('View cart');
    await owner.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter;
      router.navigate('/admin/settings');
    });
    await owner.waitForURL((url) => url.pathname === '/admin/settings');
    await owner.getByLabel('Flat rate per order').waitFor();
    expect(await owner.getByRole('heading', { name: 'Cart & checkout' }).count()).toBe(1);
    expect(await owner.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await owner.reload();
    expect((await documentMessages()).complete).toBeUndefined();
  });

  it('changes the flat rate and the free-shipping threshold: the checkout charges the new price', async () => {
    await owner.getByLabel('Flat rate per order').fill('7.25');
    await owner.getByLabel('Free shipping from (optional)').fill('120');
    await save(owner);
    expect(await owner.getByLabel('Flat rate per order').inputValue()).toBe('7.25');
    expect(await owner.getByLabel('Free shipping from (optional)').inputValue()).toBe('120.00');

    const page = await shopper({ mugs: 2 });
    await page.goto(`${server.url}/checkout`);
    expect(await shippingChoices(page)).toEqual(['Flat rate: $7.25']);
    await page.getByText('Free shipping on orders of $120.00 or more.').waitFor();

    // A threshold the cart reaches offers free shipping; none at all never does.
    await owner.getByLabel('Free shipping from (optional)').fill('30');
    await save(owner);
    await page.reload();
    expect(await shippingChoices(page)).toEqual(['Free shipping', 'Flat rate: $7.25']);
    await owner.getByLabel('Free shipping from (optional)').fill('');
    await save(owner);
    expect(await owner.getByLabel('Free shipping from (optional)').inputValue()).toBe('');
    await page.reload();
    expect(await shippingChoices(page)).toEqual(['Flat rate: $7.25']);
    expect(await page.getByText(/Free shipping on orders of/).count()).toBe(0);
  });

  it('turns bank transfer off: the checkout no longer offers it', async () => {
    const page = await shopper({ mugs: 1 });
    await page.goto(`${server.url}/checkout`);
    expect(await paymentChoices(page)).toEqual(['bank_transfer', 'cash_on_delivery']);
    await owner.getByLabel('Direct bank transfer').uncheck();
    await save(owner);
    expect(await owner.getByLabel('Direct bank transfer').isChecked()).toBe(false);
    await page.reload();
    expect(await paymentChoices(page)).toEqual(['cash_on_delivery']);
    expect(await page.getByText('Direct bank transfer').count()).toBe(0);
  });

  it('refuses every payment method off, beside the field, and saves nothing', async () => {
    await owner.getByLabel('Cash on delivery').uncheck();
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.getByRole('alert').waitFor();
    const field = owner.getByLabel('Cash on delivery');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(field)).toContain(
      'Keep at least one payment method on: without one, shoppers cannot place an order.',
    );
    expect(await field.isChecked()).toBe(false);
    // Put back as it was saved.
    await owner.goto(`${server.url}/admin/settings`);
    expect(await owner.getByLabel('Cash on delivery').isChecked()).toBe(true);
  });

  it('sends shoppers to the cart after an add once the owner turns it on', async () => {
    await owner.getByLabel('Go to the cart page after a shopper adds a product').check();
    await save(owner);
    const page = await shopper();
    await page.goto(`${server.url}/shop`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page
      .locator('article.product-card', { hasText: 'Task Desk Lamp' })
      .locator('button.ajax_add_to_cart')
      .click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('link', { name: 'Task Desk Lamp' }).first().waitFor();
  });

  it('refuses a negative rate and text in a money field beside each, keeping the input and the saved settings', async () => {
    await owner.getByLabel('Flat rate per order').fill('-3');
    await owner.getByLabel('Free shipping from (optional)').fill('fifty');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    const summary = owner.getByRole('alert');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Nothing was saved.');
    // The keyboard is brought to the summary; its links lead to the fields.
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    const rate = owner.getByLabel('Flat rate per order');
    const threshold = owner.getByLabel('Free shipping from (optional)');
    expect(await rate.inputValue()).toBe('-3');
    expect(await threshold.inputValue()).toBe('fifty');
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(rate)).toContain('Enter an amount of 0 or more.');
    expect(await describedText(threshold)).toContain('Enter an amount in USD, such as 12.50.');
    await summary.getByRole('link', { name: /Flat rate per order/ }).click();
    expect(await rate.evaluate((element) => element === document.activeElement)).toBe(true);

    const page = await shopper({ mugs: 1 });
    await page.goto(`${server.url}/checkout`);
    expect(await shippingChoices(page)).toEqual(['Flat rate: $7.25']);
  });

  it('works by keyboard alone: a box toggles with Space, Enter in a field saves', async () => {
    await owner.goto(`${server.url}/admin/settings`);
    const redirect = owner.getByLabel('Go to the cart page after a shopper adds a product');
    const before = await redirect.isChecked();
    await redirect.focus();
    await owner.keyboard.press('Space');
    expect(await redirect.isChecked()).toBe(!before);
    // Tab leads on through the form, in reading order: the store's country comes next.
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.id)).toBe('setting-store_country');
    await owner.getByLabel('Flat rate per order').focus();
    const posted = owner.waitForResponse((response) => response.request().method() === 'POST');
    await owner.keyboard.press('Enter');
    await posted;
    await owner.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    expect(await redirect.isChecked()).toBe(!before);
  });

  it('works without JavaScript: the form posts and comes back with the notice, or with its refusals', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await ownerContext.storageState(),
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/settings`);
    await page.getByLabel('Flat rate per order').fill('9.90');
    const [posted] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    expect(posted.status()).toBe(302);
    await page.waitForURL((url) => url.searchParams.get('saved') === '1');
    await page.getByText('Settings saved. Your shop shows them now.').waitFor();
    expect(await page.getByLabel('Flat rate per order').inputValue()).toBe('9.90');

    await page.getByLabel('Number of payments').fill('20');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByText('Nothing was saved.', { exact: false }).first().waitFor();
    const count = page.getByLabel('Number of payments');
    expect(await count.inputValue()).toBe('20');
    expect(await describedText(count)).toContain('Enter a whole number from 2 to 12.');
    // The rest of what was posted is kept too.
    expect(await page.getByLabel('Flat rate per order').inputValue()).toBe('9.90');

    // A post from elsewhere, with the owner's cookies but without the page's nonce, changes nothing.
    const forged = await context.request.post(`${server.url}/admin/settings`, {
      form: { flat_rate: '0', free_above: '', cash_on_delivery: 'on', store_country: 'US' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    const shopperPage = await shopper({ mugs: 1, javaScript: false });
    await shopperPage.goto(`${server.url}/checkout`);
    expect(await shippingChoices(shopperPage)).toEqual(['Flat rate: $9.90']);
  });

  it('passes an axe scan: the page and a refused save, English and Hebrew', async () => {
    for (const lang of ['en', 'he']) {
      await ownerContext.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const path of ['/admin/settings']) {
        await owner.goto(`${server.url}${path}`);
        expect(await blockingViolations(owner), `${lang} ${path}`).toEqual([]);
      }
      await owner.goto(`${server.url}/admin/settings`);
      await owner.locator('#setting-flat_rate').fill('-1');
      await owner.locator('.settings-form button[type=submit]').click();
      await owner.locator('.settings-refused').waitFor();
      expect(await blockingViolations(owner), `${lang} refused`).toEqual([]);
    }
    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    // Four scans of pages with the dashboard's navigation: more than the default 30 s on a busy
    // two-core machine.
  }, 90_000);
});

/** The text a screen reader reads with a field: what its aria-describedby points at. */
async function describedText(field: ReturnType<Page['getByLabel']>): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Serious and critical violations, one line each, readable in a failed assertion. */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
    );
}
