// Changing an order's status. Stock moves with it on the server (cancelling or refunding puts it
// back, reopening takes it again and is refused by field when it has gone), so the refusal is
// shown beside the select and the choice stays as picked.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../translation.ts';
import { fieldErrorsOf } from '../field.tsx';
import { useOwnerClient } from '../owner-api.tsx';
import { useToast } from '../toast.tsx';
import { ORDER_STATUSES, statusLabel, type OrderStatus, type WcOrder } from './order-shape.ts';

export function OrderStatusForm(props: { order: WcOrder }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const { order } = props;
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const save = useMutation({
    mutationFn: (next: OrderStatus) =>
      client.put('/wp-json/wc/v3/orders/{id}', { params: { id: order.id }, body: { status: next } }),
    onSuccess: async (saved) => {
      queries.setQueryData(['order', order.id], saved);
      await queries.invalidateQueries({ queryKey: ['orders'] });
      toast(t('orders.saved'));
    },
  });
  const errors = save.error ? fieldErrorsOf(save.error) : {};
  const error = errors.status ?? save.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(status);
  };
  return (
    <form className="order-status-form" onSubmit={submit}>
      <label htmlFor="order-status">{t('orders.changeStatus')}</label>
      <select
        id="order-status"
        value={status}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-status-error order-status-hint' : 'order-status-hint'}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
      >
        {ORDER_STATUSES.map((one) => (
          <option key={one} value={one}>
            {statusLabel(lang, one)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button"
        disabled={save.isPending || status === order.status}
        aria-busy={save.isPending}
      >
        {t('orders.save')}
      </button>
      <p id="order-status-hint" className="field-hint">
        {t('adminOrders.statusHint')}
      </p>
      {error ? (
        <p id="order-status-error" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
