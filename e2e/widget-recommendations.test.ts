// Product recommendations and the cart's words in a popup, on another origin's Shopify-shaped
// store, in Chromium against the real server: the host plays the store's AJAX cart (`GET
// /cart.js`, `POST /cart/add.js`, Shopify's fields). The popup's products block draws what goes
// with the cart from our catalog (never what the cart holds), its free-shipping line follows the
// cart as the theme adds to it, and a product's Add to cart posts to the store's cart and reloads
// the page. A sent form's `add_to_cart` items go in the store's cart in one add, then to the cart
// page when one says so. A popup with nothing to recommend does not show. And the page's address never writes
// into a popup: a crafted `?x=` stays `{{x}}`, while `{{country}}` is filled in buttons and
// captions too.
import { describe, it } from 'vitest';
import { basicPopup } from './harness/owner-api.ts';
import {
  collectConsole,
  waitForEvent,
  waitForLine,
  widgetHostPage,
} from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

/** The theme's own add (a $38 line), as its scripts make one: a cart drawer, a quick add. */
const theme = `
<h1>Desk things</h1>
<script>
  window.themeAdd = () =>
    fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 'theme-pen', quantity: 1 }] }),
    }).then((response) => response.status);
</script>`;

interface Line {
  id: number | string;
  product_id: string;
  price: number;
  quantity: number;
}

describe('recommendations on a Shopify store’s page', () => {
  const bed = widgetTestBed();

  /** The store's cart, in cents as Shopify counts, starting with a $45 notebook. */
  function storeCart() {
    const lines: Line[] = [
      { id: 4501, product_id: 'prod-leather-notebook', price: 4500, quantity: 1 },
    ];
    const adds: Array<Array<{ id: number | string; quantity: number }>> = [];
    const answer = () => ({
      currency: 'USD',
      total_price: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      items: lines.map((line) => ({ ...line, variant_id: line.id })),
    });
    bed.host.json('/cart.js', answer);
    bed.host.json('/cart/add.js', ({ method, body }) => {
      if (method === 'POST') {
        const { items } = JSON.parse(body) as {
          items: Array<{ id: number | string; quantity: number }>;
        };
        adds.push(items);
        for (const item of items) {
          lines.push({
            id: item.id,
            product_id: `store-${item.id}`,
            price: 3800,
            quantity: item.quantity,
          });
        }
      }
      return { items: lines };
    });
    return { adds };
  }

  it('draws what goes with the cart, follows the cart in its words, and adds to the store’s cart', async ({
    expect,
  }) => {
    const { adds } = storeCart();
    const { clientId, ids } = await bed.owner.siteWith('Desk store', [
      basicPopup('Goes with', {
        poptin_target: 'click',
        poptin_size: { width: 820, height: 620 },
        display_after_sec_active: 0,
        design: {
          blocks: [
            { type: 'heading', text: 'Only {{shpfy_gap}} to free shipping', level: 2 },
            { type: 'text', text: '{{shpfy_count}} items, {{shpfy_value}} of {{shpfy_thres}}' },
            { type: 'products' },
          ],
        },
        shopify_product_settings: {
          category: 'product_in_cart',
          count: 3,
          buttons_action: 'add_to_cart',
        },
        design_properties: { cart_threshold: 100 },
      }),
    ]);
    bed.host.page(
      '/collections/desk',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: "<script>window.Shopify = { shop: 'desk.myshopify.com' };</script>",
        body: theme,
      }),
    );
    const tab = await (await bed.newContext({ locale: 'en-US' })).newPage();
    await tab.goto(`${bed.host.url}/collections/desk`);
    await waitForEvent(tab, 'view', ids[0]);
    const popup = tab.locator('pinwheel-popup');
    await expect
      .poll(() => popup.getByRole('heading').textContent())
      .toBe('Only $55.00 to free shipping');
    await expect
      .poll(() => popup.locator('.text').textContent())
      .toBe('1 items, $45.00 of $100.00');

    // The desk products the notebook goes with, best sellers first; never the notebook itself.
    const products = popup
      .getByRole('list', { name: 'Recommended products' })
      .getByRole('listitem');
    await expect.poll(() => products.count()).toBe(3);
    await expect
      .poll(() => products.locator('.product-title').allTextContents())
      .toEqual(['Pocket Field Notes', 'Brass Pen', 'Task Desk Lamp']);
    const pen = products.nth(1);
    expect(await pen.locator('.product-price').innerText()).toMatch(
      /\$38\.00\s*Original price\s*\$48\.00/,
    );
    expect(await pen.getByRole('img').getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/media\//,
    );

    // The theme adds a $38 pen: the words follow, on the same page.
    await tab.evaluate(() => Object.assign(window, { samePage: true }));
    // (The popup is modal: the page under it is inert, so the theme's script adds, not a click.)
    expect(
      await tab.evaluate(() => (window as unknown as { themeAdd(): Promise<number> }).themeAdd()),
    ).toBe(200);
    await expect
      .poll(() => popup.getByRole('heading').textContent())
      .toBe('Only $17.00 to free shipping');
    expect(await popup.locator('.text').textContent()).toBe('2 items, $83.00 of $100.00');
    expect(await tab.evaluate(() => 'samePage' in window)).toBe(true);

    // The popup's Add to cart: the store's own add call with our variant, then the page again.
    const reloaded = tab.waitForEvent('load');
    await pen.getByRole('button', { name: 'Add to cart: Brass Pen' }).click();
    await reloaded;
    expect(adds).toHaveLength(2);
    expect(adds[1]).toEqual([{ id: expect.any(Number), quantity: 1 }]);
    expect(await tab.evaluate(() => 'samePage' in window)).toBe(false);
  });

  it('puts a sent form’s add_to_cart items in the store’s cart, then goes to the cart', async ({
    expect,
  }) => {
    const { adds } = storeCart();
    bed.host.page('/cart', '<!doctype html><title>Cart</title><h1>Your cart</h1>');
    const { clientId } = await bed.owner.siteWith('Gift with signup', [
      basicPopup('Free gift', {
        display_after_sec_active: 0,
        design: {
          blocks: [
            { type: 'heading', text: 'A free pen with your first letter', level: 2 },
            {
              type: 'form',
              fields: [{ kind: 'email', label: 'Email', required: true }],
              submit_label: 'Send me the pen',
            },
          ],
        },
        design_properties: {
          add_to_cart: '4500@2@0',
          shopify_add_to_cart_2: '77@1@1',
          poptin_design_thank_screen: 1,
        },
      }),
    ]);
    bed.host.page(
      '/collections/pens',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        head: "<script>window.Shopify = { shop: 'desk.myshopify.com' };</script>",
      }),
    );
    const tab = await (await bed.newContext({ locale: 'en-US' })).newPage();
    await tab.goto(`${bed.host.url}/collections/pens`);
    const dialog = tab.getByRole('dialog', { name: 'A free pen with your first letter' });
    await dialog.getByLabel('Email').fill('dana@shop.example');
    // The page leaves for the cart as soon as the add is done: wait for that, not for the
    // submit event, whose reading the navigation may cut off.
    const toCart = tab.waitForURL(`${bed.host.url}/cart`);
    await dialog.getByRole('button', { name: 'Send me the pen' }).click();
    // Both items in one add; the second asks for the cart page after it.
    await toCart;
    expect(adds).toEqual([
      [
        { id: 4500, quantity: 2 },
        { id: 77, quantity: 1 },
      ],
    ]);
  });

  it('shows nothing when there is nothing to recommend, and says why in the console', async ({
    expect,
  }) => {
    const { clientId, ids } = await bed.owner.siteWith('Empty picks', [
      basicPopup('Last seen', {
        display_after_sec_active: 0,
        design: {
          blocks: [{ type: 'heading', text: 'Still thinking?', level: 2 }, { type: 'products' }],
        },
        shopify_product_settings: {
          category: 'last_visited',
          count: 3,
          buttons_action: 'redirect',
        },
      }),
    ]);
    bed.host.page('/plain', widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const tab = await (await bed.newContext()).newPage();
    const lines = collectConsole(tab);
    await tab.goto(`${bed.host.url}/plain`);
    await waitForEvent(tab, 'trigger', ids[0]);
    await waitForLine(lines, 'nothing to recommend');
    expect(await tab.locator('pinwheel-popup').count()).toBe(0);
  });

  it('keeps the page’s address out of the popup’s words, and fills {{country}} everywhere', async ({
    expect,
  }) => {
    const { clientId, ids } = await bed.owner.siteWith('Crafted link', [
      basicPopup('Ship anywhere', {
        poptin_target: 'click',
        display_after_sec_active: 0,
        design: {
          blocks: [
            { type: 'heading', text: 'Hello {{x}}, we ship to {{country}}', level: 2 },
            { type: 'coupon', code: 'SHIP50', caption: 'Free delivery to {{country}}' },
            { type: 'button', label: 'Shop {{country}} picks', action: 'link', href: '/shop' },
          ],
        },
      }),
    ]);
    bed.host.page('/landing', widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const tab = await (await bed.newContext({ locale: 'en-US' })).newPage();
    await tab.goto(
      `${bed.host.url}/landing?x=${encodeURIComponent('<b>Your account is locked</b>')}&country=Nowhere`,
    );
    await waitForEvent(tab, 'view', ids[0]);
    const popup = tab.locator('pinwheel-popup');
    expect(await popup.getByRole('heading').textContent()).toBe(
      'Hello {{x}}, we ship to United States',
    );
    expect(await popup.locator('.coupon-caption').textContent()).toBe(
      'Free delivery to United States',
    );
    expect(await popup.getByRole('link').textContent()).toBe('Shop United States picks');
    expect(await popup.innerText()).not.toContain('locked');
  });
});
