// Sending the contact form, one press of its button (spec storefront-and-forms §4, §5): checked
// with the form's published rules first, then sent; the server's answer decides the status. A sent
// form resets and asks the refill call for what the next message needs (a fresh time-trap token,
// the captcha and quiz when the form has them); its answer restores sent.
import {
  CONTACT_FORM_STARTED,
  contactFormMessage,
  formStatusOf,
  normalisedUrlInput,
  validateForm,
  type ContactFormStatus,
  type Language,
} from '@pinwheel/core/contact-forms';
import type { Dispatch } from 'react';
import { flushSync } from 'react-dom';
import {
  refill,
  sendFeedback,
  type ContactFormEndpoint,
  type PublishedContactForm,
} from './contact-form-client.ts';
import type { ContactFormAction, Invalid } from './contact-form-state.ts';
import { formValuesOf } from './form-values.ts';

export interface ContactFormSending {
  element: HTMLFormElement;
  form: PublishedContactForm;
  endpoint: ContactFormEndpoint;
  lang: Language;
  /** The required acceptance boxes: when only they fail, the form is unaccepted, not invalid. */
  gates: string[];
  /** The time-trap token this message posts back. */
  started: string;
  signal: AbortSignal;
  dispatch: Dispatch<ContactFormAction>;
}

/** Shows a refusal, and takes the visitor to the first field to fix. */
function refuse(
  sending: ContactFormSending,
  status: ContactFormStatus,
  invalid: Invalid,
  message: string,
) {
  sending.dispatch({ type: 'refused', status, invalid, message });
  const first = Object.keys(invalid)[0];
  if (first) {
    sending.element.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`)?.focus();
  }
}

export async function sendContactForm(sending: ContactFormSending): Promise<void> {
  const { element, form, endpoint, lang, gates, dispatch } = sending;
  // Drawn at once: validating is a status of its own (§4), seen before the answer comes.
  flushSync(() => dispatch({ type: 'validating' }));
  // URL fields get http:// before they are judged, as they would on leaving them.
  for (const field of form.fields.filter((one) => one.type === 'url')) {
    const input = element.elements.namedItem(field.name);
    if (input instanceof HTMLInputElement) input.value = normalisedUrlInput(input.value);
  }
  const found = validateForm(form.schema, formValuesOf(element), { lang });
  const byField = Object.fromEntries(found.map((one) => [one.field, one.message]));
  if (found.some((one) => !gates.includes(one.field))) {
    return refuse(sending, 'invalid', byField, contactFormMessage(lang, 'validation_failed'));
  }
  if (found.length > 0) {
    return refuse(sending, 'unaccepted', {}, contactFormMessage(lang, 'acceptance_missing'));
  }

  dispatch({ type: 'submitting' });
  const data = new FormData(element);
  data.set(CONTACT_FORM_STARTED, sending.started);
  const result = await sendFeedback(endpoint, data, sending.signal);
  if (!result.ok) {
    const status = result.failure === 'aborted' ? 'aborted' : 'failed';
    return refuse(sending, status, {}, contactFormMessage(lang, result.failure));
  }
  const answer = result.value;
  dispatch({ type: 'challenged', challenges: answer });
  const next = formStatusOf(answer.status);
  if (next !== 'sent') {
    const serverInvalid = Object.fromEntries(
      answer.invalid_fields.map((one) => [one.field, one.message]),
    );
    return refuse(sending, next, serverInvalid, answer.message);
  }
  // §4: after sent the form resets, then the refill call restores the sent status.
  dispatch({ type: 'reset', message: answer.message });
  // The message went: a refill that cannot be reached still leaves the form saying so.
  const refilled = await refill(endpoint);
  dispatch({ type: 'refilled', answer: refilled.ok ? refilled.value : null });
}
