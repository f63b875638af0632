// The contact form's own words in English and Hebrew, apart from the storefront catalogue so the
// embedded form ships only these: the server's answers (CF7's wording, spec §8) and the form's
// labels. The wrong-place text is the spec's, word for word.
import type { Language } from '../messages/translate.ts';

const en = {
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  acceptance_missing: 'You must accept the terms and conditions before sending your message.',
  aborted: 'Sending was stopped. Please try again.',
  payment_required: 'A payment is needed before this message can be sent.',
  control_characters: 'Please remove the invisible control characters from this field.',
  file_too_large: 'The file is too large (at most {max} MB).',
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  wrong_place: 'Error: This contact form is placed in the wrong place.',
  submit: 'Send',
  sending: 'Sending…',
  required: '(required)',
  errorsHeading: 'Please fix these fields:',
  characters: '{count} of {max} characters',
  charactersMin: '{count} characters, at least {min}',
  chooseOption: 'Choose…',
  honeypot: 'Leave this field empty',
  notFound: 'This form is not available.',
  captcha: 'Type the characters in the picture',
  captchaPicture: 'The characters to type',
} as const;

export type ContactFormMessageKey = keyof typeof en;

const he: Record<ContactFormMessageKey, string> = {
  mail_sent: 'תודה על פנייתך. ההודעה נשלחה.',
  mail_failed: 'אירעה שגיאה בשליחת ההודעה. נא לנסות שוב מאוחר יותר.',
  validation_failed: 'יש שגיאה בשדה אחד או יותר. נא לבדוק ולנסות שוב.',
  spam: 'אירעה שגיאה בשליחת ההודעה. נא לנסות שוב מאוחר יותר.',
  acceptance_missing: 'יש לאשר את התנאים לפני שליחת ההודעה.',
  aborted: 'השליחה הופסקה. נא לנסות שוב.',
  payment_required: 'נדרש תשלום לפני שליחת ההודעה.',
  control_characters: 'נא להסיר משדה זה את תווי הבקרה הבלתי נראים.',
  file_too_large: 'הקובץ גדול מדי (לכל היותר {max} MB).',
  fetch_error: 'נראה שאין חיבור לאינטרנט.',
  invalid_json: 'התשובה אינה JSON תקין.',
  unknown_error: 'אירעה שגיאה לא ידועה.',
  wrong_place: 'שגיאה: טופס יצירת הקשר הזה ממוקם במקום שגוי.',
  submit: 'שליחה',
  sending: 'שולח…',
  required: '(חובה)',
  errorsHeading: 'נא לתקן את השדות האלה:',
  characters: '{count} מתוך {max} תווים',
  charactersMin: '{count} תווים, לפחות {min}',
  chooseOption: 'בחירה…',
  honeypot: 'נא להשאיר שדה זה ריק',
  notFound: 'הטופס אינו זמין.',
  captcha: 'נא להקליד את התווים שבתמונה',
  captchaPicture: 'התווים להקלדה',
};

const catalogues: Record<Language, Record<ContactFormMessageKey, string>> = { en, he };

export function contactFormMessage(
  lang: Language,
  key: ContactFormMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
