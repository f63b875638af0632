// The visitor's cart, in the request's language (modules/cart/pages.ts). Changes set the cart
// cookies on the page's answer.
import type { CartErrorCode, CartView } from '@pinwheel/core';

/** What applying or removing a discount code answers: the cart now, and why a code was refused. */
export type CouponChangeResult =
  | { ok: true; view: CartView; code: string }
  | { ok: false; view: CartView; code: string; message: string };

/** What a cart change from a page answers: the cart as it is now, and why a change was refused. */
export type CartChangeResult =
  | { ok: true; view: CartView; changedKeys: string[] }
  | { ok: false; view: CartView; code: CartErrorCode; message: string; productUrl: string | null };

export interface CartPages {
  /** What every storefront page's header needs: the cart fragments, their hash, the setting. */
  shell(): Promise<{
    fragments: Record<string, string>;
    cartHash: string;
    /** After adding, go to the cart page (the owner's cart-redirect setting). */
    redirectAfterAdd: boolean;
  }>;
  view(): Promise<CartView>;
  add(input: { variationId: number; quantity: number }): Promise<CartChangeResult>;
  /** Sets quantities (0 removes); `cartHash` is the cart the page showed (stale: refused). */
  setQuantities(
    changes: Array<{ key: string; quantity: number }>,
    cartHash?: string,
  ): Promise<CartChangeResult>;
  /** A remove link followed without JavaScript: checked against the page's nonce. */
  removeByLink(key: string, nonce: string): Promise<CartChangeResult | 'bad_nonce'>;
  /** Applies a discount code to the visitor's cart (the cart page's and checkout's code form). */
  applyCoupon(code: string): Promise<CouponChangeResult>;
  removeCoupon(code: string): Promise<CouponChangeResult>;
  /** A share link's code (`/discount/CODE`): kept with the cart until the cart reaches it. */
  rememberCoupon(code: string): Promise<CouponChangeResult>;
}
