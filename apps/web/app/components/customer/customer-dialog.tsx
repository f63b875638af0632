// The customer dialogs (spec §2 "Popups", §5, §7): sign in, register and ask for a password reset,
// one modal <dialog> whose content follows the mode. Loaded lazily by the header's entry when the
// visitor first reaches for it, with its styles and the captcha: a product page's JavaScript gets
// nothing of it up front. The browser's modal keeps focus inside and Escape closes it; Tab wraps.
// The spec's rules are checked here first, with the server's words (it checks them again); a
// refusal's message shows for 2 s (§9); a success reloads the page, or a registration goes to the
// page the owner configured.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '@pinwheel/core';
import { useShellData } from '../../shell-data.ts';
import dialogCss from '../../styles/customer-dialog.css?inline';
import { useTranslation } from '../../translation.ts';
import { keepTabInside, useModalDialog } from '../search/modal-dialog.ts';
import { CaptchaField, type CaptchaWidget } from './captcha-field.tsx';
import { callCustomerApi, type CustomerAnswer } from './customer-call.ts';
import type { CustomerDialogMode } from './customer-dialog-events.ts';
import { PasswordField } from './password-field.tsx';

/** Spec §9: an error message shows for 2000 ms. */
const MESSAGE_MS = 2000;
const MIN_PASSWORD = 5;

const titles: Record<CustomerDialogMode, MessageKey> = {
  signIn: 'customer.signInTitle',
  register: 'customer.registerTitle',
  reset: 'customer.resetTitle',
};

type Shown = { kind: 'error' | 'success'; text: string; field?: string | undefined } | null;

/** The first of §5's rules the fields break, as the server words it. */
function firstBrokenRule(
  mode: CustomerDialogMode,
  form: FormData,
  captcha: string,
): { key: MessageKey; field: string } | null {
  const text = (name: string) => String(form.get(name) ?? '');
  if (mode === 'signIn') {
    if (!text('uname').trim()) return { key: 'customer.loginRequired', field: 'uname' };
    if (!text('upass')) return { key: 'customer.loginRequired', field: 'upass' };
    return null;
  }
  if (mode === 'register') {
    if (!text('uname').trim()) return { key: 'customer.usernameRequired', field: 'uname' };
  }
  if (!text('uemail').trim()) return { key: 'customer.emailRequired', field: 'uemail' };
  if (mode === 'register') {
    if (!text('upass')) return { key: 'customer.passwordRequired', field: 'upass' };
    if ([...text('upass')].length < MIN_PASSWORD) {
      return { key: 'customer.passwordShort', field: 'upass' };
    }
    if (!text('upass_confirm')) {
      return { key: 'customer.passwordConfirmRequired', field: 'upass_confirm' };
    }
    if (text('upass_confirm') !== text('upass')) {
      return { key: 'customer.passwordMismatch', field: 'upass_confirm' };
    }
  }
  if (!captcha) return { key: 'customer.captchaRequired', field: 'captcha' };
  return null;
}

/** The check the dialogs show, asked of the server once per dialog. */
function useCaptchaWidget(nonce: string): CaptchaWidget | null {
  const [widget, setWidget] = useState<CaptchaWidget | null>(null);
  useEffect(() => {
    let live = true;
    void fetch('/api/customer/session', { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<{ captcha: CaptchaWidget }>)
      .then((answer) => live && setWidget(answer.captcha))
      .catch(
        () => live && setWidget({ provider: 'altcha', challengeUrl: '/api/customer/captcha' }),
      );
    return () => {
      live = false;
    };
  }, [nonce]);
  return widget;
}

export default function CustomerDialog(props: {
  mode: CustomerDialogMode;
  onMode: (mode: CustomerDialogMode) => void;
  onClose: () => void;
}) {
  const { mode, onMode, onClose } = props;
  const { lang, t } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();
  const [shown, setShown] = useState<Shown>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [round, setRound] = useState(0);
  const widget = useCaptchaWidget(nonce);
  useModalDialog(dialog, first);

  // A new mode starts clean, with focus in its first field.
  useEffect(() => {
    setShown(null);
    first.current?.focus();
  }, [mode]);

  // An error goes away after 2 s; a success stays while the page reloads.
  useEffect(() => {
    if (shown?.kind !== 'error') return;
    const timer = setTimeout(() => setShown(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const answerCaptcha = useCallback((answer: string) => setCaptcha(answer), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const needsCaptcha = mode !== 'signIn';
    const broken = firstBrokenRule(mode, form, needsCaptcha ? captcha : 'none');
    if (broken) {
      setShown({ kind: 'error', text: t(broken.key), field: broken.field });
      return;
    }
    const body: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') body[name] = value;
    if (needsCaptcha) body.captcha = captcha;
    const path = {
      signIn: '/api/customer/login',
      register: '/api/customer/register',
      reset: '/api/customer/password-reset',
    }[mode];
    setBusy(true);
    const answer: CustomerAnswer = await callCustomerApi(
      path,
      body,
      { nonce, lang },
      t('customer.failed'),
    );
    setBusy(false);
    if (!answer.success) {
      setShown({ kind: 'error', text: answer.data.message, field: answer.data.field });
      // A spent or refused answer cannot be sent again: a fresh check.
      if (needsCaptcha) setRound((value) => value + 1);
      return;
    }
    setShown({ kind: 'success', text: answer.data.message });
    if (mode === 'reset') return;
    if (answer.data.redirect) window.location.assign(answer.data.redirect);
    else window.location.reload();
  }

  const invalid = (field: string) =>
    (shown?.kind === 'error' && shown.field === field) || undefined;
  const described = (field: string) => (invalid(field) ? messageId : undefined);

  return (
    <dialog
      ref={dialog}
      className="customer-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <style href="pinwheel-customer-dialog" precedence="default">
        {dialogCss}
      </style>
      <div className="customer-dialog__box">
        <div className="customer-dialog__head">
          <h2 id={titleId}>{t(titles[mode])}</h2>
          <button
            type="button"
            className="customer-dialog__close"
            aria-label={t('customer.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {mode === 'reset' ? (
          <p className="customer-dialog__intro">{t('customer.resetIntro')}</p>
        ) : null}
        <form className="form customer-dialog__form" noValidate onSubmit={submit} key={mode}>
          {mode !== 'reset' ? (
            <div className="form__field">
              <label htmlFor="customer-uname">
                {t(mode === 'signIn' ? 'customer.usernameOrEmail' : 'customer.username')}
              </label>
              <input
                ref={first}
                id="customer-uname"
                name="uname"
                autoComplete="username"
                maxLength={mode === 'signIn' ? 254 : 60}
                aria-invalid={invalid('uname')}
                aria-describedby={described('uname')}
              />
            </div>
          ) : null}
          {mode !== 'signIn' ? (
            <div className="form__field">
              <label htmlFor="customer-uemail">{t('customer.email')}</label>
              <input
                ref={mode === 'reset' ? first : undefined}
                id="customer-uemail"
                name="uemail"
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-invalid={invalid('uemail')}
                aria-describedby={described('uemail')}
              />
            </div>
          ) : null}
          {mode !== 'reset' ? (
            <div className="form__field">
              <label htmlFor="customer-upass">{t('customer.password')}</label>
              <PasswordField
                id="customer-upass"
                name="upass"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                maxLength={1024}
                aria-invalid={invalid('upass')}
                aria-describedby={described('upass')}
              />
            </div>
          ) : null}
          {mode === 'register' ? (
            <div className="form__field">
              <label htmlFor="customer-upass-confirm">{t('customer.passwordConfirm')}</label>
              <PasswordField
                id="customer-upass-confirm"
                name="upass_confirm"
                autoComplete="new-password"
                maxLength={1024}
                aria-invalid={invalid('upass_confirm')}
                aria-describedby={described('upass_confirm')}
              />
            </div>
          ) : null}
          {mode !== 'signIn' && widget ? (
            <CaptchaField widget={widget} onAnswer={answerCaptcha} round={round} />
          ) : null}
          <div className="customer-dialog__messages" aria-live="polite">
            {shown ? (
              <p
                id={messageId}
                role={shown.kind === 'error' ? 'alert' : 'status'}
                className={shown.kind === 'error' ? 'form__alert' : 'customer-dialog__success'}
              >
                {shown.text}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button customer-dialog__submit" aria-disabled={busy}>
            {busy
              ? t('customer.working')
              : t(
                  mode === 'signIn'
                    ? 'customer.signInSubmit'
                    : mode === 'register'
                      ? 'customer.registerSubmit'
                      : 'customer.resetSubmit',
                )}
          </button>
        </form>
        <div className="customer-dialog__switch">
          {mode === 'signIn' ? (
            <>
              <button type="button" className="link-button" onClick={() => onMode('reset')}>
                {t('customer.forgotPassword')}
              </button>
              <p>
                {t('customer.noAccount')}{' '}
                <button type="button" className="link-button" onClick={() => onMode('register')}>
                  {t('customer.register')}
                </button>
              </p>
            </>
          ) : (
            <p>
              {t('customer.haveAccount')}{' '}
              <button type="button" className="link-button" onClick={() => onMode('signIn')}>
                {t('customer.signIn')}
              </button>
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
