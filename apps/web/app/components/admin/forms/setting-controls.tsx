// The small labelled controls a field's settings are made of: words in the language being edited,
// a number that may be left empty, a tick box, a choice from a list. Each is a kit <Field> (label,
// hint, error wired for assistive technology) or a labelled checkbox.
import { useId, useState } from 'react';
import { Field } from '../field.tsx';

export function TextSetting(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'email' | 'url' | 'text';
  maxLength?: number;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error} required={props.required}>
      {(control) =>
        props.multiline ? (
          <textarea
            {...control}
            rows={3}
            dir={props.dir}
            maxLength={props.maxLength}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type="text"
            dir={props.dir}
            inputMode={props.inputMode}
            maxLength={props.maxLength}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/**
 * A number the owner may leave empty (undefined). What is typed stays as typed while it is not a
 * number yet ("1." on the way to "1.5"); the form gets the number once it is one.
 */
export function NumberSetting(props: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  hint?: string;
  integer?: boolean;
  required?: boolean;
}) {
  const [typed, setTyped] = useState(props.value === undefined ? '' : String(props.value));
  const shown = Number(typed) === props.value || (typed === '' && props.value === undefined);
  const text = shown ? typed : props.value === undefined ? '' : String(props.value);
  return (
    <Field label={props.label} hint={props.hint} required={props.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          dir="ltr"
          inputMode={props.integer ? 'numeric' : 'decimal'}
          value={text}
          onChange={(event) => {
            const next = event.target.value.replace(',', '.');
            setTyped(next);
            if (next.trim() === '') return props.onChange(undefined);
            const number = Number(next);
            if (Number.isFinite(number) && (!props.integer || Number.isInteger(number))) {
              props.onChange(number);
            }
          }}
        />
      )}
    </Field>
  );
}

export function CheckSetting(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-builder__check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}

export function SelectSetting<V extends string>(props: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  hint?: string;
}) {
  return (
    <Field label={props.label} hint={props.hint}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as V)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A list the owner types, entries apart by commas or new lines (addresses, extensions). What is
 * typed stays as typed ("a@example.com, " on the way to a second address) while it reads as the
 * list the form holds.
 */
export function ListSetting(props: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string;
  multiline?: boolean;
  inputMode?: 'email' | 'text';
  /** How an entry is tidied as it is read (e.g. an extension without its dot, lower case). */
  tidy?: (entry: string) => string;
}) {
  const tidy = props.tidy ?? ((entry: string) => entry);
  const read = (text: string) =>
    text
      .split(/[\n,;]+/)
      .map((one) => tidy(one.trim()))
      .filter(Boolean);
  const [typed, setTyped] = useState(props.value.join(props.multiline ? '\n' : ', '));
  const same = read(typed).join('\n') === props.value.join('\n');
  const text = same ? typed : props.value.join(props.multiline ? '\n' : ', ');
  return (
    <TextSetting
      label={props.label}
      hint={props.hint}
      dir="ltr"
      multiline={props.multiline}
      inputMode={props.inputMode}
      value={text}
      onChange={(next) => {
        setTyped(next);
        props.onChange(read(next));
      }}
    />
  );
}
