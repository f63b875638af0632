// The contact form (spec storefront-and-forms §2, §4, §5, §8): drawn from the owner's fields,
// checked with the form's published rules as the visitor leaves each field and before sending,
// then sent to the server, which re-checks with the same rules. Its statuses and moves are §4's:
// init → validating → invalid | unaccepted | submitting → sent | failed | spam | aborted |
// payment-required | custom-{name}; after sent the form resets (resetting) and the refill call
// restores sent. The send button stays disabled while a required acceptance box is unticked.
// Errors show three ways: a tip beside each field, a list for screen readers, a response area.
// Placed inside another form it refuses to draw and says so, in the spec's words.
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  characterCount,
  contactFormMessage,
  formStatusOf,
  normalisedUrlInput,
  ownerText,
  requiredAcceptances,
  validateForm,
  type ContactField,
  type ContactFormStatus,
  type Language,
} from '@pinwheel/core';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  fetchContactForm,
  refill,
  sendFeedback,
  type ContactFormEndpoint,
  type PublishedContactForm,
} from './contact-form-client.ts';
import { formValuesOf } from './form-values.ts';

export interface ContactFormProps {
  endpoint: ContactFormEndpoint;
  lang: Language;
  /** The form as the page's loader read it; without it the form fetches its schema itself. */
  form?: PublishedContactForm | null;
}

type Invalid = Record<string, string>;

// useLayoutEffect warns when rendered on the server; the wrong-place check only runs in a browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function ContactForm({ endpoint, lang, form: given }: ContactFormProps) {
  const [form, setForm] = useState<PublishedContactForm | null>(given ?? null);
  const [missing, setMissing] = useState(false);
  const [wrongPlace, setWrongPlace] = useState(false);
  // Until hydrated, a click would reach a box React does not yet listen to.
  const [ready, setReady] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => setReady(true), []);

  useBrowserLayoutEffect(() => {
    if (rootRef.current?.parentElement?.closest('form')) setWrongPlace(true);
  }, []);

  useEffect(() => {
    if (given) return;
    let live = true;
    void fetchContactForm(endpoint).then((result) => {
      if (!live) return;
      if (result.ok) setForm(result.value);
      else setMissing(true);
    });
    return () => {
      live = false;
    };
  }, [endpoint, given]);

  const t = (
    key: Parameters<typeof contactFormMessage>[1],
    params?: Record<string, string | number>,
  ) => contactFormMessage(lang, key, params);
  return (
    <div
      className="pw-cf"
      ref={rootRef}
      lang={lang}
      dir={lang === 'he' ? 'rtl' : 'ltr'}
      data-ready={ready ? 'true' : undefined}
    >
      {wrongPlace ? (
        <p className="pw-cf__wrong-place">{t('wrong_place')}</p>
      ) : form ? (
        <ContactFormBody form={form} endpoint={endpoint} lang={lang} />
      ) : missing ? (
        <p className="pw-cf__wrong-place">{t('notFound')}</p>
      ) : null}
    </div>
  );
}

function ContactFormBody({
  form,
  endpoint,
  lang,
}: {
  form: PublishedContactForm;
  endpoint: ContactFormEndpoint;
  lang: Language;
}) {
  const idPrefix = `pw-cf-${useId().replace(/[^\w-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ContactFormStatus>('init');
  const [invalid, setInvalid] = useState<Invalid>({});
  const [message, setMessage] = useState('');
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [started, setStarted] = useState(form.started);
  const inFlight = useRef<AbortController | null>(null);
  const gates = useMemo(
    () => requiredAcceptances({ fields: form.fields, rules: [] }),
    [form.fields],
  );
  const t = (
    key: Parameters<typeof contactFormMessage>[1],
    params?: Record<string, string | number>,
  ) => contactFormMessage(lang, key, params);
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const gated = gates.some((name) => !ticked[name]);
  const busy = status === 'validating' || status === 'submitting' || status === 'resetting';

  // A tip appearing as one field is left moves what is below it: were that to happen between
  // the press and the release of a click on the next box, the click would miss. So a field left
  // by pressing on something else is checked once the press is over.
  const pointerHeld = useRef(false);
  const pendingChecks = useRef(new Set<string>());
  useEffect(() => {
    const press = () => {
      pointerHeld.current = true;
    };
    const release = () => {
      pointerHeld.current = false;
      setTimeout(() => {
        const names = [...pendingChecks.current];
        pendingChecks.current.clear();
        for (const name of names) runCheck(name);
      }, 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
    };
  });

  /** Checks one field as the visitor leaves it; a tip shows or goes. */
  function checkField(name: string) {
    if (pointerHeld.current) pendingChecks.current.add(name);
    else runCheck(name);
  }

  function runCheck(name: string) {
    if (!formRef.current) return;
    const found = validateForm(form.schema, formValuesOf(formRef.current), { lang, field: name });
    setInvalid((before) => {
      const next = { ...before };
      delete next[name];
      for (const one of found) next[one.field] = one.message;
      return next;
    });
  }

  function showInvalid(found: Invalid, nextStatus: ContactFormStatus, words: string) {
    setInvalid(found);
    setStatus(nextStatus);
    setMessage(words);
    const first = Object.keys(found)[0];
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = formRef.current;
    if (!element || busy) return;
    // Drawn at once: validating is a status of its own (§4), seen before the answer comes.
    flushSync(() => setStatus('validating'));
    // URL fields get http:// before they are judged, as they would on leaving them.
    for (const field of form.fields.filter((one) => one.type === 'url')) {
      const input = element.elements.namedItem(field.name);
      if (input instanceof HTMLInputElement) input.value = normalisedUrlInput(input.value);
    }
    const found = validateForm(form.schema, formValuesOf(element), { lang });
    const byField = Object.fromEntries(found.map((one) => [one.field, one.message]));
    if (found.some((one) => !gates.includes(one.field))) {
      return showInvalid(byField, 'invalid', t('validation_failed'));
    }
    if (found.length > 0) return showInvalid({}, 'unaccepted', t('acceptance_missing'));

    setStatus('submitting');
    setMessage('');
    const data = new FormData(element);
    data.set(CONTACT_FORM_STARTED, started);
    const controller = new AbortController();
    inFlight.current = controller;
    const result = await sendFeedback(endpoint, data, controller.signal);
    inFlight.current = null;
    if (!result.ok) {
      setInvalid({});
      setStatus(result.failure === 'aborted' ? 'aborted' : 'failed');
      setMessage(t(result.failure === 'aborted' ? 'aborted' : result.failure));
      return;
    }
    const answer = result.value;
    const next = formStatusOf(answer.status);
    const serverInvalid = Object.fromEntries(
      answer.invalid_fields.map((one) => [one.field, one.message]),
    );
    setMessage(answer.message);
    if (next !== 'sent') return showInvalid(serverInvalid, next, answer.message);
    setInvalid({});
    // §4: after sent the form resets, then the refill call restores the sent status.
    setStatus('resetting');
    element.reset();
    setTicked({});
    setCounts({});
    await refill(endpoint);
    const fresh = await fetchStartedToken(endpoint);
    if (fresh) setStarted(fresh);
    setStatus('sent');
  }

  useEffect(() => () => inFlight.current?.abort(), []);

  const invalidList = Object.entries(invalid);
  return (
    <form
      ref={formRef}
      className={`pw-cf__form pw-cf__form--${status}`}
      data-status={status}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <div className="pw-cf__sr-response">
        <p role="status" aria-live="polite" aria-atomic="true">
          {message}
        </p>
        {invalidList.length > 0 ? (
          <ul>
            {invalidList.map(([name, words]) => (
              <li key={name} id={`${fieldId(name)}-sr`}>
                <a href={`#${fieldId(name)}`}>
                  {labelOf(form.fields, name, lang)}: {words}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {form.fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          id={fieldId(field.name)}
          lang={lang}
          tip={invalid[field.name]}
          count={counts[field.name]}
          onLeave={() => checkField(field.name)}
          onCount={(value) => setCounts((before) => ({ ...before, [field.name]: value }))}
          onTick={(checked) => setTicked((before) => ({ ...before, [field.name]: checked }))}
        />
      ))}
      {/* Group errors (any/all on a name that is no field) have no field to sit beside. */}
      {invalidList
        .filter(([name]) => !form.fields.some((field) => field.name === name))
        .map(([name, words]) => (
          <p key={name} className="pw-cf__tip pw-cf__tip--group">
            {words}
          </p>
        ))}
      <div className="pw-cf__trap" aria-hidden="true">
        <label>
          {t('honeypot')}
          <input
            type="text"
            name={CONTACT_FORM_HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={CONTACT_FORM_STARTED} value={started} />
      <div className="pw-cf__actions">
        <button type="submit" className="pw-cf__submit" disabled={gated || busy}>
          {status === 'submitting' ? t('sending') : t('submit')}
        </button>
        {busy ? <span className="pw-cf__spinner" aria-hidden="true" /> : null}
      </div>
      <div className="pw-cf__response" aria-hidden="true" data-status={status}>
        {message}
      </div>
    </form>
  );
}

/** A fresh time-trap token after a reset, so a second message is judged from its own start. */
async function fetchStartedToken(endpoint: ContactFormEndpoint): Promise<string | null> {
  const result = await fetchContactForm(endpoint);
  return result.ok ? result.value.started : null;
}

function labelOf(fields: ContactField[], name: string, lang: Language): string {
  const field = fields.find((one) => one.name === name);
  return field ? ownerText(field.label, lang) || name : name;
}

interface FieldRowProps {
  field: ContactField;
  id: string;
  lang: Language;
  tip: string | undefined;
  count: string | undefined;
  onLeave(): void;
  onCount(value: string): void;
  onTick(checked: boolean): void;
}

function FieldRow({ field, id, lang, tip, count, onLeave, onCount, onTick }: FieldRowProps) {
  const label = ownerText(field.label, lang) || field.name;
  const help = ownerText(field.help, lang);
  const helpId = `${id}-help`;
  const tipId = `${id}-tip`;
  const describedBy = [help ? helpId : '', tip ? tipId : ''].filter(Boolean).join(' ') || undefined;
  const required = field.required ? (
    <span className="pw-cf__required"> {contactFormMessage(lang, 'required')}</span>
  ) : null;
  const common = {
    id,
    name: field.name,
    'data-field': field.name,
    'aria-invalid': tip ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
  } as const;
  const counted = field.minLength !== undefined || field.maxLength !== undefined;
  const onTextInput = (value: string) => {
    if (counted) onCount(value);
  };
  const footer = (
    <>
      {help ? (
        <p className="pw-cf__help" id={helpId}>
          {help}
        </p>
      ) : null}
      {counted ? <Counter value={count ?? ''} field={field} lang={lang} /> : null}
      {tip ? (
        <p className="pw-cf__tip" id={tipId}>
          {tip}
        </p>
      ) : null}
    </>
  );

  if (field.type === 'acceptance') {
    return (
      <div className="pw-cf__field pw-cf__field--acceptance">
        <label className="pw-cf__check">
          <input
            type="checkbox"
            value="1"
            {...common}
            onChange={(event) => onTick(event.currentTarget.checked)}
            onBlur={onLeave}
          />
          <span>{label}</span>
        </label>
        {footer}
      </div>
    );
  }
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <fieldset
        className="pw-cf__field pw-cf__group"
        aria-invalid={tip ? true : undefined}
        aria-describedby={describedBy}
      >
        <legend className="pw-cf__label">
          {label}
          {required}
        </legend>
        {(field.options ?? []).map((option, index) => (
          <label key={option} className="pw-cf__check">
            <input
              type={field.type}
              name={field.name}
              value={option}
              id={index === 0 ? id : undefined}
              data-field={index === 0 ? field.name : undefined}
              onChange={onLeave}
            />
            <span>{option}</span>
          </label>
        ))}
        {footer}
      </fieldset>
    );
  }
  return (
    <div className="pw-cf__field">
      <label className="pw-cf__label" htmlFor={id}>
        {label}
        {required}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          className="pw-cf__input"
          onInput={(event) => onTextInput(event.currentTarget.value)}
          onBlur={onLeave}
        />
      ) : field.type === 'select' ? (
        <select
          {...common}
          className="pw-cf__input"
          defaultValue=""
          onBlur={onLeave}
          onChange={onLeave}
        >
          <option value="">{contactFormMessage(lang, 'chooseOption')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <input
          {...common}
          type="file"
          className="pw-cf__input pw-cf__input--file"
          accept={field.accept?.join(',')}
          onChange={onLeave}
        />
      ) : (
        <input
          {...common}
          type={
            field.type === 'tel'
              ? 'tel'
              : field.type === 'email'
                ? 'email'
                : field.type === 'url'
                  ? 'url'
                  : field.type === 'number'
                    ? 'number'
                    : field.type === 'date'
                      ? 'date'
                      : field.type === 'time'
                        ? 'time'
                        : 'text'
          }
          className="pw-cf__input"
          dir={['email', 'url', 'tel', 'number'].includes(field.type) ? 'ltr' : undefined}
          autoComplete={autocompleteOf(field)}
          onInput={(event) => onTextInput(event.currentTarget.value)}
          onBlur={(event) => {
            // spec §5: a URL with a dot and no scheme gets http:// as the visitor leaves it.
            if (field.type === 'url')
              event.currentTarget.value = normalisedUrlInput(event.currentTarget.value);
            onLeave();
          }}
        />
      )}
      {footer}
    </div>
  );
}

function autocompleteOf(field: ContactField): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (field.type === 'url') return 'url';
  return /name/i.test(field.name) ? 'name' : undefined;
}

/** The character counter: the count against the limits, flagged too long or too short. */
function Counter({ value, field, lang }: { value: string; field: ContactField; lang: Language }) {
  const reading = characterCount(value, {
    ...(field.minLength !== undefined ? { minlength: field.minLength } : {}),
    ...(field.maxLength !== undefined ? { maxlength: field.maxLength } : {}),
  });
  const words =
    field.maxLength !== undefined
      ? contactFormMessage(lang, 'characters', { count: reading.count, max: field.maxLength })
      : contactFormMessage(lang, 'charactersMin', {
          count: reading.count,
          min: field.minLength ?? 0,
        });
  const state = reading.tooLong ? 'too-long' : reading.tooShort ? 'too-short' : 'ok';
  return (
    <p className={`pw-cf__counter pw-cf__counter--${state}`} data-state={state}>
      {words}
    </p>
  );
}
