// What a popup needs from the store, and the chunk that brings it. Recommendations (a design's
// `products` block) and the cart's figures in its words (`{{shpfy_…}}`) are for few popups, so
// their code is a chunk of its own (shop-parts.tsx), fetched only for such a popup, before it
// shows: a recommendations popup with nothing to recommend is not shown at all (spec §8), and a
// cart figure is never drawn empty and then filled.
import type { PopupContent } from '@pinwheel/core';
import { designOf } from '../design-body.tsx';
import { mentionsCart } from '../dynamic-text.ts';
import type * as ShopPartsModule from './shop-parts.tsx';

export type ShopParts = typeof ShopPartsModule;

let shop: Promise<ShopParts> | null = null;

/** The shop chunk, fetched once; a failed fetch may be tried again. */
export function loadShop(): Promise<ShopParts> {
  shop ??= import('./shop-parts.tsx').catch((error: unknown) => {
    shop = null;
    throw error;
  });
  return shop;
}

export interface ShopNeeds {
  /** A `products` block to fill with recommendations. */
  products: boolean;
  /** Words with the cart's figures. */
  cart: boolean;
}

/** What the popup asks of the store; null for most popups, which ask nothing. */
export function shopNeeds(content: PopupContent): ShopNeeds | null {
  const design = designOf(content.design);
  const products = Boolean(design?.blocks.some((block) => block.type === 'products'));
  const cart = mentionsCart(JSON.stringify([content.poptin, content.design]));
  return products || cart ? { products, cart } : null;
}
