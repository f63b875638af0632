// The shop chunk's entry (shop-loader.ts fetches it): before a popup that asks for the store shows,
// its recommendations and the cart's figures are read; after, the cart is followed so its words
// keep up. And the items a popup adds to the cart when its form is sent.
import type {
  DesignProperties,
  DisplayedPopup,
  Language,
  ShopProductSelection,
} from '@pinwheel/core';
import type { ReactNode } from 'react';
import type { CartWords } from '../dynamic-text.ts';
import { cartThreshold, cartWords } from './cart-words.ts';
import { watchStoreCart } from '../store-cart-watch.ts';
import { addToStoreCart, afterCartAdd, submitCartItems } from './cart-add.ts';
import { ProductCards } from './product-cards.tsx';
import { fetchRecommendations, lastVisitedProducts } from './recommendations-call.ts';
import type { ShopNeeds } from './shop-loader.ts';
import { servesCart } from './store-address.ts';
import { readStoreCart } from './store-cart-reader.ts';

export interface ShopRequest {
  win: Window;
  /** Our server (window.Pinwheel.base). */
  base: string;
  clientId: string;
  popup: Pick<DisplayedPopup, 'poptin_id'> &
    Partial<
      Pick<DisplayedPopup, 'shopify_cart_trigger_action' | 'shopify_cart_trigger_cart_spec_value'>
    >;
  selection: ShopProductSelection | undefined;
  properties: DesignProperties | undefined;
  lang: Language;
  needs: ShopNeeds;
}

export interface ShopPrepared {
  /** The recommendations block, when the popup has one. */
  products: (() => ReactNode) | null;
  /** The cart's figures in words now, and a way to follow them as the cart changes. */
  cartWords: CartWords;
  watchCart(next: (words: CartWords) => void): () => void;
}

/**
 * What the popup shows of the store, read before it shows; null when it must not show: it has a
 * recommendations block and nothing to recommend, or the call failed (logged, spec §8).
 */
export async function prepareShop(request: ShopRequest): Promise<ShopPrepared | null> {
  const { win, needs } = request;
  const cartHere = servesCart(win, request.base);
  const cart = cartHere ? await readStoreCart(win) : { figures: null, productIds: [] };
  let products: ShopPrepared['products'] = null;
  if (needs.products) {
    const found = await fetchRecommendations(win, {
      base: request.base,
      popupId: request.popup.poptin_id,
      clientId: request.clientId,
      selection: request.selection,
      lang: request.lang,
      lastVisited: lastVisitedProducts(win.document),
      inCart: cart.productIds,
    });
    if (!found?.length) {
      if (found)
        console.info(
          'Pinwheel: nothing to recommend; the popup is not shown',
          request.popup.poptin_id,
        );
      return null;
    }
    const action = request.selection?.buttons_action ?? 'add_to_cart';
    products = () => (
      <ProductCards products={found} action={action} lang={request.lang} win={win} />
    );
  }
  const threshold = cartThreshold(request.popup, request.properties);
  return {
    products,
    cartWords: cartWords(cart.figures, threshold, request.lang),
    watchCart(next) {
      if (!cartHere || !needs.cart) return () => {};
      return watchStoreCart(win, async () =>
        next(cartWords((await readStoreCart(win)).figures, threshold, request.lang)),
      );
    },
  };
}

/**
 * A sent form's cart items (design_properties `add_to_cart`, `shopify_add_to_cart_2` … `_6`):
 * added in one call, then the cart page when one asks for it.
 */
export async function addSubmitItems(win: Window, specs: readonly string[]): Promise<void> {
  const { items, toCart } = submitCartItems(specs);
  if (items.length === 0) return;
  await addToStoreCart(win, items);
  if (toCart) afterCartAdd(win, 'cart');
}
