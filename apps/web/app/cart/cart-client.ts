// The storefront's cart in the browser (spec §4, §7, §8, §9): every cart call goes through one
// queue, so requests are sent one at a time in the order they were made (three quick clicks are
// three items, in order); each answer's fragments and cart hash are kept in sessionStorage and
// shown at once; stored fragments are used on the next page while their hash is the cart hash
// cookie's and they are under 24 h old, else refreshed from the server, and every 24 h; a failed
// refresh raises `wc_fragments_ajax_error` on document.body.
import { CART_FRAGMENTS_REFRESH_MS, CART_HASH_COOKIE, isLanguage, translate } from '@pinwheel/core';
import { shopApi } from '../storefront-call.ts';

export type Fragments = Record<string, string>;

export interface CartAnswer {
  cart: { item_count: number; items: Array<{ key: string; id: number; quantity: number }> };
  cart_hash: string;
  fragments: Fragments;
  error?: true;
  code?: string;
  message?: string;
  product_url?: string | null;
}

const storageKeys = {
  fragments: 'pinwheel_fragments',
  hash: 'pinwheel_cart_hash',
  created: 'pinwheel_fragments_created',
} as const;

interface Snapshot {
  fragments: Fragments;
  hash: string;
}

let snapshot: Snapshot = { fragments: {}, hash: '' };
let started = false;
let nonce = '';
/** The page's language: answers (messages, fragments) speak it, whatever the browser prefers. */
let lang = 'en';
const listeners = new Set<() => void>();
let queue: Promise<unknown> = Promise.resolve();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentFragments(): Snapshot {
  return snapshot;
}

function show(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function hashCookie(): string {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${CART_HASH_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(CART_HASH_COOKIE.length + 1)) : '';
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function store(next: Snapshot) {
  const session = storage();
  if (!session) return;
  try {
    session.setItem(storageKeys.fragments, JSON.stringify(next.fragments));
    session.setItem(storageKeys.hash, next.hash);
    session.setItem(storageKeys.created, String(Date.now()));
  } catch {
    // A full or disabled storage only costs a refresh on the next page.
  }
}

function stored(): Snapshot | null {
  const session = storage();
  if (!session) return null;
  try {
    const created = Number(session.getItem(storageKeys.created));
    const fragments = session.getItem(storageKeys.fragments);
    const hash = session.getItem(storageKeys.hash);
    if (!fragments || hash === null || !(Date.now() - created < CART_FRAGMENTS_REFRESH_MS)) {
      return null;
    }
    return { fragments: JSON.parse(fragments) as Fragments, hash };
  } catch {
    return null;
  }
}

/** Shows and keeps an answer's fragments; tells the page the cart changed. */
export function applyAnswer(answer: CartAnswer, event?: 'added_to_cart' | 'removed_from_cart') {
  const next = { fragments: answer.fragments, hash: answer.cart_hash };
  store(next);
  show(next);
  document.body.dispatchEvent(
    new CustomEvent(event ?? 'wc_fragments_refreshed', { bubbles: true, detail: answer }),
  );
}

/** Runs cart calls one at a time, in the order they were asked for. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A call to our cart API with the page's nonce; answers the status and the parsed answer. Refusals
 * carry the cart too (409 with the current cart, a refused quantity's message), so the answer is
 * read whatever the status; a stale nonce is replaced and the call sent again by the transport.
 */
export async function cartCall(
  path: string,
  body: unknown,
): Promise<{ status: number; answer: CartAnswer | null }> {
  const response = await shopApi.send('POST', path, { body, nonce, query: { lang } });
  let answer: CartAnswer | null = null;
  try {
    answer = (await response.json()) as CartAnswer;
  } catch {
    answer = null;
  }
  return { status: response.status, answer: answer && 'fragments' in answer ? answer : null };
}

/** get_refreshed_fragments: the server's fragments now; a failure raises wc_fragments_ajax_error. */
export async function refreshFragments(): Promise<void> {
  try {
    const { status, answer } = await enqueue(() =>
      cartCall('/api/cart/refreshed-fragments', { time: Date.now() }),
    );
    if (status !== 200 || !answer) throw new Error(`HTTP ${status}`);
    applyAnswer(answer);
  } catch {
    document.body.dispatchEvent(new CustomEvent('wc_fragments_ajax_error', { bubbles: true }));
  }
}

/** A remove link's click: removed in the background, or the link followed (spec §8). */
async function removeFromCart(link: HTMLAnchorElement) {
  const key = link.dataset.cart_item_key;
  link.closest('li, tr')?.setAttribute('aria-busy', 'true');
  try {
    const { status, answer } = await enqueue(() =>
      cartCall('/api/cart/remove-from-cart', { cart_item_key: key }),
    );
    if (status !== 200 || !answer?.fragments) throw new Error(`HTTP ${status}`);
    applyAnswer(answer, 'removed_from_cart');
  } catch {
    window.location.assign(link.href);
  }
}

/**
 * Starts the cart in this document once: the page's nonce, the fragments the server rendered
 * (shown unless fresher ones are stored), the 24-hour refresh and the remove links' clicks.
 */
export function startCart(page: {
  nonce: string;
  lang: string;
  fragments: Fragments;
  cartHash: string;
}) {
  nonce = page.nonce;
  lang = page.lang;
  if (started) {
    // A page loaded later in this document (a navigation) was rendered with the cart as it is.
    if (page.cartHash !== snapshot.hash) {
      const next = { fragments: page.fragments, hash: page.cartHash };
      store(next);
      show(next);
    }
    return;
  }
  started = true;
  const cookieHash = hashCookie();
  const kept = stored();
  if (kept && kept.hash === cookieHash) {
    show(kept);
  } else if (page.cartHash === cookieHash) {
    const next = { fragments: page.fragments, hash: page.cartHash };
    store(next);
    show(next);
  } else {
    show({ fragments: page.fragments, hash: page.cartHash });
    void refreshFragments();
  }
  window.setInterval(() => void refreshFragments(), CART_FRAGMENTS_REFRESH_MS);
  // A page restored from the back-forward cache may show a cart changed since.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && hashCookie() !== snapshot.hash) void refreshFragments();
  });
  // The mini cart's code forms (fragments.ts) through our cart API; their answer's message goes to
  // the mini cart's live region (a `coupon_message` event: the fragments are redrawn meanwhile).
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.classList.contains('mini-cart__coupon') || event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(form);
    const applying = data.get('intent') === 'apply_coupon';
    const code = String(data.get('coupon_code') ?? '');
    const say = (kind: 'error' | 'success', text: string) =>
      document.body.dispatchEvent(
        new CustomEvent('coupon_message', { bubbles: true, detail: { kind, text } }),
      );
    void enqueue(() =>
      cartCall(applying ? '/api/cart/apply-coupon' : '/api/cart/remove-coupon', { code }),
    )
      .then(({ status, answer }) => {
        if (!answer) throw new Error(`HTTP ${status}`);
        applyAnswer(answer);
        const shown = { code: code.trim().toUpperCase() };
        if (answer.error) say('error', answer.message ?? '');
        else
          say('success', translate(words(), applying ? 'coupon.applied' : 'coupon.removed', shown));
      })
      .catch(() => say('error', translate(words(), 'cart.error.failed')));
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(
      'a.remove_from_cart_button[data-cart_item_key]',
    );
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) {
      return;
    }
    event.preventDefault();
    void removeFromCart(link);
  });
}

function words() {
  return isLanguage(lang) ? lang : 'en';
}

/** Keeps the page's nonce and language current (they change with each page's shell data). */
export function updatePage(next: { nonce: string; lang: string }) {
  nonce = next.nonce;
  lang = next.lang;
}
