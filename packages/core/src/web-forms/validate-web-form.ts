// The rules of a web form's fields (spec §5 "Web form builder"), run by the visitor component as
// the visitor types and by the server on every entry: one function, so a rule the browser lets
// through is never refused on the server for another reason, and a browser that skips it is
// refused the same way. Only visible fields are judged (conditions); a value sent for a hidden
// one is refused on the server (the browser never sends one).
import type { Language } from '../messages/translate.ts';
import { isTel } from '../form-rules/value-formats.ts';
import { visibleFieldIds } from './conditions.ts';
import { formatFormMoney, parseAmount, toMinor } from './currency.ts';
import {
  allFields,
  DEFAULT_FILE_EXTENSIONS,
  type LocalText,
  type WebFormDefinition,
  type WebFormField,
} from './definition.ts';
import { isWebFormEmail } from './email-rule.ts';
import { fillsMask, isCardNumber, isWebFormUrl, minutesOfTime, timeText } from './field-formats.ts';
import { orderSummary } from './payment-total.ts';
import { addressParts, filledValues, firstValue, partKey, type WebFormValues } from './values.ts';
import { webFormMessage, type WebFormMessageKey } from './web-form-messages.ts';

/** A file as the rules see it. */
export interface WebFormFile {
  field: string;
  name: string;
  size: number;
}

export interface WebFormRuleContext {
  lang: Language;
  /** Today as YYYY-MM-DD where the visitor is (the browser's date; the server's UTC date ± 1). */
  today: string;
  /** ISO 3166-1 codes of countries without states (the state input is then not required). */
  countriesWithoutStates: ReadonlySet<string>;
  /** The largest total of files one entry may carry, bytes (the post maximum). */
  postMaxBytes: number;
  /** Scores a password 0–4 (zxcvbn); without it the strength rule is not judged. */
  passwordScore?: (password: string) => number;
  /** Only these fields are judged (the page being left); absent: every visible field. */
  only?: ReadonlySet<string>;
}

/** Field errors by value key (a field id, or `<id>.<part>`). */
export type WebFormErrors = Record<string, string>;

const localText = (text: LocalText | undefined, lang: Language): string | undefined =>
  text?.[lang]?.trim() || text?.en?.trim() || undefined;

/** The weekday 1 (Monday) … 7 of a YYYY-MM-DD date, or undefined when it is no date. */
function weekdayOf(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const parsed = new Date(time);
  if (parsed.getUTCDate() !== Number(match[3]) || parsed.getUTCMonth() !== Number(match[2]) - 1) {
    return undefined;
  }
  return ((parsed.getUTCDay() + 6) % 7) + 1;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2).replace(/\.?0+$/, '');
}

/** The errors of one field's values, by value key. */
function fieldErrors(
  field: WebFormField,
  definition: WebFormDefinition,
  values: WebFormValues,
  files: readonly WebFormFile[],
  context: WebFormRuleContext,
): WebFormErrors {
  const { lang } = context;
  const errors: WebFormErrors = {};
  const overrides = definition.messages ?? {};
  const say = (key: WebFormMessageKey, params: Record<string, string | number> = {}) => {
    const own =
      key === 'required'
        ? (localText(field.requiredMessage, lang) ?? localText(overrides.required, lang))
        : key === 'email' || key === 'url' || key === 'number'
          ? localText(overrides[key], lang)
          : undefined;
    return own ?? webFormMessage(lang, key, params);
  };
  const value = firstValue(values, field.id);
  const required = field.required === true;

  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (value === '') {
        if (required) errors[field.id] = say('required');
        break;
      }
      const length = [...value].length;
      if (field.minLength !== undefined && length < field.minLength) {
        errors[field.id] = say('minlength', { n: field.minLength });
      } else if (field.maxLength !== undefined && length > field.maxLength) {
        errors[field.id] = say('maxlength', { n: field.maxLength });
      } else if (field.type === 'text' && field.mask && !fillsMask(value, field.mask)) {
        errors[field.id] = say('inputMask');
      }
      break;
    }
    case 'email':
    case 'password': {
      if (value === '') {
        if (required) errors[field.id] = say('required');
      } else if (field.type === 'email' && !isWebFormEmail(value)) {
        errors[field.id] = say('email');
      } else if (
        field.type === 'password' &&
        field.minStrength !== undefined &&
        context.passwordScore &&
        context.passwordScore(value) < field.minStrength
      ) {
        errors[field.id] = say('passwordStrength');
      }
      if (field.confirm) {
        const confirmKey = partKey(field.id, 'confirm');
        const confirmation = firstValue(values, confirmKey);
        if (confirmation === '' && required) errors[confirmKey] = say('required');
        else if (confirmation !== value) errors[confirmKey] = say('equalTo');
      }
      break;
    }
    case 'url':
      if (value === '') {
        if (required) errors[field.id] = say('required');
      } else if (!isWebFormUrl(value)) errors[field.id] = say('url');
      break;
    case 'phone':
      if (value === '') {
        if (required) errors[field.id] = say('required');
      } else if (!isTel(value)) errors[field.id] = say('phone');
      break;
    case 'card-number':
      if (value === '') {
        if (required) errors[field.id] = say('required');
      } else if (!isCardNumber(value)) errors[field.id] = say('cardNumber');
      break;
    case 'number': {
      if (value === '') {
        if (required) errors[field.id] = say('required');
        break;
      }
      const number = /^-?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number)) errors[field.id] = say('number');
      else if (field.min !== undefined && number < field.min) {
        errors[field.id] = say('min', { n: field.min });
      } else if (field.max !== undefined && number > field.max) {
        errors[field.id] = say('max', { n: field.max });
      } else if (field.step !== undefined) {
        const steps = (number - (field.min ?? 0)) / field.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) {
          errors[field.id] = say('step', { n: field.step });
        }
      }
      break;
    }
    case 'date': {
      if (value === '') {
        if (required) errors[field.id] = say('required');
        break;
      }
      const weekday = weekdayOf(value);
      if (weekday === undefined) errors[field.id] = say('date');
      else if (field.disablePast && value < context.today) errors[field.id] = say('datePast');
      else if (field.disableToday && value === context.today) errors[field.id] = say('dateToday');
      else if (field.weekdays && !field.weekdays.includes(weekday)) {
        errors[field.id] = say('weekday');
      }
      break;
    }
    case 'time': {
      if (value === '') {
        if (required) errors[field.id] = say('required');
        break;
      }
      const minutes = minutesOfTime(value, field.format);
      if (minutes === undefined) {
        errors[field.id] = say(field.format === '12h' ? 'time12h' : 'time24h');
        break;
      }
      const min = field.minTime ? minutesOfTime(field.minTime, '24h') : undefined;
      const max = field.maxTime ? minutesOfTime(field.maxTime, '24h') : undefined;
      if ((min !== undefined && minutes < min) || (max !== undefined && minutes > max)) {
        errors[field.id] = say('timeLimit', {
          min: timeText(min ?? 0, field.format),
          max: timeText(max ?? 23 * 60 + 59, field.format),
        });
      }
      break;
    }
    case 'select':
    case 'radio':
    case 'payment-multiple':
    case 'payment-select':
      if (value === '') {
        if (required) errors[field.id] = say('required');
      } else if (!field.choices.some((choice) => choice.id === value)) {
        errors[field.id] = say('choice');
      }
      break;
    case 'checkboxes': {
      const chosen = filledValues(values, field.id);
      if (chosen.length === 0) {
        if (required) errors[field.id] = say('required');
      } else if (!chosen.every((id) => field.choices.some((choice) => choice.id === id))) {
        errors[field.id] = say('choice');
      } else if (field.choiceLimit !== undefined && chosen.length > field.choiceLimit) {
        errors[field.id] = say('checkLimit', { '#': field.choiceLimit });
      }
      break;
    }
    case 'address': {
      const country = firstValue(values, partKey(field.id, 'country')).toUpperCase();
      const needed = addressParts.filter(
        (part) =>
          part !== 'line2' &&
          !(part === 'postal' && field.hidePostal) &&
          !(part === 'state' && context.countriesWithoutStates.has(country)),
      );
      if (required) {
        for (const part of needed) {
          const key = partKey(field.id, part);
          if (firstValue(values, key) === '') errors[key] = say('required');
        }
      }
      if (country !== '' && !/^[A-Z]{2}$/.test(country)) {
        errors[partKey(field.id, 'country')] = say('choice');
      }
      break;
    }
    case 'file': {
      const mine = files.filter((file) => file.field === field.id);
      const extensions = (field.extensions ?? [...DEFAULT_FILE_EXTENSIONS]).map((one) =>
        one.toLowerCase(),
      );
      if (mine.length === 0) {
        if (required) errors[field.id] = say('required');
      } else if (field.maxFiles !== undefined && mine.length > field.maxFiles) {
        errors[field.id] = say('fileCount', { n: field.maxFiles });
      } else if (
        mine.some((file) => !extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? ''))
      ) {
        errors[field.id] = say('fileExtension');
      } else if (
        field.maxFileSize !== undefined &&
        mine.some((file) => file.size > field.maxFileSize!)
      ) {
        errors[field.id] = say('fileSize');
      }
      break;
    }
    case 'payment-single': {
      if (field.priceType === 'fixed') break;
      if (value === '') {
        if (required) errors[field.id] = say('required');
        break;
      }
      const amount = parseAmount(value, definition.currency);
      if (amount === undefined) errors[field.id] = say('positiveNumber');
      else if (
        field.minPrice !== undefined &&
        amount < toMinor(field.minPrice, definition.currency)
      ) {
        errors[field.id] = say('minimumPrice', {
          amount: formatFormMoney(
            toMinor(field.minPrice, definition.currency),
            definition.currency,
          ),
        });
      }
      break;
    }
    case 'payment-total': {
      if (!required) break;
      const visible = visibleFieldIds(definition, values);
      if (orderSummary(definition, values, visible).total <= 0) {
        errors[field.id] = say('paymentRequired');
      }
      break;
    }
  }
  return errors;
}

/**
 * The errors of a form's visible fields (or of `context.only` among them), by value key, in the
 * order the visitor meets the fields; plus the combined size of the files against the post maximum.
 */
export function validateWebForm(
  definition: WebFormDefinition,
  values: WebFormValues,
  files: readonly WebFormFile[],
  context: WebFormRuleContext,
): WebFormErrors {
  const visible = visibleFieldIds(definition, values);
  const errors: WebFormErrors = {};
  for (const field of allFields(definition)) {
    if (!visible.has(field.id)) continue;
    if (context.only && !context.only.has(field.id)) continue;
    Object.assign(errors, fieldErrors(field, definition, values, files, context));
  }
  const totalSize = files
    .filter((file) => visible.has(file.field))
    .reduce((sum, file) => sum + file.size, 0);
  if (totalSize > context.postMaxBytes) {
    const lastFile = [...files].reverse().find((file) => visible.has(file.field));
    if (lastFile && !errors[lastFile.field]) {
      errors[lastFile.field] = webFormMessage(context.lang, 'postMaxSize', {
        totalSize: megabytes(totalSize),
        maxSize: megabytes(context.postMaxBytes),
      });
    }
  }
  return errors;
}

/** The field a value key belongs to (`ship.country` → `ship`). */
export function fieldIdOfKey(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}
