// The notice settings as the owner API reads and writes them (storefront spec §3 field names).
import { NOTICE_EFFECTS, NOTICE_SOURCES } from '@pinwheel/core';
import { z } from 'zod';
import { nameText, oneLineText } from '../../../schemas/plain-text.ts';

export const noticeSettingsSchema = z.object({
  enabled: z.boolean(),
  source: z.enum(NOTICE_SOURCES),
  products: z.array(oneLineText(64).min(1)).max(50),
  messages: z.array(oneLineText(500)).max(20),
  /** Left out by a client that does not know it: the stored Hebrew templates are kept. */
  messages_he: z.array(oneLineText(500)).max(20).optional(),
  image: z.boolean(),
  redirect_target: z.enum(['_self', '_blank']),
  time: z.number().int().min(1).max(720),
  display_effect: z.enum(NOTICE_EFFECTS),
  hidden_effect: z.enum(NOTICE_EFFECTS),
  names: z.array(nameText(60).min(1)).max(200),
  cities: z.array(nameText(80).min(1)).max(200),
  country: nameText(80),
  detect: z.boolean(),
  detect_header: z
    .string()
    .max(60)
    .regex(/^([A-Za-z0-9-]+)?$/, 'a header name: letters, digits and hyphens'),
  billing: z.boolean(),
  message_custom: oneLineText(200),
  message_custom_he: oneLineText(200).optional(),
  message_number_min: z.number().int().min(0).max(1_000_000),
  message_number_max: z.number().int().min(0).max(1_000_000),
  time_close: z.number().int().min(1).max(8_760),
  show_close: z.boolean(),
  loop: z.boolean(),
});

/** The settings as the API answers them: every field, the Hebrew ones included. */
export const noticeSettingsAnswer = noticeSettingsSchema.extend({
  messages_he: z.array(z.string()),
  message_custom_he: z.string(),
});
