// The renderer's store adapters on a happy-dom page whose fetch reaches a real local HTTP server
// playing the store and the Pinwheel server: Wix's current cart read in the spec's shape (an empty
// site's 404, a failure left unknown), and a Shopify customer's browse report sent 5 s into the
// page — the cart's products with its value, else the product on screen, else nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window as HappyWindow } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSE_REPORT_DELAY_MS, reportBrowsing } from './browse-report.ts';
import { readWixCart } from './wix-cart.ts';

/** What each path answers: a status and a JSON body. */
let answers = new Map<string, { status: number; body: unknown }>();
let requests: string[] = [];
let origin = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const answer = answers.get(url.split('?')[0]!) ?? { status: 404, body: { message: 'none' } };
    response
      .writeHead(answer.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const windows: HappyWindow[] = [];
afterEach(async () => {
  answers = new Map();
  requests = [];
  vi.restoreAllMocks();
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

function page(path: string, globals: object = {}): Window {
  const win = new HappyWindow({ url: `${origin}${path}` });
  windows.push(win);
  // A Shopify store's page unless a test says otherwise (browse reports are Shopify's).
  return Object.assign(
    win as unknown as Window,
    { Shopify: { shop: 'mugs.myshopify.com' } },
    globals,
  );
}

describe('readWixCart', () => {
  it("reads Wix's current cart in the spec's shape", async () => {
    answers.set('/_api/ecom/v1/carts/current', {
      status: 200,
      body: {
        cart: {
          id: 'cart-1',
          lineItems: [
            { rootCatalogItemId: 'mug', productName: { original: 'Mug' }, quantity: 2 },
            { rootCatalogItemId: 'pot', productName: { original: 'Teapot' } },
          ],
          subtotal: { amount: '49.9' },
        },
      },
    });
    expect(await readWixCart(page('/shop'))).toEqual({
      totalPrice: 4990,
      itemCount: 3,
      productIds: ['mug', 'pot'],
      variantIds: [],
      cartId: 'cart-1',
      products: [
        { product_id: 'mug', product_name: 'Mug', category: '' },
        { product_id: 'pot', product_name: 'Teapot', category: '' },
      ],
    });
  });

  it('reads a site without a cart as empty, and a failure as unknown', async () => {
    expect(await readWixCart(page('/shop'))).toMatchObject({ totalPrice: 0, itemCount: 0 });
    answers.set('/_api/ecom/v1/carts/current', { status: 500, body: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = await readWixCart(page('/shop'));
    expect(unknown.totalPrice).toBeNaN();
    expect(warn).toHaveBeenCalledWith('Pinwheel: Cart Error', expect.any(Error));
  });
});

describe('reportBrowsing', () => {
  const report = (win: Window, pages = { page: 1 }) =>
    reportBrowsing({ win, base: `${origin}/`, clientId: 'c1' }, '55', pages);
  const reports = () =>
    requests
      .filter((url) => url.startsWith('/shopify/save/browse-abandonment'))
      .map((url) => Object.fromEntries(new URL(url, origin).searchParams));

  it("sends the cart's products and value 5 s into the page", async () => {
    answers.set('/cart.js', {
      status: 200,
      body: {
        total_price: 4990,
        items: [{ product_id: 7, product_title: 'Mug', product_type: 'Kitchen' }],
      },
    });
    answers.set('/shopify/save/browse-abandonment', { status: 200, body: { success: true } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const win = page('/products/mug');
    vi.spyOn(win, 'setTimeout').mockImplementation(((run: () => void, ms: number) =>
      setTimeout(run, ms)) as unknown as typeof win.setTimeout);
    report(win);
    vi.advanceTimersByTime(BROWSE_REPORT_DELAY_MS - 1);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      clientId: 'c1',
      customer: '55',
      data_for: 'cart',
      products: JSON.stringify([{ product_id: '7', product_name: 'Mug', category: 'Kitchen' }]),
      total_cart_value: '49.9',
    });
  });

  it('sends the product on screen when the cart is empty, nothing elsewhere, nothing once stopped', async () => {
    answers.set('/cart.js', { status: 200, body: { total_price: 0, items: [] } });
    answers.set('/shopify/save/browse-abandonment', { status: 200, body: { success: true } });
    const product = {
      ShopifyAnalytics: {
        meta: { product: { id: 8, type: 'Tea', variants: [{ name: 'Teapot - Blue' }] } },
      },
    };
    const win = page('/products/teapot', product);
    vi.spyOn(win, 'setTimeout').mockImplementation(((run: () => void) =>
      setTimeout(run, 0)) as unknown as typeof win.setTimeout);
    report(win);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      data_for: 'abandonment',
      products: JSON.stringify([{ product_id: '8', product_name: 'Teapot', category: 'Tea' }]),
    });

    const listing = page('/collections/all');
    vi.spyOn(listing, 'setTimeout').mockImplementation(((run: () => void) =>
      setTimeout(run, 0)) as unknown as typeof listing.setTimeout);
    report(listing);
    await vi.waitFor(() => expect(requests.filter((url) => url === '/cart.js')).toHaveLength(2));
    // A route change before its 5 s (the flow's page counter moved on): nothing is read or sent.
    const left = page('/products/teapot', product);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(left, 'setTimeout').mockImplementation(((run: () => void, ms: number) =>
      setTimeout(run, ms)) as unknown as typeof left.setTimeout);
    const fetched = vi.spyOn(left, 'fetch');
    const pages = { page: 1 };
    report(left, pages);
    // The same page again (its call came twice): one report is scheduled, not two.
    report(left, pages);
    expect(left.setTimeout).toHaveBeenCalledTimes(1);
    pages.page = 2;
    vi.advanceTimersByTime(BROWSE_REPORT_DELAY_MS);
    vi.useRealTimers();
    expect(fetched).not.toHaveBeenCalled();
    expect(reports()).toHaveLength(1);
  });
});
