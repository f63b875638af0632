// Decides a display request (spec §6, §7): the gates first (unknown client, a page on a domain the
// site has not allowed, a restricted client, a plan whose monthly views are used up), then which
// popups this visitor gets: the preview popup alone, or the live popups after the A/B split
// (sticky per visitor id), the converted-visitor rule and core's targeting engine over what the
// server knows (page URL, device, frequency and engagement markers, cart totals). Rules that need
// the browser (JS variables, cookies, page source, triggers) pass here; the loader decides them.
import {
  displayRefusal,
  isOn,
  keepChosenVariants,
  rulesAllow,
  type CartState,
  type DisplayVisitorState,
  type VisitorContext,
} from '@pinwheel/core';
import { viewsUsed, type ServedPopup, type SiteSnapshot } from './site-cache.ts';
import { domainAllowed } from './site-records.ts';
import type { EventRecorder } from './event-recorder.ts';
import { targetingInputsOf } from './visitor-state.ts';

/** Messages for refusals the spec does not word; the spec's own two are core's displayRefusal. */
export const refusalMessages = {
  unknownClient: 'Unknown client id',
  domainNotAllowed: 'Domain not allowed',
  unknownPopup: 'Popup not found',
} as const;

export type RefusalReason =
  'unknown_client' | 'domain_not_allowed' | 'client_restricted' | 'max_views' | 'unknown_popup';

export interface DisplayRefusal {
  display: 'not_allowed';
  reason: RefusalReason;
  message: string;
  snapshot: SiteSnapshot | null;
}

export interface GateInput {
  /** The host the request comes from (its Origin, else the page's `domain` field). */
  host: string | undefined;
  /** Previews skip the view limit: an owner checking a draft spends no plan views. */
  preview: boolean;
}

function refuse(
  snapshot: SiteSnapshot | null,
  reason: RefusalReason,
  message: string,
): DisplayRefusal {
  return { display: 'not_allowed', reason, message, snapshot };
}

/** The first gate that refuses, or null when the site may show popups to this request. */
export function gateRefusal(
  snapshot: SiteSnapshot | null,
  input: GateInput,
  recorder: EventRecorder,
): DisplayRefusal | null {
  if (!snapshot) return refuse(null, 'unknown_client', refusalMessages.unknownClient);
  const { site } = snapshot;
  if (site.allowedDomains.length > 0 && !domainAllowed(site, input.host ?? '')) {
    return refuse(snapshot, 'domain_not_allowed', refusalMessages.domainNotAllowed);
  }
  if (site.isRestricted) {
    return refuse(snapshot, 'client_restricted', displayRefusal.clientRestricted);
  }
  if (
    !input.preview &&
    site.monthlyViewLimit !== null &&
    viewsUsed(snapshot, recorder) >= site.monthlyViewLimit
  ) {
    return refuse(snapshot, 'max_views', displayRefusal.maxViews);
  }
  return null;
}

export interface PopupChoiceInput {
  visitor: DisplayVisitorState;
  /** Who the A/B split sticks to: the visitor id, or a stand-in when the loader sent none. */
  visitorKey: string;
  url: string | undefined;
  mobile: boolean;
  /** Ids of the embedded placeholders on the page (poptin_forms_id). */
  embeddedOnPage: ReadonlySet<string>;
  convertedEmail: string | undefined;
  cart: CartState | undefined;
  previewPopupId: string | undefined;
  now: number;
}

/** Which of the site's popups this visitor gets. */
export function choosePopups(snapshot: SiteSnapshot, input: PopupChoiceInput): ServedPopup[] {
  if (input.previewPopupId !== undefined) {
    const preview = snapshot.byId.get(input.previewPopupId);
    return preview ? [preview] : [];
  }
  const converted = input.convertedEmail !== undefined && input.convertedEmail.includes('@');
  const context: VisitorContext = {
    now: input.now,
    url: input.url,
    device: input.mobile ? 'mobile' : 'desktop',
    ...targetingInputsOf(input.visitor),
    cart: input.cart,
  };
  // Only the popups in A/B tests need a choice; most sites have none.
  const chosen =
    snapshot.inAbTests.length === 0
      ? null
      : new Set(
          keepChosenVariants(snapshot.inAbTests, input.visitorKey, snapshot.abTests).map(
            (popup) => popup.poptin_id,
          ),
        );
  return snapshot.live.filter((served) => {
    if (served.abTest !== null && !chosen?.has(served.id)) return false;
    const popup = served.popup;
    if (converted && isOn(popup.stop_showing_to_converted_users)) return false;
    if (popup.poptin_type === 'embedded' && !input.embeddedOnPage.has(served.id)) return false;
    return rulesAllow(served.rules, context);
  });
}

/** A cart from the request's cart fields, or undefined when the loader sent none. */
export function cartOf(totalPrice: string | undefined, totalItems: string | undefined) {
  if (!totalPrice && !totalItems) return undefined;
  const price = Number(totalPrice ?? 0);
  const items = Number(totalItems ?? 0);
  return {
    totalPrice: Number.isFinite(price) ? price : Number.NaN,
    itemCount: Number.isFinite(items) ? items : Number.NaN,
  };
}
