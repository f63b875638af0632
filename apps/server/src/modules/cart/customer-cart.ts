// The cart across a customer's sign-ins (hooks of the accounts module): at sign-in, what the
// visitor put in the cart as a guest joins the cart kept for the customer (quantities of the same
// line add up, `merge`), and this browser's cart cookie names that cart from then on. With no kept
// cart, the guest cart becomes the customer's. At sign-out the browser's cart is kept for the
// customer and the browser forgets it, so the next person at a shared computer starts empty.
// Both read the cart the cookie names even while the price password hides prices from the visitor
// (`shownCartId` would answer none): keeping or merging a cart sends no price, and a customer's
// cart is not lost because prices were hidden at that moment.
import { CART_COOKIE, CART_HASH_COOKIE } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { AppCart } from './app-cart.ts';
import { cartIdFrom, rememberCart } from './cart-cookie.ts';

export function followCustomerCarts(app: FastifyInstance, cart: AppCart): void {
  app.customers.onSignIn(async ({ request, reply, cartId, rememberCart: keep }) => {
    const guest = cartIdFrom(request);
    const kept = cartId && (await cart.exists(cartId)) ? cartId : null;
    if (guest && kept) await cart.merge(guest, kept);
    const chosen = kept ?? guest;
    if (chosen !== cartId) await keep(chosen);
    if (!chosen) return;
    const view = await cart.view(chosen, 'en');
    rememberCart(reply, { id: chosen, hash: view.cartHash }, { secure: cart.secureCookies });
  });
  app.customers.onSignOut(async ({ request, reply, rememberCart: keep }) => {
    // The cart filled while signed in waits for the next sign-in, wherever that is.
    const current = cartIdFrom(request);
    if (current) await keep(current);
    if (request.cookies?.[CART_COOKIE]) reply.clearCookie(CART_COOKIE, { path: '/' });
    if (request.cookies?.[CART_HASH_COOKIE]) reply.clearCookie(CART_HASH_COOKIE, { path: '/' });
  });
}
