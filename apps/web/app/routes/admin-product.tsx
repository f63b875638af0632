// /admin/products/:id: one product in the editor (components/admin-products/product-editor.tsx),
// loaded and saved through the owner's typed client with its version (useEditableResource), its
// variations read beside it. The server's loader only names the page, so the /admin guard runs.
import { translate } from '@pinwheel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Route } from './+types/admin-product';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { useEditableResource } from '../components/admin/editable-resource.ts';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { ProductEditor } from '../components/admin-products/product-editor.tsx';
import {
  afterSave,
  productFormValues,
  type WcProduct,
} from '../components/admin-products/product-form.ts';
import { PRODUCTS_KEY } from '../components/admin-products/product-list-data.ts';
import { pageTitle } from '../page-title.ts';
import productsStyles from '../styles/admin-products.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'productsAdmin.title'), context.shop.name) };
}

export default function AdminProduct() {
  const { id = '' } = useParams();
  // Another product is another editor: nothing of this one's form carries over.
  return <ExistingProduct key={id} id={id} />;
}

function useVariations(id: string, variable: boolean) {
  const client = useOwnerClient();
  return useQuery({
    queryKey: ['wc/v3/variations', id],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/{product_id}/variations', {
        params: { product_id: id },
        query: { per_page: -1, orderby: 'menu_order', order: 'asc' },
        signal,
      }),
    enabled: variable,
    // What is being edited is not swapped under the owner's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function ExistingProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const resource = useEditableResource('/wp-json/wc/v3/products/{id}', { id });
  const product = resource.data;
  const variable = product?.type === 'variable';
  const variations = useVariations(id, variable);
  // Bumped when the form must start again from the server (a reload or an overwrite).
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);

  const title = product
    ? t('productsAdmin.editTitle', { name: product.name })
    : t('productsAdmin.title');
  const back = { to: '/admin/products', label: t('productsAdmin.backToList') };
  if (resource.isLoading || (variable && variations.isPending)) {
    return (
      <AdminPage title={title} backTo={back}>
        <LoadingState />
      </AdminPage>
    );
  }
  if (!product || variations.isError) {
    return (
      <AdminPage title={title} backTo={back}>
        <ErrorState
          error={resource.loadError ?? variations.error}
          onRetry={() => {
            resource.refetch();
            void variations.refetch();
          }}
        />
      </AdminPage>
    );
  }

  const restart = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      if (variable) await variations.refetch();
      setGeneration((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={title} backTo={back}>
      <ProductEditor
        key={generation}
        initial={productFormValues(product, variations.data ?? [])}
        product={product}
        persist={async (write, sent) => {
          const saved = await resource.save(write);
          const fresh = variable
            ? await client.get('/wp-json/wc/v3/products/{product_id}/variations', {
                params: { product_id: id },
                query: { per_page: -1, orderby: 'menu_order', order: 'asc' },
              })
            : [];
          queryClient.setQueryData(['wc/v3/variations', id], fresh);
          void queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
          return { form: afterSave(sent, saved, fresh, sent.droppedVariationIds) };
        }}
        conflict={
          resource.conflict
            ? {
                busy,
                onReload: () => void restart(() => resource.reload()),
                onOverwrite: () => void restart(() => resource.overwrite()),
              }
            : undefined
        }
        actions={<ProductActions product={product} />}
      />
    </AdminPage>
  );
}

/** The storefront link (a preview while unpublished) and the confirmed, undoable trash. */
function ProductActions({ product }: { product: WcProduct }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const published = product.status === 'publish';
  const trash = async () => {
    const yes = await confirm({
      title: t('productsAdmin.trashOneTitle', { name: product.name }),
      body: t('productsAdmin.trashBody'),
      confirmLabel: t('productsAdmin.trashConfirm'),
      danger: true,
    });
    if (!yes) return;
    await client.delete('/wp-json/wc/v3/products/{id}', { params: { id: product.id } });
    await queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
    toast(t('productsAdmin.trashedOne', { name: product.name }), {
      action: {
        label: t('productsAdmin.undo'),
        onAction: () =>
          void client
            .put('/wp-json/wc/v3/products/{id}', {
              params: { id: product.id },
              body: { status: product.status === 'trash' ? 'draft' : product.status },
            })
            .then(() => queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }))
            .then(() => toast(t('productsAdmin.restored'))),
      },
    });
    navigate('/admin/products');
  };
  return (
    <>
      <a
        className="button button--quiet"
        href={published ? product.permalink : `${product.permalink}?preview=1`}
        target="_blank"
        rel="noopener"
      >
        {published ? t('productsAdmin.view') : t('productsAdmin.preview')}
      </a>
      <button
        type="button"
        className="button button--quiet button--danger"
        onClick={() => void trash()}
      >
        {t('productsAdmin.trashOne')}
      </button>
    </>
  );
}
