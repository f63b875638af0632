// /admin/settings: the frame of the owner's settings pages, with their own navigation ("Cart &
// checkout" at /admin/settings, "Search & catalog" at /admin/settings/catalog, "API keys" at
// /admin/settings/api, "Shop" at /admin/settings/shop).
import { translate } from '@pinwheel/core';
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/admin-settings';
import { pageTitle } from '../page-title.ts';
import settingsStyles from '../styles/admin-settings.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: settingsStyles }];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'admin.settings'), context.shop.name) };
}

export default function AdminSettings() {
  const { t } = useTranslation();
  return (
    <section className="admin-settings" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title">{t('admin.settings')}</h2>
      <nav className="settings-tabs" aria-label={t('settings.sections')}>
        <NavLink to="/admin/settings" end className="settings-tabs__link">
          {t('settings.checkoutTab')}
        </NavLink>
        <NavLink to="/admin/settings/catalog" className="settings-tabs__link">
          {t('settings.catalogTab')}
        </NavLink>
        <NavLink to="/admin/settings/api" className="settings-tabs__link">
          {t('apiKeys.tab')}
        </NavLink>
        <NavLink to="/admin/settings/shop" className="settings-tabs__link">
          {t('shopSettings.tab')}
        </NavLink>
      </nav>
      <Outlet />
    </section>
  );
}
