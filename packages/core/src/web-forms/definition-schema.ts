// The check a web form definition passes before it is saved (owner API) or drawn: known field
// types, ids a form can post, owner text without control characters, sane limits, conditions that
// test fields of the form and do not loop, priced items. Its messages name the field at fault.
// Kept apart from the rest of web-forms (its own export, `@pinwheel/core/web-form-schema`) so the
// visitor's bundle does not carry zod.
import { z } from 'zod';
import { conditionLoop } from './conditions.ts';
import type { webFormFieldTypes } from './definition.ts';
import {
  allFields,
  conditionOperators,
  WEB_FORM_DEFINITION_VERSION,
  type WebFormDefinition,
} from './definition.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const lineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !/[\r\n]/.test(text) && !CONTROL.test(text), 'must be one line of text');
const blockText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !CONTROL.test(text), 'must be plain text');
const localLine = (max = 300) =>
  z.object({ en: lineText(max).optional(), he: lineText(max).optional() });
const localBlock = (max = 5000) =>
  z.object({ en: blockText(max).optional(), he: blockText(max).optional() });

export const fieldIdPattern = /^[a-z][a-z0-9_-]{0,63}$/i;
const id = z
  .string()
  .regex(fieldIdPattern, 'must be a letter, then letters, digits, - or _ (64 at most)');
const price = z.number().min(0).max(1_000_000_000);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time, HH:MM');
const emailEntry = lineText(254).refine(
  (entry) => /^[^@\s]*@[^@\s]+$/.test(entry),
  'must be an address or a domain written @example.com',
);

const condition = z.object({
  field: id,
  operator: z.enum(conditionOperators),
  value: lineText(500).optional(),
});
const conditionalLogic = z.object({
  action: z.enum(['show', 'hide']),
  groups: z.array(z.array(condition).min(1).max(20)).min(1).max(20),
});

const base = {
  id,
  label: localLine(),
  description: localBlock(2000).optional(),
  placeholder: localLine().optional(),
  required: z.boolean().optional(),
  requiredMessage: localLine().optional(),
  conditions: conditionalLogic.optional(),
};
const choice = z.object({ id, label: localLine() });
const choices = z.array(choice).min(1).max(200);
const pricedChoices = z.array(choice.extend({ price })).min(1).max(200);
const quantity = z
  .object({ min: z.number().int().min(0).max(10_000), max: z.number().int().min(1).max(10_000) })
  .refine((range) => range.min <= range.max, 'the smallest quantity must not exceed the largest');
const textLength = {
  minLength: z.number().int().min(0).max(100_000).optional(),
  maxLength: z.number().int().min(1).max(100_000).optional(),
};

const fieldSchemas = {
  text: z.object({
    ...base,
    type: z.literal('text'),
    ...textLength,
    mask: lineText(200).optional(),
  }),
  textarea: z.object({ ...base, type: z.literal('textarea'), ...textLength }),
  email: z.object({
    ...base,
    type: z.literal('email'),
    confirm: z.boolean().optional(),
    denylist: z.array(emailEntry).max(500).optional(),
    allowlist: z.array(emailEntry).max(500).optional(),
    remoteCheckUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  }),
  url: z.object({ ...base, type: z.literal('url') }),
  number: z.object({
    ...base,
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
  }),
  phone: z.object({ ...base, type: z.literal('phone') }),
  address: z.object({
    ...base,
    type: z.literal('address'),
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
      .optional(),
    hideLine2: z.boolean().optional(),
    hidePostal: z.boolean().optional(),
  }),
  date: z.object({
    ...base,
    type: z.literal('date'),
    disablePast: z.boolean().optional(),
    disableToday: z.boolean().optional(),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
  }),
  time: z.object({
    ...base,
    type: z.literal('time'),
    format: z.enum(['12h', '24h']),
    minTime: hhmm.optional(),
    maxTime: hhmm.optional(),
    interval: z.number().int().min(1).max(720).optional(),
  }),
  select: z.object({ ...base, type: z.literal('select'), choices }),
  radio: z.object({ ...base, type: z.literal('radio'), choices }),
  checkboxes: z.object({
    ...base,
    type: z.literal('checkboxes'),
    choices,
    choiceLimit: z.number().int().min(1).max(200).optional(),
  }),
  file: z.object({
    ...base,
    type: z.literal('file'),
    extensions: z
      .array(z.string().regex(/^[a-z0-9]{1,10}$/i, 'must be an extension without the dot'))
      .min(1)
      .max(30)
      .optional(),
    maxFileSize: z.number().int().min(1).optional(),
    maxFiles: z.number().int().min(1).max(20).optional(),
  }),
  password: z.object({
    ...base,
    type: z.literal('password'),
    confirm: z.boolean().optional(),
    minStrength: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .optional(),
  }),
  'card-number': z.object({ ...base, type: z.literal('card-number') }),
  'payment-single': z.object({
    ...base,
    type: z.literal('payment-single'),
    priceType: z.enum(['fixed', 'user']),
    price,
    minPrice: price.optional(),
    quantity: quantity.optional(),
  }),
  'payment-multiple': z.object({
    ...base,
    type: z.literal('payment-multiple'),
    choices: pricedChoices,
  }),
  'payment-select': z.object({
    ...base,
    type: z.literal('payment-select'),
    choices: pricedChoices,
    quantity: quantity.optional(),
  }),
  'payment-total': z.object({
    ...base,
    type: z.literal('payment-total'),
    summary: z.boolean().optional(),
  }),
} satisfies Record<(typeof webFormFieldTypes)[number], z.ZodType>;

const knownType = (type: string): type is keyof typeof fieldSchemas =>
  Object.prototype.hasOwnProperty.call(fieldSchemas, type);

/** One field: its type first, so an unknown type is named as such rather than as a shape error. */
const field = z
  .looseObject({ id: z.string(), type: z.string() })
  .superRefine((input, context) => {
    if (!knownType(input.type)) {
      context.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Field "${input.id}" has an unknown type "${input.type}".`,
      });
    }
  })
  .pipe(
    z.discriminatedUnion('type', Object.values(fieldSchemas) as [(typeof fieldSchemas)['text']]),
  );

const currency = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  thousandsSeparator: z
    .string()
    .max(1)
    .refine((s) => !/\d/.test(s), 'must not be a digit'),
  decimals: z.number().int().min(0).max(4),
  decimalSeparator: z
    .string()
    .length(1)
    .refine((s) => !/\d/.test(s), 'must not be a digit'),
  symbol: lineText(8),
  symbolPosition: z.enum(['left', 'right', 'left_space', 'right_space']),
});

const page = z.object({
  id,
  title: localLine(),
  fields: z.array(field).max(200),
  nextLabel: localLine(60).optional(),
  previousLabel: localLine(60).optional(),
});

const confirmation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: localBlock() }),
  z.object({
    type: z.literal('redirect'),
    url: z.url({ protocol: /^https?$/ }).max(2000),
    newTab: z.boolean(),
  }),
]);

const notification = z.object({
  enabled: z.boolean(),
  to: z
    .array(z.union([z.literal('{admin_email}'), z.email().max(254)]))
    .min(1)
    .max(20),
  subject: localLine(),
  replyToField: id.optional(),
  message: localBlock().optional(),
});

/** Problems no one field shows: ids used twice, conditions on unknown fields, loops. */
function checkWholeForm(definition: WebFormDefinition, context: z.RefinementCtx): void {
  const fields = allFields(definition);
  const seen = new Set<string>();
  for (const one of fields) {
    if (seen.has(one.id)) {
      context.addIssue({
        code: 'custom',
        message: `Field "${one.id}" is used twice in this form.`,
      });
    }
    seen.add(one.id);
  }
  const pageIds = new Set<string>();
  for (const one of definition.pages) {
    if (pageIds.has(one.id)) {
      context.addIssue({ code: 'custom', message: `Page "${one.id}" is used twice in this form.` });
    }
    pageIds.add(one.id);
  }
  for (const one of fields) {
    for (const tested of (one.conditions?.groups ?? []).flat()) {
      if (!seen.has(tested.field)) {
        context.addIssue({
          code: 'custom',
          message: `Field "${one.id}" has a condition on "${tested.field}", which is not in this form.`,
        });
      } else if (tested.field === one.id) {
        context.addIssue({
          code: 'custom',
          message: `Field "${one.id}" has a condition on itself.`,
        });
      }
    }
    if (
      one.type === 'number' &&
      one.min !== undefined &&
      one.max !== undefined &&
      one.min > one.max
    ) {
      context.addIssue({
        code: 'custom',
        message: `Field "${one.id}": the minimum exceeds the maximum.`,
      });
    }
    if (
      (one.type === 'text' || one.type === 'textarea') &&
      one.minLength !== undefined &&
      one.maxLength !== undefined &&
      one.minLength > one.maxLength
    ) {
      context.addIssue({
        code: 'custom',
        message: `Field "${one.id}": the shortest length exceeds the longest.`,
      });
    }
  }
  const loop = conditionLoop(definition);
  if (loop) {
    context.addIssue({
      code: 'custom',
      message: `Field "${loop[0]}" has conditions that loop: ${loop.map((one) => `"${one}"`).join(' → ')}.`,
    });
  }
  for (const one of definition.notifications) {
    if (one.replyToField && !fields.some((f) => f.id === one.replyToField && f.type === 'email')) {
      context.addIssue({
        code: 'custom',
        message: `The notification's reply-to field "${one.replyToField}" is not an email field of this form.`,
      });
    }
  }
}

export const webFormDefinitionSchema = z
  .object({
    version: z.literal(WEB_FORM_DEFINITION_VERSION),
    pages: z.array(page).min(1).max(50),
    pageIndicator: z.enum(['connector', 'circles', 'progress', 'none']),
    submitLabel: localLine(60).optional(),
    submitProcessingLabel: localLine(60).optional(),
    ajax: z.boolean(),
    confirmation,
    notifications: z.array(notification).max(10),
    currency,
    antiSpam: z.object({
      captcha: z.enum(['altcha', 'turnstile', 'recaptcha', 'none']),
      timeTrap: z.boolean(),
      storeVisitorUuid: z.boolean(),
    }),
    messages: z
      .object({
        required: localLine().optional(),
        email: localLine().optional(),
        url: localLine().optional(),
        number: localLine().optional(),
      })
      .optional(),
  })
  .superRefine((definition, context) =>
    checkWholeForm(definition as WebFormDefinition, context),
  ) as unknown as z.ZodType<WebFormDefinition>;

/** Where an issue sits, as the owner reads it: the field's id when it is inside a field. */
function issueText(issue: z.core.$ZodIssue, input: unknown): string {
  if (
    issue.message.startsWith('Field "') ||
    issue.message.startsWith('Page "') ||
    issue.message.startsWith('The ')
  ) {
    return issue.message;
  }
  const [first, pageIndex, second, fieldIndex, ...rest] = issue.path;
  if (
    first === 'pages' &&
    second === 'fields' &&
    typeof pageIndex === 'number' &&
    typeof fieldIndex === 'number'
  ) {
    const pages = (input as { pages?: { fields?: { id?: unknown }[] }[] }).pages;
    const fieldId = pages?.[pageIndex]?.fields?.[fieldIndex]?.id;
    const where = rest.length > 0 ? ` (${rest.join('.')})` : '';
    return `Field "${typeof fieldId === 'string' ? fieldId : fieldIndex + 1}"${where}: ${issue.message}`;
  }
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

export type DefinitionCheck =
  { ok: true; definition: WebFormDefinition } | { ok: false; problems: string[] };

/** Checks a definition before it is saved; the problems name the fields at fault. */
export function checkWebFormDefinition(input: unknown): DefinitionCheck {
  const result = webFormDefinitionSchema.safeParse(input);
  if (result.success) return { ok: true, definition: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => issueText(issue, input)) };
}
