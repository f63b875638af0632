// Changing an order's status. Stock moves with it on the server (cancelling or refunding puts it
// back, reopening takes it again and is refused by field when it has gone), so the refusal is
// shown beside the select and the choice stays as picked. The change goes with the version the
// page loaded: when someone else changed the order since, the owner chooses to reload theirs or
// to apply this one over it (EditConflict).
import { PinwheelApiError } from '@pinwheel/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../translation.ts';
import { EditConflict } from '../edit-conflict.tsx';
import { EDIT_CONFLICT } from '../editable-resource.ts';
import { Field, fieldErrorsOf } from '../field.tsx';
import { useOwnerClient } from '../owner-api.tsx';
import { useErrorMessage } from '../page-states.tsx';
import { useToast } from '../toast.tsx';
import { ORDER_STATUSES, statusLabel, type OrderStatus, type WcOrder } from './order-shape.ts';
import { orderAddress, orderKey, type VersionedOrder } from './use-order.ts';

export function OrderStatusForm(props: { order: WcOrder; version: string | null }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const { order } = props;
  const [status, setStatus] = useState<OrderStatus>(order.status);

  const save = useMutation({
    mutationFn: async (input: { status: OrderStatus; version: string | null }) => {
      const response = await client.send('PUT', orderAddress(order.id), {
        body: { status: input.status },
        headers: input.version ? { 'if-match': input.version } : {},
      });
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      return {
        order: (await response.json()) as WcOrder,
        version: response.headers.get('etag'),
      } satisfies VersionedOrder;
    },
    onSuccess: async (saved) => {
      queries.setQueryData(orderKey(order.id), saved);
      await Promise.all([
        queries.invalidateQueries({ queryKey: [...orderKey(order.id), 'notes'] }),
        queries.invalidateQueries({ queryKey: ['orders'] }),
      ]);
      toast(t('orders.saved'));
    },
  });
  const conflict = save.error instanceof PinwheelApiError && save.error.code === EDIT_CONFLICT;
  const errors = save.error && !conflict ? fieldErrorsOf(save.error) : {};
  const error = errors.status ?? (save.error && !conflict ? messageOf(save.error) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ status, version: props.version });
  };
  return (
    <form className="order-status-form" onSubmit={submit}>
      <Field label={t('orders.changeStatus')} hint={t('adminOrders.statusHint')} error={error}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus)}
          >
            {ORDER_STATUSES.map((one) => (
              <option key={one} value={one}>
                {statusLabel(lang, one)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="submit"
        className="button button--primary"
        disabled={save.isPending || status === order.status}
        aria-busy={save.isPending}
      >
        {t('orders.save')}
      </button>
      {conflict ? (
        <EditConflict
          busy={save.isPending}
          onReload={() => {
            save.reset();
            void queries.invalidateQueries({ queryKey: orderKey(order.id) });
          }}
          onOverwrite={async () => {
            // Applied over the version current now: a third change in between is a new conflict.
            const current = await client.send('HEAD', orderAddress(order.id));
            save.mutate({ status, version: current.headers.get('etag') });
          }}
        />
      ) : null}
    </form>
  );
}
