// The widget on a Wix site (spec §7: "GET current-member on the site's own host (Wix)", "POST
// {display host}/wix/save-ordered-products"; §3 the display request's wix_cart_id): what the loader
// asks of the Wix store before each display request, in the lazy store-parts chunk.
//
// Once per page load and Pinwheel client id:
// - the current-member call, `GET /_api/members/v1/members/my` on the site's own host with the
//   visitor's Wix session cookie: a signed-in member's id becomes the flow's
//   `store_integration_customer_id` (sent with the display, viewed, closed and session calls); a
//   visitor who is not signed in (Wix answers 401, 403 or 404) or a failure leaves it unset;
// - the order watch: a completed `POST /_api/ecom/v1/checkouts/{id}/create-order` on the site's
//   own origin (how a Wix checkout places its order) with a 2xx answer sends the products of the
//   cart last read on this page to `wix/save-ordered-products`, once per cart, for a
//   signed-in member only (the payload names the customer). Failures are logged and never reach
//   the visitor or the host page's own request.
// Then, on each call, the current cart (wix-cart.ts), whose id goes with the display request.
import type { StoreIntegration } from '../loader/store-cart.ts';
import { readWixCart, type WixCart } from './wix-cart.ts';

/** Wix's current-member call, on the site's own host. */
export const WIX_CURRENT_MEMBER_PATH = '/_api/members/v1/members/my';
const CREATE_ORDER_PATH = /\/_api\/ecom\/v1\/checkouts\/[^/]+\/create-order$/;
/** Where a window keeps its Wix sessions, by client id (Symbol.for: shared with another copy). */
const SESSIONS = Symbol.for('pinwheel.wixSessions');

/** What the Wix store needs of the loader's display flow. */
export interface WixStoreFlow {
  win: Window;
  /** The loader's base (the Pinwheel server), ending in a slash. */
  base: string;
  clientId: string;
}

interface WixSession {
  /** The current-member call, done once; each cart read waits for it. */
  member: Promise<void>;
  /** The cart last read with products in it: what an order placed now is made of. */
  lastCart?: WixCart;
}

type SessionWindow = Window & { [SESSIONS]?: Map<string, WixSession> };

/**
 * The visitor's Wix cart, after the current-member call has set `store`'s customer id; the first
 * call for a client id on this page also starts the order watch.
 */
export async function readWixStore(flow: WixStoreFlow, store: StoreIntegration): Promise<WixCart> {
  const win = flow.win as SessionWindow;
  const sessions = (win[SESSIONS] ??= new Map());
  let session = sessions.get(flow.clientId);
  if (!session) {
    session = { member: readMember(win, store) };
    sessions.set(flow.clientId, session);
    watchOrders(flow, store, session);
  }
  await session.member;
  const cart = await readWixCart(win);
  if (cart.products.length) session.lastCart = cart;
  return cart;
}

async function readMember(win: Window, store: StoreIntegration): Promise<void> {
  try {
    const response = await win.fetch(`${win.location.origin}${WIX_CURRENT_MEMBER_PATH}`, {
      credentials: 'same-origin',
    });
    // Not signed in: Wix answers 401, 403 or 404, and the visitor stays anonymous.
    if (response.status === 401 || response.status === 403 || response.status === 404) return;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { member } = (await response.json()) as { member?: { id?: unknown } };
    if (typeof member?.id === 'string' && member.id) {
      store.store_integration_customer_id = member.id;
    }
  } catch (error) {
    console.warn('Pinwheel: the Wix member was not read', error);
  }
}

/** Whether a request (its address and method) places a Wix order on this site. */
export function placesWixOrder(win: Window, input: unknown, method?: unknown): boolean {
  try {
    const address = new URL(String((input as Request | null)?.url ?? input), win.location.href);
    const verb = String(method ?? (input as Request | null)?.method ?? 'GET').toUpperCase();
    return (
      address.origin === win.location.origin &&
      verb === 'POST' &&
      CREATE_ORDER_PATH.test(address.pathname)
    );
  } catch {
    return false;
  }
}

function watchOrders(flow: WixStoreFlow, store: StoreIntegration, session: WixSession): void {
  const { win } = flow;
  const { fetch } = win;
  if (typeof fetch !== 'function') return;
  /** Orders already reported: the same answer seen twice is one order. */
  const reported = new Set<string>();
  win.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    const answer = fetch.apply(this, args);
    try {
      if (placesWixOrder(win, args[0], args[1]?.method)) {
        answer.then(
          (response) => {
            if (response.ok) void orderPlaced(flow, store, session, reported);
          },
          () => {},
        );
      }
    } catch {
      // Another script's fetch that answers no promise: nothing of ours to add.
    }
    return answer;
  };
}

async function orderPlaced(
  flow: WixStoreFlow,
  store: StoreIntegration,
  session: WixSession,
  reported: Set<string>,
): Promise<void> {
  try {
    const customer = store.store_integration_customer_id;
    const products = session.lastCart?.products ?? [];
    if (!customer || !products.length) return;
    // One cart makes one order (Wix starts a new cart after it). The host's answer is left unread.
    const key = session.lastCart?.cartId ?? '';
    if (reported.has(key)) return;
    reported.add(key);
    // JSON as text/plain: a simple cross-origin request, no preflight (the server reads both).
    const sent = await flow.win.fetch(new URL('wix/save-ordered-products', flow.base).href, {
      method: 'POST',
      credentials: 'omit',
      mode: 'cors',
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        client_id: flow.clientId,
        customer_id: customer,
        products: products.slice(0, 50),
        source_table: 'ecom_cart',
      }),
    });
    if (!sent.ok) throw new Error(`HTTP ${sent.status}`);
  } catch (error) {
    console.warn('Pinwheel: the Wix order was not reported', error);
  }
}
