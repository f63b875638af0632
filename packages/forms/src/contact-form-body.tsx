// A published contact form, drawn and sent: its one state object (contact-form-state.ts) moved by
// the fields as they are left, ticked and typed in, and by sending (contact-form-send.ts). Errors
// show three ways: a tip beside each field, a list for screen readers, a response area.
import {
  contactFormMessage,
  requiredAcceptances,
  validateForm,
  type Language,
} from '@pinwheel/core/contact-forms';
import { Fragment, useEffect, useId, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { ChallengeFields } from './challenge-fields.tsx';
import { useCheckAfterPress } from './check-after-press.ts';
import type { ContactFormEndpoint, PublishedContactForm } from './contact-form-client.ts';
import { sendContactForm } from './contact-form-send.ts';
import { contactFormReducer, initialContactFormState, isBusy } from './contact-form-state.ts';
import { FieldRow } from './field-row.tsx';
import { formValuesOf } from './form-values.ts';
import { ScreenReaderResponse } from './screen-reader-response.tsx';
import { SpamTrapFields } from './spam-trap-fields.tsx';

export function ContactFormBody({
  form,
  endpoint,
  lang,
}: {
  form: PublishedContactForm;
  endpoint: ContactFormEndpoint;
  lang: Language;
}) {
  const idPrefix = `pw-cf-${useId().replace(/[^\w-]/g, '')}`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(contactFormReducer, form.started, initialContactFormState);
  const inFlight = useRef<AbortController | null>(null);
  const gates = useMemo(
    () => requiredAcceptances({ fields: form.fields, rules: [] }),
    [form.fields],
  );
  const gated = gates.some((name) => !state.ticked[name]);
  const busy = isBusy(state.status);

  /** Checks one field as the visitor leaves it; a tip shows or goes. */
  const checkField = useCheckAfterPress((name) => {
    if (!formRef.current) return;
    const found = validateForm(form.schema, formValuesOf(formRef.current), { lang, field: name });
    const invalid = Object.fromEntries(found.map((one) => [one.field, one.message]));
    dispatch({ type: 'checked', field: name, invalid });
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = formRef.current;
    if (!element || busy) return;
    const controller = new AbortController();
    inFlight.current = controller;
    await sendContactForm({
      element,
      form,
      endpoint,
      lang,
      gates,
      started: state.started,
      signal: controller.signal,
      dispatch,
    });
    inFlight.current = null;
  }

  useEffect(() => () => inFlight.current?.abort(), []);

  const { status, invalid, message } = state;
  return (
    <form
      ref={formRef}
      className={`pw-cf__form pw-cf__form--${status}`}
      data-status={status}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <ScreenReaderResponse
        message={message}
        invalid={invalid}
        fields={form.fields}
        lang={lang}
        fieldId={fieldId}
      />
      {/* Drawn anew, empty, each time a sent form resets (see `resets`). */}
      <Fragment key={state.resets}>
        {form.fields.map((field) => (
          <FieldRow
            key={field.name}
            field={field}
            id={fieldId(field.name)}
            lang={lang}
            tip={invalid[field.name]}
            count={state.counts[field.name]}
            onLeave={() => checkField(field.name)}
            onCount={(value) => dispatch({ type: 'counted', field: field.name, value })}
            onTick={(checked) => dispatch({ type: 'ticked', field: field.name, checked })}
          />
        ))}
        {/* Group errors (any/all on a name that is no field) have no field to sit beside. */}
        {Object.entries(invalid)
          .filter(([name]) => !form.fields.some((field) => field.name === name))
          .map(([name, words]) => (
            <p key={name} className="pw-cf__tip pw-cf__tip--group">
              {words}
            </p>
          ))}
        <ChallengeFields challenges={state.challenges} lang={lang} fieldId={fieldId} />
        <SpamTrapFields started={state.started} lang={lang} />
      </Fragment>
      <div className="pw-cf__actions">
        <button
          type="submit"
          className="pw-cf__submit"
          disabled={gated || busy}
          aria-describedby={gated ? `${idPrefix}-gate-hint` : undefined}
        >
          {contactFormMessage(lang, status === 'submitting' ? 'sending' : 'submit')}
        </button>
        {busy ? <span className="pw-cf__spinner" aria-hidden="true" /> : null}
        {/* A greyed-out Send says why: the consent a box above asks for is not given yet. */}
        {gated ? (
          <p id={`${idPrefix}-gate-hint`} className="pw-cf__gate-hint">
            {contactFormMessage(lang, 'acceptance_missing')}
          </p>
        ) : null}
      </div>
      <div className="pw-cf__response" aria-hidden="true" data-status={status}>
        {message}
      </div>
    </form>
  );
}
