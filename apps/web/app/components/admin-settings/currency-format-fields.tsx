// The currency and how amounts are written in it, on /admin/settings/store: the currency, a switch
// for the shop's own format (symbol, its side, separators, decimals; off: each visitor's language
// writes amounts its own way) and a live example that follows every keystroke. A new currency
// brings its own symbol; one the owner typed is replaced only when they say so.
import { formatMoney, formatWithCurrencyFormat, minorUnitsPer } from '@pinwheel/core';
import { useConfirm } from '../admin/confirm-dialog.tsx';
import { Field } from '../admin/field.tsx';
import { CheckField, FormRow } from '../admin/form-row.tsx';
import { moneyFormatOf } from '../admin/money-text.ts';
import { useTranslation } from '../../translation.ts';

export type SymbolPosition = 'left' | 'right' | 'left_space' | 'right_space';

export interface CurrencyFormatDraft {
  symbol: string;
  symbol_position: SymbolPosition;
  thousands_separator: string;
  decimal_separator: string;
  decimals: number;
}

const POSITIONS: readonly SymbolPosition[] = ['left', 'left_space', 'right', 'right_space'];

/** The symbol a currency is written with (English's: "€", "₪", "CA$"). */
export function currencySymbolOf(currency: string): string {
  return moneyFormatOf(currency, 'en').symbol;
}

/** A currency's usual writing, where the owner's own format starts from. */
export function defaultFormatOf(currency: string): CurrencyFormatDraft {
  const usual = moneyFormatOf(currency, 'en');
  return {
    symbol: usual.symbol,
    symbol_position: usual.symbolFirst ? 'left' : 'right_space',
    thousands_separator: ',',
    decimal_separator: '.',
    decimals: usual.decimals,
  };
}

/** 1234.56 (1234 in a currency without decimals) as the format or the language writes it. */
export function formatExample(
  currency: string,
  format: CurrencyFormatDraft | null,
  lang: string,
): string {
  if (!format) {
    return formatMoney(Math.round(1234.56 * minorUnitsPer(currency)), currency, lang);
  }
  return formatWithCurrencyFormat(123456, 100, {
    code: currency,
    symbol: format.symbol,
    symbolPosition: format.symbol_position,
    thousandsSeparator: format.thousands_separator,
    decimalSeparator: format.decimal_separator,
    decimals: Math.min(4, Math.max(0, Math.trunc(format.decimals) || 0)),
  });
}

export function CurrencyFormatFields({
  currency,
  format,
  currencies,
  errors,
  onChange,
}: {
  currency: string;
  format: CurrencyFormatDraft | null;
  currencies: Record<string, string>;
  errors: Record<string, string>;
  onChange: (change: { currency: string; currency_format: CurrencyFormatDraft | null }) => void;
}) {
  const { t, lang } = useTranslation();
  const confirm = useConfirm();
  const example = formatExample(currency, format, lang);
  const setFormat = (change: Partial<CurrencyFormatDraft>) =>
    format && onChange({ currency, currency_format: { ...format, ...change } });

  const chooseCurrency = async (next: string) => {
    if (!format) return onChange({ currency: next, currency_format: null });
    const symbol = currencySymbolOf(next);
    const typed = format.symbol;
    // The old currency's own symbol (or none) goes without asking; one the owner typed is theirs.
    const ownSymbol = typed !== '' && typed !== currencySymbolOf(currency) && typed !== symbol;
    const replace =
      !ownSymbol ||
      (await confirm({
        title: t('storeSettings.symbolResetTitle'),
        body: t('storeSettings.symbolResetBody', {
          typed,
          symbol,
          currency: currencies[next] ?? next,
        }),
        confirmLabel: t('storeSettings.symbolResetConfirm', { symbol }),
        cancelLabel: t('storeSettings.symbolKeep', { typed }),
      }));
    onChange({ currency: next, currency_format: replace ? { ...format, symbol } : format });
  };

  return (
    <>
      <Field
        label={t('storeSettings.currency')}
        hint={format ? t('storeSettings.currencyHintOwnFormat') : t('storeSettings.currencyHint')}
        error={errors.currency}
      >
        {(control) => (
          <select
            {...control}
            value={currency}
            onChange={(event) => void chooseCurrency(event.target.value)}
          >
            {Object.entries(currencies).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckField
        label={t('storeSettings.customFormat')}
        hint={t('storeSettings.customFormatHint')}
        checked={format !== null}
        onChange={(on) =>
          onChange({ currency, currency_format: on ? defaultFormatOf(currency) : null })
        }
      />
      {format ? (
        <>
          <FormRow>
            <Field
              label={t('storeSettings.symbol')}
              required
              error={errors['currency_format.symbol'] ?? errors.currency_format}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={8}
                  value={format.symbol}
                  onChange={(event) => setFormat({ symbol: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('storeSettings.symbolPosition')}
              error={errors['currency_format.symbol_position']}
            >
              {(control) => (
                <select
                  {...control}
                  value={format.symbol_position}
                  onChange={(event) =>
                    setFormat({ symbol_position: event.target.value as SymbolPosition })
                  }
                >
                  {POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {t(`storeSettings.position.${position}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </FormRow>
          <FormRow>
            <Field
              label={t('storeSettings.thousandsSeparator')}
              hint={t('storeSettings.thousandsHint')}
              error={errors['currency_format.thousands_separator']}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={3}
                  value={format.thousands_separator}
                  onChange={(event) => setFormat({ thousands_separator: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('storeSettings.decimalSeparator')}
              required
              error={errors['currency_format.decimal_separator']}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={3}
                  value={format.decimal_separator}
                  onChange={(event) => setFormat({ decimal_separator: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('storeSettings.decimals')} error={errors['currency_format.decimals']}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  max={4}
                  inputMode="numeric"
                  value={format.decimals}
                  onChange={(event) => setFormat({ decimals: Number(event.target.value) })}
                />
              )}
            </Field>
          </FormRow>
        </>
      ) : null}
      <p className="admin-field__hint" aria-live="polite" data-testid="currency-example">
        {t('storeSettings.example')}{' '}
        <strong>
          <bdi dir="ltr">{example}</bdi>
        </strong>
      </p>
    </>
  );
}
