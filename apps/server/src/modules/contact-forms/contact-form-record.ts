// A contact form as the module hands it around: the row with its definition parsed.
import {
  contactFormSchema,
  type ContactFormDefinition,
  type FormSchema,
  type Language,
} from '@pinwheel/core';
import type { ContactFormRow } from './repo.ts';

export interface ContactForm {
  id: string;
  name: string;
  definition: ContactFormDefinition;
  mailTo: string | null;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export function contactFormOf(row: ContactFormRow): ContactForm {
  return {
    id: row.id,
    name: row.name,
    definition: JSON.parse(row.definition) as ContactFormDefinition,
    mailTo: row.mail_to,
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The rules GET /contact-forms/{id}/feedback/schema publishes and every submission is held to. */
export function schemaOf(form: ContactForm, lang: Language): FormSchema {
  return contactFormSchema(form.definition, lang, form.version);
}
