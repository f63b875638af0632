// What a mailing list and its subscribers look like to the owner's API, in and out: one
// definition for the platform API (pinwheel/v1) and the deprecated /api/admin aliases.
import { z } from 'zod';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { MailingList, Subscriber } from '../service.ts';

export const consentText = z.object({
  en: oneLineText(1000).optional(),
  he: oneLineText(1000).optional(),
});

export const listAnswer = z.object({
  id: z.string(),
  name: z.string(),
  double_opt_in: z.boolean(),
  consent_text: consentText,
  created_at: z.number(),
  updated_at: z.number(),
});

export const listJson = (list: MailingList): z.infer<typeof listAnswer> => ({
  id: list.id,
  name: list.name,
  double_opt_in: list.doubleOptIn,
  consent_text: list.consentText,
  created_at: list.createdAt,
  updated_at: list.updatedAt,
});

export const listParams = z.object({ listId: oneLineText(64).min(1) });

const listName = oneLineText(200).trim().min(1);

export const listBody = z.object({
  name: listName,
  double_opt_in: z.boolean().default(false),
  consent_text: consentText,
});

export const listChanges = z.object({
  name: listName.optional(),
  double_opt_in: z.boolean().optional(),
  consent_text: consentText.optional(),
});

export const subscriberAnswer = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  telephone: z.string(),
  status: z.string(),
  consent_text: z.string(),
  consented_at: z.number(),
  confirmed_at: z.number().nullable(),
  unsubscribed_at: z.number().nullable(),
  source: z.string(),
  confirmation_mail: z.string().nullable(),
});

export const subscriberJson = (one: Subscriber): z.infer<typeof subscriberAnswer> => ({
  id: one.id,
  email: one.email,
  first_name: one.firstName,
  last_name: one.lastName,
  telephone: one.telephone,
  status: one.status,
  consent_text: one.consentText,
  consented_at: one.consentedAt,
  confirmed_at: one.confirmedAt,
  unsubscribed_at: one.unsubscribedAt,
  source: one.source,
  confirmation_mail: one.confirmationMail,
});
