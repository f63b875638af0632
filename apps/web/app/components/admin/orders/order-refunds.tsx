// An order's refunds: each with its date, amount, reason, the units it covered and whether they
// went back to stock; deleting a record (confirmed) takes those units off the shelf again. Below
// them, the form to record another (refund-form.tsx) while anything is left to refund.
import { formatMoney } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../translation.ts';
import { useConfirm } from '../confirm-dialog.tsx';
import { useOwnerClient } from '../owner-api.tsx';
import { ErrorState, LoadingState } from '../page-states.tsx';
import { useToast } from '../toast.tsx';
import { gmtDate, minorOf, refundedUnits, type WcOrder, type WcRefund } from './order-shape.ts';
import { RefundForm } from './refund-form.tsx';
import { useCurrencyFormat } from '../../../money.ts';

export function useOrderRefunds(orderId: string) {
  const client = useOwnerClient();
  return useQuery({
    queryKey: ['order', orderId, 'refunds'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/orders/{id}/refunds', { params: { id: orderId }, signal }),
  });
}

export function OrderRefunds(props: { order: WcOrder }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const { order } = props;
  const refunds = useOrderRefunds(order.id);
  const remove = useMutation({
    mutationFn: (refund: WcRefund) =>
      client.delete('/wp-json/wc/v3/orders/{id}/refunds/{child}', {
        params: { id: order.id, child: refund.id },
        query: { force: true },
      }),
    onSuccess: async () => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: ['order', order.id] }),
        queries.invalidateQueries({ queryKey: ['orders'] }),
      ]);
      toast(t('adminOrders.refundDeleted'));
    },
    onError: (error) => toast(t('adminOrders.failed', { reason: error.message })),
  });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (text: string) =>
    formatMoney(minorOf(text, order.currency), order.currency, lang, currencyFormat);

  return (
    <section className="admin-card order-refunds" aria-labelledby="order-refunds-title">
      <h3 id="order-refunds-title">{t('adminOrders.refunds')}</h3>
      {refunds.isPending ? (
        <LoadingState />
      ) : refunds.isError ? (
        <ErrorState error={refunds.error} onRetry={() => void refunds.refetch()} />
      ) : (
        <>
          {refunds.data.length === 0 ? (
            <p className="order-card__empty">{t('adminOrders.noRefunds')}</p>
          ) : (
            <ul className="order-refunds__list">
              {refunds.data.map((refund) => (
                <li key={refund.id} className="order-refund">
                  <p className="order-refund__head">
                    <strong>{money(refund.amount)}</strong>{' '}
                    <time dateTime={gmtDate(refund.date_created_gmt).toISOString()}>
                      {when.format(gmtDate(refund.date_created_gmt))}
                    </time>
                  </p>
                  {refund.reason ? (
                    <p className="order-refund__reason">
                      <bdi>{refund.reason}</bdi>
                    </p>
                  ) : null}
                  {refund.line_items.length > 0 ? (
                    <ul className="order-refund__lines">
                      {refund.line_items.map((line) => (
                        <li key={line.id}>
                          <bdi>{line.name}</bdi> × {-line.quantity}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="order-refund__stock">
                    {refund.line_items.length === 0
                      ? t('adminOrders.refundNoUnits')
                      : refund.restock_items
                        ? t('adminOrders.refundRestocked')
                        : t('adminOrders.refundNotRestocked')}
                  </p>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={remove.isPending}
                    onClick={async () => {
                      const sure = await confirm({
                        title: t('adminOrders.deleteRefundTitle', { amount: money(refund.amount) }),
                        body: t('adminOrders.deleteRefundBody'),
                        confirmLabel: t('adminOrders.deleteRefund'),
                        danger: true,
                      });
                      if (sure) remove.mutate(refund);
                    }}
                  >
                    {t('adminOrders.deleteRefund')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <RefundForm order={order} refundedUnits={refundedUnits(refunds.data)} />
        </>
      )}
    </section>
  );
}
