// The mails an entry sends (the form's notifications): plain text (visitors' words are never
// HTML), one line per field with its label, the order summary when there is one, the files
// attached, and Reply-To the address of the email field the notification names.
import {
  allFields,
  formatFormMoney,
  isWebFormEmail,
  partKey,
  type Language,
  type LocalText,
} from '@pinwheel/core';
import type { OutgoingMail } from '../../plugins/mailer.ts';
import type { EntryFile, WebForm, WebFormEntry } from './web-form-record.ts';

const textOf = (text: LocalText | undefined, lang: Language) =>
  text?.[lang]?.trim() || text?.en?.trim() || '';

/** The entry's fields as lines of text, in the order the visitor met them. */
export function entryLines(form: WebForm, entry: WebFormEntry, lang: Language): string[] {
  const lines: string[] = [];
  for (const field of allFields(form.definition)) {
    if (field.type === 'payment-total' || field.type === 'password') continue;
    const label = textOf(field.label, lang) || field.id;
    let value: string;
    if (field.type === 'file') {
      value = entry.files
        .filter((file) => file.field === field.id)
        .map((file) => file.name)
        .join(', ');
    } else if (field.type === 'address') {
      value = (['line1', 'line2', 'city', 'state', 'postal', 'country'] as const)
        .map((part) => entry.fields[partKey(field.id, part)]?.[0]?.trim() ?? '')
        .filter(Boolean)
        .join(', ');
    } else if ('choices' in field) {
      value = (entry.fields[field.id] ?? [])
        .map((id) => textOf(field.choices.find((choice) => choice.id === id)?.label, lang) || id)
        .join(', ');
    } else {
      value = (entry.fields[field.id] ?? []).join(', ');
    }
    if (value.trim() === '' && !(field.id in entry.fields)) continue;
    lines.push(`${label}:\n${value.trim() === '' ? '—' : value}\n`);
  }
  return lines;
}

export function notificationMails(input: {
  form: WebForm;
  entry: WebFormEntry;
  lang: Language;
  shopName: string;
  ownerEmail: string;
  filePath: (file: EntryFile) => string | null;
}): OutgoingMail[] {
  const { form, entry, lang } = input;
  const currency = form.definition.currency;
  const order = entry.orderLines.map(
    (line) =>
      `${textOf(line.label, lang)}${line.choiceLabel ? ` — ${textOf(line.choiceLabel, lang)}` : ''} × ${line.quantity}: ${formatFormMoney(line.amount, currency)}`,
  );
  const body = [
    ...entryLines(form, entry, lang),
    ...(order.length
      ? ['Order:', ...order, `Total: ${formatFormMoney(entry.total, currency)}`, '']
      : []),
    `— entry ${entry.id} of the form "${form.name}"`,
  ].join('\n');
  return form.definition.notifications
    .filter((one) => one.enabled)
    .map((one) => {
      const to = one.to.map((address) =>
        address === '{admin_email}' ? input.ownerEmail : address,
      );
      const replyTo = one.replyToField ? entry.fields[one.replyToField]?.[0]?.trim() : undefined;
      const message = textOf(one.message, lang);
      return {
        to: to.join(', '),
        subject: textOf(one.subject, lang) || `[${input.shopName}] ${form.name}`,
        text: message ? `${message}\n\n${body}` : body,
        ...(replyTo && isWebFormEmail(replyTo) ? { replyTo } : {}),
        attachments: entry.files.flatMap((file) => {
          const path = input.filePath(file);
          return path
            ? [{ filename: file.name, path, ...(file.type ? { contentType: file.type } : {}) }]
            : [];
        }),
      };
    });
}
