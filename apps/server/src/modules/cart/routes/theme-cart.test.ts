// Shopify's own theme client, @shopify/theme-cart as installed from npm, against the running server
// on a real port: themes written for Shopify call our AJAX cart through it unchanged. The client
// calls the page's `fetch` with relative addresses ('/cart.js') and the page's cookies, so the
// test gives it what a browser tab on the shop gives it: addresses resolved against the shop, the
// cart cookie kept between calls, and the Origin and Fetch Metadata a same-origin post carries.
import * as themeCart from '@shopify/theme-cart';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { MUG, PENS, POSTER, saveCartProducts } from '../cart-fixture.ts';

interface ThemeCartState {
  token: string | null;
  item_count: number;
  total_price: number;
  items: Array<{ key: string; id: number; quantity: number; properties: Record<string, string> }>;
  attributes: Record<string, string>;
  note: string | null;
}

/** A browser tab's fetch on the shop: same-origin calls with the tab's cookies. */
function shopTabFetch(baseUrl: string, send: typeof fetch): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init = {}) => {
    const url = new URL(String(input), baseUrl);
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('sec-fetch-site', 'same-origin');
    if (init.method && init.method !== 'GET') headers.set('origin', baseUrl);
    const response = await send(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

describe.each(testEngines())("Shopify's theme-cart client on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await saveCartProducts(t);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    vi.stubGlobal('fetch', shopTabFetch(baseUrl, globalThis.fetch));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('adds, reads, changes, removes and clears through the theme client, as on Shopify', async () => {
    const empty = (await themeCart.getState()) as ThemeCartState;
    expect(empty).toMatchObject({ item_count: 0, items: [], attributes: {}, note: null });

    const mug = (await themeCart.addItem(MUG, {
      quantity: 2,
      properties: { Engraving: 'Ada' },
    })) as ThemeCartState['items'][number];
    expect(mug).toMatchObject({ id: MUG, quantity: 2, properties: { Engraving: 'Ada' } });
    await themeCart.addItem(POSTER, { quantity: 1 });
    await themeCart.addItem(PENS);

    const full = (await themeCart.getState()) as ThemeCartState;
    expect(full.items.map((item) => [item.id, item.quantity])).toEqual([
      [MUG, 2],
      [POSTER, 1],
      [PENS, 1],
    ]);
    expect(full.item_count).toBe(4);
    expect(full.total_price).toBe(2 * 1250 + 3000 + 400);

    // The theme finds lines by their key, as Shopify gives them.
    expect(await themeCart.getItemIndex(mug.key)).toBe(1);
    expect(await themeCart.getItem(mug.key)).toMatchObject({ id: MUG, quantity: 2 });

    const changed = (await themeCart.updateItem(mug.key, { quantity: 3 })) as ThemeCartState;
    expect(changed.items.find((item) => item.key === mug.key)?.quantity).toBe(3);

    const removed = (await themeCart.removeItem(mug.key)) as ThemeCartState;
    expect(removed.items.map((item) => item.id)).toEqual([POSTER, PENS]);
    expect(await themeCart.getAttributes()).toEqual({});
    expect(await themeCart.getNote()).toBeNull();

    // clearItems posts /cart/clear.js with a JSON content type and no body at all.
    const cleared = (await themeCart.clearItems()) as ThemeCartState;
    expect(cleared).toMatchObject({ item_count: 0, items: [], total_price: 0 });
    expect(((await themeCart.getState()) as ThemeCartState).items).toEqual([]);
  });

  it('rejects with the response when the shop refuses, as the theme expects', async () => {
    // More mugs than the shop holds (stock 5, at most 4 an order): Shopify's 422.
    const refusal = (await themeCart
      .addItem(MUG, { quantity: 50 })
      .catch((error: unknown) => error)) as Response | undefined;
    expect(refusal?.status).toBe(422);
    expect(await refusal?.json()).toMatchObject({ status: 422, message: 'Cart Error' });
    // A key the cart does not hold is the client's own refusal.
    await expect(themeCart.removeItem('71000000001:0123456789abcdef')).rejects.toThrow(
      'Unable to match line item',
    );
  });
});
