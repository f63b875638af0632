// The double opt-in mail: plain text, in the language the person signed up in, with the signed
// confirm link and, as every list mail has, the unsubscribe link.
import type { Language } from '@pinwheel/core';
import type { OutgoingMail } from '../../plugins/mailer.ts';

export function confirmationMail(input: {
  to: string;
  lang: Language;
  shopName: string;
  listName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { shopName, listName, confirmUrl, unsubscribeUrl } = input;
  return input.lang === 'he'
    ? {
        to: input.to,
        subject: `${shopName}: נא לאשר את ההרשמה`,
        text: `שלום,\n\nביקשת להצטרף לרשימה "${listName}" של ${shopName}. כדי לאשר, יש לפתוח את הקישור:\n${confirmUrl}\n\nלא ביקשת? אפשר להתעלם מהמייל הזה.\nלהסרה: ${unsubscribeUrl}\n`,
      }
    : {
        to: input.to,
        subject: `${shopName}: please confirm your sign-up`,
        text: `Hello,\n\nYou asked to join "${listName}" at ${shopName}. To confirm, open this link:\n${confirmUrl}\n\nDid not ask? You can ignore this mail.\nUnsubscribe: ${unsubscribeUrl}\n`,
      };
}
