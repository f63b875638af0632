// The widget on a Wix site, in Chromium against the real server: the host (another origin) plays
// a Wix site — its `wixBiSession` global, its current-member call, its own cart API and its
// checkout's create-order — and a local server plays Wix's REST API, which our server reads the
// cart from. The owner connects the site to its Wix store on /admin/integrations; then a page
// view makes the current-member call, sends `wix_cart_id` and the member id with the display
// request and gets the cart's lines and subtotal back as `wix_cart_details`; an add to the cart
// fires a popup's Wix cart rule; and the order placed from the cart reaches the owner as a Wix
// order's products. A Wix API that fails leaves the popups as they were.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort } from './harness/free-port.ts';
import { OWNER_EMAIL, OWNER_PASSWORD } from './harness/server-process.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const CART_ID = '7d2c9e10-4b1a-4c3d-8e5f-0a1b2c3d4e5f';
const WIX_SITE_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const API_KEY = 'IST.e2e-wix-key-9876';
const MEMBER_ID = 'e4b7a6c5-1111-4222-8333-444455556666';

interface Line {
  rootCatalogItemId: string;
  productName: { original: string };
  quantity: number;
}

describe('the widget on a Wix site connected to its Wix store', () => {
  // The visitor's cart, as both the site's own API and Wix's REST API answer it.
  const lines: Line[] = [
    { rootCatalogItemId: 'wix-teapot', productName: { original: 'Teapot' }, quantity: 1 },
  ];
  const wixCart = () => ({
    cart: {
      id: CART_ID,
      lineItems: lines,
      subtotal: { amount: `${lines.length * 30}.00`, formattedAmount: `$${lines.length * 30}.00` },
    },
  });
  /** What our server asked Wix's API, and whether it answers as Wix or fails. */
  const wixCalls: Array<{ path: string; authorization?: string; site?: string }> = [];
  let wixFails = false;
  let wixApi: http.Server;
  let wixApiUrl = '';

  beforeAll(async () => {
    wixApi = http.createServer((request, response) => {
      wixCalls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        site: request.headers['wix-site-id'] as string | undefined,
      });
      if (wixFails) return void response.writeHead(502).end('bad gateway');
      const known = request.url === `/ecom/v1/carts/${CART_ID}`;
      response
        .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify(known ? wixCart() : { message: 'not found' }));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => wixApi.listen(port, '127.0.0.1', resolve));
    wixApiUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        wixApi.closeAllConnections();
        wixApi.close(resolve);
      }),
  );

  const bed = widgetTestBed(() => ({ env: { WIX_API_URL: wixApiUrl } }));

  /** Signs the owner in on a page of its own context (the axe scan needs CSP bypassed). */
  async function ownerPage(): Promise<Page> {
    const context = await bed.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${bed.server.url}/admin/integrations`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/integrations');
    return page;
  }

  it('reads the member and the cart, answers its details, fires a cart rule after an add and reports the order', async ({
    expect,
  }) => {
    const { clientId, ids } = await bed.owner.siteWith('Wix teapots', [
      {
        display_after_sec_active: 0,
        wix_cart_trigger_active: 1,
        wix_cart_trigger_action: 'item_count',
        wix_cart_trigger_cart_spec_filter: 'greater_than',
        wix_cart_trigger_cart_spec_value: 1,
      },
    ]);
    const site = (await bed.owner.listSites()).find((each) => each.clientId === clientId)!;

    // The owner connects the site to its Wix store, and the page says so without the key.
    const owner = await ownerPage();
    const item = owner.getByRole('listitem').filter({ hasText: 'Wix teapots' });
    await item.getByLabel('Wix site id').fill(WIX_SITE_ID);
    await item.getByLabel('API key').fill(API_KEY);
    await item.getByRole('button', { name: 'Connect' }).click();
    await owner.getByRole('status').filter({ hasText: 'connected to its Wix store' }).waitFor();
    await item
      .getByText(`Connected with the key ending in 9876 to the Wix site ${WIX_SITE_ID}`)
      .waitFor();
    expect(await owner.content()).not.toContain(API_KEY);

    // The Wix site: its member, its cart API, its checkout.
    let memberCalls = 0;
    bed.host.json('/_api/members/v1/members/my', () => {
      memberCalls += 1;
      return { member: { id: MEMBER_ID, loginEmail: 'ada@example.com', status: 'APPROVED' } };
    });
    bed.host.json('/_api/ecom/v1/carts/current', () => wixCart());
    bed.host.json('/_api/ecom/v1/carts/current/add-to-cart', () => {
      lines.push({ rootCatalogItemId: 'wix-mug', productName: { original: 'Mug' }, quantity: 1 });
      return wixCart();
    });
    bed.host.json('/_api/ecom/v1/checkouts/ck-1/create-order', () => ({ orderId: 'order-1' }));
    bed.host.page(
      '/shop',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: '<script>window.wixBiSession = { viewerSessionId: "v1" };</script>',
        body: `<button id="add">Add a mug</button><button id="order">Place order</button>
          <script>
            const post = (path, body) => fetch(path, {
              method: 'POST', headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            document.getElementById('add').onclick = () => post('/_api/ecom/v1/carts/current/add-to-cart',
              { lineItems: [{ catalogReference: { catalogItemId: 'wix-mug' }, quantity: 1 }] });
            document.getElementById('order').onclick = () =>
              post('/_api/ecom/v1/checkouts/ck-1/create-order', {});
          </script>`,
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    const displayCall = tab.waitForResponse(
      (response) => response.url() === `${bed.server.url}/api/display/${clientId}`,
    );
    await tab.goto(`${bed.host.url}/shop`);
    const display = await displayCall;
    const sent = new URLSearchParams(display.request().postData() ?? '');
    expect(sent.get('store_integration')).toBe('wix');
    expect(sent.get('wix_cart_id')).toBe(CART_ID);
    expect(sent.get('store_integration_customer_id')).toBe(MEMBER_ID);
    expect(memberCalls).toBe(1);
    const answer = (await display.json()) as { display: string; wix_cart_details?: unknown };
    expect(answer.display).toBe('allowed');
    expect(answer.wix_cart_details).toEqual({
      lineItems: [{ rootCatalogItemId: 'wix-teapot', productName: { original: 'Teapot' } }],
      subtotal: { amount: '30.00' },
    });
    expect(wixCalls).toEqual([
      { path: `/ecom/v1/carts/${CART_ID}`, authorization: API_KEY, site: WIX_SITE_ID },
    ]);

    // One teapot is not more than one item; a mug added makes two, and the rule fires.
    await tab.getByRole('button', { name: 'Add a mug' }).click();
    await waitForEvent(tab, 'trigger', ids[0]);
    await waitForEvent(tab, 'view', ids[0]);

    // The order placed from that cart reaches the owner, with the member and both products.
    // (The popup's overlay covers the page: the checkout's button is pressed under it.)
    await tab.locator('#order').dispatchEvent('click');
    await expect
      .poll(() =>
        bed.owner.rest<unknown[]>(
          'GET',
          `/wp-json/pinwheel/v1/wix-ordered-products?site=${site.id}`,
          undefined,
          200,
        ),
      )
      .toMatchObject([
        {
          customer_id: MEMBER_ID,
          source_table: 'ecom_cart',
          products: [
            { product_id: 'wix-teapot', product_name: 'Teapot', category: '' },
            { product_id: 'wix-mug', product_name: 'Mug', category: '' },
          ],
        },
      ]);
    expect(memberCalls).toBe(1);
  });

  it('shows the popups without cart details when Wix fails', async ({ expect }) => {
    wixFails = true;
    const { clientId } = await bed.owner.siteWith('Wix down', [{ display_after_sec_active: 0 }]);
    const owner = await ownerPage();
    const item = owner.getByRole('listitem').filter({ hasText: 'Wix down' });
    await item.getByLabel('Wix site id').fill(WIX_SITE_ID);
    await item.getByLabel('API key').fill(API_KEY);
    await item.getByRole('button', { name: 'Connect' }).click();
    await item.getByText('Connected with the key ending in').waitFor();

    bed.host.page(
      '/down',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: '<script>window.wixBiSession = { viewerSessionId: "v2" };</script>',
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    const displayCall = tab.waitForResponse(
      (response) => response.url() === `${bed.server.url}/api/display/${clientId}`,
    );
    await tab.goto(`${bed.host.url}/down`);
    const display = await displayCall;
    expect(display.status()).toBe(200);
    const answer = (await display.json()) as { display: string; poptins: unknown[] };
    expect(answer.display).toBe('allowed');
    expect(answer.poptins).toHaveLength(1);
    expect(answer).not.toHaveProperty('wix_cart_details');
    wixFails = false;
  });

  it('the Wix stores section passes an axe scan in English and Hebrew, wide and on a phone, and disconnects after asking', async ({
    expect,
  }) => {
    const page = await ownerPage();
    const context = page.context();
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: bed.server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${bed.server.url}/admin/integrations`);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'he' ? 'rtl' : 'ltr');
        expect(await blockingViolations(page), `${lang} ${width}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: bed.server.url }]);
    await page.goto(`${bed.server.url}/admin/integrations`);
    const item = page.getByRole('listitem').filter({ hasText: 'Wix down' });
    // What is not a Wix site id is refused with what it must be, and the connection stays.
    await item.getByLabel('Wix site id').fill('my-wix-shop');
    await item.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Not saved' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Wix down' })
      .getByText(`to the Wix site ${WIX_SITE_ID}`)
      .waitFor();
    await item.getByText('Disconnect…').click();
    await item.getByRole('button', { name: 'Disconnect Wix down' }).click();
    await page.getByRole('status').filter({ hasText: 'no longer connected' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Wix down' })
      .getByText('Not connected: popups on this site read no Wix cart.')
      .waitFor();
  });
});

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
