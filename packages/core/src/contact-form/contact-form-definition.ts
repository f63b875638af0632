// An owner's contact form as data: its fields (what the visitor sees: type, label, options) and any
// rules beyond what the fields imply. `contactFormSchema` turns it into the rule engine's schema
// (form-rules), which GET /contact-forms/{id}/feedback/schema publishes and the server re-runs on
// every submission, so the browser and the server never disagree.
import type { Language } from '../messages/translate.ts';
import type { FormRule, FormSchema } from '../form-rules/form-schema.ts';

export const contactFieldTypes = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'acceptance',
  'file',
] as const;

export type ContactFieldType = (typeof contactFieldTypes)[number];

/** Words the owner writes in each language the shop speaks. */
export type OwnerText = Partial<Record<Language, string>>;

export interface ContactField {
  /** The field's name in the posted form data and in invalid_fields. */
  name: string;
  type: ContactFieldType;
  label: OwnerText;
  required?: boolean;
  /** select, radio, checkbox: the values offered (also their labels). */
  options?: string[];
  /** file: extensions or MIME types accepted (`.pdf`, `image/*`). */
  accept?: string[];
  /** file: the largest file, bytes. */
  maxFileSize?: number;
  /** text, textarea: counted in characters; a counter shows when either is set. */
  minLength?: number;
  maxLength?: number;
  /** number: bounds; date: YYYY-MM-DD bounds are given as extra rules. */
  min?: number;
  max?: number;
  /** A hint shown next to the field. */
  help?: OwnerText;
}

export interface ContactFormDefinition {
  fields: ContactField[];
  /** Rules beyond those the fields imply (groups, dates, steps, day of week …). */
  rules: FormRule[];
}

const valueRuleOf: Partial<Record<ContactFieldType, FormRule['rule']>> = {
  email: 'email',
  url: 'url',
  tel: 'tel',
  number: 'number',
  date: 'date',
  time: 'time',
};

/** The rules a field's type and settings imply, in the order a visitor should hear them. */
export function impliedRules(field: ContactField): FormRule[] {
  const rules: FormRule[] = [];
  const name = field.name;
  if (field.required) {
    rules.push({ rule: field.type === 'file' ? 'requiredfile' : 'required', field: name });
  }
  const valueRule = valueRuleOf[field.type];
  if (valueRule) rules.push({ rule: valueRule, field: name } as FormRule);
  if (field.options && ['select', 'radio', 'checkbox'].includes(field.type)) {
    rules.push({ rule: 'enum', field: name, accept: field.options });
  }
  if (field.type === 'file') {
    if (field.accept?.length) rules.push({ rule: 'file', field: name, accept: field.accept });
    if (field.maxFileSize !== undefined) {
      rules.push({ rule: 'maxfilesize', field: name, threshold: field.maxFileSize });
    }
  }
  if (field.minLength !== undefined) {
    rules.push({ rule: 'minlength', field: name, threshold: field.minLength });
  }
  if (field.maxLength !== undefined) {
    rules.push({ rule: 'maxlength', field: name, threshold: field.maxLength });
  }
  if (field.min !== undefined) rules.push({ rule: 'minnumber', field: name, threshold: field.min });
  if (field.max !== undefined) rules.push({ rule: 'maxnumber', field: name, threshold: field.max });
  return rules;
}

/** The schema the browser validates with and the server re-checks with. */
export function contactFormSchema(
  definition: ContactFormDefinition,
  locale: Language,
  version: number,
): FormSchema {
  return {
    version,
    locale,
    rules: [...definition.fields.flatMap(impliedRules), ...definition.rules],
  };
}

/** Required acceptance boxes: while one is unticked the form cannot be sent (spec §4). */
export function requiredAcceptances(definition: ContactFormDefinition): string[] {
  return definition.fields
    .filter((field) => field.type === 'acceptance' && field.required)
    .map((field) => field.name);
}

/** The owner's words in `lang`, else in any language they wrote. */
export function ownerText(text: OwnerText | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] ?? Object.values(text).find((value) => value !== undefined) ?? '';
}
