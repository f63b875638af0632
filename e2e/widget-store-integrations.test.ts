// The widget's store integrations in Chromium against the real server, each store played by a
// local site of another origin: a Shopify store whose cart rule names a product (the popup comes
// only once that product is in the cart, not for another), a signed-in Shopify customer's browse
// abandonment reaching the owner 5 s into the page, and a Wix site whose own cart (Wix's
// `/_api/ecom/v1/carts/current`, in the shape the spec gives) is read and watched.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

/** Waits until the renderer chunk's cart watch has wrapped the page's fetch. */
const watching = (tab: Page) =>
  tab.waitForFunction(() => !String(window.fetch).includes('[native code]'));

describe("the widget on stores' pages", () => {
  const bed = widgetTestBed();

  it('fires a cart rule naming a product only once that product is in the cart', async ({
    expect,
  }) => {
    // Two products: a teapot (product 8) and the mug the rule names (product 7).
    const lines: Array<{ product_id: number; variant_id: number; product_title: string }> = [];
    let cartReads = 0;
    bed.host.json('/cart.js', () => {
      cartReads += 1;
      return {
        total_price: lines.length * 2500,
        item_count: lines.length,
        items: lines.map((line) => ({ ...line, quantity: 1 })),
      };
    });
    bed.host.json('/cart/add.js', ({ body }) => {
      const id = (JSON.parse(body) as { id: number }).id;
      const line = {
        variant_id: id,
        product_id: id / 10,
        product_title: id === 70 ? 'Mug' : 'Teapot',
      };
      lines.push(line);
      return line;
    });
    const { clientId, ids } = await bed.owner.siteWith('Named products', [
      {
        display_after_sec_active: 1,
        shopify_cart_trigger_active: 1,
        // As an editor may save it: a JSON list, kept as "7".
        shopify_cart_trigger_products: '[{"product_id": 7}]',
      },
    ]);
    bed.host.page(
      '/collections/all',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: "<script>window.Shopify = { shop: 'mugs.myshopify.com' };</script>",
        body: `<button id="teapot">Add a teapot</button><button id="mug">Add a mug</button>
          <script>
            const add = (id) => fetch('/cart/add.js', {
              method: 'POST', headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ id, quantity: 1 }),
            });
            document.getElementById('teapot').onclick = () => add(80);
            document.getElementById('mug').onclick = () => add(70);
          </script>`,
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    await tab.goto(`${bed.host.url}/collections/all`);
    await watching(tab);
    // The display's read and the watch's own as it starts (so an earlier add is not missed).
    await expect.poll(() => cartReads).toBe(2);

    // A teapot: the cart has something, not the named product.
    await tab.getByRole('button', { name: 'Add a teapot' }).click();
    await expect.poll(() => cartReads).toBe(3);
    expect(await recordedEvents(tab)).toEqual([]);

    // The mug: its own second runs from this add. Had the teapot armed it, it would come sooner.
    const mugAddedAt = await tab.evaluate(() => performance.now());
    await tab.getByRole('button', { name: 'Add a mug' }).click();
    const trigger = await waitForEvent(tab, 'trigger', ids[0]);
    expect(trigger.at - mugAddedAt).toBeGreaterThanOrEqual(1000);
    await waitForEvent(tab, 'view', ids[0]);
    expect(cartReads).toBe(4);
  });

  it("reports a signed-in customer's cart 5 s into the page, for the owner", async ({ expect }) => {
    bed.host.json('/cart.js', () => ({
      total_price: 4990,
      item_count: 1,
      items: [
        {
          product_id: 7,
          variant_id: 70,
          product_title: 'Mug',
          product_type: 'Kitchen',
          quantity: 1,
        },
      ],
    }));
    const site = await bed.owner.createSite('Customer reports');
    bed.host.page(
      '/products/mug',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId: site.clientId,
        head: `<script>
          window.Shopify = { shop: 'mugs.myshopify.com' };
          window.ShopifyAnalytics = { meta: { page: { customerId: 555001 } } };
        </script>`,
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    await tab.clock.install();
    await tab.goto(`${bed.host.url}/products/mug`);
    interface Report {
      customer_id: string;
      data_for: string;
      total_cart_value: string | null;
      products: Array<{ product_id: string; product_name: string; category: string }>;
    }
    const reports = () =>
      bed.owner.rest<Report[]>(
        'GET',
        `/wp-json/pinwheel/v1/browse-abandonment?site=${site.id}`,
        undefined,
        200,
      );
    // Nothing before its 5 s: the renderer, which holds the report, is asked for (its preload
    // link is in the head), and 4 s pass. Polled: the page's own timers wait for the test's clock.
    await expect
      .poll(() => tab.locator('link[rel="modulepreload"][href*="/embed/renderer-"]').count())
      .toBe(1);
    await tab.clock.runFor(4000);
    expect(await reports()).toEqual([]);
    await expect
      .poll(async () => {
        await tab.clock.runFor(1000);
        return reports();
      })
      .toMatchObject([
        {
          customer_id: '555001',
          data_for: 'cart',
          total_cart_value: '49.90',
          products: [{ product_id: '7', product_name: 'Mug', category: 'Kitchen' }],
        },
      ]);
  });

  it("on a Wix site, reads Wix's own cart and fires an item-count rule after an add to it", async ({
    expect,
  }) => {
    const lineItems: Array<{ rootCatalogItemId: string; productName: { original: string } }> = [];
    let cartReads = 0;
    // Wix's eCommerce cart as the site's own pages reach it.
    bed.host.json('/_api/ecom/v1/carts/current', () => {
      cartReads += 1;
      return {
        cart: {
          id: 'b5e8f1c2-0000-4000-8000-000000000001',
          lineItems: lineItems.map((line) => ({ ...line, quantity: 1 })),
          subtotal: { amount: String(lineItems.length * 30) },
        },
      };
    });
    bed.host.json('/_api/ecom/v1/carts/current/add-to-cart', () => {
      lineItems.push({ rootCatalogItemId: 'wix-mug', productName: { original: 'Mug' } });
      return { cart: { lineItems } };
    });
    const { clientId, ids } = await bed.owner.siteWith('Wix mugs', [
      {
        display_after_sec_active: 0,
        wix_cart_trigger_active: 1,
        wix_cart_trigger_action: 'item_count',
        wix_cart_trigger_cart_spec_filter: 'greater_than',
        wix_cart_trigger_cart_spec_value: 0,
        wix_cart_trigger_products: 'wix-mug',
      },
    ]);
    bed.host.page(
      '/shop',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: '<script>window.wixBiSession = { viewerSessionId: "v1" };</script>',
        body: `<button id="add">Add to cart</button>
          <script>
            document.getElementById('add').onclick = () =>
              fetch('/_api/ecom/v1/carts/current/add-to-cart', {
                method: 'POST', headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: 'wix-mug' }, quantity: 1 }] }),
              });
          </script>`,
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    await tab.goto(`${bed.host.url}/shop`);
    // The empty cart is read before the display request (its id goes with it), the page watched.
    await expect.poll(() => cartReads).toBeGreaterThanOrEqual(1);
    await watching(tab);
    // …and once more as the watch starts, so an add made before it is not missed.
    await expect.poll(() => cartReads).toBe(2);
    expect(await recordedEvents(tab)).toEqual([]);

    await tab.getByRole('button', { name: 'Add to cart' }).click();
    await waitForEvent(tab, 'trigger', ids[0]);
    await waitForEvent(tab, 'view', ids[0]);
    expect(cartReads).toBe(3);
  });
});
