// The mailing-list sign-up (spec popup-widget §5 "Contact-form submit (mailing list)": first_name,
// last_name, email, telephone, consent, list_id): its rules, one schema that the footer form,
// the embedded form and the server all run, so a visitor never sees the server disagree.
import type { FormSchema } from '../form-rules/form-schema.ts';
import type { Language } from '../messages/translate.ts';

/** The sign-up's field names, as posted. */
export const SIGN_UP_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'telephone',
  'consent',
  'list_id',
] as const;

/** Names as the popup spec bounds them (§9: name up to 40). */
export const SIGN_UP_NAME_MAX = 40;

export function signUpSchema(locale: Language): FormSchema {
  return {
    version: 1,
    locale,
    rules: [
      { rule: 'maxlength', field: 'first_name', threshold: SIGN_UP_NAME_MAX },
      { rule: 'maxlength', field: 'last_name', threshold: SIGN_UP_NAME_MAX },
      { rule: 'required', field: 'email' },
      { rule: 'email', field: 'email' },
      { rule: 'maxlength', field: 'email', threshold: 254 },
      { rule: 'tel', field: 'telephone' },
      { rule: 'required', field: 'consent' },
      { rule: 'required', field: 'list_id' },
    ],
  };
}

const en = {
  title: 'Get our news',
  intro: 'New products and offers, about once a month.',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  telephone: 'Phone (optional)',
  submit: 'Sign up',
  sending: 'Signing up…',
  subscribed: 'Thank you! You are on the list.',
  confirmation_sent: 'Almost there: we sent you an email. Click its link to confirm.',
  invalid: 'Please check the fields marked.',
  failed: 'Signing up did not work. Please try again later.',
} as const;

export type SignUpMessageKey = keyof typeof en;

const he: Record<SignUpMessageKey, string> = {
  title: 'עדכונים מהחנות',
  intro: 'מוצרים חדשים ומבצעים, בערך פעם בחודש.',
  first_name: 'שם פרטי',
  last_name: 'שם משפחה',
  email: 'אימייל',
  telephone: 'טלפון (לא חובה)',
  submit: 'הרשמה',
  sending: 'נרשמים…',
  subscribed: 'תודה! נרשמת לרשימה.',
  confirmation_sent: 'כמעט סיימנו: שלחנו אליך מייל. יש ללחוץ על הקישור שבו כדי לאשר.',
  invalid: 'נא לבדוק את השדות המסומנים.',
  failed: 'ההרשמה לא הצליחה. נא לנסות שוב מאוחר יותר.',
};

export function signUpMessage(lang: Language, key: SignUpMessageKey): string {
  return (lang === 'he' ? he : en)[key];
}
