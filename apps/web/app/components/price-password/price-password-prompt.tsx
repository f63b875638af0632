// The price password on a product page (storefront spec §2 "Popups", §7, §8): while the shop
// hides prices, the order button toggles the password form instead of buying. The answer is the
// spec's plain text: `success` reloads the page, now with prices (the server set the session
// cookie); anything else is the message to show, which vanishes after 2 s. This file is its own
// chunk: only a visitor who is hidden prices fetches it.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useShellData } from '../../shell-data.ts';
import { shopApi } from '../../storefront-call.ts';
import { useTranslation } from '../../translation.ts';
import pricePasswordCss from '../../styles/price-password.css?inline';

/** How long an error stays (spec §9 "Error message display 2000 ms"). */
const ERROR_SHOWN_MS = 2000;

export const PRICE_PASSWORD_PATH = '/api/price-password';

type FormState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success' };

export default function PricePasswordPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="price-password">
      <style href="pinwheel-price-password" precedence="default">
        {pricePasswordCss}
      </style>
      <p className="price-password__note">{t('pricePassword.hidden')}</p>
      <button
        type="button"
        className="button button--primary price-password__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('pricePassword.toggle')}
      </button>
      {open ? <PasswordForm id={formId} /> : null}
    </div>
  );
}

function PasswordForm({ id }: { id: string }) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();
  useEffect(() => input.current?.focus(), []);
  // The message vanishes after 2 s (spec §8 "server message shown in the error area for 2 s").
  useEffect(() => {
    if (state.kind !== 'error') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = input.current?.value ?? '';
    if (password === '') {
      setState({ kind: 'error', message: t('pricePassword.required') });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const response = await shopApi.send('POST', PRICE_PASSWORD_PATH, {
        body: { password },
        nonce,
        query: { lang },
      });
      const text = await response.text();
      if (response.ok && text === 'success') {
        setState({ kind: 'success' });
        window.location.reload();
        return;
      }
      // Our route answers plain text; anything else (a limit's JSON) gets the general words.
      const plain = response.headers.get('content-type')?.startsWith('text/plain');
      setState({ kind: 'error', message: plain && text ? text : t('pricePassword.failed') });
    } catch {
      setState({ kind: 'error', message: t('pricePassword.failed') });
    }
  };
  const busy = state.kind === 'sending' || state.kind === 'success';
  return (
    <form id={id} className="price-password__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId} className="price-password__label">
        {t('pricePassword.label')}
      </label>
      <div className="price-password__row">
        <input
          ref={input}
          id={fieldId}
          name="password"
          type="password"
          autoComplete="off"
          required
          className="price-password__input"
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' ? errorId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('pricePassword.sending') : t('pricePassword.submit')}
        </button>
      </div>
      <p id={errorId} className="price-password__error" role="alert">
        {state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
