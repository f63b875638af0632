// Notices when the host page changes the store's cart without a page load (spec §9: "Wix/Shopify
// cart endpoints monitored: add, update, change, clear"), so a cart rule can pass right after an
// add: the loader then reads /cart.js again and re-decides its popups with cart rules. It lives in
// the renderer chunk, not the loader: only pages with a cart-rule popup pay for it.
//
// What counts as a change, once it has completed (any HTTP status: a refused add costs one read):
// - a fetch or XMLHttpRequest to Shopify's AJAX cart on the page's own origin: `/cart/add`,
//   `/cart/update`, `/cart/change`, `/cart/clear`, with or without `.js`, any query, under any
//   path prefix (Shopify's `routes.root`, e.g. `/fr/cart/add.js`);
// - on a Wix site, a write (any method but GET and HEAD) to Wix's current cart on the page's own
//   origin, `/_api/ecom/v1/carts/current` and below: add-to-cart, update-line-items-quantity,
//   remove-line-items, and DELETE, which clears it;
// - the DOM events our storefront's cart client dispatches on document.body (WooCommerce's
//   names): `added_to_cart`, `removed_from_cart`, `wc_fragments_refreshed`. Native events only:
//   jQuery's `.trigger()` of those names reaches jQuery handlers, not ours.
//
// The host page must notice nothing: its fetch and XHR calls get the same results, errors, `this`
// and arguments; nothing of ours throws into them; the wrapping is done once per window, however
// many loaders and flows ask.

/** Called after a burst of changes; the watch waits for its promise before calling it again. */
export type CartChangeListener = () => unknown;

const CART_CHANGE_PATH = /\/cart\/(add|update|change|clear)(\.js)?$/;
const WIX_CART_PATH = /\/_api\/ecom\/v1\/carts\/current(\/|$)/;
const CART_CHANGE_EVENTS = ['added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed'];
/** Where a window keeps its one watch (Symbol.for: shared with another copy of this chunk). */
const WATCH = Symbol.for('pinwheel.storeCartWatch');

type WatchedWindow = Window & { [WATCH]?: Set<CartChangeListener> };

/**
 * Whether a request (its address as a string, URL or Request, and its method) is one that changes
 * the store's cart.
 */
export function changesStoreCart(win: Window, input: unknown, method?: unknown): boolean {
  try {
    const address = new URL(String((input as Request | null)?.url ?? input), win.location.href);
    const verb = String(method ?? (input as Request | null)?.method ?? 'GET').toUpperCase();
    return (
      address.origin === win.location.origin &&
      (CART_CHANGE_PATH.test(address.pathname) ||
        (WIX_CART_PATH.test(address.pathname) && verb !== 'GET' && verb !== 'HEAD'))
    );
  } catch {
    return false;
  }
}

/**
 * Calls `listener` after the store's cart changed. A burst of changes is one call: changes before
 * the call starts join it, and changes while it runs (its promise pending) make one more call
 * after it, so the last call always sees the last change. Returns what stops the calls.
 */
export function watchStoreCart(win: Window, listener: CartChangeListener): () => void {
  const host = win as WatchedWindow;
  let listeners = host[WATCH];
  if (!listeners) {
    listeners = host[WATCH] = new Set();
    patchRequests(win, coalesced(win, listeners));
  }
  listeners.add(listener);
  const own = listeners;
  return () => void own.delete(listener);
}

/** One call of every listener per burst of changes (see watchStoreCart). */
function coalesced(win: Window, listeners: Set<CartChangeListener>): () => void {
  let state: 'idle' | 'scheduled' | 'calling' | 'again' = 'idle';
  async function call() {
    state = 'calling';
    // A listener's failure is its own to log; it must not stop the watch.
    await Promise.allSettled([...listeners].map(async (listener) => listener()));
    // Changes during the call made it 'again' (which TypeScript cannot see across the await).
    const again = (state as string) === 'again';
    state = 'idle';
    if (again) changed();
  }
  function changed() {
    if (state === 'idle') {
      state = 'scheduled';
      // After the host's own handlers of the answer, and once for changes in the same task.
      win.setTimeout(() => void call(), 0);
    } else if (state === 'calling') {
      state = 'again';
    }
  }
  return changed;
}

function patchRequests(win: Window, changed: () => void): void {
  const { fetch } = win;
  if (typeof fetch === 'function') {
    win.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      const answer = fetch.apply(this, args);
      try {
        if (changesStoreCart(win, args[0], args[1]?.method)) answer.then(changed, () => {});
      } catch {
        // Another script's fetch that answers no promise: nothing of ours to add.
      }
      return answer;
    };
  }

  const xhr = (win as Window & { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest
    ?.prototype;
  if (xhr) {
    const { open } = xhr;
    /** Whether each request's latest open() was a cart change (a request object can be reused). */
    const cartCalls = new WeakMap<XMLHttpRequest, boolean>();
    xhr.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      try {
        if (!cartCalls.has(this)) {
          this.addEventListener('load', () => {
            if (cartCalls.get(this)) changed();
          });
        }
        cartCalls.set(this, changesStoreCart(win, args[1], args[0]));
      } catch {
        // Never in the host's way: its request goes on unwatched.
      }
      return (open as (...values: unknown[]) => void).apply(this, args);
    } as typeof open;
  }

  // Capture on the document: it sees events dispatched on body whether or not they bubble.
  for (const name of CART_CHANGE_EVENTS) win.document.addEventListener(name, changed, true);
}
