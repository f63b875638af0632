// Runs a popup lead form's rules (spec §5) over what the visitor typed: in the widget as fields are
// left and before submitting, and on the server on every conversion (a browser can be bypassed).
// It also answers the values as they are stored: basic phones stripped, numbers rounded to 2
// decimals, empty dates left out, required radio groups defaulted to their first choice.
import { normalisedUrlInput } from '../form-rules/field-input.ts';
import { isUrl } from '../form-rules/value-formats.ts';
import type { Language } from '../messages/translate.ts';
import { checkEmail, type BlockedEmailDomains } from './email-rules.ts';
import type { LeadFieldEntry } from './field-entry.ts';
import { leadMessage, type LeadMessageKey } from './lead-messages.ts';
import { isBasicPhone, isIsraeliPhone, strippedBasicPhone } from './phone-rules.ts';
import { isBirthday, isName, isoDateOf, NAME_MAX_LENGTH, roundedNumber } from './value-rules.ts';

/** What the visitor sent for each field: one text, or several (a checkbox group). */
export type LeadValue = string | readonly string[];
export type LeadValues = Readonly<Record<string, LeadValue | undefined>>;

/** The international check (phone-international.ts), handed in once it has loaded. */
export type InternationalPhoneCheck = (
  value: string,
  country: string,
  options: { required: boolean; lang: Language },
) => string | null;

export interface LeadFormOptions {
  lang: Language;
  /** Today in yyyy-mm-dd: a birthday must be before it (the widget: the visitor's local date). */
  today: string;
  /** The free/throwaway domains for the business modes; null when the list failed to load. */
  blockedEmailDomains: BlockedEmailDomains;
  /** Absent while (or because) the phone metadata is not loaded: the check is skipped (spec §8). */
  internationalPhone?: InternationalPhoneCheck;
  /** The consent checkbox (`field_checkbox_required`), when the popup has one. */
  consent?: { required: boolean; checked: boolean };
  /**
   * False where nobody reads the typo advice (the server re-checking a conversion): the
   * suggestion is the dearest part of the email check, and it never refuses anything.
   */
  suggestTypos?: boolean;
}

/** A field the rules refused: its name, the message to show beside it, and the message's key. */
export interface LeadFieldProblem {
  field: string;
  message: string;
  rule: LeadMessageKey | 'international';
}

export interface LeadFieldResult {
  /** Null when the value passes. */
  problem: LeadFieldProblem | null;
  /** The email typo mode's advice: show "Did you mean X?" (emailSuggestionText). */
  suggestion: string | null;
  /** The value as it is sent and stored; undefined when it is left out (an empty date). */
  value: LeadValue | undefined;
}

/** The value sent with a phone field in international mode: the picked country (ISO alpha-2). */
export const phoneCountryField = (name: string) => `${name}_country`;

/** Longest value of a one-line field and of a textarea, in characters. */
export const LEAD_TEXT_MAX_LENGTH = 1000;
export const LEAD_TEXTAREA_MAX_LENGTH = 5000;

const GROUP_TYPES = new Set<LeadFieldEntry['type']>(['checkbox', 'radio']);
const DATE_TYPES = new Set<LeadFieldEntry['type']>(['date', 'birthday']);

function firstOf(value: LeadValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[0] ?? '');
}

function listOf(value: LeadValue | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((item) => item.trim() !== '');
}

/** Whether a field holds nothing the visitor chose or typed. */
function isEmpty(entry: LeadFieldEntry, value: LeadValue | undefined): boolean {
  return GROUP_TYPES.has(entry.type) ? listOf(value).length === 0 : firstOf(value).trim() === '';
}

/** One field's check, as the widget runs it when the visitor leaves the field. */
export function validateLeadField(
  entry: LeadFieldEntry,
  raw: LeadValue | undefined,
  options: LeadFormOptions,
  country = '',
): LeadFieldResult {
  const refuse = (rule: LeadFieldProblem['rule'], message?: string): LeadFieldProblem => ({
    field: entry.name,
    rule,
    message: message ?? leadMessage(options.lang, rule as LeadMessageKey),
  });
  const result = (
    problem: LeadFieldProblem | null,
    value: LeadValue | undefined,
    suggestion: string | null = null,
  ): LeadFieldResult => ({ problem, value, suggestion });

  if (GROUP_TYPES.has(entry.type)) {
    let chosen = listOf(raw);
    if (entry.type === 'radio') chosen = chosen.slice(0, 1);
    // A required radio group starts on its first choice (spec §5), so "none" means the first.
    if (chosen.length === 0 && entry.type === 'radio' && entry.required && entry.options[0]) {
      chosen = [entry.options[0]];
    }
    if (chosen.length === 0) return result(entry.required ? refuse('choose') : null, chosen);
    const outside = entry.options.length > 0 && chosen.some((c) => !entry.options.includes(c));
    const value = entry.type === 'radio' ? chosen[0]! : chosen;
    return result(outside ? refuse('option') : null, value);
  }

  // A hidden field the page did not fill keeps its own value.
  const typed = entry.type === 'hidden' && firstOf(raw) === '' ? entry.value : firstOf(raw);
  if (typed.trim() === '') {
    // Empty dates are left out of the payload altogether (spec §5).
    const kept = DATE_TYPES.has(entry.type) ? undefined : typed;
    if (!entry.required) return result(null, kept);
    if (entry.type === 'phone' && entry.phone_validation === 'international') {
      return result(refuse('phone'), kept);
    }
    return result(refuse('required'), kept);
  }

  const max = entry.type === 'textarea' ? LEAD_TEXTAREA_MAX_LENGTH : LEAD_TEXT_MAX_LENGTH;
  if ([...typed].length > max) {
    return result(refuse('tooLong', leadMessage(options.lang, 'tooLong', { max })), typed);
  }

  switch (entry.type) {
    case 'email': {
      const value = typed.trim();
      const check = checkEmail(
        value,
        entry.email_validation,
        options.blockedEmailDomains,
        options.suggestTypos ?? true,
      );
      return result(check.problem ? refuse(check.problem) : null, value, check.suggestion);
    }
    case 'name':
      return result(
        isName(typed)
          ? null
          : refuse('name', leadMessage(options.lang, 'name', { max: NAME_MAX_LENGTH })),
        typed.trim(),
      );
    case 'phone': {
      if (entry.phone_validation === 'advanced') {
        const value = typed.trim();
        return result(isIsraeliPhone(value) ? null : refuse('phoneIsraeli'), value);
      }
      if (entry.phone_validation === 'international') {
        const value = typed.trim();
        const message = options.internationalPhone?.(value, country, {
          required: entry.required,
          lang: options.lang,
        });
        return result(message ? refuse('international', message) : null, value);
      }
      const value = strippedBasicPhone(typed).trim();
      return result(isBasicPhone(value) ? null : refuse('phone'), value);
    }
    case 'number': {
      const value = roundedNumber(typed);
      return value === null ? result(refuse('number'), typed) : result(null, value);
    }
    case 'date':
      return result(isoDateOf(typed) ? null : refuse('date'), typed.trim());
    case 'birthday':
      return result(isBirthday(typed, options.today) ? null : refuse('birthday'), typed.trim());
    case 'url': {
      const value = normalisedUrlInput(typed.trim());
      return result(isUrl(value) ? null : refuse('url'), value);
    }
    case 'select':
      return result(
        entry.options.length > 0 && !entry.options.includes(typed) ? refuse('option') : null,
        typed,
      );
    default:
      return result(null, typed);
  }
}

export interface LeadFormResult {
  /** Each refused field once, in the form's order (the consent box as `checkbox_checked`). */
  invalid: LeadFieldProblem[];
  /** The values to send and store, by field name; left-out fields are absent. */
  values: Record<string, LeadValue>;
  /** Typo suggestions by field name. */
  suggestions: Record<string, string>;
}

/** The whole form, as the widget checks it before submitting and the server on every conversion. */
export function validateLeadForm(
  entries: readonly LeadFieldEntry[],
  values: LeadValues,
  options: LeadFormOptions,
): LeadFormResult {
  const outcome: LeadFormResult = { invalid: [], values: {}, suggestions: {} };
  for (const entry of entries) {
    const country = firstOf(values[phoneCountryField(entry.name)]);
    const checked = validateLeadField(entry, values[entry.name], options, country);
    if (checked.problem) outcome.invalid.push(checked.problem);
    if (checked.value !== undefined) outcome.values[entry.name] = checked.value;
    if (checked.suggestion) outcome.suggestions[entry.name] = checked.suggestion;
    if (entry.type === 'phone' && entry.phone_validation === 'international' && country) {
      outcome.values[phoneCountryField(entry.name)] = country;
    }
  }
  if (options.consent?.required && !options.consent.checked) {
    outcome.invalid.push({
      field: 'checkbox_checked',
      rule: 'consent',
      message: leadMessage(options.lang, 'consent'),
    });
  }
  return outcome;
}

/**
 * The all-empty case (spec §5): when every field but the consent box and hidden fields is empty,
 * the form shakes and submit is cancelled; `markField` is the field to mark (the email field, else
 * the first one) until the visitor types. A form with no visible fields is never "empty".
 */
export function emptyLeadForm(
  entries: readonly LeadFieldEntry[],
  values: LeadValues,
): { empty: boolean; markField: string | null } {
  const visible = entries.filter((entry) => entry.type !== 'hidden');
  const empty = visible.length > 0 && visible.every((entry) => isEmpty(entry, values[entry.name]));
  if (!empty) return { empty: false, markField: null };
  const email = visible.find((entry) => entry.type === 'email');
  return { empty: true, markField: (email ?? visible[0])!.name };
}

/** "Did you mean X?" in the popup's language. */
export function emailSuggestionText(lang: Language, suggestion: string): string {
  return leadMessage(lang, 'emailSuggestion', { email: suggestion });
}
