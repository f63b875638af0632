// Public surface of the form rules: one rule engine for the contact form, the popup lead forms and
// the multi-page forms, run by the browser and the server alike.
export type {
  FieldRule,
  FormFile,
  FormRule,
  FormRuleName,
  FormSchema,
  FormValue,
  FormValues,
  GroupRule,
  InvalidField,
  ThresholdRuleName,
  ValueRuleName,
} from './form-schema.ts';
export { validateForm, type ValidateOptions } from './validate-form.ts';
export { formRuleMessage } from './form-messages.ts';
export { fileAccepted } from './file-accept.ts';
export { characterCount, normalisedUrlInput, type CharacterCount } from './field-input.ts';
export {
  dayOf,
  isEmail,
  isoWeekday,
  isTel,
  isTime,
  isUrl,
  numberOf,
  TEL_MAX_DIGITS,
  TEL_MIN_DIGITS,
  URL_SCHEMES,
} from './value-formats.ts';
export { isShopEmail, isShopPhone } from './shop-contact.ts';
