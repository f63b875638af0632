// The mail the owner gets for a message: plain text (visitors' words are never HTML), one line per
// field with its label, the files attached, and Reply-To the visitor's address when they gave one.
import { isEmail, ownerText, type Language } from '@pinwheel/core';
import type { OutgoingMail } from '../../plugins/mailer.ts';
import type { ContactForm } from './contact-form-record.ts';
import type { StoredFile } from './upload-store.ts';

export function submissionMail(input: {
  form: ContactForm;
  shopName: string;
  to: string;
  lang: Language;
  fields: Record<string, string[]>;
  files: Array<StoredFile & { absolutePath: string }>;
}): OutgoingMail {
  const { form, fields } = input;
  const lines = form.definition.fields
    .filter((field) => field.type !== 'file')
    .map((field) => {
      const label = ownerText(field.label, input.lang) || field.name;
      const value = (fields[field.name] ?? []).join(', ');
      return `${label}:\n${value === '' ? '—' : value}\n`;
    });
  const fileLines = input.files.map((file) => `${file.name} (${file.size} bytes)`);
  const replyTo = form.definition.fields
    .filter((field) => field.type === 'email')
    .map((field) => fields[field.name]?.[0]?.trim() ?? '')
    .find((value) => isEmail(value));
  return {
    to: input.to,
    subject: `[${input.shopName}] ${form.name}`,
    text: [
      ...lines,
      ...(fileLines.length ? ['Files:', ...fileLines, ''] : []),
      `— sent through the contact form "${form.name}"`,
    ].join('\n'),
    ...(replyTo ? { replyTo } : {}),
    attachments: input.files.map((file) => ({
      filename: file.name,
      path: file.absolutePath,
      ...(file.type ? { contentType: file.type } : {}),
    })),
  };
}
