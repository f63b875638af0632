// The form block: a popup's lead form (spec §5, §7). Fields are drawn at once from the design; the
// rules load as it appears (lead-rules.ts) and run when a field is left (its message, an email's
// "Did you mean …?") and on submit: the all-empty shake with the email field marked, every rule,
// then the conversion through the frame. Submits are guarded while one is under way; what the
// server refuses is shown beside its field like the browser's own checks.
import { widgetText, type FormBlock } from '@pinwheel/core';
import {
  designFormEntries,
  hiddenFieldValues,
  leadFormDefaults,
  type LeadFieldEntry,
} from '@pinwheel/core/lead-form/drawing';
import type { LeadFormOptions, LeadValue } from '@pinwheel/core/lead-form';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { LeadFormContext } from '../lead-form/lead-form-context.ts';
import {
  loadBlockedDomains,
  loadInternationalPhones,
  loadLeadRules,
  type LeadRules,
} from '../lead-form/lead-rules.ts';
import { deviceOf } from '../../loader/device.ts';
import { LeadField, type FieldValue } from './form-fields.tsx';
import { POPUP_FORM_ID } from './popup-button.tsx';

export interface SignupFormProps {
  block: FormBlock;
  /** The block's place in the document: ids stay unique when a document has two forms. */
  index: number;
  /** The first form of the document: the one submit buttons elsewhere belong to. */
  primary: boolean;
  form: LeadFormContext;
}

/** How long a second submit is ignored after the first (spec §4 double-submit guard), in ms. */
const SUBMIT_GUARD_MS = 1500;
const SHAKE_MS = 500;

const countryField = (name: string) => `${name}_country`;
const isInternational = (entry: LeadFieldEntry) =>
  entry.type === 'phone' && entry.phone_validation === 'international';
const wantsDomainList = (entry: LeadFieldEntry) =>
  entry.type === 'email' &&
  (entry.email_validation === 'business-email' || entry.email_validation === 'typos-business');

export function SignupForm({ block, index, primary, form }: SignupFormProps) {
  const { lang } = form;
  const entries = useMemo(() => designFormEntries(block), [block]);
  const [values, setValues] = useState<Record<string, FieldValue>>(() => ({
    ...leadFormDefaults(entries),
    ...hiddenFieldValues(entries, window.location.search),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suggestions, setSuggestions] = useState<Record<string, string>>({});
  const [marked, setMarked] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [consent, setConsent] = useState(form.consentDefault);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [countries, setCountries] = useState<readonly string[] | null>(null);
  const [initialCountry, setInitialCountry] = useState('US');
  const guard = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The addresses the typo check suggested, by field: what accepting one puts in. */
  const suggested = useRef<Record<string, string>>({});

  // The rules (and what they lean on) start loading as the form appears.
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

  async function ruleOptions(rules: LeadRules): Promise<LeadFormOptions> {
    const phones = entries.some(isInternational) ? await loadInternationalPhones() : null;
    return {
      lang,
      today: rules.localIsoDate(new Date()),
      blockedEmailDomains:
        form.base && entries.some(wantsDomainList) ? await loadBlockedDomains(form.base) : null,
      internationalPhone: phones?.internationalPhoneProblem,
      consent: block.consent ? { required: form.consentRequired, checked: consent } : undefined,
    };
  }

  const countryOf = (entry: LeadFieldEntry) => {
    const picked = values[countryField(entry.name)];
    return typeof picked === 'string' && picked ? picked : initialCountry;
  };
  const withCountries = (current: Record<string, FieldValue>) => {
    const all: Record<string, LeadValue> = { ...current };
    for (const entry of entries.filter(isInternational)) {
      all[countryField(entry.name)] = countryOf(entry);
    }
    return all;
  };

  function change(name: string, value: FieldValue): void {
    setValues((current) => ({ ...current, [name]: value }));
    setMarked(null);
    setErrors(({ [name]: _dropped, ...rest }) => rest);
    // A suggestion was for what the field held then: once it changes, Tab must not bring it back.
    setSuggestions(({ [name]: _stale, ...rest }) => rest);
    delete suggested.current[name];
  }

  async function leave(entry: LeadFieldEntry): Promise<void> {
    let rules: LeadRules;
    try {
      rules = await loadLeadRules();
    } catch {
      return;
    }
    const value = values[entry.name];
    // Nothing typed yet: leaving a field is not a mistake (submitting will say what is missing).
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return;
    const checked = rules.validateLeadField(
      entry,
      value,
      await ruleOptions(rules),
      countryOf(entry),
    );
    setErrors(({ [entry.name]: _old, ...rest }) =>
      checked.problem ? { ...rest, [entry.name]: checked.problem.message } : rest,
    );
    setSuggestions(({ [entry.name]: _old, ...rest }) =>
      checked.suggestion
        ? { ...rest, [entry.name]: rules.emailSuggestionText(lang, checked.suggestion) }
        : rest,
    );
    if (checked.suggestion) suggested.current[entry.name] = checked.suggestion;
  }

  function accept(entry: LeadFieldEntry): void {
    const address = suggested.current[entry.name];
    if (!address) return;
    change(entry.name, address);
  }

  function showProblems(problems: ReadonlyArray<{ field: string; message: string }>): void {
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    // The first refused field takes focus, so its message is read out with it.
    const first = problems[0]?.field;
    const element = first
      ? formRef.current?.querySelector<HTMLElement>(
          first === 'checkbox_checked'
            ? '[name="checkbox_checked"]'
            : `[name="${CSS.escape(first)}"]`,
        )
      : null;
    element?.focus();
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (guard.current) return;
    guard.current = true;
    // Held while a conversion is under way and a moment after; a form the rules sent back is
    // free again at once (the visitor corrects it and submits).
    const release = () => (guard.current = false);
    let rules: LeadRules;
    try {
      rules = await loadLeadRules();
    } catch {
      release();
      setStatus('failed');
      return;
    }
    const all = withCountries(values);
    const empty = rules.emptyLeadForm(entries, all);
    if (empty.empty) {
      setMarked(empty.markField);
      // A phone's form stays still (spec §5: the shake is for desktop visitors).
      if (deviceOf(window) === 'desktop') {
        setShaking(true);
        window.setTimeout(() => setShaking(false), SHAKE_MS);
      }
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${CSS.escape(empty.markField ?? '')}"]`)
        ?.focus();
      release();
      return;
    }
    const checked = rules.validateLeadForm(entries, all, await ruleOptions(rules));
    if (checked.invalid.length > 0) {
      release();
      return showProblems(checked.invalid);
    }
    setStatus('sending');
    const outcome = await form.send(entries, checked.values, block.consent ? consent : undefined);
    if (outcome.sent) window.setTimeout(release, SUBMIT_GUARD_MS);
    else release();
    if (outcome.sent) {
      const email = entries.find((entry) => entry.type === 'email');
      const address = email ? checked.values[email.name] : undefined;
      form.sent(checked.values, typeof address === 'string' ? address : undefined);
      return;
    }
    if ('invalid' in outcome) {
      setStatus('idle');
      return showProblems(outcome.invalid);
    }
    setStatus(form.failed(checked.values) ? 'sending' : 'failed');
  }

  const classes = [
    'form',
    block.fields.length === 1 && !block.consent && 'single',
    shaking && 'shake',
  ];
  return (
    <form
      ref={formRef}
      className={classes.filter(Boolean).join(' ')}
      id={primary ? POPUP_FORM_ID : undefined}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={status === 'sending' ? 'true' : undefined}
    >
      {entries.map((entry, at) =>
        entry.type === 'hidden' ? (
          <input
            key={entry.name}
            type="hidden"
            name={entry.name}
            value={String(values[entry.name] ?? '')}
          />
        ) : (
          <LeadField
            key={entry.name}
            entry={entry}
            label={block.fields[at]!.label}
            id={`field-${index}-${at}`}
            lang={lang}
            value={values[entry.name]}
            country={countryOf(entry)}
            countries={countries}
            error={errors[entry.name]}
            suggestion={suggestions[entry.name]}
            marked={marked === entry.name}
            onChange={(value) => change(entry.name, value)}
            onCountry={(code) => change(countryField(entry.name), code)}
            onBlur={() => void leave(entry)}
            onAcceptSuggestion={() => accept(entry)}
          />
        ),
      )}
      {block.consent && (
        <div className={errors.checkbox_checked ? 'field consent invalid' : 'field consent'}>
          <label className="choice" dir="auto">
            <input
              type="checkbox"
              name="checkbox_checked"
              checked={consent}
              required={form.consentRequired}
              aria-invalid={errors.checkbox_checked ? 'true' : undefined}
              aria-describedby={errors.checkbox_checked ? `consent-${index}-error` : undefined}
              onChange={(event) => {
                setConsent(event.currentTarget.checked);
                setErrors(({ checkbox_checked: _old, ...rest }) => rest);
              }}
            />
            <span>{block.consent}</span>
          </label>
          {errors.checkbox_checked && (
            <p id={`consent-${index}-error`} className="field-error">
              {errors.checkbox_checked}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className="button primary"
        title={widgetText(lang, 'submit')}
        disabled={status === 'sending'}
      >
        {block.submit_label}
      </button>
      <p className="form-status" role="alert">
        {status === 'failed' ? widgetText(lang, 'sendFailed') : ''}
      </p>
    </form>
  );
}
