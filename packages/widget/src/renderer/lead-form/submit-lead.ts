// The conversion call (spec §7 `POST {api}/api/display/conversion/{viewer_id}`): the visitor's page
// and visit fields from the loader, this popup's and showing's fields, the form's raw values and
// its field list (`newExtraFields`), form-encoded (a simple request: no preflight). The answer is
// the stored conversion, the fields the server refused (it runs the same rules), or a failure,
// which is logged (spec §8) and left to the caller to show.
import type { GamePrizeResult } from '@pinwheel/core';
import type { LeadFieldEntry, LeadValue } from '@pinwheel/core/lead-form';
import type { LeadRequest } from './lead-request.ts';

/** The loader's visitor fields the conversion call carries (the rest belong to the display call). */
const VISITOR_FIELDS = [
  'client_id',
  'referrer',
  'previous_url',
  'origin_landing_page',
  'previous_visited_pages',
  'previous_visited_pages_with_time',
  'all_visited_pages',
  'store_integration',
  'store_integration_customer_id',
  'browser_language',
  // The popup's language (the page's): the answer's messages and prize label are in it.
  'page_lang',
  'operating_system',
];

export interface LeadSubmission {
  base: string;
  lead: LeadRequest;
  popupId: string;
  /** poptin_target: lead, click, … */
  target: string;
  trigger: string;
  entries: readonly LeadFieldEntry[];
  /** What the visitor typed or chose, by field name (checkbox groups: a list). */
  values: Readonly<Record<string, LeadValue>>;
  /** The consent checkbox, when the form has one. */
  consent?: boolean;
  /** A click conversion's own fields: `coupon` (a copied code), `extra_button` (its label). */
  extra?: Record<string, string>;
  /** Sent even if the page is left at once (a link's click). */
  keepalive?: boolean;
}

export type SubmitOutcome =
  | {
      sent: true;
      conversionId: string;
      conversionCode: string;
      /** The popup's coupon code as this lead got it (the server's choice, never ours). */
      couponCode?: string;
      /** A game's prize, drawn by the server: what the wheel lands on. */
      prize?: GamePrizeResult;
    }
  | { sent: false; invalid: Array<{ field: string; message: string }> }
  | { sent: false; failed: true };

export function conversionForm(win: Window, submission: LeadSubmission): URLSearchParams {
  const visitor = submission.lead.visitorForm();
  const form = new URLSearchParams();
  for (const name of VISITOR_FIELDS) {
    const value = visitor.get(name);
    if (value) form.set(name, value);
  }
  form.set('url', win.location.href);
  form.set('title', win.document.title);
  form.set('poptin_id', submission.popupId);
  form.set('p_target', submission.target);
  form.set('trigger', submission.trigger);
  form.set('visitor', visitor.get('if_mobile') === '1' ? 'mobile' : 'desktop');
  const viewId = submission.lead.viewId();
  if (viewId) form.set('poptin_view_id', viewId);
  if (submission.consent !== undefined)
    form.set('checkbox_checked', submission.consent ? '1' : '0');
  form.set('newExtraFields', JSON.stringify(submission.entries));
  for (const [name, value] of Object.entries(submission.extra ?? {})) form.set(name, value);
  for (const [name, value] of Object.entries(submission.values)) {
    if (typeof value === 'string') form.set(name, value);
    else for (const item of value) form.append(name, item);
  }
  return form;
}

export async function sendConversion(
  win: Window,
  submission: LeadSubmission,
): Promise<SubmitOutcome> {
  const address = `${submission.base}api/display/conversion/${encodeURIComponent(submission.lead.viewerId)}`;
  try {
    const response = await win.fetch(address, {
      method: 'POST',
      credentials: 'omit',
      keepalive: submission.keepalive === true,
      body: conversionForm(win, submission),
    });
    const answer = (await response.json().catch(() => null)) as {
      conversion_id?: unknown;
      integration?: { conversion_code?: unknown };
      coupon?: { code?: unknown };
      prize?: GamePrizeResult;
      error?: { code?: unknown; fields?: Array<{ field?: unknown; reason?: unknown }> };
    } | null;
    if (response.ok && typeof answer?.conversion_id === 'string') {
      const code = answer.integration?.conversion_code;
      const coupon = answer.coupon?.code;
      return {
        sent: true,
        conversionId: answer.conversion_id,
        conversionCode: typeof code === 'string' ? code : '',
        ...(typeof coupon === 'string' && coupon ? { couponCode: coupon } : {}),
        // A game's prize, drawn by the server: what the wheel lands on.
        prize: answer.prize,
      };
    }
    if (response.status === 400 && answer?.error?.code === 'invalid_fields') {
      const invalid = (answer.error.fields ?? []).flatMap(({ field, reason }) =>
        typeof field === 'string' && typeof reason === 'string' ? [{ field, message: reason }] : [],
      );
      if (invalid.length > 0) return { sent: false, invalid };
    }
    throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.warn('Pinwheel: the conversion request failed', address, error);
    return { sent: false, failed: true };
  }
}
