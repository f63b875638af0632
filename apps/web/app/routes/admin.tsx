// The frame of every /admin page: it names who is signed in, offers sign-out, and renders the admin
// page below. Its middleware is the one access check of every admin page (app/admin-guard.ts): it
// runs before any admin loader or action, so none of them checks again.
import { translate } from '@pinwheel/core';
import { Form, NavLink, Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { ownerContext, ownerOnly } from '../admin-guard.ts';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import adminStyles from '../styles/admin.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

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
    <div className="admin">
      <AdminHeader ownerEmail={loaderData.ownerEmail} />
      <AdminSections />
      <Outlet />
    </div>
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

function AdminSections() {
  const { t } = useTranslation();
  return (
    <nav className="admin-sections" aria-label={t('admin.sections')}>
      <ul className="admin-sections__list">
        <li>
          <NavLink to="/admin" end className="admin-sections__link">
            {t('admin.overviewLink')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/orders" className="admin-sections__link">
            {t('admin.orders')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/popups" className="admin-sections__link">
            {t('admin.popups')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/leads" className="admin-sections__link">
            {t('admin.leads')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/integrations" className="admin-sections__link">
            {t('admin.integrations')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/messages" className="admin-sections__link">
            {t('admin.messages')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/subscribers" className="admin-sections__link">
            {t('admin.subscribers')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/reviews" className="admin-sections__link">
            {t('admin.reviews')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/settings" className="admin-sections__link">
            {t('admin.settings')}
          </NavLink>
        </li>
      </ul>
    </nav>
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
