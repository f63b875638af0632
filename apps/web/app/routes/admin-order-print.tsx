// /admin/orders/:id/print: the order's invoice and packing slip, ready for the browser's Print
// (print CSS leaves only the documents, each on its own sheet). `?doc=invoice` or `?doc=slip`
// prints one; the words follow the dashboard's language (`?lang=he` prints in Hebrew, right to
// left). The order comes from wc/v3/orders through the typed client.
import { translate } from '@pinwheel/core';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-order-print';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { Invoice, PackingSlip } from '../components/admin/orders/print-documents.tsx';
import { useOrder } from '../components/admin/orders/use-order.ts';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { pageTitle } from '../page-title.ts';
import printStyles from '../styles/admin-order-print.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'adminOrders.printTitle'), context.shop.name),
    shopName: context.shop.name,
    shopAddress: context.shop.addressLines,
  };
}

const DOCUMENTS = ['both', 'invoice', 'slip'] as const;

export default function AdminOrderPrint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const doc = DOCUMENTS.find((one) => one === params.get('doc')) ?? 'both';
  const order = useOrder(id);
  const hrefFor = (one: (typeof DOCUMENTS)[number]) => {
    const next = new URLSearchParams(params);
    if (one === 'both') next.delete('doc');
    else next.set('doc', one);
    return `?${next.toString()}`;
  };
  return (
    <AdminPage
      title={t('adminOrders.printTitle')}
      backTo={`/admin/orders/${id}`}
      actions={
        <button type="button" className="button" onClick={() => window.print()}>
          {t('adminOrders.printNow')}
        </button>
      }
    >
      <nav className="print-choice" aria-label={t('adminOrders.printWhich')}>
        {DOCUMENTS.map((one) => (
          <Link
            key={one}
            to={hrefFor(one)}
            className="print-choice__link"
            aria-current={one === doc ? 'page' : undefined}
            replace
          >
            {t(`adminOrders.print.${one}`)}
          </Link>
        ))}
      </nav>
      {order.isPending ? (
        <LoadingState />
      ) : order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <div className="print-sheets">
          {doc !== 'slip' ? (
            <Invoice
              order={order.data.order}
              shopName={loaderData.shopName}
              shopAddress={loaderData.shopAddress}
            />
          ) : null}
          {doc !== 'invoice' ? (
            <PackingSlip
              order={order.data.order}
              shopName={loaderData.shopName}
              shopAddress={loaderData.shopAddress}
            />
          ) : null}
        </div>
      )}
    </AdminPage>
  );
}
