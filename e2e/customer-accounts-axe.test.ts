// An axe-core scan of what customer accounts show, in English and in Hebrew, in Chromium against the
// real server: the sign-in, registration and forgotten-password dialogs; a signed-in customer's
// account page (orders and saved addresses) and an order's page; the password reset page from the
// mailed link, and the one a used-up link leads to; the owner's Customers page; and the price
// password's prompt, open, on a phone. No serious or critical violation. The page's popups are
// kept off (their scan is popup-accessibility.test.ts).
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startLocalSmtp, type LocalSmtp } from './harness/local-smtp.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PASSWORD = 'plum tree 42';
const LANGS = ['en', 'he'] as const;
type Lang = (typeof LANGS)[number];

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

// Each language walks whole visits (two proof-of-work puzzles, a mail, reloads): on a machine at a
// high load average that takes well over the harness's default.
describe('customer accounts, scanned by axe', { timeout: 240_000 }, () => {
  let server: ServerProcess;
  let smtp: LocalSmtp;
  let browser: Browser;
  let owner: OwnerApi;
  const contexts: BrowserContext[] = [];
  /** Each language's order, placed while its customer is signed in: on their account page. */
  const orderIds: Partial<Record<Lang, string>> = {};

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    [server, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: smtp.url } }),
      launchBrowser(),
    ]);
    owner = await signInAsOwner(server.url);
  }, 120_000);
  afterAll(async () => {
    await owner
      ?.rest('PUT', '/wp-json/pinwheel/v1/settings/price-password', { enabled: false }, 200)
      .catch(() => {});
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  function customerEmail(lang: Lang) {
    return `dana-${lang}@shop.example`;
  }

  /** A fresh visitor; our pages' CSP would refuse axe's own script, so the scan bypasses it. */
  async function visitor(lang: Lang, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({
      viewport,
      locale: lang === 'he' ? 'he-IL' : 'en-US',
      bypassCSP: true,
    });
    contexts.push(context);
    await context.route('**/embed.js*', (route) => route.abort());
    return context.newPage();
  }

  /** Places an order from the page, as its visitor (signed in or not), answering its id. */
  async function placeOrder(page: Page, email: string): Promise<string> {
    const placed = await page.evaluate(async (billingEmail) => {
      const { nonce } = await (await fetch('/api/session')).json();
      const answer = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
        body: JSON.stringify({
          billing_email: billingEmail,
          billing_phone: '+972 50 123 4567',
          billing_first_name: 'Dana',
          billing_last_name: 'Levi',
          billing_country: 'IL',
          billing_address_1: 'Herzl 1',
          billing_city: 'Tel Aviv',
          shipping_method: 'flat_rate',
          payment_method: 'bank_transfer',
          lines: [{ variation_id: 45000000001, quantity: 1 }],
        }),
      });
      return (await answer.json()) as { order: { id: string } };
    }, email);
    return placed.order.id;
  }

  /** Scans the page as it is now; what is found is kept under `label`. */
  async function scanner(page: Page) {
    const found: string[] = [];
    const scan = async (label: string) => {
      const { lines, nodes } = await blockingViolations(page);
      // The scan really looked at something (a blank page would pass everything).
      expect(nodes, label).toBeGreaterThan(20);
      found.push(...lines.map((line) => `${label}: ${line}`));
    };
    return { found, scan };
  }

  /** The header's button, once hydrated (before that it is a link to /account). */
  async function openDialog(page: Page) {
    await page.locator('button.customer-entry').waitFor();
    await page.locator('button.customer-entry').click();
    const dialog = page.locator('dialog.customer-dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Ticks ALTCHA's box and waits until its puzzle is solved (either language). */
  async function solveCaptcha(page: Page) {
    await page.locator('altcha-widget label[for^="altcha-checkbox"]').click();
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 60_000 });
  }

  for (const lang of LANGS) {
    it(`finds nothing serious in the dialogs, the account pages and the reset page in ${lang}`, async () => {
      const page = await visitor(lang);
      const { found, scan } = await scanner(page);
      await page.goto(`${server.url}/?lang=${lang}`);
      let dialog = await openDialog(page);
      await dialog.locator('input[name="upass"]').waitFor();
      await scan('sign-in dialog');

      await dialog.locator('.customer-dialog__switch button').last().click();
      await dialog.locator('input[name="upass_confirm"]').waitFor();
      // Refused as it is: every rule's message beside the form.
      await dialog.locator('.customer-dialog__submit').click();
      await dialog.locator('[role="alert"]').first().waitFor();
      await scan('registration dialog (refused)');

      await dialog.locator('input[name="uname"]').fill(`dana-${lang}`);
      await dialog.locator('input[name="uemail"]').fill(customerEmail(lang));
      await dialog.locator('input[name="upass"]').fill(PASSWORD);
      await dialog.locator('input[name="upass_confirm"]').fill(PASSWORD);
      await solveCaptcha(page);
      await Promise.all([
        page.waitForEvent('load'),
        dialog.locator('.customer-dialog__submit').click(),
      ]);
      await page.locator('a.customer-entry[href="/account"]').waitFor();
      // An account lists the orders placed while signed in to it.
      orderIds[lang] = await placeOrder(page, customerEmail(lang));

      await page.goto(`${server.url}/account?lang=${lang}`);
      await page.locator(`a[href="/account/orders/${orderIds[lang]}"]`).first().waitFor();
      await scan('/account');
      await page.goto(`${server.url}/account/orders/${orderIds[lang]}?lang=${lang}`);
      await scan('order page');

      // Signed out (a visitor of its own): the forgotten-password dialog, then the mailed link.
      const guest = await visitor(lang);
      const asGuest = await scanner(guest);
      await guest.goto(`${server.url}/?lang=${lang}`);
      dialog = await openDialog(guest);
      await dialog.locator('.customer-dialog__switch button').first().click();
      await dialog.locator('altcha-widget').waitFor();
      await asGuest.scan('forgotten-password dialog');
      await dialog.locator('input[type="email"]').fill(customerEmail(lang));
      await solveCaptcha(guest);
      await dialog.locator('.customer-dialog__submit').click();
      await dialog.locator('[role="status"]').filter({ hasText: /\S/ }).waitFor();
      await asGuest.scan('forgotten-password dialog (sent)');
      // The order's mails to the same address come first: read on until the reset link (a Hebrew
      // mail's parts are base64, so they are read decoded too).
      let link: string | undefined;
      for (let read = 0; read < 5 && !link; read++) {
        const mail = await smtp.nextMailTo(customerEmail(lang));
        const decoded = mail
          .split(/\r?\n\r?\n/)
          .map((part) => Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8'));
        link = /https?:\/\/\S+\/account\/reset\/[\w-]+/.exec([mail, ...decoded].join('\n'))?.[0];
      }
      expect(link, 'the reset mail').toBeDefined();
      const resetPath = link!.replace(/^https?:\/\/[^/]+/, '');
      await guest.goto(`${server.url}${resetPath}?lang=${lang}`);
      await guest.locator('input[type="password"]').nth(1).waitFor();
      await asGuest.scan('reset page');
      await guest.goto(`${server.url}/account/reset/no-such-token?lang=${lang}`);
      await asGuest.scan('reset page, link not working');

      expect([...found, ...asGuest.found]).toEqual([]);
    });
  }

  for (const lang of LANGS) {
    it(`finds nothing serious on the owner's Customers page in ${lang}`, async () => {
      const page = await visitor(lang);
      const { found, scan } = await scanner(page);
      await page.goto(`${server.url}/admin/sign-in?lang=${lang}`);
      await page.locator('input[type="email"]').fill(OWNER_EMAIL);
      await page.locator('input[type="password"]').fill(OWNER_PASSWORD);
      await page.locator('form:has(input[type="password"]) button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto(`${server.url}/admin/customers?lang=${lang}`);
      await page.getByText('dana-', { exact: false }).first().waitFor();
      await scan('/admin/customers');
      expect(found).toEqual([]);
    });
  }

  it('finds nothing serious in the price password prompt, open on a phone, in either language', async () => {
    await owner.rest(
      'PUT',
      '/wp-json/pinwheel/v1/settings/price-password',
      { enabled: true, password: 'linen-club-26' },
      200,
    );
    const found: string[] = [];
    for (const lang of LANGS) {
      const page = await visitor(lang, { width: 390, height: 844 });
      const scanned = await scanner(page);
      await page.goto(`${server.url}/product/linen-shirt?lang=${lang}`);
      // The prompt is its own chunk: press its button until the form is open.
      const button = page.locator('.price-password button[aria-expanded]');
      await vi.waitFor(
        async () => {
          if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
          expect(await button.getAttribute('aria-expanded')).toBe('true');
        },
        { timeout: 30_000, interval: 250 },
      );
      await page.locator('.price-password input[type="password"]').waitFor();
      await scanned.scan(`price password (${lang})`);
      found.push(...scanned.found);
    }
    expect(found).toEqual([]);
  });
});
