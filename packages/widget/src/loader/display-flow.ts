// The loader's work on a host page (ARCHITECTURE "a popup on a host page"): record the page view,
// ask the server which popups may show, re-check the rules only the browser can decide, arm each
// remaining popup's triggers, and when one fires hand it with its content to the renderer chunk,
// recording the view once the renderer says it is on screen. Popups with a cart rule are decided
// again whenever the page changes the store's cart (README "Cart rules").
//
// Its shape: what is fixed for the document (cookies, the display client, the store) is read once
// into locals; what a page view changes is in one state object and the current page's collections;
// each phase is a small named function inside startDisplayFlow (a page view, the server's answer,
// the browser's decisions, a popup's way onto the screen and off it). The phases share the flow's
// locals rather than being modules that take a context object: the minifier shortens local names
// but not property names, and the modules measured 400 bytes more gzip than the loader's budget
// allows (README "Build").
import {
  evaluatePopup,
  isOn,
  POPUP_ID_LENGTH,
  type CloseTrigger,
  type DisplayedPopup,
  type PopupEvaluation,
} from '@pinwheel/core';
import { browserVisitorContext } from './browser-visitor-context.ts';
import { debugModeOn } from './debug-log.ts';
import { deviceOf } from './device.ts';
import { createDisplayClient } from './display-client.ts';
import { displayRequestPayload, formBody, type DisplayRequestInput } from './display-request.ts';
import { popupContents } from './popup-contents.ts';
import type { EventHub } from './events.ts';
import type { PinwheelEventMap, PopupControls } from './pinwheel-api.ts';
import type { RendererLoader } from './renderer-loader.ts';
import type { FiredPopupFlow, ShownPopup } from '../renderer/fired-popup.ts';
import { armPopupTriggers, type ArmedPopup } from './popup-triggers.ts';
import { previewPopupIdOf } from './preview-mode.ts';
import { watchRouteChanges } from './route-changes.ts';
import { fetchStoreCart, storeIntegrationOf, unknownCart, type StoreCart } from './store-cart.ts';
import { listenForClickToOpen } from './triggers/click-to-open.ts';
import type { TriggerName } from './triggers/trigger-names.ts';
import { convertedEmailStore } from './visitor-state/converted-email.ts';
import { documentCookieJar } from './visitor-state/cookie-jar.ts';
import {
  MINUTE_COOKIE_REFRESH_MS,
  visitorCookies,
  WEBSITE_SESSION_REFRESH_MS,
} from './visitor-state/cookie-names.ts';
import { productIdOfPage, recordProductView } from './visitor-state/last-products.ts';
import { recordPageVisit, renewMinuteCookies, type PageVisit } from './visitor-state/page-visit.ts';
import {
  displayVisitorState,
  readPopupMarkers,
  type PopupMarkers,
} from './visitor-state/popup-markers.ts';
import { rememberedCountry, rememberGeo } from './visitor-state/visitor-geo.ts';
import { websiteSessionStart } from './visitor-state/website-session.ts';

export interface DisplayFlowOptions {
  win: Window;
  events: EventHub<PinwheelEventMap>;
  /** Absolute URL of the directory embed.js came from, ending in a slash. */
  base: string;
  clientId: string;
  /** Where the renderer chunk comes from: fetched when idle once triggers are armed, run on a fire. */
  renderer: RendererLoader;
  /** The clock; tests pass their own. */
  now?: () => number;
}

const hasCartRule = (popup: DisplayedPopup) =>
  isOn(popup.shopify_cart_trigger_active) || isOn(popup.wix_cart_trigger_active);

/** What changes as pages load (a route change in a single-page app is a new page view). */
interface FlowState {
  /** Counts page views: an answer or a cart read that arrives after a route change is dropped. */
  page: number;
  /** The display answer's language (the renderer reads anything but he as en). */
  lang?: string;
  /** The current page's display request: the click and conversion calls send its fields again. */
  request?: DisplayRequestInput;
  /** The current page's visit, as triggers, views and closes need it. */
  visit: Pick<PageVisit, 'visitNumber' | 'viewerId' | 'sessionPages'>;
  /** When the website session began (ms), for delays counted over the whole site. */
  websiteSessionStart: number;
  /** Takes the current page's teaser tabs away (the renderer draws them); absent until it has. */
  removeTeasers?: () => void;
  /** The current page's load: open() waits for it to know the allowed popups. */
  ready?: Promise<void>;
}

export function startDisplayFlow(options: DisplayFlowOptions): PopupControls {
  const { win, events, clientId, renderer } = options;
  const now = options.now ?? (() => Date.now());
  const jar = documentCookieJar(win.document);
  jar.write(visitorCookies.clientId, clientId);
  const email = convertedEmailStore(win, jar);
  const client = createDisplayClient(win, options.base, clientId);
  const contents = popupContents(client);
  const store = storeIntegrationOf(win);
  // Shopify's AJAX cart is there on a Shopify store and on our own storefront (the page comes from
  // the server embed.js came from; its Shopify-compatible /cart.js is in ARCHITECTURE.md's routes
  // and comes with the store's cart). Anywhere else /cart.js would answer 404 on every page, so the
  // cart is unknown without asking, and cart rules fail as they would on that 404.
  const servesCart =
    Boolean(store.store_integration) || win.location.origin === new URL(options.base).origin;
  // Wix's cart is read through Wix's own API on the site, after its member (wix-store.ts).
  const readCart = (): Promise<StoreCart> =>
    store.store_integration == 'wix'
      ? renderer.load().then((module) => module.readWixStore(options, store))
      : fetchStoreCart(win);
  const mobile = deviceOf(win) === 'mobile';
  const debug = debugModeOn(win);
  const previewPopupId = previewPopupIdOf(win);

  // The current page's popups, emptied when the next page view starts: armed (their triggers
  // waiting), fired (a popup fires at most once per page view), allowed by the server.
  const armed = new Map<string, ArmedPopup>();
  const fired = new Set<string>();
  const allowed = new Map<string, DisplayedPopup>();
  /** Popups on screen (or on their way there); they outlive a route change. */
  const shown = new Map<string, ShownPopup>();
  const state: FlowState = {
    page: 0,
    visit: { visitNumber: 0, viewerId: '', sessionPages: 0 },
    websiteSessionStart: 0,
  };
  /** What a fired popup's life in the renderer reads of this flow (renderer/fired-popup.ts). */
  const firedFlow: FiredPopupFlow = {
    win,
    events,
    client,
    jar,
    email,
    clientId,
    store,
    now,
    lang: () => state.lang,
    visit: () => state.visit,
    visitorForm,
    close: (popupId, closeTrigger) => void close(popupId, closeTrigger),
  };

  /** One page view: on load, and again after each single-page-app route change (`repeat`). */
  async function loadPage(repeat: boolean): Promise<void> {
    const page = ++state.page;
    const visit = startPageView(repeat);
    const markers = readPopupMarkers(jar, visit.visitNumber);
    const request: DisplayRequestInput = (state.request = {
      win,
      visit,
      state: displayVisitorState(visit.visitorId, markers),
      mobile,
      store,
      // The store's cart (its id on Wix) goes with the display request on a store.
      cart: store.store_integration ? await readCart() : undefined,
      country: rememberedCountry(jar),
      convertedEmail: email.read(),
      previewPopupId,
      repeat,
    });
    const popups = await allowedPopups(request, page);
    if (!popups) return;

    const preview = previewPopupId ? allowed.get(previewPopupId) : undefined;
    if (preview) return fire(preview, 'preview');

    const withCartRule = popups.some(hasCartRule);
    if (!request.cart && withCartRule) {
      request.cart = servesCart ? await readCart() : unknownCart();
    }
    if (page !== state.page) return;
    const passed = decide(popups, request.cart);
    if (withCartRule && servesCart) watchCart();
    const teasers = passed.filter((popup) => isOn(popup.is_teasers_on));
    if (teasers.length) drawTeasers(page, teasers, markers);
  }

  /**
   * Leaves the page before (its triggers disarmed, its teaser tabs taken away) and records this
   * page view in the visitor's cookies: the visit, the website session, a product page.
   */
  function startPageView(repeat: boolean): PageVisit {
    for (const triggers of armed.values()) triggers.disarm();
    armed.clear();
    fired.clear();
    allowed.clear();
    state.removeTeasers?.();
    const visit = recordPageVisit(jar, {
      url: win.location.href,
      documentReferrer: repeat ? '' : win.document.referrer,
      now: now(),
    });
    state.visit = visit;
    state.websiteSessionStart = websiteSessionStart(jar, now());
    const product = productIdOfPage(win);
    if (product) recordProductView(jar, product);
    // A signed-in Shopify customer's browsing is reported 5 s into each page (browse-report.ts).
    const customerId = store.store_integration_customer_id;
    // The renderer reads this page's number in state, and drops the report if the page is left.
    if (customerId) {
      renderer
        .load()
        .then((module) => module.reportBrowsing(options, customerId, state), console.warn);
    }
    return visit;
  }

  /**
   * Asks the server which popups may show on this page (it has already kept one variant of each
   * A/B test, chosen by visitor_id) and keeps them as the page's allowed popups. Null when the
   * answer came after a newer page view began, did not come, or allows nothing.
   */
  async function allowedPopups(
    request: DisplayRequestInput,
    page: number,
  ): Promise<DisplayedPopup[] | null> {
    const response = await client.display(formBody(displayRequestPayload(request)));
    if (page !== state.page || !response) return null;
    rememberGeo(jar, response);
    state.lang = response.lang;
    if (response.display !== 'allowed') {
      // The server hears when its monthly view limit kept popups away (spec §7 limitLogs); an
      // owner previewing or debugging is told why nothing shows, in the renderer's words (the
      // upgrade notice of a restricted site, spec §6), which ordinary visitors never load.
      // (The spec's max-views words, told by their distinct part: every byte here is paid by
      // every host page.)
      if (response.message?.includes('max poptins')) client.limitLog(request.visit.visitorId);
      if (debug || previewPopupId) {
        renderer
          .load()
          .then((module) => module.tellOwnerRefusal(win, response, options.base), console.warn);
      }
      return null;
    }
    const popups = (Array.isArray(response.poptins) ? response.poptins : []).filter(
      (popup) => popup.display !== false,
    );
    for (const popup of popups) allowed.set(popup.poptin_id, popup);
    return popups;
  }

  /**
   * A popup's cart rule is decided again whenever the page changes the cart (an add without a
   * page load); the watch is the renderer chunk's, so pages without such a popup never load it.
   * It keeps a listener once, so the pages after the first that asks add nothing.
   */
  function watchCart(): void {
    renderer.load().then((module) => module.watchStoreCart(win, cartChanged), console.warn);
  }

  /** Teaser tabs are drawn at once: the renderer shows and hides them as their popups open and close. */
  function drawTeasers(page: number, teasers: DisplayedPopup[], markers: PopupMarkers): void {
    renderer.load().then((module) => {
      if (page !== state.page) return;
      state.removeTeasers = module.showTeasers({
        popups: teasers,
        content: contents.load,
        lang: state.lang,
        seen: markers.seen,
        closed: markers.closed,
        open: (popup) => fire(popup, 'on_click'),
      });
    }, console.warn);
  }

  /**
   * Decides the popups by the rules only the browser knows (with `cart`) and arms the triggers of
   * each that passes, unless already armed; one armed earlier that no longer passes is disarmed
   * (not yet shown: a cart emptied before its delay ran out keeps a "big cart" offer away).
   * Answers the popups that passed.
   */
  function decide(popups: DisplayedPopup[], cart: StoreCart | undefined): DisplayedPopup[] {
    const context = browserVisitorContext({
      win,
      now: now(),
      cookies: jar.all(),
      markers: readPopupMarkers(jar, state.visit.visitNumber),
      cart,
    });
    const passed: DisplayedPopup[] = [];
    for (const popup of popups) {
      const id = popup.poptin_id;
      const evaluation = evaluatePopup(popup, context);
      if (evaluation.show) {
        passed.push(popup);
        if (!armed.has(id)) arm(popup);
      } else {
        armed.get(id)?.disarm();
        armed.delete(id);
      }
      if (debug) logDecision(popup, evaluation);
    }
    // The renderer is fetched (not run) while the page is idle, so a trigger paints at once;
    // browsers without idle callbacks (Safari) fetch it now.
    const { preload } = renderer;
    if (armed.size && !win.requestIdleCallback?.(preload)) preload();
    return passed;
  }

  /** Arms a popup that passed; its content is fetched now, so a trigger firing later paints at once. */
  function arm(popup: DisplayedPopup): void {
    const triggers = armPopupTriggers(
      popup,
      {
        win,
        jar,
        mobile,
        now: now(),
        websiteSessionStart: state.websiteSessionStart,
        sessionPages: state.visit.sessionPages,
        loadRenderer: renderer.load,
      },
      (trigger) => fire(popup, trigger),
    );
    armed.set(popup.poptin_id, triggers);
    if (triggers.armed.length) void contents.load(popup);
  }

  /** Debug mode's lines for one decision and what it armed. */
  function logDecision(popup: DisplayedPopup, evaluation: PopupEvaluation): void {
    const labels = armed.get(popup.poptin_id)?.armed ?? [];
    // The wording is a chunk the renderer loads; lines keep their order (shared promises).
    void renderer
      .load()
      .then((module) => module.describePopupDecision(popup, evaluation, labels))
      .then(console.log, console.warn);
  }

  /**
   * The page changed the store's cart (the renderer's watch calls this once per burst): the cart
   * is read again, kept for the click and conversion calls' cart fields, and the popups with a
   * cart rule that have not fired on this page are decided again with it.
   */
  async function cartChanged(): Promise<void> {
    const page = state.page;
    const cart = await readCart();
    if (page !== state.page || !state.request) return;
    state.request.cart = cart;
    decide(
      [...allowed.values()].filter((popup) => hasCartRule(popup) && !fired.has(popup.poptin_id)),
      cart,
    );
  }

  /** A trigger fired: the popup shows, unless it is on screen already. */
  function fire(popup: DisplayedPopup, trigger: TriggerName): void {
    const popupId = popup.poptin_id;
    armed.get(popupId)?.disarm();
    armed.delete(popupId);
    fired.add(popupId);
    // Already on screen (a second click on its link): nothing more to show.
    if (shown.has(popupId)) return;
    events.emit('trigger', { popupId, trigger });
    const view: ShownPopup = {};
    shown.set(popupId, view);
    Promise.all([contents.load(popup), renderer.load()]).then(
      ([content, module]) => {
        // Closed meanwhile, or no content (the fetch logged why, spec §8): nothing shows.
        if (shown.get(popupId) !== view) return;
        if (content) module.showFiredPopup(firedFlow, popup, content, trigger, view);
        else shown.delete(popupId);
      },
      (error: unknown) => {
        shown.delete(popupId);
        console.warn('Pinwheel: no renderer', error);
      },
    );
  }

  /** The visitor's page, visit and store fields, as the click and conversion calls send them. */
  function visitorForm(): URLSearchParams {
    return formBody({
      ...displayRequestPayload({ ...state.request!, repeat: true }),
      client_id: clientId,
      browser_language: win.navigator.language,
      operating_system: win.navigator.platform,
      // How the click call's popup is displayed (spec §7); the conversion call does not copy it.
      poptin_display: 'onclick',
    });
  }

  /**
   * Opens a popup by its id (a click-to-open link, `Pinwheel.open`): the one allowed on this
   * page, else the one the server allows for this click: asked with the visitor's form (with
   * `poptin_display`), or, for a link inside a popup (one popup leading to another), by
   * `GET …/click/{id}` as the spec's widget asks.
   */
  async function open(popupId: string, fromPopup?: boolean): Promise<boolean> {
    let popup: DisplayedPopup | undefined;
    // Anything but a 13-character id (Pinwheel.open takes what a page passes) is not available.
    if (typeof popupId == 'string' && popupId.length == POPUP_ID_LENGTH) {
      await state.ready;
      popup = allowed.get(popupId);
      if (!popup && state.request) {
        const response = await client.click(popupId, fromPopup ? undefined : visitorForm());
        if (response?.display === 'allowed' && Array.isArray(response.poptins)) {
          popup = response.poptins.find((candidate) => candidate.poptin_id === popupId);
        }
      }
    }
    if (!popup) {
      console.warn('Pinwheel: popup not available here', popupId);
      return false;
    }
    fire(popup, 'on_click');
    return true;
  }

  /**
   * Takes a shown popup off the page and records the close (the renderer's work: a popup is in
   * `shown` only once its fire has asked for the renderer).
   */
  async function close(popupId: string, closeTrigger: CloseTrigger = 'x_click'): Promise<void> {
    const view = shown.get(popupId);
    if (!view) {
      console.warn('Pinwheel: popup not open', popupId);
      return;
    }
    shown.delete(popupId);
    return (await renderer.load()).closeFiredPopup(firedFlow, popupId, view, closeTrigger);
  }

  // A bug here must not surface on the host page: log it, and leave open() working.
  const load = (repeat: boolean) => {
    state.ready = loadPage(repeat).catch((error: unknown) =>
      console.warn('Pinwheel: page load failed', error),
    );
  };
  load(false);
  win.setInterval(() => renewMinuteCookies(jar), MINUTE_COOKIE_REFRESH_MS);
  win.setInterval(() => {
    websiteSessionStart(jar, now());
    void client.json(
      'website session',
      `total-website-session/${encodeURIComponent(clientId)}`,
      { email: email.read(), url: win.location.hostname, ...store },
      true,
    );
  }, WEBSITE_SESSION_REFRESH_MS);
  watchRouteChanges(win, () => load(true));
  listenForClickToOpen(win.document, open);
  return { open, close };
}
