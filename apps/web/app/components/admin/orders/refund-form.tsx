// Recording a refund: how many units of each line come back (the amount follows their prices
// until the owner types one of their own: shipping, a goodwill sum), the reason, and whether the
// units go back on the shelf. The server refuses more than is left and names the field; the form
// keeps what was typed. Pinwheel moves no money, and the form says so.
import { formatMoney, moneyInputValue, parseMoneyInput } from '@pinwheel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../translation.ts';
import { useConfirm } from '../confirm-dialog.tsx';
import { Field, fieldErrorsOf } from '../field.tsx';
import { MoneyInput } from '../money-input.tsx';
import { useOwnerClient } from '../owner-api.tsx';
import { useToast } from '../toast.tsx';
import { unitMinor } from './order-lines.tsx';
import { minorOf, refundedMinor, type WcOrder } from './order-shape.ts';
import { useCurrencyFormat } from '../../../money.ts';

const optionsOf = (line: WcOrder['line_items'][number]) =>
  line.meta_data.find((meta) => meta.key === 'options')?.value ?? '';

export function RefundForm(props: { order: WcOrder; refundedUnits: Map<string, number> }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const { order } = props;
  const left = minorOf(order.total, order.currency) - refundedMinor(order);
  const open = (line: WcOrder['line_items'][number]) =>
    line.quantity - (props.refundedUnits.get(line.id) ?? 0);

  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [amountTyped, setAmountTyped] = useState(false);
  // The amount field reports on leaving it; a submit by Enter blurs it first (submit below) and
  // reads what it reported here, before React has drawn it.
  const typedAmount = useRef<string | null>(null);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(order.stock_held);

  const linesMinor = order.line_items.reduce(
    (sum, line) => sum + (quantities[line.id] ?? 0) * unitMinor(line.price, order.currency),
    0,
  );
  const shownAmount = amountTyped
    ? amount
    : linesMinor > 0
      ? moneyInputValue(Math.min(linesMinor, left), order.currency)
      : '';
  const parsed = parseMoneyInput(shownAmount, order.currency);
  const units = Object.values(quantities).reduce((sum, count) => sum + count, 0);

  const record = useMutation({
    mutationFn: (refundAmount: string) =>
      client.post('/wp-json/wc/v3/orders/{id}/refunds', {
        params: { id: order.id },
        body: {
          amount: refundAmount,
          reason: reason.trim(),
          line_items: order.line_items
            .filter((line) => (quantities[line.id] ?? 0) > 0)
            .map((line) => ({
              id: line.id,
              quantity: quantities[line.id] ?? 0,
              refund_total: moneyInputValue(
                (quantities[line.id] ?? 0) * unitMinor(line.price, order.currency),
                order.currency,
              ),
            })),
          restock_items: restock && units > 0,
        },
      }),
    onSuccess: async (refund) => {
      setQuantities({});
      setAmount('');
      setAmountTyped(false);
      typedAmount.current = null;
      setReason('');
      await Promise.all([
        queries.invalidateQueries({ queryKey: ['order', order.id] }),
        queries.invalidateQueries({ queryKey: ['orders'] }),
      ]);
      toast(
        refund.restock_items
          ? t('adminOrders.refundRecordedRestocked', {
              amount: formatMoney(
                minorOf(refund.amount, order.currency),
                order.currency,
                lang,
                currencyFormat,
              ),
              count: -refund.line_items.reduce((sum, line) => sum + line.quantity, 0),
            })
          : t('adminOrders.refundRecorded', {
              amount: formatMoney(
                minorOf(refund.amount, order.currency),
                order.currency,
                lang,
                currencyFormat,
              ),
            }),
      );
    },
  });
  const errors = record.error ? fieldErrorsOf(record.error) : {};
  const generalError =
    record.error && Object.keys(errors).length === 0 ? record.error.message : undefined;

  if (left <= 0) {
    return <p className="refund-form__done">{t('adminOrders.fullyRefunded')}</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
    const refundAmount = typedAmount.current ?? shownAmount;
    const read = parseMoneyInput(refundAmount, order.currency);
    if (!read.ok || read.minor <= 0) return;
    const sure = await confirm({
      title: t('adminOrders.refundConfirmTitle', {
        amount: formatMoney(read.minor, order.currency, lang, currencyFormat),
      }),
      body: t('adminOrders.refundConfirmBody'),
      confirmLabel: t('adminOrders.recordRefund'),
    });
    if (sure) record.mutate(refundAmount);
  };

  return (
    <form className="refund-form" onSubmit={submit} noValidate aria-labelledby="refund-form-title">
      <h4 id="refund-form-title">{t('adminOrders.newRefund')}</h4>
      <p className="admin-field__hint">{t('adminOrders.refundIntro')}</p>
      <fieldset className="refund-form__lines">
        <legend>{t('adminOrders.refundUnits')}</legend>
        {order.line_items.map((line) => {
          const max = open(line);
          const id = `refund-qty-${line.id}`;
          return (
            <div key={line.id} className="refund-form__line">
              <label htmlFor={id}>
                {line.name}
                {optionsOf(line) ? ` (${optionsOf(line)})` : ''}
                <span className="refund-form__open">
                  {t('adminOrders.refundableUnits', { count: max })}
                </span>
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                disabled={max === 0}
                value={quantities[line.id] ?? 0}
                aria-describedby={errors.line_items ? 'refund-lines-error' : undefined}
                onChange={(event) => {
                  const count = Math.max(
                    0,
                    Math.min(max, Math.floor(Number(event.target.value) || 0)),
                  );
                  setQuantities((current) => ({ ...current, [line.id]: count }));
                }}
              />
            </div>
          );
        })}
        {errors.line_items ? (
          <p id="refund-lines-error" className="admin-field__error">
            {errors.line_items}
          </p>
        ) : null}
      </fieldset>
      <Field
        id="refund-amount"
        className="refund-form__field"
        label={t('adminOrders.refundAmount')}
        hint={t('adminOrders.refundLeft', {
          amount: formatMoney(left, order.currency, lang, currencyFormat),
        })}
        error={errors.amount}
      >
        {(control) => (
          <MoneyInput
            {...control}
            value={shownAmount}
            onChange={(value) => {
              typedAmount.current = value;
              setAmount(value);
              setAmountTyped(true);
            }}
          />
        )}
      </Field>
      <Field
        className="refund-form__field"
        label={t('adminOrders.refundReason')}
        error={errors.reason}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="refund-form__check">
        <input
          id="refund-restock"
          type="checkbox"
          checked={restock && order.stock_held}
          disabled={!order.stock_held}
          aria-describedby="refund-restock-hint"
          onChange={(event) => setRestock(event.target.checked)}
        />
        <label htmlFor="refund-restock">{t('adminOrders.restock')}</label>
        <p id="refund-restock-hint" className="admin-field__hint">
          {order.stock_held ? t('adminOrders.restockHint') : t('adminOrders.restockUnavailable')}
        </p>
        {errors.restock_items ? <p className="admin-field__error">{errors.restock_items}</p> : null}
      </div>
      {generalError ? (
        <p className="admin-field__error" role="alert">
          {generalError}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={record.isPending || !parsed.ok || parsed.minor <= 0}
        aria-busy={record.isPending}
      >
        {record.isPending
          ? t('adminOrders.recording')
          : parsed.ok && parsed.minor > 0
            ? t('adminOrders.recordRefundOf', {
                amount: formatMoney(parsed.minor, order.currency, lang, currencyFormat),
              })
            : t('adminOrders.recordRefund')}
      </button>
    </form>
  );
}
