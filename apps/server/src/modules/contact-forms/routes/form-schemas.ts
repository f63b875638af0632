// What a contact form and a message sent through one look like to the owner's API, in and out:
// one definition for the platform API (pinwheel/v1) and the deprecated /api/admin aliases.
import { z } from 'zod';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { ContactForm } from '../contact-form-record.ts';
import { contactFormDefinitionSchema } from '../definition-schema.ts';
import type { Submission } from '../service.ts';

export const formAnswer = z.object({
  id: z.string(),
  name: z.string(),
  mail_to: z.string().nullable(),
  version: z.number(),
  definition: z.record(z.string(), z.unknown()),
  created_at: z.number(),
  updated_at: z.number(),
});

export const formJson = (form: ContactForm): z.infer<typeof formAnswer> => ({
  id: form.id,
  name: form.name,
  mail_to: form.mailTo,
  version: form.version,
  definition: form.definition as unknown as Record<string, unknown>,
  created_at: form.createdAt,
  updated_at: form.updatedAt,
});

const formName = oneLineText(200).trim().min(1);

/** A new form: fields with types, and rules beyond what they imply. */
export const formBody = z.object({
  name: formName,
  mail_to: z.email().nullable().default(null),
  definition: contactFormDefinitionSchema,
});

/** A form's changes: only the fields sent. */
export const formChanges = z.object({
  name: formName.optional(),
  mail_to: z.email().nullable().optional(),
  definition: contactFormDefinitionSchema.optional(),
});

export const messageAnswer = z.object({
  id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  fields: z.record(z.string(), z.array(z.string())),
  files: z.array(z.object({ field: z.string(), name: z.string(), size: z.number() })),
  mail_state: z.string(),
  created_at: z.number(),
});

export const messageJson = (message: Submission): z.infer<typeof messageAnswer> => ({
  id: message.id,
  form_id: message.formId,
  form_name: message.formName,
  fields: message.fields,
  files: message.files.map(({ field, name, size }) => ({ field, name, size })),
  mail_state: message.mailState,
  created_at: message.createdAt,
});

/** A message's file in a path: the message and the file's position among its files. */
export const messageFileParams = z.object({
  id: oneLineText(64).min(1),
  index: z.coerce.number().int().min(0).max(100),
});
