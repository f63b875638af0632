// The widget on a Shopify-like store of another origin, in Chromium against the real server: the
// host site plays the store's AJAX cart (`GET /cart.js`, `POST /cart/add.js`, Shopify's fields),
// and its theme adds to the cart in the background, by fetch and by XMLHttpRequest as jQuery
// themes do. A popup whose cart rule asks for a cart over $100 fires on the same page right after
// the add that takes the cart there, and not before; the theme's own calls get their answers.
import { describe, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

/** The theme: two add buttons, each showing what the store answered. */
const theme = `
<h1>Mugs</h1>
<button id="add-by-fetch">Add a mug</button>
<button id="add-by-xhr">Add another mug</button>
<output id="answer"></output>
<script>
  const body = JSON.stringify({ items: [{ id: 70, quantity: 1 }] });
  const show = (how, answer) => {
    document.getElementById('answer').textContent = how + ': ' + answer.items[0].product_title;
  };
  document.getElementById('add-by-fetch').onclick = async () => {
    const response = await fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    show('fetch', await response.json());
  };
  document.getElementById('add-by-xhr').onclick = () => {
    const request = new XMLHttpRequest();
    request.open('POST', '/cart/add.js?sections=cart-drawer');
    request.setRequestHeader('content-type', 'application/json');
    request.onload = () => show('xhr', JSON.parse(request.responseText));
    request.send(body);
  };
</script>`;

describe("the widget on a Shopify store's page", () => {
  const bed = widgetTestBed();

  it('fires a cart-over-$100 popup right after the add that passes it, on the same page', async ({
    expect,
  }) => {
    // The store's cart: one line of $80 mugs, in cents as Shopify counts.
    let quantity = 0;
    let cartReads = 0;
    const line = () => ({ variant_id: 70, product_id: 7, product_title: 'Mug', quantity });
    bed.host.json('/cart.js', () => {
      cartReads += 1;
      return {
        total_price: quantity * 8000,
        item_count: quantity,
        items: quantity ? [line()] : [],
      };
    });
    bed.host.json('/cart/add.js', ({ method, body }) => {
      if (method === 'POST') {
        quantity += (JSON.parse(body) as { items: Array<{ quantity: number }> }).items[0]!.quantity;
      }
      return { items: [line()] };
    });
    const { clientId, ids } = await bed.owner.siteWith('Mug store', [
      {
        display_after_sec_active: 1,
        shopify_cart_trigger_active: 1,
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than',
        shopify_cart_trigger_cart_spec_value: 100,
      },
    ]);
    bed.host.page(
      '/products/mug',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: "<script>window.Shopify = { shop: 'mugs.myshopify.com' };</script>",
        body: theme,
      }),
    );
    const tab = await (await bed.newContext()).newPage();
    await tab.goto(`${bed.host.url}/products/mug`);
    await expect.poll(() => cartReads).toBe(1);
    // The watch comes in a chunk of its own, after the display answer; once it is in it reads the
    // cart again, so an add made before it is not missed.
    await tab.waitForFunction(() => !String(window.fetch).includes('[native code]'));
    await expect.poll(() => cartReads).toBe(2);
    // A mark on this document: still there at the end, so no page load came between.
    await tab.evaluate(() => Object.assign(window, { samePage: true }));

    // $80: not over $100, before or after its read.
    await tab.getByRole('button', { name: 'Add a mug' }).click();
    await expect.poll(() => tab.locator('#answer').textContent()).toBe('fetch: Mug');
    await expect.poll(() => cartReads).toBe(3);
    expect(await recordedEvents(tab)).toEqual([]);

    // $160: the popup's own trigger (a second) runs, without a page load. The second counts from
    // this add: had $80 armed it, it would have come sooner after this click.
    const secondAddAt = await tab.evaluate(() => performance.now());
    await tab.getByRole('button', { name: 'Add another mug' }).click();
    await expect.poll(() => tab.locator('#answer').textContent()).toBe('xhr: Mug');
    const trigger = await waitForEvent(tab, 'trigger', ids[0]);
    expect(trigger.trigger).toBe('delay');
    expect(trigger.at - secondAddAt).toBeGreaterThanOrEqual(1000);
    await waitForEvent(tab, 'view', ids[0]);
    expect(cartReads).toBe(4);
    expect(await tab.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
