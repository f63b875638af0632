// An amount in the shop's currency: the symbol where the owner's language puts it, the currency's
// decimals, and a value that is the decimal string the WooCommerce API takes ("12.50"). What is
// typed stays as typed until the field is left; then it is tidied ("12,5" → "12.50"), or the
// field says what an amount looks like.
import { formatMoney } from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../translation.ts';
import { exampleAmount, moneyFormatOf, readMoneyText, type MoneyFormat } from './money-text.ts';
import { useOwnerClient } from './owner-api.tsx';
import { useCurrencyFormat } from '../../money.ts';

export interface ShopMoney extends MoneyFormat {
  /** Whether the shop's currency is known yet (else the format is USD's). */
  loaded: boolean;
  /** "12.50" → "$12.50" / "‏12.50 ₪" in the owner's language. */
  format(amount: string): string;
}

export const SHOP_CURRENCY_QUERY_KEY = ['wc/v3/settings', 'general', 'woocommerce_currency'];

/** The shop's currency as the dashboard shows amounts, from wc/v3's `woocommerce_currency`. */
export function useShopMoney(): ShopMoney {
  const client = useOwnerClient();
  const { lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const currency = useQuery({
    queryKey: SHOP_CURRENCY_QUERY_KEY,
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/settings/{group}/{id}', {
        params: { group: 'general', id: 'woocommerce_currency' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
  const code = currency.data?.value || 'USD';
  const format = moneyFormatOf(code, lang);
  return {
    ...format,
    loaded: currency.isSuccess,
    format: (amount) => {
      const value = Number(amount);
      if (!Number.isFinite(value)) return amount;
      return formatMoney(Math.round(value * 10 ** format.decimals), code, lang, currencyFormat);
    },
  };
}

export interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  /** A decimal string ("12.50"), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Told when the text left in the field is not an amount (its message), or fine again (null). */
  onInvalidAmount?: (message: string | null) => void;
}

export function MoneyInput({
  value,
  onChange,
  onInvalidAmount,
  onBlur,
  ...input
}: MoneyInputProps) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const currencyId = useId();
  // The text as typed; it follows `value` when that changes from outside (a reload).
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const symbol = (
    <span className="money-input__symbol" aria-hidden="true">
      {money.symbol}
    </span>
  );
  return (
    <span className="money-input" dir="ltr">
      {money.symbolFirst ? symbol : null}
      <input
        {...input}
        type="text"
        inputMode={money.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={`money-input__field ${input.className ?? ''}`.trim()}
        // The field's label names the amount; the currency is read after it.
        aria-describedby={[input['aria-describedby'], currencyId].filter(Boolean).join(' ')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => {
          onBlur?.(event);
          if (text.trim() === '') {
            onInvalidAmount?.(null);
            if (value !== '') onChange('');
            return;
          }
          const read = readMoneyText(text, money.decimals);
          if (read === null) {
            onInvalidAmount?.(
              t('adminKit.moneyInvalid', { example: exampleAmount(money.decimals) }),
            );
            return;
          }
          onInvalidAmount?.(null);
          setText(read);
          setShownValue(read);
          if (read !== value) onChange(read);
        }}
      />
      {money.symbolFirst ? null : symbol}
      <span id={currencyId} className="visually-hidden">
        {money.currency}
      </span>
    </span>
  );
}
