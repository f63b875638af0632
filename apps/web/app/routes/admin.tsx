// The frame of every /admin page: it names who is signed in, offers sign-out, the dashboard's
// grouped navigation (a menu on a phone), and renders the admin page beside it. Its middleware is
// the one access check of every admin page (app/admin-guard.ts): it runs before any admin loader
// or action, so none of them checks again. It provides the dashboard kit's shared parts
// (components/admin/): the typed client and TanStack Query, confirm dialogs and toasts.
import { translate } from '@pinwheel/core';
import { Form, Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { ownerContext, ownerOnly } from '../admin-guard.ts';
import { AdminNavigation } from '../components/admin/admin-navigation.tsx';
import { ConfirmProvider } from '../components/admin/confirm-dialog.tsx';
import { OwnerApiProvider } from '../components/admin/owner-api.tsx';
import { ToastProvider } from '../components/admin/toast.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import adminFormPartsStyles from '../styles/admin-form-parts.css?url';
import adminKitStyles from '../styles/admin-kit.css?url';
import adminStyles from '../styles/admin.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminStyles },
  { rel: 'stylesheet', href: adminKitStyles },
  { rel: 'stylesheet', href: adminFormPartsStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export const middleware: Route.MiddlewareFunction[] = [ownerOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  return {
    title: pageTitle(translate(context.lang, 'admin.title'), context.shop.name),
    ownerEmail: owner.email,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OwnerApiProvider>
      <ConfirmProvider>
        <ToastProvider>
          <div className="admin">
            <AdminHeader ownerEmail={loaderData.ownerEmail} />
            <div className="admin__body">
              <AdminNavigation />
              <div className="admin__page">
                <Outlet />
              </div>
            </div>
          </div>
        </ToastProvider>
      </ConfirmProvider>
    </OwnerApiProvider>
  );
}

function AdminHeader({ ownerEmail }: { ownerEmail: string }) {
  const { t } = useTranslation();
  // The address is isolated (<bdi>): in a Hebrew sentence its Latin text would otherwise pull the
  // full stop to the wrong side.
  const [before = '', after = ''] = t('admin.welcome').split('{email}');
  return (
    <div className="admin__header">
      <div>
        <h1 className="admin__title">{t('admin.title')}</h1>
        <p className="admin__owner">
          {before}
          <bdi>{ownerEmail}</bdi>
          {after}
        </p>
      </div>
      <SignOutForm />
    </div>
  );
}

function SignOutForm() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/admin/sign-out">
      <NonceField />
      <button type="submit" className="button button--quiet">
        {t('signOut.submit')}
      </button>
    </Form>
  );
}
