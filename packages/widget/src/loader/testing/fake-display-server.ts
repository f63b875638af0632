// For tests of the whole loader flow on a happy-dom page: a local fake of the Pinwheel server's
// HTTP answers, a flow started against it, and the page put back between tests. Shared by the
// display-flow test files, which are split only so that one file's flows never see another's
// route changes.
import type { DisplayedPopup, DisplayResponse } from '@pinwheel/core';
import { afterEach, beforeEach, vi } from 'vitest';
import { startDisplayFlow } from '../display-flow.ts';
import { createEventHub } from '../events.ts';
import type { PinwheelEventMap, RendererModule } from '../pinwheel-api.ts';
import type { RendererLoader } from '../renderer-loader.ts';
import { describePopupDecision } from '../../renderer/popup-decision-text.ts';
import { closeFiredPopup, showFiredPopup } from '../../renderer/fired-popup.ts';
import { watchStoreCart } from '../../renderer/store-cart-watch.ts';
import { documentCookieJar } from '../visitor-state/cookie-jar.ts';

const base = 'https://pinwheel.example/';

/** The page's first-party cookies, as the loader reads and writes them. */
export const jar = documentCookieJar(document);

/** One request the loader sent: a form-encoded display call or a JSON event. */
export interface Call {
  path: string;
  form?: URLSearchParams;
  json?: Record<string, unknown>;
  /** A GET call's query ('' without one). */
  get?: string;
}

/** A display answer with these popups, for a visitor in Israel. */
export function answer(poptins: DisplayedPopup[], display: 'allowed' | 'not_allowed' = 'allowed') {
  return {
    display,
    poptins,
    if_freemium: 0,
    country: 'Israel',
    country_code: 'IL',
    cc: 'IL',
    ip: '203.0.113.9',
    lang: 'en',
    is_client_restriction: 0,
  } as DisplayResponse;
}

/** A fake of the server: answers by path and records what the loader sent. */
export function fakeServer(
  display: DisplayResponse,
  clicks: Record<string, DisplayedPopup> = {},
  /**
   * What the host page's GET /cart.js answers (Shopify's AJAX cart), read at each request (a test
   * may change it, as an add would); absent: 404. Its POST /cart/… calls answer 200 and `{}`.
   */
  cart?: object,
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The host page's own calls may be relative to it.
    const path = new URL(String(input), location.href).pathname;
    if (path === '/cart.js') {
      calls.push({ path });
      return cart
        ? new Response(JSON.stringify(cart), { status: 200 })
        : new Response('Not found', { status: 404 });
    }
    if (path.startsWith('/cart/')) {
      calls.push({ path });
      return new Response('{}', { status: 200 });
    }
    if (path.startsWith('/api/display/content/')) {
      // GET {poptin_url}: the popup's content, named by the id in its path.
      calls.push({ path });
      const [, , , , , popupId, version] = path.split('/');
      if (version === 'broken') return new Response('Server error', { status: 500 });
      const content = { poptin_id: popupId, version, poptin: `<p>${popupId}</p>` };
      return new Response(JSON.stringify(content), { status: 200 });
    }
    const body = init?.body;
    const reply = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (init?.method === 'GET') {
      // The limit log and a popup's link to another popup: GET, their data in the address.
      const url = new URL(String(input));
      calls.push({ path, get: url.search });
      if (path.startsWith('/api/display/limitLogs/')) return reply({ success: true });
    } else {
      calls.push(
        body instanceof URLSearchParams
          ? { path, form: body }
          : { path, json: JSON.parse(String(body)) as Record<string, unknown> },
      );
    }
    if (path.startsWith('/api/display/viewed/')) return reply({ poptin_view_id: 'view-1' });
    if (path.startsWith('/api/display/click/')) {
      const clicked = clicks[path.split('/').pop() ?? ''];
      return reply(clicked ? answer([clicked]) : answer([], 'not_allowed'));
    }
    if (
      path.startsWith('/api/display/closed/') ||
      path.startsWith('/api/display/conversion-activities/') ||
      path.includes('total-website-session')
    ) {
      return reply({ success: true });
    }
    return reply(display);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

type PopupRequest = Parameters<RendererModule['showPopup']>[0];

/**
 * A stand-in for the renderer chunk: it puts each popup "on screen" at once (or, with
 * `holdShows`, when the test calls `shows[i].show()`) and records what it was asked to show.
 */
export function fakeRenderer({ holdShows = false } = {}) {
  const shows: Array<{ request: PopupRequest; show(): void; dismissed: boolean }> = [];
  const preloads = vi.fn();
  const refusals: DisplayResponse[] = [];
  function showPopup(request: PopupRequest) {
    const entry = { request, show: () => request.onShown(), dismissed: false };
    shows.push(entry);
    if (!holdShows) entry.show();
    return { close: () => void (entry.dismissed = true) };
  }
  const renderer: RendererLoader = {
    preload: preloads,
    load: async () =>
      ({
        // Debug mode's wording is the renderer chunk's own, and pure: the real one; so is the
        // cart watch (it wraps the page's fetch as it is when the flow installs it).
        describePopupDecision,
        watchStoreCart,
        // A fired popup's life is the renderer's real one, shown by the fake's showPopup.
        showFiredPopup: (...args: Parameters<typeof showFiredPopup>) =>
          showFiredPopup(args[0], args[1], args[2], args[3], args[4], showPopup),
        closeFiredPopup,
        // What an owner previewing or debugging a refused site is told: recorded.
        tellOwnerRefusal: (_win: Window, response: DisplayResponse) => refusals.push(response),
      }) as unknown as RendererModule,
  };
  return { renderer, shows, preloads, refusals };
}

/**
 * Starts a flow for the client against the fake; `seen` collects its public events in order.
 * `from` is where embed.js came from: the fake Pinwheel server, or (our own storefront) the page.
 */
export function start(clientId: string, from = base, renderer = fakeRenderer()) {
  const events = createEventHub<PinwheelEventMap>();
  const seen: Array<[string, unknown]> = [];
  for (const name of ['trigger', 'view', 'close'] as const) {
    events.on(name, (detail) => seen.push([name, detail]));
  }
  const controls = startDisplayFlow({
    win: window,
    events,
    base: from,
    clientId,
    renderer: renderer.renderer,
  });
  return { controls, seen, ...renderer };
}

/** Lets the fake's answers and what the flow does with them run (timers are fake). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/**
 * Registers, in the calling file or describe block, what each test needs: fake timers and the
 * page at / before it; afterwards real timers, fetch and mocks restored, no cookies, no `plan`,
 * no cart watch.
 */
export function resetPageAroundEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // The page's cart watch is installed once per window: forget the last test's flows, and let
    // the next test's flow wrap its own fetch (the restored one above is unwrapped).
    const watch = window as unknown as Record<symbol, Set<unknown> | undefined>;
    const key = Symbol.for('pinwheel.storeCartWatch');
    watch[key]?.clear();
    delete watch[key];
    for (const name of Object.keys(jar.all())) jar.remove(name);
    delete (window as unknown as { plan?: string }).plan;
  });
}
