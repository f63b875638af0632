// The Wix store on a happy-dom page whose fetch reaches a real local HTTP server playing the Wix
// site and the Pinwheel server: the current-member call (a member's id becomes the store's
// customer id; a visitor who is not signed in stays anonymous), the cart read after it with its
// id, and an order placed through Wix's create-order reported once with the cart's products — and
// not for an anonymous visitor, a refused order or another site's request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window as HappyWindow } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreIntegration } from '../loader/store-cart.ts';
import { placesWixOrder, readWixStore, WIX_CURRENT_MEMBER_PATH } from './wix-store.ts';

let answers = new Map<string, { status: number; body: unknown }>();
let requests: Array<{ method: string; url: string; body: string; type: string | undefined }> = [];
let origin = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = request.url ?? '/';
    requests.push({
      method: request.method ?? 'GET',
      url,
      body,
      type: request.headers['content-type'],
    });
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

function wixPage(): Window {
  const win = new HappyWindow({ url: `${origin}/shop` });
  windows.push(win);
  return win as unknown as Window;
}

const CART = '/_api/ecom/v1/carts/current';
const CREATE_ORDER = '/_api/ecom/v1/checkouts/ck-1/create-order';
const cart = {
  cart: {
    id: '1f0e7a4c-0000-4000-8000-00000000c0de',
    lineItems: [{ rootCatalogItemId: 'mug-1', productName: { original: 'Mug' }, quantity: 1 }],
    subtotal: { amount: '30' },
  },
};
const reports = () => requests.filter((request) => request.url === '/wix/save-ordered-products');

describe('readWixStore', () => {
  it("reads the member, then the cart, and reports an order placed from it once, with the member's id", async () => {
    answers.set(WIX_CURRENT_MEMBER_PATH, { status: 200, body: { member: { id: 'member-9' } } });
    answers.set(CART, { status: 200, body: cart });
    answers.set(CREATE_ORDER, { status: 200, body: { orderId: 'order-1' } });
    answers.set('/wix/save-ordered-products', { status: 200, body: { success: true } });
    const win = wixPage();
    const store: StoreIntegration = { store_integration: 'wix' };
    const flow = { win, base: `${origin}/`, clientId: 'client-1' };

    const read = await readWixStore(flow, store);
    expect(read.cartId).toBe(cart.cart.id);
    expect(store.store_integration_customer_id).toBe('member-9');
    // A second read (the next page view of a single-page site) asks for the member no more.
    await readWixStore(flow, store);
    expect(requests.map((request) => request.url)).toEqual([WIX_CURRENT_MEMBER_PATH, CART, CART]);

    // The host page places the order; the answer is its own, unchanged.
    const placed = await win.fetch(`${origin}${CREATE_ORDER}`, { method: 'POST', body: '{}' });
    expect(await placed.json()).toEqual({ orderId: 'order-1' });
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]!.type).toMatch(/^text\/plain/);
    expect(JSON.parse(reports()[0]!.body)).toEqual({
      client_id: 'client-1',
      customer_id: 'member-9',
      products: [{ product_id: 'mug-1', product_name: 'Mug', category: '' }],
      source_table: 'ecom_cart',
    });
    // The same cart ordered again (a retried request) is not a second order.
    await win.fetch(`${origin}${CREATE_ORDER}`, { method: 'POST', body: '{}' });
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.url === CREATE_ORDER)).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports()).toHaveLength(1);
  });

  it('leaves a visitor who is not signed in anonymous, and reports none of their orders', async () => {
    answers.set(WIX_CURRENT_MEMBER_PATH, { status: 401, body: { message: 'unauthorized' } });
    answers.set(CART, { status: 200, body: cart });
    answers.set(CREATE_ORDER, { status: 200, body: { orderId: 'order-2' } });
    const warn = vi.spyOn(console, 'warn');
    const win = wixPage();
    const store: StoreIntegration = { store_integration: 'wix' };
    await readWixStore({ win, base: `${origin}/`, clientId: 'client-2' }, store);
    expect(store.store_integration_customer_id).toBeUndefined();
    await win.fetch(`${origin}${CREATE_ORDER}`, { method: 'POST', body: '{}' });
    expect(reports()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failed member call once and reads the cart all the same', async () => {
    answers.set(WIX_CURRENT_MEMBER_PATH, { status: 500, body: {} });
    answers.set(CART, { status: 200, body: cart });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store: StoreIntegration = { store_integration: 'wix' };
    const read = await readWixStore({ win: wixPage(), base: `${origin}/`, clientId: 'c3' }, store);
    expect(read.itemCount).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Pinwheel: the Wix member was not read', expect.any(Error));
  });
});

describe('placesWixOrder', () => {
  it("is a POST to Wix's create-order on the page's own origin only", () => {
    const win = wixPage();
    expect(placesWixOrder(win, `${origin}${CREATE_ORDER}`, 'post')).toBe(true);
    expect(placesWixOrder(win, CREATE_ORDER, 'POST')).toBe(true);
    expect(placesWixOrder(win, CREATE_ORDER, 'GET')).toBe(false);
    expect(placesWixOrder(win, `https://elsewhere.example${CREATE_ORDER}`, 'POST')).toBe(false);
    expect(placesWixOrder(win, '/_api/ecom/v1/checkouts/ck-1', 'POST')).toBe(false);
  });
});
