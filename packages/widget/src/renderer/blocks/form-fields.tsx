// One field of a popup's lead form, drawn by kind (spec §5): text-like inputs with the right type,
// keyboard and autocomplete; a textarea; a dd/mm/yyyy date with a calendar; a number that takes digits and editing
// keys only; a select with a search box when it has many choices; checkbox and radio groups; a phone
// in international mode with its country picker. Every field has a visible label, and its error and
// typo suggestion are tied to it for screen readers (aria-describedby).
import {
  BASIC_PHONE_PATTERN,
  isNumberInputKey,
  drawingMessage,
  NAME_MAX_LENGTH,
  NUMBER_STEP,
  type LeadFieldEntry,
} from '@pinwheel/core/lead-form/drawing';
import { widgetText, type Language } from '@pinwheel/core';
import { useState, type KeyboardEvent } from 'react';
import { DatePickerButton } from './date-picker-button.tsx';

export type FieldValue = string | string[];

export interface FieldProps {
  entry: LeadFieldEntry;
  label: string;
  id: string;
  lang: Language;
  value: FieldValue | undefined;
  /** The phone picker's country, for a phone in international mode. */
  country: string;
  /** Country codes to offer (the phone metadata), once loaded. */
  countries: readonly string[] | null;
  error: string | undefined;
  suggestion: string | undefined;
  /** Marked by the all-empty check until the visitor types. */
  marked: boolean;
  onChange(value: FieldValue): void;
  onCountry(country: string): void;
  onBlur(): void;
  /** Tab or Right arrow on an email field with a suggestion. */
  onAcceptSuggestion(): void;
}

const TEXT_INPUTS: Partial<Record<LeadFieldEntry['type'], [string, string, boolean]>> = {
  // type, autocomplete, left to right
  email: ['email', 'email', true],
  name: ['text', 'name', false],
  phone: ['tel', 'tel', true],
  text: ['text', 'off', false],
  url: ['url', 'url', true],
};

const SEARCH_FROM_OPTIONS = 8;

const asText = (value: FieldValue | undefined) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/** dd/mm/yyyy as it is typed: the slashes come by themselves. */
function typedDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

export function LeadField(props: FieldProps) {
  const { entry, id, lang, error, suggestion } = props;
  const describedBy = [error && `${id}-error`, suggestion && `${id}-suggestion`]
    .filter(Boolean)
    .join(' ');
  const notes = (
    <>
      {suggestion && (
        <button
          type="button"
          id={`${id}-suggestion`}
          className="field-suggestion"
          onClick={props.onAcceptSuggestion}
        >
          {suggestion}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
  const shared = {
    id,
    name: entry.name,
    required: entry.required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: props.onBlur,
  };
  const classes = ['field', props.marked && 'marked', error && 'invalid'].filter(Boolean).join(' ');

  if (entry.type === 'checkbox' || entry.type === 'radio') {
    const chosen = typeof props.value === 'string' ? [props.value] : (props.value ?? []);
    return (
      <fieldset className={`${classes} choices`} aria-describedby={describedBy || undefined}>
        <legend dir="auto">{props.label}</legend>
        {entry.options.map((option, at) => (
          <label key={option} className="choice" dir="auto">
            <input
              type={entry.type}
              name={entry.name}
              value={option}
              id={at === 0 ? id : undefined}
              checked={chosen.includes(option)}
              onChange={(event) => {
                if (entry.type === 'radio') return props.onChange(option);
                props.onChange(
                  event.currentTarget.checked
                    ? [...chosen, option]
                    : chosen.filter((item) => item !== option),
                );
              }}
              onBlur={props.onBlur}
            />
            <span>{option}</span>
          </label>
        ))}
        {notes}
      </fieldset>
    );
  }

  return (
    <div className={classes}>
      <label htmlFor={id} dir="auto">
        {props.label}
      </label>
      {entry.type === 'select' ? (
        <SearchableSelect {...props} shared={shared} />
      ) : entry.type === 'textarea' ? (
        <textarea
          {...shared}
          rows={3}
          placeholder={entry.placeholder || undefined}
          value={asText(props.value)}
          onInput={(event) => props.onChange(event.currentTarget.value)}
        />
      ) : entry.type === 'phone' && entry.phone_validation === 'international' ? (
        <div className="phone-international">
          {props.countries && (
            <select
              aria-label={`${props.label}: ${widgetText(lang, 'country')}`}
              value={props.country}
              onChange={(event) => props.onCountry(event.currentTarget.value)}
            >
              {props.countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(lang, code)}
                </option>
              ))}
            </select>
          )}
          <input
            {...shared}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder={entry.placeholder || undefined}
            value={asText(props.value)}
            onInput={(event) => props.onChange(event.currentTarget.value)}
          />
        </div>
      ) : entry.type === 'date' || entry.type === 'birthday' ? (
        <DatePickerButton
          lang={lang}
          label={props.label}
          inputId={id}
          value={asText(props.value)}
          onPick={props.onChange}
        >
          <input {...shared} {...inputAttributes(props)} />
        </DatePickerButton>
      ) : (
        <input {...shared} {...inputAttributes(props)} />
      )}
      {notes}
    </div>
  );
}

function inputAttributes(props: FieldProps) {
  const { entry } = props;
  const value = asText(props.value);
  const placeholder = entry.placeholder || undefined;
  const onInput = (event: { currentTarget: HTMLInputElement }) =>
    props.onChange(event.currentTarget.value);
  if (entry.type === 'date' || entry.type === 'birthday') {
    return {
      type: 'text',
      inputMode: 'numeric' as const,
      autoComplete: entry.type === 'birthday' ? 'bday' : 'off',
      placeholder: placeholder ?? 'dd/mm/yyyy',
      maxLength: 10,
      dir: 'ltr',
      value,
      onInput: (event: { currentTarget: HTMLInputElement }) =>
        props.onChange(typedDate(event.currentTarget.value)),
    };
  }
  if (entry.type === 'number') {
    return {
      type: 'number',
      step: NUMBER_STEP,
      inputMode: 'decimal' as const,
      dir: 'ltr',
      placeholder,
      value,
      onInput,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const modifier = event.ctrlKey || event.metaKey || event.altKey;
        if (!isNumberInputKey(event.key, modifier)) event.preventDefault();
      },
    };
  }
  const [type, autoComplete, ltr] = TEXT_INPUTS[entry.type] ?? ['text', 'off', false];
  const phoneBasic = entry.type === 'phone' && entry.phone_validation === 'basic';
  return {
    type,
    autoComplete,
    dir: ltr ? 'ltr' : undefined,
    placeholder,
    value,
    onInput,
    maxLength: entry.type === 'name' ? NAME_MAX_LENGTH : undefined,
    pattern: phoneBasic ? BASIC_PHONE_PATTERN : undefined,
    title: phoneBasic ? drawingMessage(props.lang, 'phoneTitle') : undefined,
    onKeyDown:
      entry.type === 'email'
        ? (event: KeyboardEvent<HTMLInputElement>) => {
            if (!props.suggestion) return;
            const atEnd = event.currentTarget.selectionStart === event.currentTarget.value.length;
            if (event.key === 'Tab' || (event.key === 'ArrowRight' && atEnd)) {
              if (event.key === 'ArrowRight') event.preventDefault();
              props.onAcceptSuggestion();
            }
          }
        : undefined,
  };
}

function SearchableSelect(props: FieldProps & { shared: Record<string, unknown> }) {
  const { entry, lang } = props;
  const [query, setQuery] = useState('');
  const searchable = entry.options.length >= SEARCH_FROM_OPTIONS;
  const shown = query
    ? entry.options.filter((option) => option.toLowerCase().includes(query.trim().toLowerCase()))
    : entry.options;
  const value = asText(props.value);
  return (
    <>
      {searchable && (
        <input
          type="search"
          className="select-search"
          placeholder={drawingMessage(lang, 'search')}
          aria-label={`${props.label}: ${drawingMessage(lang, 'search')}`}
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="select-empty" role="status">
          {drawingMessage(lang, 'noResults')}
        </p>
      ) : (
        <select
          {...props.shared}
          value={shown.includes(value) ? value : ''}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          <option value="">{props.entry.placeholder || '—'}</option>
          {shown.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </>
  );
}

const regionNames = new Map<Language, Intl.DisplayNames | null>();

/** The country's name in the popup's language (the browser knows them), else its code. */
function countryName(lang: Language, code: string): string {
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      regionNames.set(lang, null);
    }
  }
  return regionNames.get(lang)?.of(code) ?? code;
}
