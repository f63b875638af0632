// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The store's cart across a single-page app's route change, against a local fake of the Pinwheel
// server and of our storefront's cart: each page with a cart-rule popup asks the renderer's cart
// watch for the flow's listener, and the watch keeps it once, so a change is still one read.
// Its own file: the one flow on the page is the only one that sees the address change.
import { describe, expect, it, vi } from 'vitest';
import { testPopup } from './testing/test-popup.ts';
import {
  answer,
  fakeServer,
  resetPageAroundEachTest,
  settle,
  start,
} from './testing/fake-display-server.ts';

resetPageAroundEachTest();

describe('startDisplayFlow, a cart rule and a route change', () => {
  it('reads the cart once per change after the route changed, and shows the popup the add let through', async () => {
    const cart = { total_price: 0, item_count: 0, items: [] as object[] };
    const calls = fakeServer(
      answer([
        testPopup('sssssssssssss', {
          display_after_sec_active: 1,
          shopify_cart_trigger_active: 1,
          shopify_cart_trigger_action: 'cart_value',
          shopify_cart_trigger_cart_spec_filter: 'greater_than',
          shopify_cart_trigger_cart_spec_value: 20,
        }),
      ]),
      {},
      cart,
    );
    const cartReads = () => calls.filter((call) => call.path === '/cart.js').length;
    const { seen } = start('client-s', 'https://shop.example/');
    await settle();
    expect(cartReads()).toBe(1);

    history.pushState({}, '', '/shop');
    // The new page asks again, and reads the cart for its cart rule.
    await vi.waitFor(() => expect(cartReads()).toBe(2));

    Object.assign(cart, { total_price: 2500, item_count: 1, items: [{ product_id: 7 }] });
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    for (let round = 0; round < 4; round += 1) await settle();
    expect(cartReads()).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.filter(([name]) => name === 'trigger')).toEqual([
      ['trigger', { popupId: 'sssssssssssss', trigger: 'delay' }],
    ]);
    expect(cartReads()).toBe(3);
  });
});
