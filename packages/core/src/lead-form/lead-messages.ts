// The lead forms' messages (spec §5), in English and Hebrew, word for word where the spec gives
// them. The Israeli phone check answers in Hebrew in both languages: the spec names its error as
// a Hebrew text, and the mode exists for Israeli numbers. Kept apart from the storefront catalogue
// so the widget ships only these.
import type { Language } from '../messages/translate.ts';
import { drawingMessages } from './lead-drawing-messages.ts';

const en = {
  ...drawingMessages.en,
  required: 'This field is required.',
  choose: 'Please choose an option.',
  consent: 'Please check this box to continue.',
  phone: 'Please enter a valid phone number',
  phoneIsraeli: 'מספר טלפון שגוי',
  phoneInternational: 'Invalid number - please try again',
  // The spec's words here were "at least 2 or more characters", which is not the rule (value-rules.ts
  // isName): one letter is a name, digits are not.
  name: 'Please enter a name of up to {max} characters, without digits or < >.',
  email: 'Please enter a valid email address.',
  emailSuggestion: 'Did you mean {email}?',
  emailBusiness: 'Only business emails are allowed',
  birthday: 'Please enter a valid birthday.',
  date: 'Please enter a valid date.',
  number: 'Please enter a number.',
  url: 'Please enter a valid URL.',
  option: 'Please choose one of the options.',
  tooLong: 'Please enter at most {max} characters.',
} as const;

export type LeadMessageKey = keyof typeof en;

const he: Record<LeadMessageKey, string> = {
  ...drawingMessages.he,
  required: 'זהו שדה חובה.',
  choose: 'נא לבחור אפשרות.',
  consent: 'נא לסמן את התיבה כדי להמשיך.',
  phone: 'נא להזין מספר טלפון תקין',
  phoneIsraeli: 'מספר טלפון שגוי',
  phoneInternational: 'מספר לא תקין - נא לנסות שוב',
  name: 'נא להזין שם של עד {max} תווים, ללא ספרות או < >.',
  email: 'נא להזין כתובת אימייל תקינה.',
  emailSuggestion: 'האם התכוונת ל־{email}?',
  emailBusiness: 'מותרות כתובות אימייל עסקיות בלבד',
  birthday: 'נא להזין תאריך לידה תקין.',
  date: 'נא להזין תאריך תקין.',
  number: 'נא להזין מספר.',
  url: 'נא להזין כתובת אינטרנט תקינה.',
  option: 'נא לבחור אחת מהאפשרויות.',
  tooLong: 'נא להזין לכל היותר {max} תווים.',
};

const catalogues: Record<Language, Record<LeadMessageKey, string>> = { en, he };

/** A lead form message in `lang`, its {placeholders} filled (as plain text: escape to show). */
export function leadMessage(
  lang: Language,
  key: LeadMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
