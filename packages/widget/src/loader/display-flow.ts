// The loader's work on a host page (ARCHITECTURE "a popup on a host page"): record the page view,
// ask the server which popups may show, re-check the rules only the browser can decide, arm each
// remaining popup's triggers, and when one fires hand it with its content to the renderer chunk,
// recording the view once the renderer says it is on screen. Popups with a cart rule are decided
// again whenever the page changes the store's cart (README "Cart rules").
import {
  evaluatePopup,
  isOn,
  POPUP_ID_LENGTH,
  type CloseTrigger,
  type DisplayedPopup,
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
import { recordPageVisit, renewMinuteCookies } from './visitor-state/page-visit.ts';
import {
  displayVisitorState,
  markPopup,
  markSeen,
  readPopupMarkers,
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

export function startDisplayFlow(options: DisplayFlowOptions): PopupControls {
  const { win, events, clientId } = options;
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
  const mobile = deviceOf(win) === 'mobile';
  const debug = debugModeOn(win);
  const previewPopupId = previewPopupIdOf(win);

  /** Popups whose triggers are armed on the current page, by popup id. */
  const armed = new Map<string, ArmedPopup>();
  /** Popups fired on the current page: a popup fires at most once per page view. */
  let firedOnPage = new Set<string>();
  /** Popups the server allowed for the current page. */
  let allowed = new Map<string, DisplayedPopup>();
  /**
   * Popups fired on this document and not closed since: their view id (null: a preview) and, once
   * the renderer has them, how to take them off the page.
   */
  const shown = new Map<string, { viewId?: string | null; dismiss?: () => void }>();
  /** The display answer's language (the renderer reads anything but he as en). */
  let lang: string | undefined;
  let lastRequest: DisplayRequestInput | null = null;
  let generation = 0;
  let visitNumber = 0;
  let viewerId = '';
  let websiteStart = 0;
  let sessionPages = 0;
  /** Whether the renderer's cart watch calls cartChanged (installed once, on first need). */
  let watchingCart = false;
  /** Takes the current page's teaser tabs away (the renderer draws them). */
  let removeTeasers = () => {};

  async function loadPage(repeat: boolean): Promise<void> {
    const page = ++generation;
    for (const triggers of armed.values()) triggers.disarm();
    armed.clear();
    firedOnPage = new Set();
    allowed = new Map();
    removeTeasers();

    const visit = recordPageVisit(jar, {
      url: win.location.href,
      documentReferrer: repeat ? '' : win.document.referrer,
      now: now(),
    });
    ({ visitNumber, viewerId, sessionPages } = visit);
    websiteStart = websiteSessionStart(jar, now());
    const product = productIdOfPage(win);
    if (product) recordProductView(jar, product);
    const markers = readPopupMarkers(jar, visit.visitNumber);
    const request: DisplayRequestInput = (lastRequest = {
      win,
      visit,
      state: displayVisitorState(visit.visitorId, markers),
      mobile,
      store,
      cart: store.store_integration ? await fetchStoreCart(win) : undefined,
      country: rememberedCountry(jar),
      convertedEmail: email.read(),
      previewPopupId,
      repeat,
    });
    const response = await client.display(formBody(displayRequestPayload(request)));
    if (page !== generation || !response) return;
    rememberGeo(jar, response);
    lang = response.lang;
    if (response.display !== 'allowed') {
      if (debug) {
        console.log('Pinwheel debug: display not allowed:', response.message);
      }
      return;
    }
    // The server has already kept one variant of each A/B test, chosen by visitor_id.
    const popups = (Array.isArray(response.poptins) ? response.poptins : []).filter(
      (popup) => popup.display !== false,
    );
    allowed = new Map(popups.map((popup) => [popup.poptin_id, popup]));

    const preview = previewPopupId ? allowed.get(previewPopupId) : undefined;
    if (preview) {
      fire(preview, 'preview');
      return;
    }

    const withCartRule = popups.some(hasCartRule);
    if (!request.cart && withCartRule) {
      request.cart = servesCart ? await fetchStoreCart(win) : unknownCart();
    }
    if (page !== generation) return;
    const passed = decide(popups, request.cart);
    // A popup's cart rule is decided again whenever the page changes the cart (an add without a
    // page load); the watch is the renderer chunk's, so pages without such a popup never load it.
    if (withCartRule && servesCart && !watchingCart) {
      watchingCart = true;
      options.renderer
        .load()
        .then((renderer) => renderer.watchStoreCart(win, cartChanged), console.warn);
    }
    const teasers = passed.filter((popup) => isOn(popup.is_teasers_on));
    // Teaser tabs are drawn at once: the renderer shows and hides them as their popups open and close.
    if (teasers.length) {
      options.renderer.load().then((renderer) => {
        if (page !== generation) return;
        removeTeasers = renderer.showTeasers({
          popups: teasers,
          content: contents.load,
          lang,
          seen: markers.seen,
          closed: markers.closed,
          open: (popup) => fire(popup, 'on_click'),
        });
      }, console.warn);
    }
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
      markers: readPopupMarkers(jar, visitNumber),
      cart,
    });
    const passed: DisplayedPopup[] = [];
    for (const popup of popups) {
      const id = popup.poptin_id;
      const evaluation = evaluatePopup(popup, context);
      if (evaluation.show) {
        passed.push(popup);
        if (!armed.has(id)) {
          const triggers = armPopupTriggers(
            popup,
            {
              win,
              jar,
              mobile,
              now: now(),
              websiteSessionStart: websiteStart,
              sessionPages,
              loadRenderer: options.renderer.load,
            },
            (trigger) => fire(popup, trigger),
          );
          armed.set(id, triggers);
          // The content is fetched now, so that a trigger firing later paints at once.
          if (triggers.armed.length) void contents.load(popup);
        }
      } else {
        armed.get(id)?.disarm();
        armed.delete(id);
      }
      if (debug) {
        const labels = armed.get(id)?.armed ?? [];
        // The wording is in the renderer chunk; lines keep their order (one shared promise).
        void options.renderer.load().then(
          (renderer) => console.log(renderer.describePopupDecision(popup, evaluation, labels)),
          (error: unknown) => console.warn('Pinwheel: no renderer for debug mode', error),
        );
      }
    }
    // The renderer is fetched (not run) while the page is idle, so a trigger paints at once;
    // browsers without idle callbacks (Safari) fetch it now.
    const { preload } = options.renderer;
    if (armed.size && !win.requestIdleCallback?.(preload)) preload();
    return passed;
  }

  /**
   * The page changed the store's cart (the renderer's watch calls this once per burst): the cart
   * is read again, kept for the click and conversion calls' cart fields, and the popups with a
   * cart rule that have not fired on this page are decided again with it.
   */
  async function cartChanged(): Promise<void> {
    const page = generation;
    const cart = await fetchStoreCart(win);
    if (page !== generation || !lastRequest) return;
    lastRequest.cart = cart;
    decide(
      [...allowed.values()].filter(
        (popup) => hasCartRule(popup) && !firedOnPage.has(popup.poptin_id),
      ),
      cart,
    );
  }

  function fire(popup: DisplayedPopup, trigger: TriggerName): void {
    const popupId = popup.poptin_id;
    armed.get(popupId)?.disarm();
    armed.delete(popupId);
    firedOnPage.add(popupId);
    // Already on screen (a second click on its link): nothing more to show.
    if (shown.has(popupId)) return;
    events.emit('trigger', { popupId, trigger });
    const view: { viewId?: string | null; dismiss?: () => void } = {};
    shown.set(popupId, view);
    Promise.all([contents.load(popup), options.renderer.load()]).then(
      ([content, renderer]) => {
        // Closed meanwhile, or no content (the fetch logged why, spec §8): nothing shows.
        if (shown.get(popupId) !== view) return;
        if (!content) return void shown.delete(popupId);
        view.dismiss = renderer.showPopup({
          popup,
          content,
          lang,
          trigger,
          onShown: () => recordView(popup, trigger, view),
          onClose: (closeTrigger) => close(popupId, closeTrigger),
          // What the renderer's lead form sends with a conversion, and what follows one.
          lead: {
            viewerId,
            visitorForm,
            viewId: () => view.viewId,
            onConverted(address) {
              if (address) email.remember(address);
              markPopup(jar, 'converted', popupId, String(now()));
              events.emit('submit', { popupId });
            },
          },
        }).close;
      },
      (error: unknown) => {
        shown.delete(popupId);
        console.warn('Pinwheel: no renderer', error);
      },
    );
  }

  /**
   * The popup is on screen: the seen marker (frequency state), the viewed call, the view event. A
   * preview records nothing (its view id stays null, so its close is not recorded either).
   */
  function recordView(
    popup: DisplayedPopup,
    trigger: TriggerName,
    view: { viewId?: string | null },
  ) {
    const popupId = popup.poptin_id;
    if (trigger === 'preview') return void (view.viewId = null);
    markSeen(jar, popupId, { now: now(), visitNumber, embedded: popup.poptin_type === 'embedded' });
    void client
      .viewed(popupId, {
        viewer_id: viewerId,
        trigger,
        client_id: clientId,
        type: popup.poptin_type,
        url: win.location.href,
        ...store,
        converted_email: email.read(),
      })
      .then((viewId) => {
        view.viewId = viewId ?? undefined;
        events.emit('view', { popupId, trigger, viewId });
      });
  }

  /** The visitor's page, visit and store fields, as the click and conversion calls send them. */
  function visitorForm(): URLSearchParams {
    return formBody({
      ...displayRequestPayload({ ...lastRequest!, repeat: true }),
      client_id: clientId,
      browser_language: win.navigator.language,
      operating_system: win.navigator.platform,
    });
  }

  // A bug here must not surface on the host page: log it, and leave open() working.
  const loadLogged = (repeat: boolean) =>
    loadPage(repeat).catch((error: unknown) => console.warn('Pinwheel: page load failed', error));
  let ready = loadLogged(false);

  async function open(popupId: string): Promise<boolean> {
    if (typeof popupId !== 'string' || popupId.length !== POPUP_ID_LENGTH) {
      console.warn('Pinwheel: not a popup id', popupId);
      return false;
    }
    await ready;
    let popup = allowed.get(popupId);
    if (!popup && lastRequest) {
      const response = await client.click(popupId, visitorForm());
      if (response?.display === 'allowed' && Array.isArray(response.poptins)) {
        popup = response.poptins.find((candidate) => candidate.poptin_id === popupId);
      }
    }
    if (!popup) {
      console.warn('Pinwheel: popup not available here', popupId);
      return false;
    }
    fire(popup, 'on_click');
    return true;
  }

  async function close(popupId: string, closeTrigger: CloseTrigger = 'x_click'): Promise<void> {
    const view = shown.get(popupId);
    if (!view) {
      console.warn('Pinwheel: popup not open', popupId);
      return;
    }
    shown.delete(popupId);
    view.dismiss?.();
    const preview = view.viewId === null;
    if (!preview) markPopup(jar, 'closed', popupId, String(now()));
    events.emit('close', { popupId, closeTrigger });
    if (preview) return;
    await client.closed(popupId, {
      client_id: clientId,
      url: win.location.href,
      close_trigger: closeTrigger,
      viewer_id: viewerId,
      poptin_view_id: view.viewId ?? undefined,
      converted_email: email.read(),
      ...store,
    });
  }

  win.setInterval(() => renewMinuteCookies(jar), MINUTE_COOKIE_REFRESH_MS);
  win.setInterval(() => {
    websiteSessionStart(jar, now());
    void client.websiteSession({ email: email.read(), url: win.location.hostname, ...store });
  }, WEBSITE_SESSION_REFRESH_MS);
  watchRouteChanges(win, () => {
    ready = loadLogged(true);
  });
  listenForClickToOpen(win.document, open);
  return { open, close };
}
