// Products with known prices, stock and max_qty for the cart's API tests, and a small client that
// keeps the cart cookie between calls as a browser does.
import { NONCE_HEADER } from '@pinwheel/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../testing/test-app.ts';

export const MUG = 71000000001; // $12.50, stock 5, max_qty 4
export const POSTER = 71000000002; // $30.00, stock untracked
export const SOLD_OUT = 71000000003; // out of stock
export const HIDDEN = 71000000004; // a draft product's variation
export const TEE_NAVY_M = 71000000005; // a variable product's variation
export const PENS = 71000000006; // $4.00; 10% off from 5, 25% off from 10

export async function saveCartProducts(t: TestApp) {
  const now = Date.now();
  const base = { type: 'simple' as const, created_at: now };
  await t.app.catalog.saveProduct({
    ...base,
    id: 'cart-mug',
    slug: 'cart-mug',
    title: 'Cart Mug',
    title_he: 'ספל לסל',
    variations: [{ id: MUG, price: 1250, stock: 5, max_qty: 4, sku: 'MUG-1' }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'cart-poster',
    slug: 'cart-poster',
    title: 'Cart <Poster>',
    variations: [{ id: POSTER, price: 3000 }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'cart-candle',
    slug: 'cart-candle',
    title: 'Cart Candle',
    variations: [{ id: SOLD_OUT, price: 900, stock: 0, is_in_stock: false }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'cart-pens',
    slug: 'cart-pens',
    title: 'Cart Pens',
    variations: [{ id: PENS, price: 400 }],
    bulk_tiers: [
      { min_quantity: 5, discount_percent: 10 },
      { min_quantity: 10, discount_percent: 25 },
    ],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'cart-draft',
    slug: 'cart-draft',
    status: 'draft',
    title: 'Cart Draft',
    variations: [{ id: HIDDEN, price: 100 }],
  });
}

/** A browser's view of the app: cookies kept between calls, the page's nonce for our own API. */
export class CartBrowser {
  private cookies = new Map<string, string>();
  nonce = '';

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  forget(name: string) {
    this.cookies.delete(name);
  }

  private keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: { cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  async post(
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const isString = typeof payload === 'string';
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: this.cookieHeader(),
          ...(isString ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        payload: isString ? payload : JSON.stringify(payload),
      }),
    );
  }

  /** Gets a nonce as a page does (GET /api/session), for our own cart API's calls. */
  async fetchNonce() {
    this.nonce = (await this.get('/api/session')).json<{ nonce: string }>().nonce;
    return this.nonce;
  }

  /** A call to our own cart API, with the page's nonce. */
  api(url: string, payload: unknown) {
    return this.post(url, payload, { [NONCE_HEADER]: this.nonce });
  }
}
