// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The loader flow and the store's cart, against a local fake of the Pinwheel server and of the
// host page's cart (Shopify's AJAX cart, which our storefront serves too): the cart read before or
// after the display call, and, once a popup has a cart rule, the page's cart changes (an add by
// fetch, the storefront cart client's DOM events) reading the cart again on the same page, arming
// popups that now pass and disarming armed ones that no longer do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPopup } from './testing/test-popup.ts';
import {
  answer,
  fakeServer,
  resetPageAroundEachTest,
  settle,
  start,
} from './testing/fake-display-server.ts';

resetPageAroundEachTest();
afterEach(() => {
  delete (window as unknown as { Shopify?: unknown }).Shopify;
});

/** Shows `delay` seconds after it is armed, when the cart is worth more than 20. */
const forBigCarts = (id: string, delay = 1) =>
  testPopup(id, {
    display_after_sec_active: delay,
    shopify_cart_trigger_active: 1,
    shopify_cart_trigger_action: 'cart_value',
    shopify_cart_trigger_cart_spec_filter: 'greater_than',
    shopify_cart_trigger_cart_spec_value: 20,
  });
const emptyCart = { total_price: 0, item_count: 0, items: [] };
const bigCart = { total_price: 2500, item_count: 2, items: [{ product_id: 7, variant_id: 70 }] };
/** What the storefront's cart client dispatches on body after its API answered. */
const cartEvent = (name: 'added_to_cart' | 'removed_from_cart') =>
  document.body.dispatchEvent(new CustomEvent(name, { bubbles: true }));
const cartReads = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path === '/cart.js').length;
/** The watch's read and the decision after it (a few rounds of promises and timers). */
const readAgain = async () => {
  for (let round = 0; round < 4; round += 1) await settle();
};

describe("startDisplayFlow and the store's cart", () => {
  it('on a Shopify store, sends the cart with the display call and decides cart rules by it', async () => {
    Object.assign(window, { Shopify: { shop: 'mugs.myshopify.com' } });
    const calls = fakeServer(answer([forBigCarts('jjjjjjjjjjjjj')]), {}, bigCart);
    const { seen } = start('client-g');
    await settle();
    expect(calls.map((call) => call.path).slice(0, 2)).toEqual([
      '/cart.js',
      '/api/display/client-g',
    ]);
    expect(calls[1]?.form?.get('cart_total_price')).toBe('2500');
    expect(calls[1]?.form?.get('cart_products_org_ids_list')).toBe('7');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen[0]).toEqual(['trigger', { popupId: 'jjjjjjjjjjjjj', trigger: 'delay' }]);
  });

  it('on our own storefront, reads the cart once a popup has a cart rule', async () => {
    const calls = fakeServer(answer([forBigCarts('kkkkkkkkkkkkk')]), {}, bigCart);
    const { seen } = start('client-h', 'https://shop.example/');
    await settle();
    expect(calls.map((call) => call.path).slice(0, 2)).toEqual([
      '/api/display/client-h',
      '/cart.js',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen[0]).toEqual(['trigger', { popupId: 'kkkkkkkkkkkkk', trigger: 'delay' }]);
  });

  it('on any other site, asks for no cart: a cart rule cannot pass there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeServer(answer([forBigCarts('lllllllllllll')]), {}, bigCart);
    const hostFetch = window.fetch;
    const { seen } = start('client-i');
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.map((call) => call.path)).not.toContain('/cart.js');
    expect(seen).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    // Nor is the page's fetch wrapped to watch a cart it cannot read.
    expect(window.fetch).toBe(hostFetch);
  });
});

describe("startDisplayFlow when the page changes the store's cart", () => {
  it('on our own storefront, arms a cart-rule popup once an add makes the cart pass', async () => {
    const cart = { ...emptyCart };
    const clicked = testPopup('ooooooooooooo', { on_click: 1 });
    const calls = fakeServer(
      answer([forBigCarts('mmmmmmmmmmmmm')]),
      { ooooooooooooo: clicked },
      cart,
    );
    const { seen, controls } = start('client-m', 'https://shop.example/');
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    // An empty cart: the rule holds the popup back.
    expect(seen).toEqual([]);
    expect(cartReads(calls)).toBe(1);

    Object.assign(cart, bigCart);
    cartEvent('added_to_cart');
    await readAgain();
    expect(cartReads(calls)).toBe(2);
    // Its own trigger now runs: a second after the cart passed, not before.
    await vi.advanceTimersByTimeAsync(900);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen[0]).toEqual(['trigger', { popupId: 'mmmmmmmmmmmmm', trigger: 'delay' }]);

    // Later calls send the cart as it is now.
    expect(await controls.open('ooooooooooooo')).toBe(true);
    const click = calls.find((call) => call.path === '/api/display/click/ooooooooooooo');
    expect(click?.form?.get('cart_total_price')).toBe('2500');
    expect(click?.form?.get('cart_products_ids_list')).toBe('70');
  });

  it("on a Shopify store, notices the theme's fetch to /cart/add.js; a burst reads the cart once", async () => {
    Object.assign(window, { Shopify: { shop: 'mugs.myshopify.com' } });
    const cart = { ...emptyCart };
    const calls = fakeServer(answer([forBigCarts('nnnnnnnnnnnnn')]), {}, cart);
    const { seen } = start('client-n');
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual([]);
    expect(cartReads(calls)).toBe(1);

    // The theme adds, then its cart drawer updates a note: two answers in one go.
    Object.assign(cart, bigCart);
    const added = await Promise.all([
      window.fetch('/cart/add.js', { method: 'POST', body: '{"id":70,"quantity":2}' }),
      window.fetch('/cart/update.js?note=gift', { method: 'POST' }),
    ]);
    expect(added.map((response) => response.status)).toEqual([200, 200]);
    await readAgain();
    expect(cartReads(calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen[0]).toEqual(['trigger', { popupId: 'nnnnnnnnnnnnn', trigger: 'delay' }]);
  });

  it('disarms a popup whose cart is emptied before it shows, and arms it again when it qualifies', async () => {
    const cart = { ...bigCart };
    fakeServer(answer([forBigCarts('ppppppppppppp', 5)]), {}, cart);
    const { seen } = start('client-p', 'https://shop.example/');
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    Object.assign(cart, emptyCart);
    cartEvent('removed_from_cart');
    await readAgain();
    // A "big cart" offer for an empty cart would be wrong: its delay never ends.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual([]);

    Object.assign(cart, bigCart);
    cartEvent('added_to_cart');
    await readAgain();
    await vi.advanceTimersByTimeAsync(4900);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual([
      ['trigger', { popupId: 'ppppppppppppp', trigger: 'delay' }],
      expect.anything(),
    ]);
  });

  it('leaves a shown popup on screen, and never arms again one that fired on this page', async () => {
    const cart = { ...bigCart };
    fakeServer(
      answer([forBigCarts('qqqqqqqqqqqqq', 0), forBigCarts('rrrrrrrrrrrrr', 0)]),
      {},
      cart,
    );
    const { seen, shows, controls } = start('client-q', 'https://shop.example/');
    await settle();
    await settle();
    expect(shows.map((show) => show.request.popup.poptin_id)).toEqual([
      'qqqqqqqqqqqqq',
      'rrrrrrrrrrrrr',
    ]);
    await controls.close('rrrrrrrrrrrrr');

    // The cart empties and fills again: no second show of either.
    Object.assign(cart, emptyCart);
    cartEvent('removed_from_cart');
    await readAgain();
    expect(shows[0]?.dismissed).toBe(false);
    Object.assign(cart, bigCart);
    cartEvent('added_to_cart');
    await readAgain();
    await vi.advanceTimersByTimeAsync(2000);
    expect(shows).toHaveLength(2);
    expect(seen.filter(([name]) => name === 'trigger')).toHaveLength(2);
  });
});
