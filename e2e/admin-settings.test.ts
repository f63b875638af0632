// The owner's cart & checkout settings page (/admin/settings, the dashboard kit through
// pinwheel/v1/settings/checkout and /cart) in Chromium against the real server: the owner signs in
// through the browser and changes the shipping rate and free-shipping threshold (the checkout
// charges the new price), turns bank transfer off (the checkout stops offering it), sends shoppers
// to the cart after an add (an add lands on /cart); what the API refuses is said beside its field
// in the owner's language with the input kept and nothing saved (the shop page's address too, in
// Hebrew); a second owner's save after the first's is told it changed; and axe finds nothing at
// 1280 and 390 px, in English and Hebrew.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as violations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const SETTINGS_API = '/wp-json/pinwheel/v1/settings/checkout';
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

  /** Presses save and waits for the checkout settings' answer; returns its status. */
  async function save(page: Page): Promise<number> {
    const answered = page.waitForResponse(
      (response) => response.url().includes(SETTINGS_API) && response.request().method() !== 'GET',
    );
    await page.locator('.admin-form-footer button[type=submit]').click();
    return (await answered).status();
  }

  /** Saves and waits for the kit's "Saved." toast. */
  async function saved(page: Page) {
    expect(await save(page)).toBe(200);
    // Earlier saves' toasts may still be showing: this save's is the last.
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').last().waitFor();
  }

  /** Opens the page and waits for the form (it loads in the browser). */
  async function open(page: Page) {
    await page.goto(`${server.url}/admin/settings`);
    await page.locator('.admin-form-footer button[type=submit]').waitFor();
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
    await owner.getByLabel('Flat rate per order').waitFor();
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
    // An amount is tidied when its field is left ("120" → "120.00").
    await owner.getByLabel('Free shipping from (optional)').blur();
    await saved(owner);
    expect(await owner.getByLabel('Flat rate per order').inputValue()).toBe('7.25');
    expect(await owner.getByLabel('Free shipping from (optional)').inputValue()).toBe('120.00');

    const page = await shopper({ mugs: 2 });
    await page.goto(`${server.url}/checkout`);
    expect(await shippingChoices(page)).toEqual(['Flat rate: $7.25']);
    await page.getByText('Free shipping on orders of $120.00 or more.').waitFor();

    // A threshold the cart reaches offers free shipping; none at all never does.
    await owner.getByLabel('Free shipping from (optional)').fill('30');
    await owner.getByLabel('Free shipping from (optional)').blur();
    await saved(owner);
    await page.reload();
    expect(await shippingChoices(page)).toEqual(['Free shipping', 'Flat rate: $7.25']);
    await owner.getByLabel('Free shipping from (optional)').fill('');
    await owner.getByLabel('Free shipping from (optional)').blur();
    await saved(owner);
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
    await saved(owner);
    expect(await owner.getByLabel('Direct bank transfer').isChecked()).toBe(false);
    await page.reload();
    expect(await paymentChoices(page)).toEqual(['cash_on_delivery']);
    expect(await page.getByText('Direct bank transfer').count()).toBe(0);
  });

  it('refuses every payment method off, beside the field, and saves nothing', async () => {
    await owner.getByLabel('Cash on delivery').uncheck();
    expect(await save(owner)).toBe(400);
    await owner
      .getByText(
        'Keep at least one payment method on: without one, shoppers cannot place an order.',
      )
      .waitFor();
    expect(await owner.getByLabel('Cash on delivery').isChecked()).toBe(false);
    // Nothing was saved: the page opened again shows it on.
    await open(owner);
    expect(await owner.getByLabel('Cash on delivery').isChecked()).toBe(true);
  });

  it('sends shoppers to the cart after an add once the owner turns it on', async () => {
    await owner.getByLabel('Go to the cart page after a shopper adds a product').check();
    const cartSaved = owner.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/cart') &&
        response.request().method() !== 'GET',
    );
    await saved(owner);
    expect((await cartSaved).status()).toBe(200);
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

  it('says beside a money field what an amount looks like, and refuses a wrong count in the owner’s language', async () => {
    await open(owner);
    const rate = owner.getByLabel('Flat rate per order');
    await rate.fill('fifty');
    await rate.blur();
    expect(await describedText(rate)).toContain('Enter an amount such as 12.50.');
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    await rate.fill('7.25');
    await rate.blur();
    expect(await rate.getAttribute('aria-invalid')).toBeNull();

    const count = owner.getByLabel('Number of payments');
    await count.fill('20');
    expect(await save(owner)).toBe(400);
    await owner.getByText('Enter a whole number from 2 to 12.').waitFor();
    expect(await count.getAttribute('aria-invalid')).toBe('true');
    expect(await count.inputValue()).toBe('20');

    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'he', url: server.url }]);
    await open(owner);
    await owner.locator('input[inputmode="numeric"][maxlength="3"]').fill('1');
    expect(await save(owner)).toBe(400);
    await owner.locator('.admin-field__error').first().waitFor();
    expect(await owner.locator('.admin-field__error').first().textContent()).toBe(
      'יש להזין מספר שלם בין 2 ל־12.',
    );
    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);

    const page = await shopper({ mugs: 1 });
    await page.goto(`${server.url}/checkout`);
    expect(await shippingChoices(page)).toEqual(['Flat rate: $7.25']);
  });

  it('tells the second of two owners saving that the settings changed; reload or overwrite', async () => {
    await open(owner);
    const other = await ownerContext.newPage();
    await open(other);
    await other.getByLabel('Flat rate per order').fill('8.00');
    await saved(other);

    await owner.getByLabel('Flat rate per order').fill('9.00');
    expect(await save(owner)).toBe(412);
    const conflict = owner.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await owner.getByLabel('Flat rate per order').inputValue()).toBe('9.00');
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => owner.getByLabel('Flat rate per order').inputValue()).toBe('8.00');

    await owner.getByLabel('Flat rate per order').fill('9.50');
    await other.getByLabel('Flat rate per order').fill('8.50');
    await saved(other);
    expect(await save(owner)).toBe(412);
    const overwritten = owner.waitForResponse(
      (response) => response.url().includes(SETTINGS_API) && response.request().method() !== 'GET',
    );
    await owner
      .getByRole('alert')
      .filter({ hasText: 'Changed by someone else' })
      .getByRole('button', { name: 'Overwrite with mine' })
      .click();
    expect((await overwritten).status()).toBe(200);
    await open(other);
    expect(await other.getByLabel('Flat rate per order').inputValue()).toBe('9.50');
    await other.close();
  });

  it('says the shop page’s refusals in Hebrew on a Hebrew dashboard, beside their fields', async () => {
    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'he', url: server.url }]);
    try {
      await owner.goto(`${server.url}/admin/settings/shop`);
      await owner.locator('.admin-form-footer button[type=submit]').waitFor();
      // A street but no city: the API refuses the address's city (in English, for its clients).
      await owner.getByLabel('מדינה').selectOption('IL');
      await owner.getByLabel('רחוב ומספר').fill('הרצל 12');
      const answered = owner.waitForResponse(
        (response) =>
          response.url().includes('/wp-json/pinwheel/v1/settings/shop') &&
          response.request().method() !== 'GET',
      );
      await owner.locator('.admin-form-footer button[type=submit]').click();
      const refused = await answered;
      expect(refused.status()).toBe(400);
      expect(
        ((await refused.json()) as { data: { params: Record<string, string> } }).data.params,
      ).toHaveProperty('address.city');
      const city = owner.getByLabel('עיר', { exact: true });
      await expect.poll(() => city.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(city)).toContain('יש להזין עיר, עד 100 תווים.');
      // What was typed stays.
      expect(await owner.getByLabel('רחוב ומספר').inputValue()).toBe('הרצל 12');
    } finally {
      await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    }
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone, a refused save too', async () => {
    for (const lang of ['en', 'he']) {
      await ownerContext.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 900 });
        await open(owner);
        expect(await violations(owner), `${lang} ${width}`).toEqual([]);
        expect(await sidewaysOverflow(owner), `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
      await owner.locator('input[inputmode="numeric"][maxlength="3"]').fill('40');
      expect(await save(owner)).toBe(400);
      await owner.locator('.admin-field__error').first().waitFor();
      expect(await violations(owner), `${lang} refused`).toEqual([]);
    }
    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await owner.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);
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
