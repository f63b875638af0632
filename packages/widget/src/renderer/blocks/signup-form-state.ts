// The signup form's state, in named parts: what the visitor typed and what the form says beside
// each field, the rules' loading (with the phone countries they bring), the options the rules run
// with, the all-empty shake and the double-submit guard. signup-form.tsx puts them together.
import type { FormBlock } from '@pinwheel/core';
import {
  hiddenFieldValues,
  leadFormDefaults,
  type LeadFieldEntry,
} from '@pinwheel/core/lead-form/drawing';
import type { LeadFormOptions } from '@pinwheel/core/lead-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { deviceOf } from '../../loader/device.ts';
import type { LeadFormContext } from '../lead-form/lead-form-context.ts';
import {
  loadBlockedDomains,
  loadInternationalPhones,
  loadLeadRules,
  type LeadRules,
} from '../lead-form/lead-rules.ts';
import type { FieldValue } from './form-fields.tsx';

/** How long a second submit is ignored after the first (spec §4 double-submit guard), in ms. */
const SUBMIT_GUARD_MS = 1500;
const SHAKE_MS = 500;

export const isInternational = (entry: LeadFieldEntry) =>
  entry.type === 'phone' && entry.phone_validation === 'international';
const wantsDomainList = (entry: LeadFieldEntry) =>
  entry.type === 'email' &&
  (entry.email_validation === 'business-email' || entry.email_validation === 'typos-business');

/** What the visitor typed, and what the form says beside each field. */
export function useFieldState(entries: LeadFieldEntry[]) {
  const [values, setValues] = useState<Record<string, FieldValue>>(() => ({
    ...leadFormDefaults(entries),
    ...hiddenFieldValues(entries, window.location.search),
  }));
  /** Each field's message (a rule's, or the server's), by field name. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** An email field's "Did you mean …?", by field name. */
  const [suggestions, setSuggestions] = useState<Record<string, string>>({});
  /** The field the all-empty check marked. */
  const [marked, setMarked] = useState<string | null>(null);
  /** The addresses the typo check suggested, by field: what accepting one puts in. */
  const suggested = useRef<Record<string, string>>({});

  function change(name: string, value: FieldValue): void {
    setValues((current) => ({ ...current, [name]: value }));
    setMarked(null);
    setErrors(({ [name]: _dropped, ...rest }) => rest);
    // A suggestion was for what the field held then: once it changes, Tab must not bring it back.
    setSuggestions(({ [name]: _stale, ...rest }) => rest);
    delete suggested.current[name];
  }

  /** A left field's check: its message or none, and the address the typo check suggests or none. */
  function showCheck(
    name: string,
    problem: string | undefined,
    suggestion: { address: string; text: string } | undefined,
  ): void {
    setErrors(({ [name]: _old, ...rest }) => (problem ? { ...rest, [name]: problem } : rest));
    setSuggestions(({ [name]: _old, ...rest }) =>
      suggestion ? { ...rest, [name]: suggestion.text } : rest,
    );
    if (suggestion) suggested.current[name] = suggestion.address;
  }

  /** The visitor took the typo check's suggestion: the address goes into the field. */
  function accept(name: string): void {
    const address = suggested.current[name];
    if (!address) return;
    change(name, address);
  }

  function clearError(name: string): void {
    setErrors(({ [name]: _old, ...rest }) => rest);
  }

  return {
    values,
    errors,
    suggestions,
    marked,
    change,
    showCheck,
    accept,
    clearError,
    setErrors,
    setMarked,
  };
}

export interface PhoneCountries {
  /** The countries an international phone field offers; null until its metadata is in. */
  countries: readonly string[] | null;
  /** Where the picker starts: the visitor's country when it is offered. */
  initialCountry: string;
}

/**
 * The rules (and what they lean on: the business-email domain list, the phone metadata) start
 * loading as the form appears, so checks run at once when a field is left.
 */
export function useRulesLoading(entries: LeadFieldEntry[], form: LeadFormContext): PhoneCountries {
  const [countries, setCountries] = useState<readonly string[] | null>(null);
  const [initialCountry, setInitialCountry] = useState('US');
  useEffect(() => {
    void loadLeadRules().catch((error: unknown) =>
      console.warn('Pinwheel: form checks failed to load; the server still checks', error),
    );
    if (form.base && entries.some(wantsDomainList)) void loadBlockedDomains(form.base);
    if (!entries.some(isInternational)) return;
    void loadInternationalPhones().then((phones) => {
      if (!phones) return;
      setCountries(phones.phoneCountries());
      setInitialCountry(phones.initialPhoneCountry(form.country));
    });
  }, [entries, form]);
  return { countries, initialCountry };
}

/** What the rules run with: today, the domain list and phone check when needed, the consent box. */
export async function leadRuleOptions(
  rules: LeadRules,
  entries: LeadFieldEntry[],
  block: FormBlock,
  form: LeadFormContext,
  consent: boolean,
): Promise<LeadFormOptions> {
  const phones = entries.some(isInternational) ? await loadInternationalPhones() : null;
  return {
    lang: form.lang,
    today: rules.localIsoDate(new Date()),
    blockedEmailDomains:
      form.base && entries.some(wantsDomainList) ? await loadBlockedDomains(form.base) : null,
    internationalPhone: phones?.internationalPhoneProblem,
    consent: block.consent ? { required: form.consentRequired, checked: consent } : undefined,
  };
}

/** The all-empty shake: desktop visitors only (spec §5: a phone's form stays still). */
export function useShake(): [shaking: boolean, shake: () => void] {
  const [shaking, setShaking] = useState(false);
  function shake(): void {
    if (deviceOf(window) !== 'desktop') return;
    setShaking(true);
    window.setTimeout(() => setShaking(false), SHAKE_MS);
  }
  return [shaking, shake];
}

/**
 * The double-submit guard (spec §4): taken by a submit, held while a conversion is under way and a
 * moment after one was sent; a form the rules sent back is free again at once (the visitor
 * corrects it and submits).
 */
export function useSubmitGuard() {
  const held = useRef(false);
  return useMemo(
    () => ({
      /** False while held: the submit is ignored. */
      take(): boolean {
        if (held.current) return false;
        held.current = true;
        return true;
      },
      release(): void {
        held.current = false;
      },
      releaseAfterSent(): void {
        window.setTimeout(() => (held.current = false), SUBMIT_GUARD_MS);
      },
    }),
    [],
  );
}
