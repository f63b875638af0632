// The form block: a popup's lead form (spec §5, §7). Fields are drawn at once from the design; the
// rules load as it appears (lead-rules.ts) and run when a field is left (its message, an email's
// "Did you mean …?") and on submit: the all-empty shake with the email field marked, every rule,
// then the conversion through the frame. Submits are guarded while one is under way; what the
// server refuses is shown beside its field like the browser's own checks. The state's parts are in
// signup-form-state.ts; the consent box and the submit row are below.
import { widgetText, type FormBlock, type Language } from '@pinwheel/core';
import { designFormEntries, type LeadFieldEntry } from '@pinwheel/core/lead-form/drawing';
import type { LeadValue } from '@pinwheel/core/lead-form';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useDynamicText } from '../dynamic-text.ts';
import type { LeadFormContext } from '../lead-form/lead-form-context.ts';
import { loadLeadRules, type LeadRules } from '../lead-form/lead-rules.ts';
import { LeadField, type FieldValue } from './form-fields.tsx';
import { POPUP_FORM_ID } from './popup-button.tsx';
import {
  isInternational,
  leadRuleOptions,
  useFieldState,
  useRulesLoading,
  useShake,
  useSubmitGuard,
} from './signup-form-state.ts';

export interface SignupFormProps {
  block: FormBlock;
  /** The block's place in the document: ids stay unique when a document has two forms. */
  index: number;
  /** The first form of the document: the one submit buttons elsewhere belong to. */
  primary: boolean;
  form: LeadFormContext;
}

type SubmitStatus = 'idle' | 'sending' | 'failed';

const countryField = (name: string) => `${name}_country`;

export function SignupForm({ block, index, primary, form }: SignupFormProps) {
  const { lang } = form;
  const fill = useDynamicText();
  const entries = useMemo(() => designFormEntries(block), [block]);
  const fields = useFieldState(entries);
  const [consent, setConsent] = useState(form.consentDefault);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const { countries, initialCountry } = useRulesLoading(entries, form);
  const [shaking, shake] = useShake();
  const guard = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const { values } = fields;

  const ruleOptions = (rules: LeadRules) => leadRuleOptions(rules, entries, block, form, consent);
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
  /** Focus moves to a field by its name (the consent box's is `checkbox_checked`). */
  const focusField = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();

  /** A field was left: its rules run, and say what is wrong or what the visitor may have meant. */
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
    fields.showCheck(
      entry.name,
      checked.problem?.message,
      checked.suggestion
        ? {
            address: checked.suggestion,
            text: rules.emailSuggestionText(lang, checked.suggestion),
          }
        : undefined,
    );
  }

  function showProblems(problems: ReadonlyArray<{ field: string; message: string }>): void {
    fields.setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    // The first refused field takes focus, so its message is read out with it.
    const first = problems[0]?.field;
    if (first) focusField(first);
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!guard.take()) return;
    let rules: LeadRules;
    try {
      rules = await loadLeadRules();
    } catch {
      guard.release();
      setStatus('failed');
      return;
    }
    const all = withCountries(values);
    const empty = rules.emptyLeadForm(entries, all);
    if (empty.empty) {
      fields.setMarked(empty.markField);
      shake();
      focusField(empty.markField ?? '');
      guard.release();
      return;
    }
    const checked = rules.validateLeadForm(entries, all, await ruleOptions(rules));
    if (checked.invalid.length > 0) {
      guard.release();
      return showProblems(checked.invalid);
    }
    setStatus('sending');
    const outcome = await form.send(entries, checked.values, block.consent ? consent : undefined);
    if (outcome.sent) guard.releaseAfterSent();
    else guard.release();
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
            label={fill(block.fields[at]!.label)}
            id={`field-${index}-${at}`}
            lang={lang}
            value={values[entry.name]}
            country={countryOf(entry)}
            countries={countries}
            error={fields.errors[entry.name]}
            suggestion={fields.suggestions[entry.name]}
            marked={fields.marked === entry.name}
            onChange={(value) => fields.change(entry.name, value)}
            onCountry={(code) => fields.change(countryField(entry.name), code)}
            onBlur={() => void leave(entry)}
            onAcceptSuggestion={() => fields.accept(entry.name)}
          />
        ),
      )}
      {block.consent && (
        <ConsentField
          text={fill(block.consent)}
          id={`consent-${index}-error`}
          checked={consent}
          required={form.consentRequired}
          error={fields.errors.checkbox_checked}
          onChange={(checked) => {
            setConsent(checked);
            fields.clearError('checkbox_checked');
          }}
        />
      )}
      <SubmitRow label={fill(block.submit_label)} lang={lang} status={status} />
    </form>
  );
}

interface ConsentFieldProps {
  /** The owner's consent text. */
  text: string;
  /** The id of its message, which the box is described by. */
  id: string;
  checked: boolean;
  required: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}

/** The consent box (`checkbox_checked`, spec §5) with its message when it is refused. */
function ConsentField({ text, id, checked, required, error, onChange }: ConsentFieldProps) {
  return (
    <div className={error ? 'field consent invalid' : 'field consent'}>
      <label className="choice" dir="auto">
        <input
          type="checkbox"
          name="checkbox_checked"
          checked={checked}
          required={required}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? id : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{text}</span>
      </label>
      {error && (
        <p id={id} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The submit button, off while the form is sending, and the line that says a send failed. */
function SubmitRow({
  label,
  lang,
  status,
}: {
  label: string;
  lang: Language;
  status: SubmitStatus;
}) {
  return (
    <>
      <button
        type="submit"
        className="button primary"
        title={widgetText(lang, 'submit')}
        disabled={status === 'sending'}
      >
        {label}
      </button>
      <p className="form-status" role="alert">
        {status === 'failed' ? widgetText(lang, 'sendFailed') : ''}
      </p>
    </>
  );
}
