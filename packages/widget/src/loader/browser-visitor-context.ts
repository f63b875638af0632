// What the browser knows about the visitor that the server cannot: page JavaScript variables,
// every cookie, the page source, the cart. evaluatePopup gets these to decide the rules the server
// had to skip (spec §3 js_filter, cookie_filter, source_code_target, cart triggers).
import type { ReadJsVariable, VisitorContext } from '@pinwheel/core';
import type { PopupMarkers } from './visitor-state/popup-markers.ts';
import type { StoreCart } from './store-cart.ts';
import { deviceOf } from './device.ts';

/** Reads `name` from window, following dots (`dataLayer.0.event`, `Shopify.shop`). */
export function windowVariableReader(win: Window): ReadJsVariable {
  return (name) => {
    let value: unknown = win;
    for (const key of name.split('.')) {
      if (value === null || value === undefined) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
    return value;
  };
}

export interface BrowserFacts {
  win: Window;
  now: number;
  cookies: Record<string, string>;
  markers: PopupMarkers;
  /** Only when some popup has a cart rule on; otherwise cart rules are not asked. */
  cart?: StoreCart;
}

export function browserVisitorContext(facts: BrowserFacts): VisitorContext {
  const { win, markers } = facts;
  let source: string | undefined;
  return {
    now: facts.now,
    url: win.location.href,
    device: deviceOf(win),
    frequency: markers.frequency,
    engagement: markers,
    readJsVariable: windowVariableReader(win),
    cookies: facts.cookies,
    // Serialising the page costs milliseconds on a large store page: only a popup with a page
    // source rule reads it, once per evaluation round.
    get pageSource() {
      return (source ??= win.document.documentElement.outerHTML);
    },
    cart: facts.cart,
  };
}
