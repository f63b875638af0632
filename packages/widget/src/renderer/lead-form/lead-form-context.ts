// What a form block needs from its popup's frame: the language, whether this is a preview, the
// visitor's country (the phone picker starts there), where our server is (the email domain list),
// the consent box's settings, and the two steps that are the frame's: sending a conversion and
// going on once it is stored (thank-you screen or redirect).
import type { Language } from '@pinwheel/core';
import type { LeadFieldEntry, LeadValue } from '@pinwheel/core/lead-form';
import type { SubmitOutcome } from './submit-lead.ts';

export interface LeadFormContext {
  lang: Language;
  preview: boolean;
  /** ISO 3166-1 alpha-2, or '' when unknown. */
  country: string;
  /** Our server's base URL (ending in /), or '' when unknown (the domain list is then skipped). */
  base: string;
  consentRequired: boolean;
  consentDefault: boolean;
  /** Sends the conversion (a preview sends nothing and succeeds). */
  send(
    entries: readonly LeadFieldEntry[],
    values: Record<string, LeadValue>,
    consent: boolean | undefined,
  ): Promise<SubmitOutcome>;
  /** The conversion is stored: the thank-you screen or the redirect. */
  sent(values: Record<string, LeadValue>, email: string | undefined): void;
  /**
   * The conversion call failed: the popup redirects anyway when it has a redirect (spec §8's
   * fallback), answering true; else the form says it failed and keeps what was typed.
   */
  failed(values: Record<string, LeadValue>): boolean;
  /** A click that counts as a conversion: a copied coupon, a click-target popup's link. */
  clicked(click: { coupon: string } | { button: string }): void;
  /** The popup's target is a click (poptin_target `click`): its link buttons convert. */
  clickTarget: boolean;
}
