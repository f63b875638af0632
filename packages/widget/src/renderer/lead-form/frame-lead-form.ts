// The popup frame's side of its forms: the context a form block sends through (the conversion with
// the popup's host element, the redirect after it, the click that counts as one), and a template's
// own form, read and sent the same way. What follows a stored conversion (the thank-you screen or
// the close) is the frame's, handed in as `afterSent`.
import type { GamePrizeResult, Language } from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import { useMemo, useRef, type RefObject } from 'react';
import type { LeadFormContext } from './lead-form-context.ts';
import { redirectAfter, sendClick, sendLead, type LeadFormSetup } from './lead-form-setup.ts';
import { readTemplateForm } from './template-form.ts';

export interface FrameLeadFormOptions {
  lang: Language;
  preview: boolean;
  leadSetup: LeadFormSetup;
  /**
   * After a stored conversion: the redirect, then the thank-you screen or the close; with the
   * popup's coupon code as the lead got it, and a game's prize, when the answer carried them.
   */
  afterSent(
    values: Record<string, LeadValue>,
    couponCode: string | undefined,
    prize: GamePrizeResult | undefined,
  ): void;
  /** The frame takes no template submit now (closing, thanked, or the body is a design document). */
  templateBlocked: boolean;
}

export interface FrameLeadForm {
  form: LeadFormContext;
  /** A template's own form was submitted (no design document): its named controls are the lead. */
  submitTemplate(element: HTMLFormElement): Promise<void>;
}

export function useFrameLeadForm(
  frameRef: RefObject<HTMLElement | null>,
  options: FrameLeadFormOptions,
): FrameLeadForm {
  const { lang, preview, leadSetup } = options;
  // The context stays the same object while its inputs do; it reads the latest afterSent.
  const afterSentRef = useRef(options.afterSent);
  afterSentRef.current = options.afterSent;
  const sendingTemplate = useRef(false);
  /** The code the last stored conversion answered, for the thank-you screen. */
  const couponCode = useRef<string | undefined>(undefined);
  /** The prize the last stored conversion drew (a game's), handed on with `sent`. */
  const prize = useRef<GamePrizeResult | undefined>(undefined);

  const form = useMemo<LeadFormContext>(() => {
    const host = () => {
      const root = frameRef.current?.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    return {
      lang,
      preview,
      country: leadSetup.country,
      base: leadSetup.base,
      consentRequired: leadSetup.consentRequired,
      consentDefault: leadSetup.consentDefault,
      send: (entries, values, consent) => {
        const emailEntry = entries.find((entry) => entry.type === 'email');
        const email = emailEntry ? values[emailEntry.name] : undefined;
        return sendLead(
          window,
          leadSetup,
          host(),
          { entries, values, consent, email: typeof email === 'string' ? email : undefined },
          preview,
        ).then((outcome) => {
          if (outcome.sent) {
            couponCode.current = outcome.couponCode;
            prize.current = outcome.prize;
          }
          return outcome;
        });
      },
      sent: (values) => afterSentRef.current(values, couponCode.current, prize.current),
      // Spec §8: a failed conversion call still redirects when the popup redirects.
      failed: (values) => !preview && redirectAfter(window, leadSetup, values),
      clicked: (click) => sendClick(window, leadSetup, click, preview),
      clickTarget: leadSetup.target === 'click',
    };
  }, [frameRef, lang, preview, leadSetup]);

  async function submitTemplate(element: HTMLFormElement): Promise<void> {
    if (options.templateBlocked || sendingTemplate.current) return;
    sendingTemplate.current = true;
    const read = readTemplateForm(element);
    const outcome = await form.send(read.entries, read.values, read.consent);
    sendingTemplate.current = false;
    if (outcome.sent) return form.sent(read.values, undefined);
    if ('invalid' in outcome) {
      // A template has no places for messages: the browser's own bubble says it, on the field.
      for (const { field, message } of outcome.invalid) {
        const control = element.elements.namedItem(field);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          control.setCustomValidity(message);
          control.addEventListener('input', () => control.setCustomValidity(''), { once: true });
        }
      }
      element.reportValidity();
      return;
    }
    form.failed(read.values);
  }

  return { form, submitTemplate };
}
