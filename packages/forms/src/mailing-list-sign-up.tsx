// The mailing-list sign-up (spec popup-widget §5: first_name, last_name, email, telephone,
// consent, list_id; the nonce on our own pages): checked with core's signUpSchema, the rules the
// server runs too, then sent as JSON. The answer is news to show, never whether the address was
// on the list already. Used in the storefront footer and embedded on other sites.
import {
  signUpMessage,
  signUpSchema,
  validateForm,
  type FormValues,
  type Language,
} from '@pinwheel/core/contact-forms';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formsApi } from './forms-api.ts';

export interface MailingListSignUpProps {
  /** `/api` on our own pages, `https://shop.example/api/embed` on other sites. */
  apiBase: string;
  listId: string;
  /** The list's consent words in `lang`: what the person agrees to, stored with them. */
  consentText: string;
  lang: Language;
  nonce?: string | undefined;
  /**
   * Our own pages: where the form posts as plain HTML when it is sent before or without
   * JavaScript (the storefront's /mailing-list/subscribe), its list and nonce with it.
   */
  action?: string | undefined;
  /** What that page answered a post it refused with: the typed values and each field's message. */
  refused?:
    { values: Partial<Record<string, string>>; invalid: Record<string, string> } | undefined;
  /** The id of a heading outside that names the form (a page of its own): no title of its own. */
  labelledBy?: string | undefined;
}

type State = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

const fieldNames = ['first_name', 'last_name', 'email', 'telephone'] as const;

export function MailingListSignUp({
  apiBase,
  listId,
  consentText,
  lang,
  nonce,
  action,
  refused,
  labelledBy,
}: MailingListSignUpProps) {
  const id = `pw-ml-${useId().replace(/[^\w-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<State>(refused ? 'invalid' : 'idle');
  const [message, setMessage] = useState(refused ? signUpMessage(lang, 'invalid') : '');
  const [invalid, setInvalid] = useState<Record<string, string>>(refused?.invalid ?? {});
  const t = (key: Parameters<typeof signUpMessage>[1]) => signUpMessage(lang, key);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = formRef.current;
    if (!form || state === 'sending') return;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const values: FormValues = {
      ...Object.fromEntries(fieldNames.map((name) => [name, [text(name)]])),
      consent: data.get('consent') ? ['1'] : [],
      list_id: [listId],
    };
    const found = validateForm(signUpSchema(lang), values, { lang });
    if (found.length > 0) {
      setInvalid(Object.fromEntries(found.map((one) => [one.field, one.message])));
      setState('invalid');
      setMessage(t('invalid'));
      form.querySelector<HTMLElement>(`[name="${found[0]!.field}"]`)?.focus();
      return;
    }
    setInvalid({});
    setState('sending');
    setMessage('');
    try {
      const response = await formsApi(nonce).send('POST', `${apiBase}/mailing-list/subscribe`, {
        query: { lang },
        nonce,
        body: {
          ...Object.fromEntries(fieldNames.map((name) => [name, text(name)])),
          consent: Boolean(data.get('consent')),
          list_id: listId,
        },
      });
      const body = (await response.json()) as {
        status?: string;
        message?: string;
        error?: { fields?: Array<{ field: string; reason: string }> };
      };
      if (response.ok && body.message) {
        setState('done');
        setMessage(body.message);
        form.reset();
        return;
      }
      const fields = body.error?.fields ?? [];
      setInvalid(Object.fromEntries(fields.map((one) => [one.field, one.reason])));
      setState(fields.length ? 'invalid' : 'failed');
      setMessage(fields.length ? t('invalid') : t('failed'));
    } catch {
      setState('failed');
      setMessage(t('failed'));
    }
  }

  const field = (
    name: (typeof fieldNames)[number],
    type: string,
    autoComplete: string,
    wide = false,
  ) => (
    <div className={`pw-ml__field${wide ? ' pw-ml__field--wide' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{t(name)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        dir={type === 'text' ? undefined : 'ltr'}
        aria-invalid={invalid[name] ? true : undefined}
        aria-describedby={invalid[name] ? `${id}-${name}-tip` : undefined}
        required={name === 'email'}
        defaultValue={refused?.values[name]}
      />
      {invalid[name] ? (
        <p className="pw-ml__tip" id={`${id}-${name}-tip`}>
          {invalid[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="pw-ml"
      data-state={state}
      {...(action ? { method: 'post', action } : {})}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={labelledBy ?? `${id}-title`}
      lang={lang}
      dir={lang === 'he' ? 'rtl' : 'ltr'}
    >
      {action ? (
        <>
          <input type="hidden" name="list_id" value={listId} />
          {nonce ? <input type="hidden" name="_nonce" value={nonce} /> : null}
        </>
      ) : null}
      {labelledBy ? null : (
        <>
          <h2 className="pw-ml__title" id={`${id}-title`}>
            {t('title')}
          </h2>
          <p className="pw-ml__intro">{t('intro')}</p>
        </>
      )}
      <div className="pw-ml__fields">
        {field('first_name', 'text', 'given-name')}
        {field('last_name', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('telephone', 'tel', 'tel')}
      </div>
      <div className="pw-ml__consent">
        <label className="pw-ml__check">
          <input
            type="checkbox"
            name="consent"
            value="1"
            defaultChecked={refused?.values.consent === '1'}
            aria-invalid={invalid.consent ? true : undefined}
            aria-describedby={invalid.consent ? `${id}-consent-tip` : undefined}
          />
          <span>{consentText}</span>
        </label>
        {invalid.consent ? (
          <p className="pw-ml__tip" id={`${id}-consent-tip`}>
            {invalid.consent}
          </p>
        ) : null}
      </div>
      <button type="submit" className="pw-ml__submit" disabled={state === 'sending'}>
        {state === 'sending' ? t('sending') : t('submit')}
      </button>
      <p className="pw-ml__message" role="status" aria-live="polite" data-state={state}>
        {message}
      </p>
    </form>
  );
}
