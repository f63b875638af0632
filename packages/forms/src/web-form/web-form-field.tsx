// One field of a web form, drawn by its type (spec §5): inputs with their keystroke filters
// (numbers: digits, minus and dot; payment amounts: digits, dot and comma), confirm pairs, the
// address with its country select (the state input disabled, cleared and not required where the
// country has none), date limits, 12 h and 24 h times, choices, files, priced items with
// quantities, the total and order summary, password strength and input masks. Errors sit under
// the field and are tied to it by aria-describedby.
import {
  formatFormMoney,
  partKey,
  toMinor,
  webFormMessage,
  type Language,
  type LocalText,
  type OrderSummary,
  type WebFormField,
  type WebFormValues,
} from '@pinwheel/core/web-forms';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OrderSummaryTable } from './order-summary.tsx';
import type { WebFormSettings } from './web-form-client.ts';
import { loadPasswordScorer } from './password-score.ts';

const textOf = (text: LocalText | undefined, lang: Language) =>
  text?.[lang]?.trim() || text?.en?.trim() || '';

export interface FieldProps {
  field: WebFormField;
  formKey: string;
  values: WebFormValues;
  files: readonly File[];
  errors: Readonly<Record<string, string>>;
  lang: Language;
  settings: WebFormSettings;
  summary: OrderSummary;
  today: string;
  setValue: (key: string, value: string[]) => void;
  setFiles: (fieldId: string, files: File[]) => void;
  /** Focus-out: validate the field now. */
  onLeave: (fieldId: string) => void;
  /** A keystroke: validate after the visitor pauses (1 s). */
  onKey: (fieldId: string) => void;
  /** A click on a choice: validate now. */
  onChoose: (fieldId: string) => void;
  /** Enter on a single-line input: next page, or submit on the last. */
  onEnter: () => void;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="pw-wf__error" id={id} role="alert">
      {message}
    </p>
  );
}

/** Scores a password with zxcvbn, loaded when a password field is first typed in. */
function usePasswordScore(password: string): number | null {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (password === '') {
      setScore(null);
      return;
    }
    let cancelled = false;
    void loadPasswordScorer().then((score) => {
      if (!cancelled) setScore(score(password));
    });
    return () => {
      cancelled = true;
    };
  }, [password]);
  return score;
}

function PasswordStrength({ password, lang }: { password: string; lang: Language }) {
  const score = usePasswordScore(password);
  if (score === null) return null;
  const key = `strength${score}` as 'strength0';
  return (
    <p className={`pw-wf__strength pw-wf__strength--${score}`} aria-live="polite">
      <span className="pw-wf__strength-bar" style={{ width: `${(score + 1) * 20}%` }} />
      {webFormMessage(lang, key)}
    </p>
  );
}

/** An input whose value follows an imask pattern as the visitor types. */
function useMask(
  input: HTMLInputElement | null,
  mask: string | undefined,
  onAccept: (value: string) => void,
) {
  const accept = useRef(onAccept);
  accept.current = onAccept;
  useEffect(() => {
    if (!input || !mask) return;
    let destroyed = false;
    let instance: { destroy(): void } | null = null;
    void import('imask').then(({ default: IMask }) => {
      if (destroyed) return;
      const masked = IMask(input, { mask });
      masked.on('accept', () => accept.current(masked.value));
      instance = masked;
    });
    return () => {
      destroyed = true;
      instance?.destroy();
    };
  }, [input, mask]);
}

export function WebFormFieldView(props: FieldProps) {
  const { field, values, errors, lang, formKey } = props;
  const id = `${formKey}-${field.id}`;
  const label = textOf(field.label, lang);
  const description = textOf(field.description, lang);
  const placeholder = textOf(field.placeholder, lang) || undefined;
  const value = values[field.id]?.[0] ?? '';
  const error = errors[field.id];
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const [maskTarget, setMaskTarget] = useState<HTMLInputElement | null>(null);
  useMask(
    field.type === 'text' ? maskTarget : null,
    field.type === 'text' ? field.mask : undefined,
    (masked) => props.setValue(field.id, [masked]),
  );

  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
    onBlur: () => props.onLeave(field.id),
    onKeyUp: () => props.onKey(field.id),
  };
  const singleLine = (event: { key: string; preventDefault(): void }) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onEnter();
    }
  };
  const set = (key: string) => (event: { currentTarget: { value: string } }) =>
    props.setValue(key, [event.currentTarget.value]);

  let control: ReactNode;
  switch (field.type) {
    case 'text':
      control = (
        <input
          {...common}
          ref={setMaskTarget}
          type="text"
          value={value}
          placeholder={placeholder ?? field.mask}
          maxLength={field.maxLength}
          onInput={field.mask ? undefined : set(field.id)}
          onChange={field.mask ? () => undefined : set(field.id)}
          onKeyDown={singleLine}
        />
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          value={value}
          placeholder={placeholder}
          rows={5}
          onInput={set(field.id)}
        />
      );
      break;
    case 'email':
    case 'password': {
      const confirmKey = partKey(field.id, 'confirm');
      const type = field.type;
      control = (
        <>
          <input
            {...common}
            type={type}
            value={value}
            placeholder={placeholder}
            autoComplete={type === 'email' ? 'email' : 'new-password'}
            onInput={set(field.id)}
            onKeyDown={singleLine}
          />
          {type === 'password' && field.minStrength !== undefined ? (
            <PasswordStrength password={value} lang={lang} />
          ) : null}
          {field.confirm ? (
            <>
              <label className="pw-wf__sublabel" htmlFor={`${id}-confirm`}>
                {webFormMessage(lang, type === 'email' ? 'confirmEmail' : 'confirmPassword')}
              </label>
              <input
                id={`${id}-confirm`}
                type={type}
                value={values[confirmKey]?.[0] ?? ''}
                aria-invalid={errors[confirmKey] ? true : undefined}
                aria-describedby={errors[confirmKey] ? `${id}-confirm-error` : undefined}
                autoComplete={type === 'email' ? 'email' : 'new-password'}
                onInput={set(confirmKey)}
                onBlur={() => props.onLeave(field.id)}
                onKeyUp={() => props.onKey(field.id)}
                onKeyDown={singleLine}
              />
              <ErrorText id={`${id}-confirm-error`} message={errors[confirmKey]} />
            </>
          ) : null}
        </>
      );
      break;
    }
    case 'url':
    case 'phone':
    case 'card-number':
      control = (
        <input
          {...common}
          type={field.type === 'url' ? 'url' : field.type === 'phone' ? 'tel' : 'text'}
          inputMode={field.type === 'card-number' ? 'numeric' : undefined}
          autoComplete={
            field.type === 'card-number' ? 'cc-number' : field.type === 'phone' ? 'tel' : 'url'
          }
          value={value}
          placeholder={placeholder}
          onInput={set(field.id)}
          onKeyDown={singleLine}
        />
      );
      break;
    case 'number':
      control = (
        <input
          {...common}
          type="text"
          inputMode="decimal"
          value={value}
          placeholder={placeholder}
          onInput={(event) =>
            props.setValue(field.id, [event.currentTarget.value.replace(/[^0-9.-]/g, '')])
          }
          onKeyDown={(event) => {
            // Only digits, minus and dot are typed (spec §5); editing keys pass.
            if (
              event.key.length === 1 &&
              !/[0-9.-]/.test(event.key) &&
              !event.ctrlKey &&
              !event.metaKey
            ) {
              event.preventDefault();
            }
            singleLine(event);
          }}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          type="date"
          value={value}
          min={field.disablePast ? props.today : undefined}
          onInput={set(field.id)}
          onChange={set(field.id)}
          onKeyDown={singleLine}
        />
      );
      break;
    case 'time':
      control = (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          value={value}
          placeholder={field.format === '12h' ? '8:45 AM' : '22:45'}
          onInput={set(field.id)}
          onKeyDown={singleLine}
        />
      );
      break;
    case 'select':
    case 'payment-select':
      control = (
        <select
          {...common}
          value={value}
          onChange={(event) => {
            props.setValue(field.id, [event.currentTarget.value]);
            props.onChoose(field.id);
          }}
        >
          <option value="">{webFormMessage(lang, 'choose')}</option>
          {field.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {textOf(choice.label, lang)}
              {'price' in choice
                ? ` — ${formatFormMoney(toMinor(choice.price as number, props.settings.currency), props.settings.currency)}`
                : ''}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
    case 'payment-multiple':
    case 'checkboxes': {
      const multiple = field.type === 'checkboxes';
      const chosen = values[field.id] ?? [];
      control = (
        <div
          className="pw-wf__choices"
          role={multiple ? 'group' : 'radiogroup'}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          {field.choices.map((choice) => {
            const checked = chosen.includes(choice.id);
            return (
              <label key={choice.id} className="pw-wf__choice">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${formKey}-${field.id}`}
                  value={choice.id}
                  checked={checked}
                  onChange={() => undefined}
                  // The click, which React and Preact alike deliver for a choice, sets it.
                  onClick={() => {
                    const next = multiple
                      ? checked
                        ? chosen.filter((one) => one !== choice.id)
                        : [...chosen, choice.id]
                      : [choice.id];
                    props.setValue(field.id, next);
                    props.onChoose(field.id);
                  }}
                />
                <span>
                  {textOf(choice.label, lang)}
                  {'price' in choice
                    ? ` — ${formatFormMoney(toMinor(choice.price as number, props.settings.currency), props.settings.currency)}`
                    : ''}
                </span>
              </label>
            );
          })}
        </div>
      );
      break;
    }
    case 'address': {
      const countryKey = partKey(field.id, 'country');
      const country = values[countryKey]?.[0] ?? field.defaultCountry ?? '';
      const noStates = props.settings.countriesWithoutStates.includes(country);
      const part = (
        name: 'line1' | 'line2' | 'city' | 'state' | 'postal',
        key: Parameters<typeof webFormMessage>[1],
        autoComplete: string,
        disabled = false,
      ) => {
        const partId = `${id}-${name}`;
        const partKeyName = partKey(field.id, name);
        return (
          <div className={`pw-wf__address-part pw-wf__address-part--${name}`}>
            <label htmlFor={partId} className="pw-wf__sublabel">
              {webFormMessage(lang, key)}
            </label>
            <input
              id={partId}
              type="text"
              autoComplete={autoComplete}
              disabled={disabled}
              value={disabled ? '' : (values[partKeyName]?.[0] ?? '')}
              aria-invalid={errors[partKeyName] ? true : undefined}
              aria-describedby={errors[partKeyName] ? `${partId}-error` : undefined}
              onInput={set(partKeyName)}
              onBlur={() => props.onLeave(field.id)}
              onKeyDown={singleLine}
            />
            <ErrorText id={`${partId}-error`} message={errors[partKeyName]} />
          </div>
        );
      };
      control = (
        <div className="pw-wf__address">
          {part('line1', 'addressLine1', 'address-line1')}
          {field.hideLine2 ? null : part('line2', 'addressLine2', 'address-line2')}
          {part('city', 'city', 'address-level2')}
          {part('state', 'state', 'address-level1', noStates)}
          {field.hidePostal ? null : part('postal', 'postal', 'postal-code')}
          <div className="pw-wf__address-part pw-wf__address-part--country">
            <label htmlFor={`${id}-country`} className="pw-wf__sublabel">
              {webFormMessage(lang, 'country')}
            </label>
            <select
              id={`${id}-country`}
              value={country}
              autoComplete="country"
              aria-invalid={errors[countryKey] ? true : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value;
                props.setValue(countryKey, [next]);
                // A country without states clears the state (spec §4).
                if (props.settings.countriesWithoutStates.includes(next))
                  props.setValue(partKey(field.id, 'state'), []);
              }}
              onBlur={() => props.onLeave(field.id)}
            >
              <option value="">{webFormMessage(lang, 'chooseCountry')}</option>
              {props.settings.countries.map((one) => (
                <option key={one.code} value={one.code}>
                  {one.name}
                </option>
              ))}
            </select>
            <ErrorText id={`${id}-country-error`} message={errors[countryKey]} />
          </div>
        </div>
      );
      break;
    }
    case 'file': {
      const extensions = field.extensions ?? props.settings.defaultExtensions;
      control = (
        <input
          {...common}
          type="file"
          multiple={(field.maxFiles ?? 1) > 1}
          accept={extensions.map((one) => `.${one}`).join(',')}
          onKeyUp={undefined}
          // Setting the files checks them (a check on the next tick would read the files before).
          onChange={(event) => props.setFiles(field.id, [...(event.currentTarget.files ?? [])])}
        />
      );
      break;
    }
    case 'payment-single': {
      const quantityKey = partKey(field.id, 'quantity');
      const priceText = formatFormMoney(
        toMinor(field.price, props.settings.currency),
        props.settings.currency,
      );
      control = (
        <div className="pw-wf__payment-single">
          {field.priceType === 'fixed' ? (
            <span className="pw-wf__price">{priceText}</span>
          ) : (
            <input
              {...common}
              type="text"
              inputMode="decimal"
              aria-label={webFormMessage(lang, 'amount')}
              value={value}
              onInput={(event) =>
                props.setValue(field.id, [event.currentTarget.value.replace(/[^0-9.,]/g, '')])
              }
              onKeyDown={singleLine}
            />
          )}
          {field.quantity ? (
            <label className="pw-wf__quantity">
              <span>{webFormMessage(lang, 'quantity')}</span>
              <select
                value={values[quantityKey]?.[0] ?? String(field.quantity.min)}
                onChange={(event) => {
                  props.setValue(quantityKey, [event.currentTarget.value]);
                  props.onChoose(field.id);
                }}
              >
                {Array.from(
                  { length: field.quantity.max - field.quantity.min + 1 },
                  (_, index) => field.quantity!.min + index,
                ).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      );
      break;
    }
    case 'payment-total':
      control = field.summary ? (
        <OrderSummaryTable
          summary={props.summary}
          currency={props.settings.currency}
          lang={lang}
          id={id}
        />
      ) : (
        <output id={id} className="pw-wf__total-amount">
          {formatFormMoney(props.summary.total, props.settings.currency)}
        </output>
      );
      break;
  }

  if (field.type === 'payment-select' && field.quantity) {
    const quantityKey = partKey(field.id, 'quantity');
    control = (
      <div className="pw-wf__payment-single">
        {control}
        <label className="pw-wf__quantity">
          <span>{webFormMessage(lang, 'quantity')}</span>
          <select
            value={values[quantityKey]?.[0] ?? String(field.quantity.min)}
            onChange={(event) => {
              props.setValue(quantityKey, [event.currentTarget.value]);
              props.onChoose(field.id);
            }}
          >
            {Array.from(
              { length: field.quantity.max - field.quantity.min + 1 },
              (_, index) => field.quantity!.min + index,
            ).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }

  const grouped = ['radio', 'checkboxes', 'payment-multiple', 'address'].includes(field.type);
  return (
    <div
      className={`pw-wf__field pw-wf__field--${field.type}${error ? ' has-error' : ''}`}
      data-field={field.id}
    >
      {grouped ? (
        <p className="pw-wf__label" id={`${id}-label`}>
          {label}
          {field.required ? (
            <span className="pw-wf__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </p>
      ) : (
        <label className="pw-wf__label" htmlFor={id} id={`${id}-label`}>
          {label}
          {field.required ? (
            <span className="pw-wf__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      )}
      {control}
      {description ? (
        <p className="pw-wf__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
