// The default message of each form rule, in English and Hebrew, kept apart from the storefront
// catalogue so an embedded form ships only these. A rule's own `error` (the owner's wording)
// replaces them. {threshold} and {accept} are filled in from the rule.
import type { Language } from '../messages/translate.ts';
import type { FormRuleName } from './form-schema.ts';

const en: Record<FormRuleName, string> = {
  required: 'This field is required.',
  requiredfile: 'Please choose a file.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  tel: 'Please enter a valid phone number.',
  number: 'Please enter a number.',
  date: 'Please enter a valid date.',
  time: 'Please enter a valid time.',
  file: 'This kind of file is not accepted. Accepted: {accept}.',
  enum: 'Please choose one of the options.',
  dayofweek: 'Please choose another day of the week.',
  minitems: 'Please choose at least {threshold}.',
  maxitems: 'Please choose at most {threshold}.',
  minlength: 'Please enter at least {threshold} characters.',
  maxlength: 'Please enter at most {threshold} characters.',
  minnumber: 'Please enter a number of at least {threshold}.',
  maxnumber: 'Please enter a number of at most {threshold}.',
  mindate: 'Please enter a date on or after {threshold}.',
  maxdate: 'Please enter a date on or before {threshold}.',
  minfilesize: 'The file is too small (at least {threshold} bytes).',
  maxfilesize: 'The file is too large (at most {threshold} bytes).',
  stepnumber: 'Please enter a number in steps of {threshold}.',
  all: 'Please check this field.',
  any: 'Please check this field.',
};

const he: Record<FormRuleName, string> = {
  required: 'זהו שדה חובה.',
  requiredfile: 'נא לבחור קובץ.',
  email: 'נא להזין כתובת אימייל תקינה.',
  url: 'נא להזין כתובת אינטרנט תקינה.',
  tel: 'נא להזין מספר טלפון תקין.',
  number: 'נא להזין מספר.',
  date: 'נא להזין תאריך תקין.',
  time: 'נא להזין שעה תקינה.',
  file: 'סוג הקובץ אינו נתמך. סוגים נתמכים: {accept}.',
  enum: 'נא לבחור אחת מהאפשרויות.',
  dayofweek: 'נא לבחור יום אחר בשבוע.',
  minitems: 'נא לבחור לפחות {threshold}.',
  maxitems: 'נא לבחור לכל היותר {threshold}.',
  minlength: 'נא להזין לפחות {threshold} תווים.',
  maxlength: 'נא להזין לכל היותר {threshold} תווים.',
  minnumber: 'נא להזין מספר של {threshold} לפחות.',
  maxnumber: 'נא להזין מספר של {threshold} לכל היותר.',
  mindate: 'נא להזין תאריך החל מ־{threshold}.',
  maxdate: 'נא להזין תאריך עד {threshold}.',
  minfilesize: 'הקובץ קטן מדי (לפחות {threshold} בתים).',
  maxfilesize: 'הקובץ גדול מדי (לכל היותר {threshold} בתים).',
  stepnumber: 'נא להזין מספר בקפיצות של {threshold}.',
  all: 'נא לבדוק את השדה.',
  any: 'נא לבדוק את השדה.',
};

const catalogues: Record<Language, Record<FormRuleName, string>> = { en, he };

/** A rule's default message in `lang`, its placeholders filled. */
export function formRuleMessage(
  lang: Language,
  rule: FormRuleName,
  params: { threshold?: string | number; accept?: string } = {},
): string {
  return catalogues[lang][rule].replace(/\{(threshold|accept)\}/g, (whole, name: string) => {
    const value = params[name as 'threshold' | 'accept'];
    return value === undefined ? whole : String(value);
  });
}
