// The owner's sign-in page. The form posts to this route's action, which asks the accounts
// service and either redirects with the session cookie or shows why it could not sign in.
import { isOneLineText, sameSitePath, translate, type MessageKey } from '@pinwheel/core';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/admin-sign-in';
import { PasswordField } from '../components/customer/password-field.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

/** Longest address a mail system accepts (RFC 5321 path limit), in characters. */
const emailMaxLength = 254;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.accounts.currentOwner()) throw redirect('/admin');
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  return {
    title: pageTitle(translate(context.lang, 'signIn.title'), context.shop.name),
    redirectTo: sameSitePath(redirectTo, '/admin'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const emailField = form?.get('email');
  const passwordField = form?.get('password');
  const email = typeof emailField === 'string' ? emailField.trim() : '';
  const refuse = (reason: MessageKey, status = 400) =>
    data({ error: translate(context.lang, reason), email }, { status });

  if (!form) return refuse('form.unreadable');
  if (!email) return refuse('signIn.emailMissing');
  // Control characters are no part of an address (and PostgreSQL refuses a NUL in text).
  if (email.length > emailMaxLength || !/^[^\s@]+@[^\s@]+$/.test(email) || !isOneLineText(email)) {
    return refuse('signIn.emailInvalid');
  }
  if (typeof passwordField !== 'string' || passwordField === '') {
    return refuse('signIn.passwordMissing');
  }

  const result = await context.accounts.signIn({ email, password: passwordField });
  if (!result.ok) {
    return result.reason === 'rate_limited'
      ? refuse('signIn.tooMany', 429)
      : refuse('signIn.failed');
  }
  return redirect(sameSitePath(form.get('redirectTo'), '/admin'), {
    headers: { 'Set-Cookie': result.setCookie },
  });
}

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <SignInForm
        redirectTo={loaderData.redirectTo}
        error={actionData?.error}
        email={actionData?.email ?? ''}
      />
    </section>
  );
}

function SignInForm({
  redirectTo,
  error,
  email,
}: {
  redirectTo: string;
  error: string | undefined;
  email: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="form" aria-describedby={error ? 'sign-in-error' : undefined}>
      {error ? (
        <p id="sign-in-error" role="alert" className="form__alert">
          {error}
        </p>
      ) : null}
      <NonceField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="form__field">
        <label htmlFor="sign-in-email">{t('signIn.email')}</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          maxLength={emailMaxLength}
          required
          defaultValue={email}
        />
      </div>
      <div className="form__field">
        <label htmlFor="sign-in-password">{t('signIn.password')}</label>
        <PasswordField
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="button">
        {t('signIn.submit')}
      </button>
    </Form>
  );
}
