// The contact form (spec storefront-and-forms §2, §4, §5, §8): drawn from the owner's fields,
// checked with the form's published rules as the visitor leaves each field and before sending,
// then sent to the server, which re-checks with the same rules. Its statuses and moves are §4's:
// init → validating → invalid | unaccepted | submitting → sent | failed | spam | aborted |
// payment-required | custom-{name}; after sent the form resets (resetting) and the refill call's
// answer restores sent. The send button stays disabled while a required acceptance box is
// unticked. This part finds the form (the page's, or its schema fetched) and where it may draw;
// contact-form-body.tsx draws it. Placed inside another form it refuses to draw and says so, in
// the spec's words.
import { contactFormMessage, type Language } from '@pinwheel/core/contact-forms';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ContactFormBody } from './contact-form-body.tsx';
import {
  fetchContactForm,
  type ContactFormEndpoint,
  type PublishedContactForm,
} from './contact-form-client.ts';

export interface ContactFormProps {
  endpoint: ContactFormEndpoint;
  lang: Language;
  /** The form as the page's loader read it; without it the form fetches its schema itself. */
  form?: PublishedContactForm | null;
}

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
