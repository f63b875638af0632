// /admin/products/new: the editor on an empty product. Its first save creates it (a draft unless
// another status was chosen) and moves to its own address, where drafts save themselves.
import { translate } from '@pinwheel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/admin-product-new';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { ProductEditor } from '../components/admin-products/product-editor.tsx';
import { emptyProductForm } from '../components/admin-products/product-form.ts';
import { PRODUCTS_KEY } from '../components/admin-products/product-list-data.ts';
import { pageTitle } from '../page-title.ts';
import productsStyles from '../styles/admin-products.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'productsAdmin.newTitle'), context.shop.name) };
}

export default function AdminProductNew() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [initial] = useState(emptyProductForm);
  return (
    <AdminPage
      title={t('productsAdmin.newTitle')}
      backTo={{ to: '/admin/products', label: t('productsAdmin.backToList') }}
    >
      <ProductEditor
        initial={initial}
        product={undefined}
        persist={async (write, sent) => {
          const created = await client.post('/wp-json/wc/v3/products', { body: write });
          await queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
          toast(t('productsAdmin.created'));
          return { form: sent, navigateTo: `/admin/products/${created.id}` };
        }}
      />
    </AdminPage>
  );
}
