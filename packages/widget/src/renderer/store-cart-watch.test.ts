// The cart watch on a happy-dom page whose fetch and XMLHttpRequest reach a real local HTTP server
// playing the store (Shopify's AJAX cart paths): what it notices, what it leaves alone, and that
// the host page's own calls come back exactly as they would without it. Each test has a window of
// its own, since the watch wraps a window's fetch and XHR once for the window's lifetime.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window as HappyWindow } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changesStoreCart, watchStoreCart } from './store-cart-watch.ts';

/** What the store answered, by path; it records each request's method and path. */
let requests: string[] = [];
let origin = '';
let server: http.Server;
/** Lets a test hold the store's answers back until it releases them. */
let held: Promise<void> | null = null;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(`${request.method} ${path}`);
    void (held ?? Promise.resolve()).then(() => {
      if (path.startsWith('/cart/add')) {
        // Shopify answers a refused add 422 with a description.
        const refused = path.includes('too_many');
        response
          .writeHead(refused ? 422 : 200, { 'content-type': 'application/json' })
          .end(JSON.stringify(refused ? { status: 422, description: 'Sold out' } : { id: 70 }));
      } else {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ path }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const windows: HappyWindow[] = [];
afterEach(async () => {
  requests = [];
  held = null;
  vi.restoreAllMocks();
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

/** A window with its own constructors (happy-dom's Window is one; lib.dom's type is not). */
type PageWindow = Window & typeof globalThis;

/** A fresh page on the store's origin. */
function storePage(): PageWindow {
  const win = new HappyWindow({ url: `${origin}/products/mug` });
  windows.push(win);
  return win as unknown as PageWindow;
}

/** Waits until `count` reads happened, then a little longer, to see that no more come. */
async function settled(reads: () => number, count: number) {
  await vi.waitFor(() => expect(reads()).toBe(count));
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(reads()).toBe(count);
}

/** An XHR as jQuery's $.ajax sends one; resolves with what the host's onload saw. */
function sendXhr(win: PageWindow, method: string, path: string, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new win.XMLHttpRequest();
    request.open(method, path);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new Error('xhr failed'));
    request.send(body);
  });
}

describe('changesStoreCart', () => {
  it("matches Shopify's cart change paths on the page's own origin, and nothing else", () => {
    const win = storePage();
    const changes = [
      '/cart/add.js',
      '/cart/add',
      '/cart/add.js?sections=cart-drawer',
      '/cart/update.js',
      '/cart/change.js',
      '/cart/change',
      '/cart/clear.js',
      '/fr/cart/add.js',
      `${origin}/cart/update`,
      new URL('/cart/add.js', origin),
    ];
    for (const input of changes) expect(changesStoreCart(win, input), String(input)).toBe(true);
    const request = new win.Request(`${origin}/cart/change.js`, { method: 'POST' });
    expect(changesStoreCart(win, request)).toBe(true);

    const others = [
      '/cart.js',
      '/cart',
      '/cart/addition',
      '/cart/add.json',
      '/api/cart/add-to-cart',
      '/products/mug.js',
      'https://elsewhere.example/cart/add.js',
      'http://[not a url',
      null,
      undefined,
      {},
    ];
    for (const input of others) expect(changesStoreCart(win, input), String(input)).toBe(false);
  });

  it("matches writes to Wix's current cart, not its reads", () => {
    const win = storePage();
    const cart = '/_api/ecom/v1/carts/current';
    expect(changesStoreCart(win, `${cart}/add-to-cart`, 'POST')).toBe(true);
    expect(changesStoreCart(win, `${cart}/update-line-items-quantity`, 'post')).toBe(true);
    expect(changesStoreCart(win, `${cart}/remove-line-items`, 'POST')).toBe(true);
    expect(changesStoreCart(win, cart, 'DELETE')).toBe(true);
    const request = new win.Request(`${origin}${cart}/add-to-cart`, { method: 'POST' });
    expect(changesStoreCart(win, request)).toBe(true);
    expect(changesStoreCart(win, cart)).toBe(false);
    expect(changesStoreCart(win, cart, 'GET')).toBe(false);
    expect(changesStoreCart(win, '/_api/ecom/v1/carts/currently', 'POST')).toBe(false);
    expect(changesStoreCart(win, `https://elsewhere.example${cart}`, 'DELETE')).toBe(false);
  });
});

describe('watchStoreCart', () => {
  it('notices a completed fetch to /cart/add.js, and the host gets its answer unchanged', async () => {
    const win = storePage();
    const changed = vi.fn();
    watchStoreCart(win, changed);

    const response = await win.fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 70, quantity: 1 }] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 70 });
    await settled(() => changed.mock.calls.length, 1);
    expect(requests).toEqual(['POST /cart/add.js']);

    // A refused add is passed on as the store answered it (and costs one more read).
    const refused = await win.fetch('/cart/add.js?too_many=1', { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ status: 422, description: 'Sold out' });
    await settled(() => changed.mock.calls.length, 2);
  });

  it('leaves reads and other requests alone', async () => {
    const win = storePage();
    const changed = vi.fn();
    watchStoreCart(win, changed);
    expect(await (await win.fetch('/cart.js')).json()).toEqual({ path: '/cart.js' });
    await win.fetch('/products/mug.js');
    await sendXhr(win, 'GET', '/cart.js');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(changed).not.toHaveBeenCalled();
  });

  it("passes the host's errors through as they were, and notices nothing for them", async () => {
    const win = storePage();
    // The host's own fetch, as it was before the watch (a wrapper of another script, say).
    const failure = new TypeError('Failed to fetch');
    const illegal = new TypeError('Illegal invocation');
    const hostFetch = vi.fn((input: unknown) => {
      if (input === 'throw') throw illegal;
      return Promise.reject(failure);
    });
    win.fetch = hostFetch as unknown as typeof fetch;
    const changed = vi.fn();
    watchStoreCart(win, changed);

    const init = { method: 'POST' };
    await expect(win.fetch('/cart/add.js', init)).rejects.toBe(failure);
    expect(hostFetch.mock.contexts[0]).toBe(win);
    expect(hostFetch.mock.calls[0]).toEqual(['/cart/add.js', init]);
    expect((hostFetch.mock.calls[0] as unknown[])[1]).toBe(init);
    expect(() => win.fetch('throw')).toThrow(illegal);
    const holder = { fetch: win.fetch };
    await expect(holder.fetch('/cart/clear.js')).rejects.toBe(failure);
    expect(hostFetch.mock.contexts[2]).toBe(holder);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(changed).not.toHaveBeenCalled();
  });

  it('notices XMLHttpRequest cart changes; the host sees its own answer', async () => {
    const win = storePage();
    const changed = vi.fn();
    watchStoreCart(win, changed);

    const answer = await sendXhr(win, 'POST', '/cart/change.js', 'line=1&quantity=0');
    expect(answer).toEqual({ status: 200, text: '{"path":"/cart/change.js"}' });
    await settled(() => changed.mock.calls.length, 1);

    // A reused request object: what counts is what it was opened for last.
    const request = new win.XMLHttpRequest();
    request.open('POST', '/cart/clear.js');
    request.open('GET', '/products/mug.js');
    await new Promise<void>((resolve) => {
      request.onload = () => resolve();
      request.send();
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("counts the storefront cart client's DOM events as changes", async () => {
    const win = storePage();
    const changed = vi.fn();
    watchStoreCart(win, changed);
    const { body } = win.document;
    body.dispatchEvent(new win.CustomEvent('added_to_cart', { bubbles: true }));
    await settled(() => changed.mock.calls.length, 1);
    // Caught on the way down, so a theme's non-bubbling event on body counts too.
    body.dispatchEvent(new win.CustomEvent('removed_from_cart'));
    await settled(() => changed.mock.calls.length, 2);
    body.dispatchEvent(new win.CustomEvent('wc_fragments_refreshed', { bubbles: true }));
    await settled(() => changed.mock.calls.length, 3);
    body.dispatchEvent(new win.CustomEvent('wc_fragments_ajax_error', { bubbles: true }));
    body.dispatchEvent(new win.CustomEvent('click', { bubbles: true }));
    await settled(() => changed.mock.calls.length, 3);
  });

  it('makes a burst of changes one read, and a change during the read one more', async () => {
    const win = storePage();
    let reads = 0;
    let finishRead = () => {};
    watchStoreCart(win, async () => {
      reads += 1;
      await new Promise<void>((resolve) => (finishRead = resolve));
    });
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    // A theme's add, then its drawer's update, answered together.
    const calls = [
      win.fetch('/cart/add.js', { method: 'POST' }),
      win.fetch('/cart/update.js', { method: 'POST' }),
      sendXhr(win, 'POST', '/cart/change.js'),
    ];
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    release();
    await Promise.all(calls);
    win.document.body.dispatchEvent(new win.CustomEvent('added_to_cart', { bubbles: true }));
    await settled(() => reads, 1);

    // Two more changes while that read is still out: one more read, after it.
    held = null;
    await win.fetch('/cart/add.js', { method: 'POST' });
    await win.fetch('/cart/add.js', { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reads).toBe(1);
    finishRead();
    await settled(() => reads, 2);
    finishRead();
    await settled(() => reads, 2);
  });

  it('wraps a window once however many flows watch it, and a stopped watch hears nothing', async () => {
    const win = storePage();
    const first = vi.fn();
    const second = vi.fn(() => {
      throw new Error('a listener’s own bug');
    });
    const stopFirst = watchStoreCart(win, first);
    const wrapped = win.fetch;
    const wrappedOpen = win.XMLHttpRequest.prototype.open;
    watchStoreCart(win, second);
    expect(win.fetch).toBe(wrapped);
    expect(win.XMLHttpRequest.prototype.open).toBe(wrappedOpen);

    await win.fetch('/cart/add.js', { method: 'POST' });
    await settled(() => first.mock.calls.length, 1);
    expect(second).toHaveBeenCalledTimes(1);

    // The other listener's failure did not stop the watch.
    stopFirst();
    await win.fetch('/cart/clear.js', { method: 'POST' });
    await settled(() => second.mock.calls.length, 2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.startsWith('POST'))).toHaveLength(2);
  });
});
