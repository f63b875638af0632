// /admin/categories: the category tree with its order, and the form of the category being edited
// or made (`?edit=<id>` / `?new=1`, so Back closes it). Loaded and saved in the browser through
// the owner's typed client; the loader names the page (and makes client navigations pass the guard).
import { translate } from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-categories';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { EditCategory, NewCategory } from '../components/admin-categories/category-form.tsx';
import { CategoryTree } from '../components/admin-categories/category-tree.tsx';
import {
  CATEGORIES_KEY,
  childrenByParent,
  type WcCategory,
} from '../components/admin-categories/category-types.ts';
import { pageTitle } from '../page-title.ts';
import categoriesStyles from '../styles/admin-categories.css?url';
import libraryStyles from '../styles/admin-library.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: categoriesStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'categoriesAdmin.title'), context.shop.name) };
}

export default function AdminCategories() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const adding = params.get('new') === '1';
  const close = () => setParams(new URLSearchParams());
  const categories = useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/categories', {
        query: { per_page: -1, orderby: 'menu_order' },
        signal,
      }) as Promise<WcCategory[]>,
  });
  const tree = childrenByParent(categories.data ?? []);
  const newButton = (
    <Link to="?new=1" className="button button--primary">
      {t('categoriesAdmin.new')}
    </Link>
  );
  return (
    <AdminPage
      title={t('categoriesAdmin.title')}
      description={t('categoriesAdmin.description')}
      actions={newButton}
    >
      <div className={`admin-categories${editing || adding ? ' admin-categories--editing' : ''}`}>
        {editing || adding ? (
          <aside className="admin-categories__panel" aria-label={t('categoriesAdmin.title')}>
            {editing ? (
              <EditCategory key={editing} id={editing} tree={tree} onDone={close} />
            ) : (
              <NewCategory tree={tree} onDone={close} />
            )}
          </aside>
        ) : null}
        <div className="admin-categories__tree">
          {categories.isPending ? (
            <LoadingState />
          ) : categories.isError ? (
            <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
          ) : categories.data.length === 0 ? (
            <EmptyState
              title={t('categoriesAdmin.emptyTitle')}
              body={t('categoriesAdmin.emptyBody')}
              action={newButton}
            />
          ) : (
            <CategoryTree tree={tree} editing={editing} />
          )}
        </div>
      </div>
    </AdminPage>
  );
}
