// A popup form's fields as the widget sends them in `newExtraFields` (spec §3 "Form field entry"):
// read with the spec's defaults (`created_version` 5, `property_name` = name) and, from
// `created_version` 6 on, the fixed names of the standard visitor attributes. Tolerant of what a
// loader in the wild sends (numbers as strings, missing keys); an entry without a name is dropped.

export const LEAD_FIELD_TYPES = [
  'email',
  'name',
  'phone',
  'text',
  'textarea',
  'number',
  'date',
  'birthday',
  'url',
  'select',
  'checkbox',
  'radio',
  'hidden',
] as const;
export type LeadFieldType = (typeof LEAD_FIELD_TYPES)[number];

/** How an email field is checked (spec §5); `check-typos` is the default. */
export const EMAIL_VALIDATION_MODES = [
  'no-validation',
  'check-typos',
  'business-email',
  'typos-business',
] as const;
export type EmailValidationMode = (typeof EMAIL_VALIDATION_MODES)[number];

/** How a phone field is checked (spec §5); `basic` is the default. */
export const PHONE_VALIDATION_MODES = ['basic', 'advanced', 'international'] as const;
export type PhoneValidationMode = (typeof PHONE_VALIDATION_MODES)[number];

export const DEFAULT_CREATED_VERSION = 5;
/** From this `created_version` on, standard attributes get their fixed property names. */
export const STANDARD_ATTRIBUTES_VERSION = 6;

/**
 * The fixed mapping of standard attributes (spec §3): a field created as (or named) one of these,
 * in any case and with spaces, hyphens or underscores, is stored under the value's name.
 */
export const STANDARD_ATTRIBUTES = {
  first_name: 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  gender: 'gender',
  country: 'country',
  state: 'state',
  city: 'city',
  address: 'address',
  zip: 'zip_postal_code',
  zip_code: 'zip_postal_code',
  postal_code: 'zip_postal_code',
  zip_postal_code: 'zip_postal_code',
  birthday: 'birthday',
  preferences: 'preferences',
} as const;
export type StandardAttribute = (typeof STANDARD_ATTRIBUTES)[keyof typeof STANDARD_ATTRIBUTES];

export interface LeadFieldEntry {
  id: string;
  type: LeadFieldType;
  /** The input's name: the key of its value in the conversion call. */
  name: string;
  placeholder: string;
  /** A hidden field's value (or the URL parameter it is filled from); a default otherwise. */
  value: string;
  created_as: string;
  created_version: number;
  /** Where the value is stored in the lead: `name`, or a standard attribute (see above). */
  property_name: string;
  required: boolean;
  /** Choices of a select, checkbox group or radio group, in order. */
  options: string[];
  email_validation: EmailValidationMode;
  phone_validation: PhoneValidationMode;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const flag = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true' || value === 'yes';

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** `First Name`, `first-name` and `first_name` are one attribute. */
function standardAttribute(label: string): StandardAttribute | undefined {
  const key = label
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (STANDARD_ATTRIBUTES as Record<string, StandardAttribute>)[key];
}

/** One entry with the spec's defaults; null when it has no name or is not an object. */
export function leadFieldEntry(raw: unknown, index = 0): LeadFieldEntry | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const entry = raw as Record<string, unknown>;
  const name = text(entry.name).trim();
  if (name === '') return null;
  const version = Number.parseInt(text(entry.created_version), 10);
  const created_version = Number.isFinite(version) ? version : DEFAULT_CREATED_VERSION;
  const created_as = text(entry.created_as);
  const ownProperty = text(entry.property_name).trim() || name;
  const standard =
    created_version >= STANDARD_ATTRIBUTES_VERSION
      ? (standardAttribute(created_as) ?? standardAttribute(name))
      : undefined;
  const options = Array.isArray(entry.options) ? entry.options.map(text).filter(Boolean) : [];
  return {
    id: text(entry.id) || `field-${index}`,
    type: oneOf(LEAD_FIELD_TYPES, entry.type, 'text'),
    name,
    placeholder: text(entry.placeholder),
    value: text(entry.value),
    created_as,
    created_version,
    property_name: standard ?? ownProperty,
    required: flag(entry.required),
    options,
    email_validation: oneOf(EMAIL_VALIDATION_MODES, entry.email_validation, 'check-typos'),
    phone_validation: oneOf(PHONE_VALIDATION_MODES, entry.phone_validation, 'basic'),
  };
}

/**
 * The entries of a `newExtraFields` value (a JSON text or an already parsed list); null when it
 * is not a list. Entries without a name are left out; a repeated name keeps its first entry.
 */
export function leadFieldEntries(raw: unknown): LeadFieldEntry[] | null {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const seen = new Set<string>();
  const entries: LeadFieldEntry[] = [];
  list.forEach((item, index) => {
    const entry = leadFieldEntry(item, index);
    if (entry && !seen.has(entry.name)) {
      seen.add(entry.name);
      entries.push(entry);
    }
  });
  return entries;
}
