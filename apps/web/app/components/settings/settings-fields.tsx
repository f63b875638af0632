// The labelled inputs of the owner's settings forms: each with its help line and, when the server
// refused it, its message beside it (tied by aria-describedby, the input marked aria-invalid). All
// are plain form controls, so the forms post without JavaScript.
import type { ReactNode } from 'react';
import { fieldIds, useSettingsField } from './settings-form-state.tsx';

interface FieldProps {
  name: string;
  label: string;
  help?: string;
}

/** aria-describedby for a field: its help, and its error when it has one (error first). */
function describedBy(name: string, help: string | undefined, error: string | undefined) {
  const ids = fieldIds(name);
  return [error ? ids.error : '', help ? ids.help : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ name, help, error }: { name: string; help?: string; error?: string }) {
  const ids = fieldIds(name);
  return (
    <>
      {help ? (
        <p id={ids.help} className="setting__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="setting__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextSetting(
  props: FieldProps & { maxLength: number; dir?: 'ltr' | 'rtl' | 'auto'; inputMode?: 'numeric' },
) {
  const { text, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <div className="setting">
      <label htmlFor={ids.input}>{props.label}</label>
      <input
        id={ids.input}
        name={props.name}
        type="text"
        defaultValue={text}
        maxLength={props.maxLength}
        dir={props.dir ?? 'auto'}
        inputMode={props.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, props.help, error)}
      />
      <FieldNotes name={props.name} help={props.help} error={error} />
    </div>
  );
}

/**
 * An amount in the shop's currency, typed as text ("5.00"): a number input would drop what the
 * owner typed when it is not a number, and the server's message says why instead.
 */
export function MoneySetting(props: FieldProps & { currency: string; optional?: boolean }) {
  const { text, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <div className="setting">
      <label htmlFor={ids.input}>{props.label}</label>
      <span className="setting__money">
        <span className="setting__currency" aria-hidden="true">
          {props.currency}
        </span>
        <input
          id={ids.input}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={text}
          maxLength={20}
          dir="ltr"
          required={!props.optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props.name, props.help, error)}
        />
      </span>
      <FieldNotes name={props.name} help={props.help} error={error} />
    </div>
  );
}

export function TextAreaSetting(
  props: FieldProps & { maxLength: number; rows: number; dir?: 'ltr' | 'rtl' | 'auto' },
) {
  const { text, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <div className="setting">
      <label htmlFor={ids.input}>{props.label}</label>
      <textarea
        id={ids.input}
        name={props.name}
        rows={props.rows}
        defaultValue={text}
        maxLength={props.maxLength}
        dir={props.dir ?? 'auto'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, props.help, error)}
      />
      <FieldNotes name={props.name} help={props.help} error={error} />
    </div>
  );
}

export function SelectSetting(
  props: FieldProps & { options: Array<{ value: string; label: string }> },
) {
  const { text, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <div className="setting">
      <label htmlFor={ids.input}>{props.label}</label>
      <select
        id={ids.input}
        name={props.name}
        defaultValue={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, props.help, error)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes name={props.name} help={props.help} error={error} />
    </div>
  );
}

/** An on/off setting: a checkbox whose label says what "on" does. */
export function CheckboxSetting(props: FieldProps) {
  const { checked, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <div className="setting setting--checkbox">
      <input
        id={ids.input}
        name={props.name}
        type="checkbox"
        value="on"
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, props.help, error)}
      />
      <label htmlFor={ids.input}>{props.label}</label>
      <FieldNotes name={props.name} help={props.help} error={error} />
    </div>
  );
}

/** Several values of one name (categories, attribution fields): a fieldset of checkboxes. */
export function CheckboxListSetting(
  props: FieldProps & { options: Array<{ value: string; label: string }>; columns?: boolean },
) {
  const { all, error } = useSettingsField(props.name);
  const ids = fieldIds(props.name);
  return (
    <fieldset
      className="setting setting--list"
      id={ids.input}
      aria-describedby={describedBy(props.name, props.help, error)}
    >
      <legend>{props.label}</legend>
      <ul
        className={
          props.columns ? 'setting__choices setting__choices--columns' : 'setting__choices'
        }
      >
        {props.options.map((option) => (
          <li key={option.value}>
            <input
              id={`${ids.input}-${option.value}`}
              name={props.name}
              type="checkbox"
              value={option.value}
              defaultChecked={all.includes(option.value)}
            />
            <label htmlFor={`${ids.input}-${option.value}`}>
              <bdi>{option.label}</bdi>
            </label>
          </li>
        ))}
      </ul>
      <FieldNotes name={props.name} help={props.help} error={error} />
    </fieldset>
  );
}

/** One group of settings on a page, with its title and an optional line about it. */
export function SettingsGroup(props: {
  id: string;
  title: string;
  about?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="settings-group"
      aria-describedby={props.about ? `${props.id}-about` : undefined}
    >
      <legend className="settings-group__title">{props.title}</legend>
      {props.about ? (
        <p id={`${props.id}-about`} className="settings-group__about">
          {props.about}
        </p>
      ) : null}
      {props.children}
    </fieldset>
  );
}
