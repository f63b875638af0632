// The owner API's check of a contact form definition (core's ContactFormDefinition): field names a
// form can post, known types, owner text without control characters, rules of the rule engine.
import { contactFieldTypes, type ContactFormDefinition, type FormRule } from '@pinwheel/core';
import { z } from 'zod';
import { oneLineText } from '../../schemas/plain-text.ts';
import { CONTACT_FORM_FILE_MAX_BYTES } from './limits.ts';

const fieldName = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/i, 'must be a letter, then letters, digits, - or _ (64 at most)');
const ownerText = z.object({ en: oneLineText(500).optional(), he: oneLineText(500).optional() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
const acceptEntry = z
  .string()
  .regex(/^(\.[a-z0-9]{1,10}|[a-z]+\/([a-z0-9.+-]+|\*))$/i, 'must be .ext or a MIME type');

const ruleBase = { field: fieldName, error: oneLineText(500).optional() };

const fieldRule = z.discriminatedUnion('rule', [
  z.object({
    rule: z.enum(['required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time']),
    ...ruleBase,
  }),
  z.object({ rule: z.literal('file'), accept: z.array(acceptEntry).min(1).max(30), ...ruleBase }),
  z.object({
    rule: z.literal('enum'),
    accept: z.array(oneLineText(200)).min(1).max(100),
    ...ruleBase,
  }),
  z.object({
    rule: z.literal('dayofweek'),
    accept: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    ...ruleBase,
  }),
  z.object({
    rule: z.enum([
      'minitems',
      'maxitems',
      'minlength',
      'maxlength',
      'minnumber',
      'maxnumber',
      'minfilesize',
      'maxfilesize',
    ]),
    threshold: z.number().finite(),
    ...ruleBase,
  }),
  z.object({ rule: z.enum(['mindate', 'maxdate']), threshold: isoDate, ...ruleBase }),
  z.object({
    rule: z.literal('stepnumber'),
    threshold: z.number().positive().finite(),
    base: z.number().finite().optional(),
    ...ruleBase,
  }),
]);

// Named, because it holds itself: the OpenAPI document refers to it as a component
// (#/components/schemas/ContactFormRule), which an unnamed recursive schema cannot be.
const formRule: z.ZodType<FormRule> = z
  .lazy(() =>
    z.union([
      fieldRule,
      z.object({
        rule: z.enum(['all', 'any']),
        rules: z.array(formRule).min(1).max(20),
        ...ruleBase,
      }),
    ]),
  )
  .meta({ id: 'ContactFormRule' }) as z.ZodType<FormRule>;

const contactField = z.object({
  name: fieldName,
  type: z.enum(contactFieldTypes),
  label: ownerText,
  required: z.boolean().optional(),
  options: z.array(oneLineText(200).min(1)).min(1).max(100).optional(),
  accept: z.array(acceptEntry).min(1).max(30).optional(),
  maxFileSize: z.number().int().positive().max(CONTACT_FORM_FILE_MAX_BYTES).optional(),
  minLength: z.number().int().min(0).max(65_536).optional(),
  maxLength: z.number().int().min(1).max(65_536).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  help: ownerText.optional(),
});

export const contactFormDefinitionSchema: z.ZodType<ContactFormDefinition> = z
  .object({
    fields: z.array(contactField).min(1).max(50),
    rules: z.array(formRule).max(100).default([]),
  })
  .refine(
    (definition) =>
      new Set(definition.fields.map((field) => field.name)).size === definition.fields.length,
    { message: 'field names must differ', path: ['fields'] },
  ) as z.ZodType<ContactFormDefinition>;
