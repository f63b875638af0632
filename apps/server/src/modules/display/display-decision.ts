// Decides a display request (spec §6, §7): the gates first (unknown client, a page on a domain the
// site has not allowed, a restricted client, a plan whose monthly views are used up), then which
// popups this visitor gets: the preview popup alone, or the live popups after the A/B split
// (sticky per visitor id), the converted-visitor rule and core's targeting engine over what the
// server knows (page URL, device, country, language, frequency and engagement markers). Rules that need the browser
// (JS variables, cookies, page source, the cart, triggers) pass here; the loader decides them.
import {
  displayRefusal,
  isOn,
  keepChosenVariants,
  rulesAllow,
  type DisplayVisitorState,
  type VisitorContext,
} from '@pinwheel/core';
import { siteRefusal, siteRefusalMessages, type SiteRefusalReason } from '../sites/index.ts';
import type { EventRecorder } from './event-recorder.ts';
import { codeStopped, viewsUsed, type ServedPopup, type SiteSnapshot } from './site-snapshot.ts';
import { targetingInputsOf } from './visitor-state.ts';

/** Refusal messages: the sites gate's, and the click call's own; the spec's are core's. */
export const refusalMessages = { ...siteRefusalMessages, unknownPopup: 'Popup not found' } as const;

export type RefusalReason = SiteRefusalReason | 'max_views' | 'unknown_popup';

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
  const refused = siteRefusal(snapshot?.site ?? null, input.host);
  if (refused) return refuse(snapshot, refused.reason, refused.message);
  const site = (snapshot as SiteSnapshot).site;
  if (
    !input.preview &&
    site.monthlyViewLimit !== null &&
    viewsUsed(snapshot as SiteSnapshot, recorder) >= site.monthlyViewLimit
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
  previewPopupId: string | undefined;
  now: number;
  /** The visitor's country (ISO code) and the answer's language, for the popups that ask. */
  country?: string;
  language?: string;
}

/**
 * Choices for visitors without history, per snapshot. A visitor who has seen, closed, converted on
 * and embedded nothing (most display calls: a new visitor's first page) gets a choice that depends
 * only on the page, the device, the country and language, the cart, the embedded placeholders,
 * whether they converted and their A/B variants, never on the time (frequency rules pass everything unseen). So such choices
 * are kept with the snapshot they came from (and go when the cache replaces it, within the TTL);
 * visitors with history are always judged afresh.
 */
const firstVisitChoices = new WeakMap<SiteSnapshot, Map<string, readonly ServedPopup[]>>();
/** Bounds on what one snapshot keeps: choices, and how long a page address may be to be a key. */
export const FIRST_VISIT_CHOICES_PER_SNAPSHOT = 64;
const FIRST_VISIT_KEY_MAX_URL = 1024;

function hasHistory(visitor: DisplayVisitorState): boolean {
  if (visitor.seen.length + visitor.closed.length + visitor.converted.length > 0) return true;
  if (visitor.embedded.length > 0) return true;
  for (const _id in visitor.frequency) return true;
  return false;
}

/** The memo key of a visitor without history, or null when the choice must be worked out. */
function firstVisitKey(
  snapshot: SiteSnapshot,
  input: PopupChoiceInput,
  converted: boolean,
  chosen: ReadonlySet<string> | null,
): string | null {
  if (hasHistory(input.visitor)) return null;
  const url = input.url ?? '';
  if (url.length > FIRST_VISIT_KEY_MAX_URL) return null;
  // Only placeholders of this site's popups can change the choice.
  const embedded =
    input.embeddedOnPage.size === 0
      ? ''
      : [...input.embeddedOnPage]
          .filter((id) => snapshot.byId.has(id))
          .sort()
          .join();
  const variants = chosen === null ? '' : [...chosen].sort().join();
  // Only the address, last, may hold a newline (ids are 13 letters and digits), so the parts
  // cannot run into each other.
  const visitor = `${input.country ?? ''}|${input.language ?? ''}`;
  return `${input.mobile ? 'm' : 'd'}${converted ? 'c' : '-'}${visitor}\n${embedded}\n${variants}\n${url}`;
}

/** Which of the site's popups this visitor gets. */
export function choosePopups(
  snapshot: SiteSnapshot,
  input: PopupChoiceInput,
): readonly ServedPopup[] {
  if (input.previewPopupId !== undefined) {
    const preview = snapshot.byId.get(input.previewPopupId);
    return preview ? [preview] : [];
  }
  const converted = input.convertedEmail !== undefined && input.convertedEmail.includes('@');
  // Only the popups in A/B tests need a choice; most sites have none.
  const chosen =
    snapshot.inAbTests.length === 0
      ? null
      : new Set(
          keepChosenVariants(snapshot.inAbTests, input.visitorKey, snapshot.abTests).map(
            (popup) => popup.poptin_id,
          ),
        );
  const key = firstVisitKey(snapshot, input, converted, chosen);
  if (key === null) return judgePopups(snapshot, input, converted, chosen);
  let choices = firstVisitChoices.get(snapshot);
  if (!choices) firstVisitChoices.set(snapshot, (choices = new Map()));
  let choice = choices.get(key);
  if (!choice) {
    choice = judgePopups(snapshot, input, converted, chosen);
    // Many distinct pages within one TTL: start over rather than grow without bound.
    if (choices.size >= FIRST_VISIT_CHOICES_PER_SNAPSHOT) choices.clear();
    choices.set(key, choice);
  }
  return choice;
}

/** Runs the converted-visitor rule, the embedded placeholders and every popup's rules. */
function judgePopups(
  snapshot: SiteSnapshot,
  input: PopupChoiceInput,
  converted: boolean,
  chosen: ReadonlySet<string> | null,
): ServedPopup[] {
  const context: VisitorContext = {
    now: input.now,
    url: input.url,
    device: input.mobile ? 'mobile' : 'desktop',
    ...(input.country ? { country: input.country } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...targetingInputsOf(input.visitor),
    // No cart, though the request may carry one: the page changes the cart without a new display
    // call (an add in the background), and the loader decides cart rules again after each change
    // (spec §9), so a popup whose cart rule fails now must still reach it. Skipped here, it passes.
  };
  return snapshot.live.filter((served) => {
    if (served.abTest !== null && !chosen?.has(served.id)) return false;
    const popup = served.popup;
    if (converted && isOn(popup.stop_showing_to_converted_users)) return false;
    if (popup.poptin_type === 'embedded' && !input.embeddedOnPage.has(served.id)) return false;
    // A code it shows no longer works: showing it would promise what checkout refuses.
    if (codeStopped(served, input.now)) return false;
    return rulesAllow(served.rules, context);
  });
}
