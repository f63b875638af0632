// /admin/settings/catalog: the search overlay and the shop pages' settings
// (components/admin-settings/catalog-settings-form.tsx), loaded and saved in the browser through
// the platform API (pinwheel/v1/settings/catalog) with the dashboard kit: loaded with its version,
// saved with If-Match, so a second owner's save after the first's is told it changed.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-settings-catalog';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useEditableResource } from '../components/admin/editable-resource.ts';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useCategories } from '../components/admin-products/product-list-data.ts';
import {
  CATALOG_SETTINGS_PATH,
  CatalogSettingsForm,
} from '../components/admin-settings/catalog-settings-form.tsx';
import { pageTitle } from '../page-title.ts';
import catalogSettingsStyles from '../styles/admin-catalog-settings.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: catalogSettingsStyles },
];

// The title only: the data is fetched in the browser through the typed client. A loader also makes
// a client-side navigation here pass the /admin guard.
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'settings.catalogTab'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function AdminSettingsCatalog() {
  const { t } = useTranslation();
  const settings = useEditableResource(CATALOG_SETTINGS_PATH);
  const categories = useCategories();
  const failed = settings.loadError ?? categories.error;
  return (
    <AdminPage title={t('settings.catalogTab')} description={t('settings.catalogIntro')}>
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            settings.refetch();
            void categories.refetch();
          }}
        />
      ) : settings.isLoading || categories.isPending || settings.data === undefined ? (
        <LoadingState />
      ) : (
        // A new version (a reload after a conflict) draws the form again from what was loaded.
        <CatalogSettingsForm
          key={settings.version ?? 'none'}
          resource={settings}
          categories={(categories.data ?? []).map(({ slug, name }) => ({ slug, name }))}
        />
      )}
    </AdminPage>
  );
}
