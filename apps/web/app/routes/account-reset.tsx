// /account/reset/:token: choosing a new password through the link a reset mail (or the owner)
// gave. A link used already or past its hour says so and offers to ask for a new one. A saved
// password signs the customer in and opens their account.
import { translate } from '@pinwheel/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Route } from './+types/account-reset';
import { callCustomerApi } from '../components/customer/customer-call.ts';
import { openCustomerDialog } from '../components/customer/customer-dialog-events.ts';
import { PasswordField } from '../components/customer/password-field.tsx';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';
import { AccountStyles } from './account.tsx';

/** Spec §9: an error message shows for 2000 ms. */
const MESSAGE_MS = 2000;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'robots', content: 'noindex' },
        { name: 'referrer', content: 'no-referrer' },
      ]
    : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'customer.newPasswordTitle'), context.shop.name),
    token: params.token,
    open: await context.customers.resetLinkOpen(params.token),
  };
}

export default function AccountReset({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const [shown, setShown] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (shown?.kind !== 'error') return;
    const timer = setTimeout(() => setShown(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!loaderData.open) {
    return (
      <section className="account" aria-labelledby="reset-title">
        <AccountStyles />
        <h1 id="reset-title">{t('customer.newPasswordTitle')}</h1>
        <p className="form__alert">{t('customer.resetInvalid')}</p>
        <div className="account__actions">
          <button type="button" className="button" onClick={() => openCustomerDialog('reset')}>
            {t('customer.resetTitle')}
          </button>
        </div>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const upass = String(form.get('upass') ?? '');
    const confirm = String(form.get('upass_confirm') ?? '');
    const broken = !upass
      ? 'customer.passwordRequired'
      : [...upass].length < 5
        ? 'customer.passwordShort'
        : !confirm
          ? 'customer.passwordConfirmRequired'
          : confirm !== upass
            ? 'customer.passwordMismatch'
            : null;
    if (broken) {
      setShown({ kind: 'error', text: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callCustomerApi(
      '/api/customer/password-reset/confirm',
      { token: loaderData.token, upass, upass_confirm: confirm },
      { nonce, lang },
      t('customer.failed'),
    );
    setBusy(false);
    setShown({ kind: answer.success ? 'success' : 'error', text: answer.data.message });
    if (answer.success) window.location.assign('/account');
  }

  return (
    <section className="account" aria-labelledby="reset-title">
      <AccountStyles />
      <h1 id="reset-title">{t('customer.newPasswordTitle')}</h1>
      <form className="form" noValidate onSubmit={submit}>
        <div className="form__field">
          <label htmlFor="reset-upass">{t('customer.newPassword')}</label>
          <PasswordField id="reset-upass" name="upass" autoComplete="new-password" />
        </div>
        <div className="form__field">
          <label htmlFor="reset-upass-confirm">{t('customer.passwordConfirm')}</label>
          <PasswordField
            id="reset-upass-confirm"
            name="upass_confirm"
            autoComplete="new-password"
          />
        </div>
        <div aria-live="polite">
          {shown ? (
            <p
              role={shown.kind === 'error' ? 'alert' : 'status'}
              className={shown.kind === 'error' ? 'form__alert' : 'account__success'}
            >
              {shown.text}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? t('customer.working') : t('customer.newPasswordSubmit')}
        </button>
      </form>
    </section>
  );
}
