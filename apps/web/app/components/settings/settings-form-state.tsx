// What every field of an owner settings form reads: the values to show (the saved settings, or
// what the owner posted when the server refused it, so nothing typed is lost) and the refusals by
// field name. Held in a context so each field finds its own by name.
import { createContext, useContext, type ReactNode } from 'react';
import type { SettingsFormValues } from '@pinwheel/core';

interface SettingsFormState {
  values: SettingsFormValues;
  errors: Record<string, string>;
}

const SettingsFormContext = createContext<SettingsFormState>({ values: {}, errors: {} });

export function SettingsFormProvider(props: SettingsFormState & { children: ReactNode }) {
  return (
    <SettingsFormContext.Provider value={{ values: props.values, errors: props.errors }}>
      {props.children}
    </SettingsFormContext.Provider>
  );
}

/** A field's text value, its checked state, every value of a checkbox list, and its refusal. */
export function useSettingsField(name: string) {
  const { values, errors } = useContext(SettingsFormContext);
  const value = values[name];
  const text = typeof value === 'string' ? value : (value?.[0] ?? '');
  return {
    text,
    checked: text === 'on',
    all: Array.isArray(value) ? value : value ? [value] : [],
    error: errors[name],
  };
}

/** The id of a field's input, help and error, from its form name. */
export const fieldIds = (name: string) => ({
  input: `setting-${name}`,
  help: `setting-${name}-help`,
  error: `setting-${name}-error`,
});
