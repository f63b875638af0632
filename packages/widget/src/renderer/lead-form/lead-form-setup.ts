// Everything a popup's lead form needs that is decided when the popup is shown (show-popup.ts):
// which popup and showing, the loader's visitor hooks, our server, the visitor's country, the
// consent box and the redirect settings; and the two steps a frame takes with it: sending a
// conversion (with what follows one on the host page) and redirecting after it.
import { isOn, type DesignProperties } from '@pinwheel/core';
import type { LeadFieldEntry, LeadValue } from '@pinwheel/core/lead-form';
import { dispatchHostEvent } from '../host-events.ts';
import { addConversionCode, redirectAddress, redirectOnce } from './after-conversion.ts';
import type { LeadRequest } from './lead-request.ts';
import { sendConversion, type SubmitOutcome } from './submit-lead.ts';

export interface LeadFormSetup {
  popupId: string;
  /** poptin_target. */
  target: string;
  trigger: string;
  /** The loader's hooks; absent where nothing may be sent (a preview, a test). */
  lead?: LeadRequest;
  base: string;
  country: string;
  consentRequired: boolean;
  consentDefault: boolean;
  /** Where to go after a conversion, and whether the form's values go along. */
  redirect: { url: string; sendFormData: boolean } | null;
  /** What a conversion adds to the store's cart: `variantId@quantity@redirectFlag` each. */
  cartItems: string[];
}

const CART_ITEM_FIELDS = [
  'add_to_cart',
  'shopify_add_to_cart_2',
  'shopify_add_to_cart_3',
  'shopify_add_to_cart_4',
  'shopify_add_to_cart_5',
  'shopify_add_to_cart_6',
] as const;

export function leadFormSetup(
  win: Window,
  request: { popupId: string; target: string; trigger: string; lead?: LeadRequest },
  properties: DesignProperties,
): LeadFormSetup {
  const redirectUrl = properties.poptin_design_redirect_url?.trim() ?? '';
  return {
    ...request,
    base: (win as { Pinwheel?: { base?: string } }).Pinwheel?.base ?? '',
    country: visitorCountry(win),
    consentRequired: isOn(properties.field_checkbox_required),
    consentDefault: isOn(properties.field_checkbox_default_marked),
    redirect:
      isOn(properties.poptin_design_redirect) && redirectUrl
        ? { url: redirectUrl, sendFormData: isOn(properties.poptin_design_redirect_send_form_data) }
        : null,
    cartItems: CART_ITEM_FIELDS.map((name) => properties[name]?.trim() ?? '').filter(Boolean),
  };
}

/** The visitor's country: the one the server last told the loader (its cookie), else the browser's region. */
export function visitorCountry(win: Window): string {
  const cookie = /(?:^|;\s*)poptin_user_country=([A-Za-z]{2})/.exec(win.document.cookie);
  if (cookie) return cookie[1]!.toUpperCase();
  const region = /-([A-Za-z]{2})$/.exec(win.navigator.language ?? '');
  return region ? region[1]!.toUpperCase() : '';
}

/**
 * Sends a conversion; once stored: the site's conversion code, the loader's bookkeeping (converted
 * marker, remembered email, `submit` event), `poptinSubmit` on the window and the class
 * `poptin-submitted` on the popup's element. A preview sends nothing and succeeds.
 */
export async function sendLead(
  win: Window,
  setup: LeadFormSetup,
  host: Element | null,
  form: {
    entries: readonly LeadFieldEntry[];
    values: Record<string, LeadValue>;
    consent: boolean | undefined;
    email: string | undefined;
  },
  preview: boolean,
): Promise<SubmitOutcome> {
  if (preview || !setup.lead) {
    if (!preview) console.warn('Pinwheel: this popup cannot send its form here', setup.popupId);
    return preview
      ? { sent: true, conversionId: '', conversionCode: '' }
      : { sent: false, failed: true };
  }
  const outcome = await sendConversion(win, { ...setup, lead: setup.lead, ...form });
  if (!outcome.sent) return outcome;
  addConversionCode(win.document, outcome.conversionCode);
  setup.lead.onConverted(form.email);
  host?.classList.add('poptin-submitted');
  dispatchHostEvent(win, 'poptinSubmit', { popupId: setup.popupId });
  return outcome;
}

/** The redirect after a conversion (or, spec §8, after a failed one); true when it will happen. */
export function redirectAfter(
  win: Window,
  setup: LeadFormSetup,
  values: Record<string, LeadValue>,
): boolean {
  if (!setup.redirect) return false;
  const address = redirectAddress(
    win,
    setup.redirect.url,
    setup.redirect.sendFormData ? values : null,
  );
  return redirectOnce(win, setup.popupId, address);
}

/**
 * A click that counts as a conversion (spec §7): a click-target popup's link button, or a copied
 * coupon code. Nothing is typed, so nothing is checked; sent with keepalive, since a link may
 * leave the page at once. A click-target popup is then converted (the marker and the `submit`
 * event); a copied code only counts.
 */
export function sendClick(
  win: Window,
  setup: LeadFormSetup,
  click: { coupon: string } | { button: string },
  preview: boolean,
): void {
  if (preview || !setup.lead) return;
  const lead = setup.lead;
  const extra: Record<string, string> =
    'coupon' in click ? { coupon: click.coupon } : { extra_button: click.button };
  void sendConversion(win, {
    ...setup,
    lead,
    entries: [],
    values: {},
    extra,
    keepalive: true,
  }).then((outcome) => {
    if (outcome.sent && 'button' in click) lead.onConverted(undefined);
  });
}
