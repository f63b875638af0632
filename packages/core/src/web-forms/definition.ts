// An owner's multi-page web form as data: pages of fields (every type the visitor component draws),
// the conditions that show or hide fields, priced fields and the total, what a visitor sees after
// sending (a confirmation or a redirect), the mails the owner gets, the currency and the anti-spam
// choices. Stored as versioned JSON (forms module); the browser and the server read the same
// definition, so the rules, conditions and payment total are computed the same on both sides.
import type { Language } from '../messages/translate.ts';

/** Raised when the shape changes in a way an older reader could not follow. */
export const WEB_FORM_DEFINITION_VERSION = 1;

/** Words the owner writes in each language the shop speaks. */
export type LocalText = Partial<Record<Language, string>>;

export const webFormFieldTypes = [
  'text',
  'textarea',
  'email',
  'url',
  'number',
  'phone',
  'address',
  'date',
  'time',
  'select',
  'radio',
  'checkboxes',
  'file',
  'password',
  'card-number',
  'payment-single',
  'payment-multiple',
  'payment-select',
  'payment-total',
] as const;

export type WebFormFieldType = (typeof webFormFieldTypes)[number];

/** Fields whose value carries a price into the total. */
export const paymentFieldTypes = ['payment-single', 'payment-multiple', 'payment-select'] as const;
export type PaymentFieldType = (typeof paymentFieldTypes)[number];

export const conditionOperators = [
  'is',
  'is_not',
  'empty',
  'not_empty',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'greater_than',
  'less_than',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** One test of another field's value. `value` is unused by empty / not_empty. */
export interface Condition {
  field: string;
  operator: ConditionOperator;
  value?: string;
}

/**
 * When a field is shown: `groups` are alternatives (any group may match), the conditions inside
 * a group must all match. `show` shows the field only when they match; `hide` hides it then.
 */
export interface ConditionalLogic {
  action: 'show' | 'hide';
  groups: Condition[][];
}

interface FieldBase {
  /** The field's id: its key in the posted data (`wpforms[fields][<id>]`) and in field errors. */
  id: string;
  label: LocalText;
  description?: LocalText;
  placeholder?: LocalText;
  required?: boolean;
  /** The owner's wording for "This field is required." on this field. */
  requiredMessage?: LocalText;
  /** Shown only when these match (absent: always shown). */
  conditions?: ConditionalLogic;
}

export interface TextField extends FieldBase {
  type: 'text';
  minLength?: number;
  maxLength?: number;
  /** An imask pattern: 0 digit, a letter, * any, [] optional part (e.g. `(000) 000-0000`). */
  mask?: string;
}

export interface TextareaField extends FieldBase {
  type: 'textarea';
  minLength?: number;
  maxLength?: number;
}

export interface EmailField extends FieldBase {
  type: 'email';
  /** A second input that must hold the same address. */
  confirm?: boolean;
  /** Addresses or domains (`@example.com`) refused, checked by the server (restricted email). */
  denylist?: string[];
  /** When set, only these addresses or domains are allowed. */
  allowlist?: string[];
  /** A configured URL the value is posted to; it answers true or a message (remote check). */
  remoteCheckUrl?: string;
}

export interface UrlField extends FieldBase {
  type: 'url';
}

export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  step?: number;
}

export interface PhoneField extends FieldBase {
  type: 'phone';
}

export interface AddressField extends FieldBase {
  type: 'address';
  /** ISO 3166-1 alpha-2 code preselected (absent: none). */
  defaultCountry?: string;
  hideLine2?: boolean;
  hidePostal?: boolean;
}

export interface DateField extends FieldBase {
  type: 'date';
  disablePast?: boolean;
  disableToday?: boolean;
  /** ISO weekdays 1 (Monday) … 7 a visitor may choose (absent: all). */
  weekdays?: number[];
}

export interface TimeField extends FieldBase {
  type: 'time';
  format: '12h' | '24h';
  /** HH:MM, 24-hour. */
  minTime?: string;
  maxTime?: string;
  /** Minutes between the offered times. */
  interval?: number;
}

export interface WebFormChoice {
  id: string;
  label: LocalText;
}

export interface SelectField extends FieldBase {
  type: 'select';
  choices: WebFormChoice[];
}

export interface RadioField extends FieldBase {
  type: 'radio';
  choices: WebFormChoice[];
}

export interface CheckboxesField extends FieldBase {
  type: 'checkboxes';
  choices: WebFormChoice[];
  /** At most this many may be ticked (absent: any number). */
  choiceLimit?: number;
}

export interface FileField extends FieldBase {
  type: 'file';
  /** Extensions without the dot; default png, jpg, jpeg, gif. */
  extensions?: string[];
  /** The largest file, bytes (absent: the server's limit). */
  maxFileSize?: number;
  /** How many files one visitor may attach here. */
  maxFiles?: number;
}

export interface PasswordField extends FieldBase {
  type: 'password';
  confirm?: boolean;
  /** zxcvbn score 0–4 a password must reach (absent: no strength rule). */
  minStrength?: 0 | 1 | 2 | 3 | 4;
}

export interface CardNumberField extends FieldBase {
  type: 'card-number';
}

export interface QuantitySettings {
  min: number;
  max: number;
}

/** One priced item; `price` is in the currency's major unit (12.5 = twelve and a half). */
export interface PaymentSingleField extends FieldBase {
  type: 'payment-single';
  /** fixed: the owner's price; user: the visitor enters an amount of at least minPrice. */
  priceType: 'fixed' | 'user';
  price: number;
  minPrice?: number;
  quantity?: QuantitySettings;
}

export interface PricedChoice extends WebFormChoice {
  price: number;
}

/** A list of priced items: one chosen (radio) in payment-multiple, from a select in -select. */
export interface PaymentMultipleField extends FieldBase {
  type: 'payment-multiple';
  choices: PricedChoice[];
}

export interface PaymentSelectField extends FieldBase {
  type: 'payment-select';
  choices: PricedChoice[];
  quantity?: QuantitySettings;
}

export interface PaymentTotalField extends FieldBase {
  type: 'payment-total';
  /** Shows the order summary (items, quantities, prices, total) instead of the total alone. */
  summary?: boolean;
}

export type WebFormField =
  | TextField
  | TextareaField
  | EmailField
  | UrlField
  | NumberField
  | PhoneField
  | AddressField
  | DateField
  | TimeField
  | SelectField
  | RadioField
  | CheckboxesField
  | FileField
  | PasswordField
  | CardNumberField
  | PaymentSingleField
  | PaymentMultipleField
  | PaymentSelectField
  | PaymentTotalField;

export interface WebFormPage {
  id: string;
  title: LocalText;
  fields: WebFormField[];
  /** The next button's words on this page (absent: "Next"). */
  nextLabel?: LocalText;
  /** The previous button's words on the page after this one (absent: "Previous"). */
  previousLabel?: LocalText;
}

export type PageIndicatorStyle = 'connector' | 'circles' | 'progress' | 'none';

/** Currency settings (spec §3): default USD, `,` thousands, 2 decimals, `.` decimal, `$` left. */
export interface CurrencySettings {
  code: string;
  thousandsSeparator: string;
  decimals: number;
  decimalSeparator: string;
  symbol: string;
  symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
}

export type WebFormConfirmation =
  { type: 'message'; message: LocalText } | { type: 'redirect'; url: string; newTab: boolean };

/** One mail sent for each entry. */
export interface WebFormNotification {
  enabled: boolean;
  /** Addresses, or `{admin_email}` for the owner's address. */
  to: string[];
  subject: LocalText;
  /** An email field whose value is the mail's Reply-To (absent: none). */
  replyToField?: string;
  /** A message before the list of fields (absent: the fields alone). */
  message?: LocalText;
}

export type CaptchaKind = 'altcha' | 'turnstile' | 'recaptcha' | 'none';

export interface WebFormAntiSpam {
  /** The self-hosted proof-of-work captcha by default; Turnstile/reCAPTCHA need keys in settings. */
  captcha: CaptchaKind;
  /** Refuses a submit faster than a person could fill the form (the time trap). */
  timeTrap: boolean;
  /** Sets the `_wpfuuid` cookie without asking for consent (the setting). */
  storeVisitorUuid: boolean;
}

/** The owner's wording for the default messages the product overrides (spec §5). */
export interface WebFormMessageOverrides {
  required?: LocalText;
  email?: LocalText;
  url?: LocalText;
  number?: LocalText;
}

export interface WebFormDefinition {
  version: typeof WEB_FORM_DEFINITION_VERSION;
  pages: WebFormPage[];
  pageIndicator: PageIndicatorStyle;
  submitLabel?: LocalText;
  /** The submit button's words while sending (absent: "Sending…"). */
  submitProcessingLabel?: LocalText;
  /** Sent by AJAX (default) or as a normal post that reloads the page. */
  ajax: boolean;
  confirmation: WebFormConfirmation;
  notifications: WebFormNotification[];
  currency: CurrencySettings;
  antiSpam: WebFormAntiSpam;
  messages?: WebFormMessageOverrides;
}

export const DEFAULT_CURRENCY: CurrencySettings = {
  code: 'USD',
  thousandsSeparator: ',',
  decimals: 2,
  decimalSeparator: '.',
  symbol: '$',
  symbolPosition: 'left',
};

export const DEFAULT_FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** Every field of a form, page by page, in the order a visitor meets them. */
export function allFields(definition: Pick<WebFormDefinition, 'pages'>): WebFormField[] {
  return definition.pages.flatMap((page) => page.fields);
}

export function isPaymentField(
  field: WebFormField,
): field is PaymentSingleField | PaymentMultipleField | PaymentSelectField {
  return (paymentFieldTypes as readonly string[]).includes(field.type);
}

/** A new, empty one-page form (what the builder starts from). */
export function blankWebFormDefinition(): WebFormDefinition {
  return {
    version: WEB_FORM_DEFINITION_VERSION,
    pages: [{ id: 'page-1', title: {}, fields: [] }],
    pageIndicator: 'progress',
    ajax: true,
    confirmation: { type: 'message', message: {} },
    notifications: [{ enabled: true, to: ['{admin_email}'], subject: {} }],
    currency: { ...DEFAULT_CURRENCY },
    antiSpam: { captcha: 'altcha', timeTrap: true, storeVisitorUuid: false },
  };
}
