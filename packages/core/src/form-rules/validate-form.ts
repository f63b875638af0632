// Runs a form's rules (form-schema.ts) over what was typed and chosen: the same function in the
// browser (as the visitor types, and before submitting) and on the server (on every submission,
// since a browser can be bypassed). A field gets at most one message: the first rule that refuses
// it, in the schema's order. Rules other than required ones pass an empty field.
import type { Language } from '../messages/translate.ts';
import { fileAccepted } from './file-accept.ts';
import { formRuleMessage } from './form-messages.ts';
import type {
  FieldRule,
  FormFile,
  FormRule,
  FormSchema,
  FormValue,
  FormValues,
  GroupRule,
  InvalidField,
} from './form-schema.ts';
import { dayOf, isEmail, isoWeekday, isTel, isTime, isUrl, numberOf } from './value-formats.ts';

const isFile = (value: FormValue): value is FormFile => typeof value === 'object';

/** The field's typed values, empty ones left out (a blank line is not an answer). */
function textsOf(values: FormValues, field: string): string[] {
  return (values[field] ?? [])
    .filter((value): value is string => typeof value === 'string')
    .filter((value) => value.trim() !== '');
}

/** The field's files, empty file inputs (no name, no bytes) left out. */
function filesOf(values: FormValues, field: string): FormFile[] {
  return (values[field] ?? []).filter(isFile).filter((file) => file.name !== '' || file.size > 0);
}

/** Characters as a person counts them: code points, so an emoji or a Hebrew letter is one. */
const lengthOf = (text: string) => [...text].length;

function holds(rule: FieldRule, values: FormValues): boolean {
  const texts = textsOf(values, rule.field);
  switch (rule.rule) {
    case 'required':
      return texts.length > 0 || filesOf(values, rule.field).length > 0;
    case 'requiredfile':
      return filesOf(values, rule.field).length > 0;
    case 'email':
      return texts.every((text) => isEmail(text.trim()));
    case 'url':
      return texts.every((text) => isUrl(text.trim()));
    case 'tel':
      return texts.every(isTel);
    case 'number':
      return texts.every((text) => numberOf(text) !== undefined);
    case 'date':
      return texts.every((text) => dayOf(text) !== undefined);
    case 'time':
      return texts.every(isTime);
    case 'file':
      return filesOf(values, rule.field).every((file) => fileAccepted(file, rule.accept));
    case 'enum':
      return texts.every((text) => rule.accept.includes(text));
    case 'dayofweek':
      return texts.every((text) => {
        const day = dayOf(text);
        return day !== undefined && rule.accept.includes(isoWeekday(day));
      });
    case 'minitems':
      return texts.length === 0 || texts.length >= rule.threshold;
    case 'maxitems':
      return texts.length <= rule.threshold;
    case 'minlength': {
      const total = texts.reduce((sum, text) => sum + lengthOf(text), 0);
      return total === 0 || total >= rule.threshold;
    }
    case 'maxlength':
      return texts.reduce((sum, text) => sum + lengthOf(text), 0) <= rule.threshold;
    case 'minnumber':
    case 'maxnumber':
      return texts.every((text) => {
        const number = numberOf(text);
        if (number === undefined) return true; // the number rule words that
        return rule.rule === 'minnumber' ? number >= rule.threshold : number <= rule.threshold;
      });
    case 'mindate':
    case 'maxdate': {
      const limit = dayOf(rule.threshold);
      return texts.every((text) => {
        const day = dayOf(text);
        if (day === undefined || limit === undefined) return true; // the date rule words that
        return rule.rule === 'mindate' ? day >= limit : day <= limit;
      });
    }
    case 'minfilesize':
    case 'maxfilesize': {
      const files = filesOf(values, rule.field);
      const total = files.reduce((sum, file) => sum + file.size, 0);
      if (files.length === 0) return true;
      return rule.rule === 'minfilesize' ? total >= rule.threshold : total <= rule.threshold;
    }
    case 'stepnumber':
      return texts.every((text) => {
        const number = numberOf(text);
        if (number === undefined || !(rule.threshold > 0)) return true;
        const steps = (number - (rule.base ?? 0)) / rule.threshold;
        // Decimal steps (0.01) are not exact in binary: allow for rounding.
        return Math.abs(steps - Math.round(steps)) < 1e-9;
      });
  }
}

const isGroup = (rule: FormRule): rule is GroupRule => rule.rule === 'all' || rule.rule === 'any';

function ruleHolds(rule: FormRule, values: FormValues): boolean {
  if (!isGroup(rule)) return holds(rule, values);
  const inner = (one: FormRule) => ruleHolds(one, values);
  return rule.rule === 'all' ? rule.rules.every(inner) : rule.rules.some(inner);
}

function messageOf(rule: FormRule, lang: Language): string {
  if (rule.error) return rule.error;
  if (rule.rule === 'file' || rule.rule === 'enum') {
    return formRuleMessage(lang, rule.rule, { accept: rule.accept.join(', ') });
  }
  const threshold = 'threshold' in rule ? rule.threshold : undefined;
  return formRuleMessage(lang, rule.rule, threshold === undefined ? {} : { threshold });
}

export interface ValidateOptions {
  /** The language of default messages (a rule's own `error` is used as it is). */
  lang: Language;
  /** Check only this field (as the visitor leaves it); the whole form otherwise. */
  field?: string;
}

/** The fields `schema` refuses for `values`, each once, in the order of the schema's rules. */
export function validateForm(
  schema: Pick<FormSchema, 'rules'>,
  values: FormValues,
  options: ValidateOptions,
): InvalidField[] {
  const invalid = new Map<string, InvalidField>();
  for (const rule of schema.rules) {
    if (options.field !== undefined && rule.field !== options.field) continue;
    if (invalid.has(rule.field)) continue;
    if (!ruleHolds(rule, values)) {
      invalid.set(rule.field, {
        field: rule.field,
        message: messageOf(rule, options.lang),
        rule: rule.rule,
      });
    }
  }
  return [...invalid.values()];
}
