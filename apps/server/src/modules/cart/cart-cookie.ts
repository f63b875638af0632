// The visitor's cart cookie: the cart id, signed with the secret key, so a made-up or foreign
// value is refused before the database is asked; an unknown or expired id reads as no cart, and
// the next change starts a new one. The cart hash cookie is readable by scripts: the fragments
// client compares it with the hash it stored (spec §9).
import { CART_COOKIE, CART_HASH_COOKIE, CART_LIFETIME_MS } from '@pinwheel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

const cartIdPattern = /^[\w-]{16,64}$/;

/** The cart id the request's cookie names, or null (none, unsigned, tampered with, malformed). */
export function cartIdFrom(request: FastifyRequest): string | null {
  const raw = request.cookies?.[CART_COOKIE];
  if (!raw || typeof request.unsignCookie !== 'function') return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && cartIdPattern.test(unsigned.value)
    ? unsigned.value
    : null;
}

/**
 * The cart a request may see: none while the price password hides prices from it, so no cart
 * answer (a page's fragments, /cart.js, the cart API, checkout) carries a price. The cart itself
 * is kept and shows again once the visitor has entered the password.
 */
export async function shownCartId(request: FastifyRequest): Promise<string | null> {
  return (await request.pricesShown()) ? cartIdFrom(request) : null;
}

export interface CartCookieOptions {
  secure: boolean;
}

/** Keeps the cart id and hash in the browser after a change; an empty cart clears the hash. */
export function rememberCart(
  reply: FastifyReply,
  cart: { id: string | null; hash: string },
  options: CartCookieOptions,
): void {
  if (cart.id && cart.id !== cartIdFrom(reply.request)) {
    reply.setCookie(CART_COOKIE, cart.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      maxAge: CART_LIFETIME_MS / 1000,
    });
  }
  if (cart.hash) {
    reply.setCookie(CART_HASH_COOKIE, cart.hash, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      maxAge: CART_LIFETIME_MS / 1000,
    });
  } else if (reply.request.cookies?.[CART_HASH_COOKIE]) {
    reply.clearCookie(CART_HASH_COOKIE, { path: '/' });
  }
}
