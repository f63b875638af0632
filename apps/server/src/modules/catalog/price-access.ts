// Who may be sent prices (the price password, price-password.ts): everyone while the setting is
// off; with it on, a visitor whose session cookie proves the password, and the signed-in owner.
// `request.pricesShown()` answers once per request; every place a price leaves the server (pages,
// the cart, the search answer, recommendations) asks it, so prices are hidden on the server.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PricePassword } from './price-password.ts';

/** The session cookie that proves a visitor entered the price password (httpOnly). */
export const PRICE_ACCESS_COOKIE = 'pinwheel_prices';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request may be sent prices (catalog/price-access.ts). */
    pricesShown(): Promise<boolean>;
  }
}

const answered = new WeakMap<FastifyRequest, Promise<boolean>>();

async function decide(request: FastifyRequest, password: PricePassword): Promise<boolean> {
  if (await password.pricesShown(request.cookies?.[PRICE_ACCESS_COOKIE])) return true;
  // Only our own pages resolve the owner; calls from other sites never show hidden prices.
  return typeof request.currentOwner === 'function' && (await request.currentOwner()) !== null;
}

export function decoratePriceAccess(app: FastifyInstance, password: PricePassword): void {
  app.decorateRequest('pricesShown', function (this: FastifyRequest) {
    let answer = answered.get(this);
    if (!answer) {
      answer = decide(this, password);
      answered.set(this, answer);
    }
    return answer;
  });
}
