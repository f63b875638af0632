// The cart as the web app's load context offers it (apps/web/app/context/cart.ts):
// bound to one request, so the cart is the visitor's and a change sets the cart cookies on the
// page's answer. The no-JavaScript forms (add to cart, the cart page's update and remove links)
// come through here.
import { CART_HASH_COOKIE, type Language } from '@pinwheel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartPages, CartChangeResult, CouponChangeResult } from '@pinwheel/web/context/cart';
import { rememberCart, shownCartId } from './cart-cookie.ts';
import { cartFragments } from './fragments.ts';
import { refusalMessage } from './routes/cart-messages.ts';
import type { CartOutcome, CouponOutcome } from './service.ts';
import type { AppCart } from './app-cart.ts';

export function cartPages(
  cart: AppCart,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
): CartPages {
  const { secureCookies } = cart;
  const cartId = () => shownCartId(request);
  const settle = (outcome: CartOutcome): CartChangeResult => {
    rememberCart(
      reply,
      { id: outcome.cartId, hash: outcome.view.cartHash },
      { secure: secureCookies },
    );
    return outcome.ok
      ? { ok: true, view: outcome.view, changedKeys: outcome.changedKeys }
      : {
          ok: false,
          view: outcome.view,
          code: outcome.refusal.code,
          message: refusalMessage(lang, outcome.refusal),
          productUrl: outcome.productUrl,
        };
  };
  const settleCoupon = (outcome: CouponOutcome): CouponChangeResult => {
    rememberCart(
      reply,
      { id: outcome.cartId, hash: outcome.view.cartHash },
      { secure: secureCookies },
    );
    return outcome.ok
      ? { ok: true, view: outcome.view, code: outcome.code }
      : { ok: false, view: outcome.view, code: outcome.code, message: outcome.message };
  };
  // The price password hides prices (and so buying) from this visitor: no cart is shown or made.
  const pricesHidden = async (): Promise<CartChangeResult> => ({
    ok: false,
    view: await cart.view(null, lang),
    code: 'prices_hidden',
    message: refusalMessage(lang, { code: 'prices_hidden', params: {} }),
    productUrl: null,
  });
  return {
    async shell() {
      const id = await cartId();
      const [view, settings] = await Promise.all([cart.view(id, lang), cart.settings()]);
      // The browser keeps its fragments while their hash is the hash cookie's. A cookie from before
      // a change the visitor did not make (the shop's currency format, a price) is set anew, so
      // the fragments drawn now replace the kept ones instead of waiting for the next cart change.
      const kept = request.cookies?.[CART_HASH_COOKIE];
      if (id && kept && view.lines.length > 0 && kept !== view.cartHash) {
        rememberCart(reply, { id, hash: view.cartHash }, { secure: secureCookies });
      }
      return {
        fragments: cartFragments(view, lang, reply.issueFormNonce()),
        cartHash: view.cartHash,
        redirectAfterAdd: settings.redirect_after_add,
      };
    },
    view: async () => cart.view(await cartId(), lang),
    async add({ variationId, quantity }) {
      if (!(await request.pricesShown())) return pricesHidden();
      return settle(
        await cart.add(await cartId(), lang, [{ variationId, quantity, properties: {} }]),
      );
    },
    async setQuantities(changes, cartHash) {
      if (!(await request.pricesShown())) return pricesHidden();
      return settle(
        await cart.setQuantities(
          await cartId(),
          lang,
          changes.map(({ key, quantity }) => ({ line: { key }, quantity })),
          cartHash !== undefined ? { expectedHash: cartHash } : {},
        ),
      );
    },
    async removeByLink(key, nonce) {
      // A link changes the cart, so it carries the page's nonce as a form would (WooCommerce's
      // remove links carry theirs): a link from another site cannot empty a visitor's cart.
      if (request.checkFormNonce(nonce) !== 'valid') return 'bad_nonce';
      return settle(await cart.remove(await cartId(), lang, key));
    },
    async applyCoupon(code) {
      return settleCoupon(await cart.applyCoupon(await cartId(), lang, code));
    },
    async removeCoupon(code) {
      return settleCoupon(await cart.removeCoupon(await cartId(), lang, code));
    },
    async rememberCoupon(code) {
      return settleCoupon(await cart.rememberCoupon(await cartId(), lang, code));
    },
  };
}
