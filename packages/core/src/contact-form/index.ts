// Public surface of the contact form's shared parts: its definition, statuses and words.
export {
  contactFieldTypes,
  contactFormSchema,
  impliedRules,
  ownerText,
  requiredAcceptances,
  type ContactField,
  type ContactFieldType,
  type ContactFormDefinition,
  type OwnerText,
} from './contact-form-definition.ts';
export {
  formStatusOf,
  isErrorStatus,
  type ContactFormStatus,
  type FeedbackAnswer,
  type FeedbackStatus,
  type RefillAnswer,
} from './feedback-status.ts';
export { contactFormMessage, type ContactFormMessageKey } from './contact-form-messages.ts';
export {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  CONTACT_FORM_MIN_FILL_MS,
  CONTACT_FORM_CAPTCHA_CHALLENGE_PREFIX,
  CONTACT_FORM_QUIZ_ANSWER_PREFIX,
} from './spam-trap.ts';
