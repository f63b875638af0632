// /admin/invitation/:token: where an invited person becomes an owner. The link's token is checked
// (unknown, used, expired or withdrawn links say so and what to do); the form sets their password
// (argon2id, as every owner's), uses the invitation up and signs them in. It sits beside the /admin
// layout, not under it: its visitor is no owner yet. Works before JavaScript loads (a plain post).
import { isOneLineText, translate, type MessageKey } from '@pinwheel/core';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/admin-invitation';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import ownersStyles from '../styles/admin-owners.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownersStyles }];

const MIN_PASSWORD_LENGTH = 8;

const closedLinks: Record<'unknown' | 'used' | 'expired' | 'revoked', MessageKey> = {
  unknown: 'owners.linkUnknown',
  used: 'owners.linkUsed',
  expired: 'owners.linkExpired',
  revoked: 'owners.linkRevoked',
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'robots', content: 'noindex' },
        // The token is in the address: no other site hears of it through a link's referrer.
        { name: 'referrer', content: 'no-referrer' },
      ]
    : [];

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await context.accounts.invitation(params.token);
  return {
    title: pageTitle(translate(context.lang, 'owners.acceptTitle'), context.shop.name),
    invitation,
  };
}

type FieldErrors = Partial<Record<'password' | 'repeat', string>>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const password = form?.get('password');
  const repeat = form?.get('repeat');
  const errors: FieldErrors = {};
  const say = (key: MessageKey) => translate(context.lang, key);
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    errors.password = say('owners.acceptTooShort');
  } else if (!isOneLineText(password) || password.length > 1024) {
    errors.password = say('form.unreadable');
  } else if (password !== repeat) {
    errors.repeat = say('owners.acceptMismatch');
  }
  if (Object.keys(errors).length > 0 || typeof password !== 'string') {
    return data({ errors, closed: null }, { status: 400 });
  }
  const accepted = await context.accounts.acceptInvitation(params.token, password);
  if (!accepted.ok) {
    return data({ errors: {}, closed: say(closedLinks[accepted.state]) }, { status: 409 });
  }
  return redirect('/admin', { headers: { 'Set-Cookie': accepted.setCookie } });
}

export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { invitation } = loaderData;
  const closed =
    actionData?.closed ?? (invitation.state === 'open' ? null : t(closedLinks[invitation.state]));
  return (
    <section className="sign-in" aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t('owners.acceptTitle')}</h1>
      {closed ? (
        <>
          <p role="alert" className="form__alert">
            {closed}
          </p>
          <p>
            <Link to="/admin/sign-in" className="button">
              {t('owners.toSignIn')}
            </Link>
          </p>
        </>
      ) : invitation.state === 'open' ? (
        <AcceptForm email={invitation.email} errors={actionData?.errors ?? {}} />
      ) : null}
    </section>
  );
}

function AcceptForm({ email, errors }: { email: string; errors: FieldErrors }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('owners.acceptIntro').split('{email}');
  return (
    <Form method="post" className="form" noValidate>
      <p>
        {before}
        <bdi>{email}</bdi>
        {after}
      </p>
      <NonceField />
      {/* The address the password belongs to, for password managers. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <div className="form__field">
        <label htmlFor="invitation-password">{t('owners.acceptPassword')}</label>
        <p id="invitation-password-hint" className="form__hint">
          {t('owners.acceptPasswordHint')}
        </p>
        <input
          id="invitation-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password
              ? 'invitation-password-error invitation-password-hint'
              : 'invitation-password-hint'
          }
        />
        {errors.password ? (
          <p id="invitation-password-error" className="form__error">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div className="form__field">
        <label htmlFor="invitation-repeat">{t('owners.acceptRepeat')}</label>
        <input
          id="invitation-repeat"
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.repeat ? true : undefined}
          aria-describedby={errors.repeat ? 'invitation-repeat-error' : undefined}
        />
        {errors.repeat ? (
          <p id="invitation-repeat-error" className="form__error">
            {errors.repeat}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {t('owners.acceptSubmit')}
      </button>
    </Form>
  );
}
