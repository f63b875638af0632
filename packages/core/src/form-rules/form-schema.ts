// The rules of a form, as data: what `GET /contact-forms/{id}/feedback/schema` publishes (spec
// storefront-and-forms §5, §7) and what the browser and the server both run (validate-form.ts),
// so a visitor never sees the server disagree with the form. One vocabulary for the three kinds of
// form the product has: the contact form, the popup lead forms and the multi-page forms.

import type { Language } from '../messages/translate.ts';

/** Rules about one field's values, checked value by value (an empty value passes them). */
export type ValueRuleName = 'email' | 'url' | 'tel' | 'number' | 'date' | 'time';

/** Rules that compare a field with a number: its values, their count, their length or size. */
export type ThresholdRuleName =
  | 'minitems'
  | 'maxitems'
  | 'minlength'
  | 'maxlength'
  | 'minnumber'
  | 'maxnumber'
  | 'minfilesize'
  | 'maxfilesize';

/** Each rule may carry its own message (the owner's wording); without one, the catalogue's. */
interface RuleBase {
  error?: string;
}

export type FieldRule = RuleBase &
  (
    | { rule: 'required' | 'requiredfile'; field: string }
    | { rule: ValueRuleName; field: string }
    /** Files whose extension (`.pdf`) or MIME type (`image/png`, `image/*`) is listed. */
    | { rule: 'file'; field: string; accept: string[] }
    /** Values from a fixed list (a select's options). */
    | { rule: 'enum'; field: string; accept: string[] }
    /** Dates on the listed days of the week, ISO numbering: 1 Monday … 7 Sunday. */
    | { rule: 'dayofweek'; field: string; accept: number[] }
    | { rule: ThresholdRuleName; field: string; threshold: number }
    /** Dates (YYYY-MM-DD) on or after / on or before the threshold date. */
    | { rule: 'mindate' | 'maxdate'; field: string; threshold: string }
    /** Numbers that are `base` plus a whole number of `threshold`s (an input's step). */
    | { rule: 'stepnumber'; field: string; threshold: number; base?: number }
  );

/** Groups: every rule holds (`all`), or at least one does (`any`); the group's message names `field`. */
export type GroupRule = RuleBase & { rule: 'all' | 'any'; field: string; rules: FormRule[] };

export type FormRule = FieldRule | GroupRule;

export type FormRuleName = FormRule['rule'];

export interface FormSchema {
  /** The schema's version, so a browser holding an old one can tell. */
  version: number;
  /** The language its default messages are in. */
  locale: Language;
  rules: FormRule[];
}

/** An uploaded file as the rules see it. */
export interface FormFile {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type as the browser or the content sniffing names it ('' when unknown). */
  type: string;
}

/** A field's values: text (a field may repeat: checkboxes, multi-selects) and files. */
export type FormValue = string | FormFile;

/** Every field's values, by field name; a field not sent has none. */
export type FormValues = Readonly<Record<string, readonly FormValue[]>>;

/** A field the rules refused, with the message to show beside it (spec's invalid_fields). */
export interface InvalidField {
  field: string;
  message: string;
  /** The rule that refused it, for clients that style by rule. */
  rule: FormRuleName;
}
