// The owner's API keys page in Chromium against the real server: the owner signs in, creates an
// application password and a WooCommerce key in the page, each shown once with a copy button, and
// uses them against the API (Basic auth with the email; WooCommerce's own npm client signing with
// OAuth 1.0a over plain HTTP); the list shows them with when they were last used; revoking one
// after its confirmation step locks it out at once; axe finds nothing serious in English or
// Hebrew, on a phone's width too.
import { createRequire } from 'node:module';
import WooCommerceRestApi, {
  type WooCommerceRestApiVersion,
} from '@woocommerce/woocommerce-rest-api';
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

describe("the owner's API keys page", () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let password = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The scan injects axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const basic = (user: string, secret: string) =>
    `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
  const usersMe = (secret: string) =>
    fetch(`${server.url}/wp-json/wp/v2/users/me?context=edit`, {
      headers: { authorization: basic(OWNER_EMAIL, secret) },
    });

  /** Fills the create form and waits for the panel showing the new key. */
  async function createKey(name: string, kind: string, access: string) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel(kind).check();
    await page.getByLabel('Access').selectOption({ label: access });
    await page.getByRole('button', { name: 'Create key' }).click();
    const heading = page.getByRole('heading', { name: `Your new key “${name}”` });
    await heading.waitFor();
    // The panel takes the focus, so keyboard and screen reader users land on it.
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    // One panel, the new key's, and the form emptied for the next one.
    expect(await page.locator('.api-key-created').count()).toBe(1);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  }

  it('is a settings tab, reached through sign-in, with no keys at first', async () => {
    await page.goto(`${server.url}/admin/settings/api`);
    await page.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fsettings%2Fapi$/);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings/api');
    const tabs = page.getByRole('navigation', { name: 'Settings sections' });
    expect(await tabs.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByText('No keys yet').waitFor();
  });

  it('creates an application password shown once, which then reads the API as the owner', async () => {
    await createKey('Zapier', 'Application password (WordPress clients)', 'Read and write');
    await page.getByText('Copy it now: you will not see it again.').waitFor();
    expect(await page.getByLabel('User name', { exact: true }).inputValue()).toBe(OWNER_EMAIL);
    password = await page.getByLabel('Application password', { exact: true }).inputValue();
    expect(password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);

    await page.getByRole('button', { name: 'Copy the application password' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    const me = await usersMe(password);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: OWNER_EMAIL, roles: ['administrator'] });

    // Shown once: the page drawn again lists the key without its password.
    await page.reload();
    const row = page.getByRole('row', { name: /Zapier/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(password.replace(/ /g, '').slice(-7));
    expect(await page.content()).not.toContain(password);
    expect(await row.getByRole('cell').nth(4).textContent()).not.toBe('Never');
  });

  it("creates a WooCommerce key that WooCommerce's own client signs requests with", async () => {
    await createKey('Inventory sync', 'WooCommerce API key (consumer key and secret)', 'Read');
    const consumerKey = await page.getByLabel('Consumer key', { exact: true }).inputValue();
    const consumerSecret = await page.getByLabel('Consumer secret', { exact: true }).inputValue();
    expect(consumerKey).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(consumerSecret).toMatch(/^cs_[0-9a-f]{40}$/);

    const client = (secret: string) =>
      new WooCommerceRestApi({
        url: server.url,
        consumerKey,
        consumerSecret: secret,
        // Any namespace works at run time; the client's types list only WooCommerce's.
        version: 'pinwheel/v1' as WooCommerceRestApiVersion,
      });
    const answer = (promise: Promise<unknown>) =>
      promise.then(
        () => ({ status: 200, data: null }),
        (error: { response: { status: number; data: { code: string; message: string } } }) =>
          error.response,
      );
    // Signed right, the key is known and the call reaches the route, which manages keys for the
    // signed-in owner only; signed with another secret, it is refused at the door.
    const signed = await answer(client(consumerSecret).get('api-keys'));
    expect(signed.status).toBe(403);
    expect(signed.data).toMatchObject({ code: 'pinwheel_rest_session_required' });
    const forged = await answer(client(`cs_${'0'.repeat(40)}`).get('api-keys'));
    expect(forged.status).toBe(401);
    expect(forged.data).toMatchObject({
      message: 'Invalid signature - provided signature does not match.',
    });
    // A read key may not write.
    const write = await answer(client(consumerSecret).post('api-keys', {}));
    expect(write.status).toBe(401);
    expect(write.data).toMatchObject({
      message: 'The API key provided does not have write permissions.',
    });

    // And it reads a WooCommerce resource.
    const orders = await new WooCommerceRestApi({
      url: server.url,
      consumerKey,
      consumerSecret,
      version: 'wc/v3',
    }).get('orders', { per_page: 5 });
    expect(orders.status).toBe(200);
    expect(Array.isArray(orders.data)).toBe(true);

    await page.reload();
    const row = page.getByRole('row', { name: /Inventory sync/ });
    expect(await row.textContent()).toContain(`…${consumerKey.slice(-7)}`);
    expect(await row.textContent()).toContain('WooCommerce key');
  });

  it('revokes a key after asking, and the key is refused at once', async () => {
    await page
      .getByRole('row', { name: /Zapier/ })
      .getByText('Revoke…')
      .click();
    await page.getByText('Revoke “Zapier”? Programs using it stop working at once.').waitFor();
    await page.getByRole('button', { name: 'Yes, revoke it' }).click();
    await page.getByRole('status').filter({ hasText: 'Key revoked' }).waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Zapier/ }).count()).toBe(0);
    const me = await usersMe(password);
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'incorrect_password' });
  });

  it('refuses a blank name beside the field, keeping the form', async () => {
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Give the key a name.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/api`);
        expect(await blockingViolations(page), `${lang} ${width}`).toEqual([]);
        // Nothing wider than the screen but the table, which scrolls in its own region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  });
});

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
