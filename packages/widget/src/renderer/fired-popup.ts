import { isOn } from '@pinwheel/core';
// A fired popup's life once the renderer has it: shown (after the modal popups before it), its view
// recorded once it is on screen (the seen marker, the viewed call, the view event), a conversion's
// aftermath, and its close recorded (the closed marker, the closed call, the close event). This is
// the loader's work after a trigger, kept in the renderer chunk: none of it is needed before a
// popup shows, and every host page pays for each byte of embed.js (README "Build").
import type { CloseTrigger, DisplayedPopup, PopupContent } from '@pinwheel/core';
import type { DisplayClient } from '../loader/display-client.ts';
import type { EventHub } from '../loader/events.ts';
import type { PinwheelEventMap } from '../loader/pinwheel-api.ts';
import type { StoreIntegration } from '../loader/store-cart.ts';
import type { TriggerName } from '../loader/triggers/trigger-names.ts';
import type { ConvertedEmailStore } from '../loader/visitor-state/converted-email.ts';
import type { CookieJarStore } from '../loader/visitor-state/cookie-jar.ts';
import { markPopup, markSeen } from '../loader/visitor-state/popup-markers.ts';
import { showPopup } from './show-popup.ts';

/** A popup fired on this document and not closed since (the loader keeps one per popup id). */
export interface ShownPopup {
  /** The server's view id once the viewed call answered; null for a preview (nothing recorded). */
  viewId?: string | null;
  /** Takes the popup off the page, once the renderer has it there. */
  dismiss?: () => void;
}

/** What the loader's display flow lends a fired popup: fixed for the document, or read when used. */
export interface FiredPopupFlow {
  win: Window;
  events: EventHub<PinwheelEventMap>;
  client: DisplayClient;
  jar: CookieJarStore;
  email: ConvertedEmailStore;
  clientId: string;
  store: StoreIntegration;
  now(): number;
  /** The display answer's language for the current page. */
  lang(): string | undefined;
  /** The current page's visit. */
  visit(): { visitNumber: number; viewerId: string };
  /** The visitor's page, visit and store fields, as the click and conversion calls send them. */
  visitorForm(): URLSearchParams;
  /** The visitor closed a popup: the loader forgets it, then calls closeFiredPopup. */
  close(popupId: string, closeTrigger: CloseTrigger): void;
}

/**
 * Shows a fired popup whose content arrived; `view` is the loader's entry for it. `show` puts it on
 * the page (the loader's unit tests pass their own, as they do for showPopup).
 */
export function showFiredPopup(
  flow: FiredPopupFlow,
  popup: DisplayedPopup,
  content: PopupContent,
  trigger: TriggerName,
  view: ShownPopup,
  show = showPopup,
): void {
  const popupId = popup.poptin_id;
  // A visitor who gave their email (on this page or before) is not asked again by a popup that
  // says so; the server leaves such popups out of later pages' answers, and this covers one armed
  // on the page before the conversion. A click on its link is the visitor asking: that shows.
  if (
    trigger !== 'on_click' &&
    trigger !== 'preview' &&
    isOn(popup.stop_showing_to_converted_users) &&
    flow.email.read()
  ) {
    return;
  }
  view.dismiss = show({
    popup,
    content,
    lang: flow.lang(),
    trigger,
    onShown: () => recordView(flow, popup, trigger, view),
    onClose: (closeTrigger) => flow.close(popupId, closeTrigger),
    // What the lead form sends with a conversion, and what follows one.
    lead: {
      viewerId: flow.visit().viewerId,
      visitorForm: flow.visitorForm,
      viewId: () => view.viewId,
      onConverted(address) {
        if (address) flow.email.remember(address);
        markPopup(flow.jar, 'converted', popupId, String(flow.now()));
        flow.events.emit('submit', { popupId });
      },
    },
  }).close;
}

/**
 * The popup is on screen: the seen marker (frequency state), the viewed call, the view event. A
 * preview records nothing (its view id stays null, so its close is not recorded either).
 */
function recordView(
  flow: FiredPopupFlow,
  popup: DisplayedPopup,
  trigger: TriggerName,
  view: ShownPopup,
): void {
  const popupId = popup.poptin_id;
  if (trigger === 'preview') return void (view.viewId = null);
  const { visitNumber, viewerId } = flow.visit();
  markSeen(flow.jar, popupId, {
    now: flow.now(),
    visitNumber,
    embedded: popup.poptin_type === 'embedded',
  });
  void flow.client
    .json('viewed', `viewed/${encodeURIComponent(popupId)}`, {
      viewer_id: viewerId,
      trigger,
      client_id: flow.clientId,
      type: popup.poptin_type,
      url: flow.win.location.href,
      ...flow.store,
      converted_email: flow.email.read(),
    })
    .then((answer) => {
      reportActivity(flow, popupId, 'viewed');
      const id = (answer as { poptin_view_id?: unknown } | null)?.poptin_view_id;
      const viewId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
      view.viewId = viewId ?? undefined;
      flow.events.emit('view', { popupId, trigger, viewId });
    });
}

/**
 * Takes a popup the loader has just forgotten off the page and records the close: its marker, the
 * close event, the closed call (with the view it ends, when the viewed call has answered).
 */
export async function closeFiredPopup(
  flow: FiredPopupFlow,
  popupId: string,
  view: ShownPopup,
  closeTrigger: CloseTrigger,
): Promise<void> {
  view.dismiss?.();
  const preview = view.viewId === null;
  if (!preview) markPopup(flow.jar, 'closed', popupId, String(flow.now()));
  flow.events.emit('close', { popupId, closeTrigger });
  if (preview) return;
  reportActivity(flow, popupId, 'closed');
  await flow.client.json(
    'closed',
    `closed/${encodeURIComponent(popupId)}`,
    {
      client_id: flow.clientId,
      url: flow.win.location.href,
      close_trigger: closeTrigger,
      viewer_id: flow.visit().viewerId,
      poptin_view_id: view.viewId ?? undefined,
      converted_email: flow.email.read(),
      ...flow.store,
    },
    true,
  );
}

/**
 * A visitor who gave their email (kept by the loader) saw or closed a popup: the
 * conversion-activities call (spec §7), so the server knows what its converted visitors do.
 */
function reportActivity(flow: FiredPopupFlow, popupId: string, activity: 'viewed' | 'closed') {
  const email = flow.email.read();
  if (email) {
    void flow.client.json(
      'conversion activity',
      `conversion-activities/${encodeURIComponent(flow.clientId)}`,
      { email, poptin_id: popupId, activity, url: flow.win.location.href, ...flow.store },
      true,
    );
  }
}
