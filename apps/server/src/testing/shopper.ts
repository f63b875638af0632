// A shopper for API tests: a browser's cookies kept between calls and the page's nonce on our
// API's, adding to the cart, applying codes and checking out through the real routes.
import { NONCE_HEADER } from '@pinwheel/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Checkout fields that pass: a Tel Aviv billing address, flat-rate shipping, bank transfer. */
export const checkoutDetails = {
  billing_email: 'dana@buyer.example',
  billing_phone: '+972 50 123 4567',
  billing_first_name: 'Dana',
  billing_last_name: 'Levi',
  billing_country: 'IL',
  billing_address_1: 'Herzl 1',
  billing_city: 'Tel Aviv',
  billing_postcode: '6100000',
  shipping_method: 'flat_rate',
  payment_method: 'bank_transfer',
};

/** A shopper's browser: its cookies kept between calls, the page's nonce on our API's. */
export class Shopper {
  private cookies = new Map<string, string>();
  private nonce = '';
  constructor(private readonly app: FastifyInstance) {}

  private keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async start() {
    const session = this.keep(await this.app.inject('/api/session'));
    this.nonce = session.json<{ nonce: string }>().nonce;
    return this;
  }

  async post(url: string, payload: object) {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          [NONCE_HEADER]: this.nonce,
        },
        payload,
      }),
    );
  }

  async get(url: string) {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      }),
    );
  }

  add(id: number, quantity = 1) {
    return this.post('/api/cart/add-to-cart', { id, quantity });
  }

  apply(code: string, lang = 'en') {
    return this.post(`/api/cart/apply-coupon?lang=${lang}`, { code });
  }

  checkout(email = checkoutDetails.billing_email) {
    return this.post('/api/checkout', { ...checkoutDetails, billing_email: email });
  }
}
