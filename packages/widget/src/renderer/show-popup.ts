// From a fired popup to what the visitor sees: decides its layout, close options and effects from
// its content, then mounts it: now, once its place on the page is free (popup-places.ts: one modal
// at a time, one slide-in per corner, one bar per edge), or inside each of the page's placeholders
// for an embedded popup. `onShown` is called once it is on screen, so
// the view the loader records is one the visitor saw.
import {
  isLanguage,
  isOn,
  type CloseTrigger,
  type DisplayedPopup,
  type PopupContent,
} from '@pinwheel/core';
import { closeOptionsOf } from './close-options.ts';
import { popupDeadline } from './countdown-start.ts';
import { designOf } from './design-body.tsx';
import type { EmbeddedPlacement } from './embedded-placements.ts';
import { dispatchHostEvent } from './host-events.ts';
import { mountPopup, type PopupHandle } from './mount-popup.tsx';
import { effectOf } from './popup-effects.ts';
import type { PopupFrameProps } from './popup-frame.tsx';
import { popupLayout } from './popup-layout.ts';
import { loadSanitiser } from './sanitised-html.ts';
import { textFiller } from './dynamic-text.ts';
import { loadGame } from './game-request.ts';
import { forgetRedirect } from './lead-form/after-conversion.ts';
import { leadFormSetup, visitorCountry } from './lead-form/lead-form-setup.ts';
import type { LeadRequest } from './lead-form/lead-request.ts';
import { whenPageQuiet } from './page-quiet.ts';
import { createPopupPlaces, popupPlace, type PopupPlaces } from './popup-places.ts';
import { loadShop, shopNeeds } from './shop/shop-loader.ts';
import type { ShopPrepared } from './shop/shop-parts.tsx';
import { teaserPopupClosed, teaserPopupOpened } from './teaser/teaser-state.ts';

export interface PopupRequest {
  popup: Pick<DisplayedPopup, 'poptin_id' | 'poptin_name' | 'poptin_type' | 'poptin_format'> &
    Partial<
      Pick<
        DisplayedPopup,
        | 'poptin_target'
        | 'if_poptin_credit'
        | 'shopify_cart_trigger_action'
        | 'shopify_cart_trigger_cart_spec_value'
      >
    >;
  content: PopupContent;
  /** The display answer's `lang`; anything but 'he' renders in English. */
  lang?: string;
  /** The trigger that fired: `preview` shows the preview banner; `on_click` takes focus at once. */
  trigger: string;
  /** The popup is on screen (for a queued one: once its turn came). */
  onShown(): void;
  /** The visitor closed it, and how. */
  onClose(trigger: CloseTrigger): void;
  /** What a lead form needs from the loader; a popup without it (a test, a preview) sends nothing. */
  lead?: LeadRequest;
  /**
   * Drawn on its own for the owner's dashboard (a template's picture in its own frame): shown at
   * once rather than queued behind other modal popups of this module, and an embedded popup is
   * drawn into the body, since that frame has no placeholder.
   */
  standalone?: boolean;
}

/** One line for the whole page's places: every loader copy shares this renderer module. */
const pagePlaces = createPopupPlaces();
/** Places that are always free: an owner's template picture is the only popup in its frame. */
const alone: PopupPlaces = { enqueue: (_place, open) => (open(() => {}), () => {}) };

export function showPopup(
  request: PopupRequest,
  document: Document = window.document,
): PopupHandle {
  const needs = shopNeeds(request.content);
  if (!needs) return presentPopup(request, document, null);
  // The store first (shop-loader.ts): nothing to recommend, or a failed call, and nothing shows.
  const win = document.defaultView ?? window;
  const pinwheel = (win as { Pinwheel?: { base?: string; clientId?: string } }).Pinwheel;
  let presented: PopupHandle | null = null;
  let cancelled = false;
  loadShop()
    .then((shop) =>
      shop.prepareShop({
        win,
        base: pinwheel?.base ?? '',
        clientId: pinwheel?.clientId ?? '',
        popup: request.popup,
        selection: request.content.shopify_product_settings,
        properties: request.content.design_properties,
        lang: isLanguage(request.lang) ? request.lang : 'en',
        needs,
      }),
    )
    .then(
      (shop) => {
        if (shop && !cancelled) presented = presentPopup(request, document, shop);
      },
      (error: unknown) => console.warn('Pinwheel: the popup’s shop parts did not load', error),
    );
  return {
    close() {
      cancelled = true;
      presented?.close();
    },
  };
}

function presentPopup(
  request: PopupRequest,
  document: Document,
  shop: ShopPrepared | null,
): PopupHandle {
  const { popup, content } = request;
  // Owner HTML waits for the sanitiser chunk: its fetch starts now, while the popup is laid out.
  if (needsSanitiser(content)) void loadSanitiser().catch(() => {});
  const properties = content.design_properties ?? {};
  const layout = popupLayout({
    type: popup.poptin_type,
    format: popup.poptin_format,
    location: properties.poptin_location,
    size: content.poptin_size,
  });
  const win = document.defaultView ?? window;
  const lang = isLanguage(request.lang) ? request.lang : 'en';
  const textOptions = {
    lang,
    country: visitorCountry(win),
    freePlan: isOn(popup.if_poptin_credit),
  };
  const game =
    popup.poptin_type === 'gamified'
      ? {
          format: popup.poptin_format,
          prizes: content.gamified_prize ?? [],
          wheelHasCoupon: content.wheel_has_coupon,
          disablePostPlay: properties.disable_post_play_screen,
        }
      : undefined;
  if (game) void loadGame().catch(() => {});
  const frame: Omit<PopupFrameProps, 'closing' | 'onClose' | 'deadline'> = {
    name: popup.poptin_name,
    game,
    html: typeof content.poptin === 'string' ? content.poptin : '',
    design: designOf(content.design),
    lang,
    layout,
    close: closeOptionsOf(content),
    entry: effectOf(properties.poptin_design_entry_effect),
    exit: effectOf(properties.poptin_design_exit_effect),
    preview: request.trigger === 'preview',
    focusAtOnce: request.trigger === 'on_click',
    // A full-screen takeover or a game is skipped rather than closed.
    closeLabel:
      popup.poptin_type === 'fullpage' || popup.poptin_type === 'gamified' ? 'skip' : 'close',
    text: {
      fill: textFiller(textOptions, shop?.cartWords),
      watch: shop && ((next) => shop.watchCart((words) => next(textFiller(textOptions, words)))),
    },
    products: shop?.products ?? null,
    leadSetup: leadFormSetup(
      win,
      {
        popupId: popup.poptin_id,
        target: popup.poptin_target ?? 'lead',
        trigger: request.trigger,
        lead: request.lead,
      },
      properties,
    ),
  };

  const popupId = popup.poptin_id;
  const shown = () => {
    teaserPopupOpened(popupId);
    request.onShown();
    // An owner's preview is not a visitor's view: the host page's analytics hear nothing of it.
    if (request.trigger !== 'preview') {
      dispatchHostEvent(win, 'poptinView', { popupId, trigger: request.trigger });
    }
  };
  const mounted: PopupHandle[] = [];
  let closed = false;
  const closeAll = () => {
    if (!closed) teaserPopupClosed(popupId, false);
    closed = true;
    for (const handle of mounted.splice(0)) handle.close();
  };
  /** The countdown's end as of now, or false when it has already passed (an offer that is over). */
  const deadlineNow = (): number | null | false => {
    const deadline = popupDeadline(win, popupId, properties);
    return deadline !== null && deadline <= Date.now() ? false : deadline;
  };
  const mount = (container: Element, deadline: number | null, onGone?: () => void) => {
    const handle = mountPopup({
      ...frame,
      deadline,
      container,
      onGone,
      onClose(trigger) {
        if (closed) return;
        closed = true;
        // The other copies of an embedded popup go with the one the visitor closed.
        for (const other of mounted.splice(0)) if (other !== handle) other.close();
        teaserPopupClosed(popupId, true);
        // A game closed is a game that may be played again from its teaser (spec §4): its
        // redirect is no longer spent.
        if (game) forgetRedirect(popupId);
        request.onClose(trigger);
      },
    });
    mounted.push(handle);
  };

  if (layout.embedded && !request.standalone) {
    const deadline = deadlineNow();
    // Its countdown is over: nothing to see, so no view either.
    if (deadline === false) return { close: () => {} };
    // Placing is a chunk of its own (only pages with embedded popups need it); without a
    // placeholder on the page it places nothing and records no view.
    let placement: EmbeddedPlacement | null = null;
    import('./embedded-placements.ts').then(({ placeEmbedded }) => {
      if (closed) return;
      placement = placeEmbedded({
        document,
        popupId,
        mount: (placeholder) => mount(placeholder, deadline),
        onFirstFill: shown,
        active: () => !closed,
      });
    }, console.warn);
    return {
      close: () => {
        placement?.stop();
        closeAll();
      },
    };
  }
  // Over an open dialog, drawer, lightbox or popover of the page's own it waits (page-quiet.ts);
  // an owner's preview, and a standalone drawing (the dashboard's template pictures), at once.
  const whenQuiet = (run: () => void) =>
    request.trigger === 'preview' || request.standalone
      ? (run(), () => {})
      : whenPageQuiet(document, run);
  let stopWaiting = () => {};
  // Its turn came but it still waits for the page: closed then, it must let the next one go.
  let release: (() => void) | null = null;
  // A standalone drawing has the place to itself.
  const places = request.standalone ? alone : pagePlaces;
  const leaveQueue = places.enqueue(popupPlace(layout), (finished) => {
    release = finished;
    stopWaiting = whenQuiet(() => {
      release = null;
      // Its countdown may have run out while it waited its turn (or before it came due).
      const deadline = deadlineNow();
      if (closed || deadline === false) return finished();
      mount(document.body ?? document.documentElement, deadline, finished);
      shown();
    });
  });
  return {
    close: () => {
      leaveQueue();
      stopWaiting();
      release?.();
      release = null;
      closeAll();
    },
  };
}

/** Whether the popup shows owner HTML: a template, or an html block. */
function needsSanitiser(content: PopupContent): boolean {
  const design = designOf(content.design);
  if (!design) return typeof content.poptin === 'string' && content.poptin !== '';
  return [...design.blocks, ...(design.thank_you ?? [])].some((block) => block.type === 'html');
}
