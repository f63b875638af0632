// What a client may write to a coupon, in WooCommerce's field names, and how it becomes our
// CouponInput. Fields are judged one by one (a 400 names the field): the shape here with zod, the
// amounts against the shop's currency (no more decimals than it has, never negative) in
// couponInputOf, and what needs the database (the code free, ids known, dates in order) in the
// service. Unknown fields are ignored, as WordPress does; meta_data is accepted and not kept.
import { parseMoneyInput, type MoneyInputProblem } from '@pinwheel/core';
import { z } from 'zod';
import { multiLineText, oneLineText } from '../../../schemas/plain-text.ts';
import { couponStatuses, discountTypes, type CouponInput } from '../coupon-record.ts';
import { uniqueCodePatternRule } from '../unique-codes.ts';

/** Codes shoppers can type: letters, digits, dashes and underscores (the cart's rule). */
const codeShape = /^[\p{L}\p{N}_-]+$/u;

const amountText = z
  .union([z.string().max(40), z.number()])
  .transform((value) => String(value).trim());

/** A date as WordPress clients send it; one without a zone is the shop's time (UTC). */
const dateInput = z
  .union([
    z
      .string()
      .max(40)
      .regex(
        /^(\d{4}-\d{2}-\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$|^$/,
        'must be a date such as 2026-12-31T23:59:59',
      ),
    z.null(),
  ])
  .transform((value, context) => {
    if (!value) return null;
    const withTime = value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T');
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(withTime) ? withTime : `${withTime}Z`;
    const ms = Date.parse(zoned);
    if (Number.isNaN(ms)) {
      context.addIssue({ code: 'custom', message: 'must be a real date' });
      return z.NEVER;
    }
    return ms;
  });

const idsInput = z
  .array(z.union([z.string().trim().min(1).max(200), z.number().int().positive()]))
  .max(1000)
  .transform((ids) => [...new Set(ids.map(String))]);

const limitInput = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000)
  .nullable()
  .describe('0 or null: no limit');

const emailRule = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(
    (value) => z.email().safeParse(value.replace(/^\*@/, 'any@')).success,
    'must be an email address, or *@domain',
  );

export const couponWrite = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'The coupon code cannot be empty.')
    .max(64)
    .regex(codeShape, 'letters, digits, dashes and underscores only')
    .optional(),
  amount: amountText.optional(),
  discount_type: z.enum(discountTypes).optional(),
  description: multiLineText(2000).optional(),
  status: z.enum(couponStatuses).optional(),
  date_expires: dateInput.optional(),
  date_expires_gmt: dateInput.optional(),
  date_starts: dateInput.optional().describe('ours'),
  date_starts_gmt: dateInput.optional().describe('ours'),
  individual_use: z.boolean().optional(),
  product_ids: idsInput.optional(),
  excluded_product_ids: idsInput.optional(),
  usage_limit: limitInput.optional(),
  usage_limit_per_user: limitInput.optional(),
  free_shipping: z.boolean().optional(),
  product_categories: idsInput.optional(),
  excluded_product_categories: idsInput.optional(),
  minimum_amount: amountText.optional().describe('"" or "0": no minimum'),
  maximum_amount: amountText.optional().describe('"" or "0": no maximum'),
  email_restrictions: z.array(emailRule).max(1000).optional(),
  first_order_only: z.boolean().optional().describe('ours'),
  unique_code_pattern: z
    .union([
      // overwrite, not transform: the document keeps the field a string for typed clients.
      oneLineText(40)
        .overwrite((value) => value.trim().toUpperCase())
        .refine((value) => uniqueCodePatternRule.test(value), 'letters, digits, dashes and X'),
      z.null(),
    ])
    .optional()
    .describe('ours: e.g. WELCOME-XXXXXX'),
  meta_data: z.array(z.unknown()).max(100).optional().describe('accepted, not kept'),
});

export type CouponWriteBody = z.output<typeof couponWrite>;

/** A new coupon's starting point, as WooCommerce's defaults are. */
export const blankCoupon: CouponInput = {
  code: '',
  discountType: 'fixed_cart',
  amount: 0,
  freeShipping: false,
  minimumAmount: null,
  maximumAmount: null,
  productIds: [],
  excludedProductIds: [],
  productCategories: [],
  excludedProductCategories: [],
  emailRestrictions: [],
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usageLimitPerUser: null,
  individualUse: false,
  firstOrderOnly: false,
  uniqueCodePattern: null,
  description: '',
  status: 'publish',
};

const moneyProblems: Record<MoneyInputProblem, string> = {
  not_amount: 'must be an amount such as 10.00',
  negative: 'must not be negative',
  too_precise: 'has more decimals than the currency has',
};

/** The body written over `base`; amounts read in `currency`. Field errors by field name. */
export function couponInputOf(
  base: CouponInput,
  body: CouponWriteBody,
  currency: string,
): { ok: true; input: CouponInput } | { ok: false; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const discountType = body.discount_type ?? base.discountType;
  const money = (field: string, text: string | undefined, fallback: number | null) => {
    if (text === undefined) return fallback;
    if (text === '' || /^0*([.,]0*)?$/.test(text)) return null;
    const parsed = parseMoneyInput(text, currency);
    if (parsed.ok) return parsed.minor;
    params[field] = moneyProblems[parsed.problem];
    return fallback;
  };
  let amount = base.amount;
  if (body.amount !== undefined) {
    // A percentage keeps two decimals whatever the currency: read as hundredths.
    const parsed = parseMoneyInput(body.amount, discountType === 'percent' ? 'USD' : currency);
    if (parsed.ok) amount = parsed.minor;
    else params.amount = moneyProblems[parsed.problem];
  }
  const limit = (value: number | null | undefined, fallback: number | null) =>
    value === undefined ? fallback : value === 0 ? null : value;
  const input: CouponInput = {
    code: body.code ?? base.code,
    discountType,
    amount,
    freeShipping: body.free_shipping ?? base.freeShipping,
    minimumAmount: money('minimum_amount', body.minimum_amount, base.minimumAmount),
    maximumAmount: money('maximum_amount', body.maximum_amount, base.maximumAmount),
    productIds: body.product_ids ?? base.productIds,
    excludedProductIds: body.excluded_product_ids ?? base.excludedProductIds,
    productCategories: body.product_categories ?? base.productCategories,
    excludedProductCategories: body.excluded_product_categories ?? base.excludedProductCategories,
    emailRestrictions: body.email_restrictions ?? base.emailRestrictions,
    startsAt: pick(body.date_starts_gmt, body.date_starts, base.startsAt),
    expiresAt: pick(body.date_expires_gmt, body.date_expires, base.expiresAt),
    usageLimit: limit(body.usage_limit, base.usageLimit),
    usageLimitPerUser: limit(body.usage_limit_per_user, base.usageLimitPerUser),
    individualUse: body.individual_use ?? base.individualUse,
    firstOrderOnly: body.first_order_only ?? base.firstOrderOnly,
    uniqueCodePattern:
      body.unique_code_pattern === undefined ? base.uniqueCodePattern : body.unique_code_pattern,
    description: body.description ?? base.description,
    status: body.status ?? base.status,
  };
  return Object.keys(params).length ? { ok: false, params } : { ok: true, input };
}

/** The _gmt twin wins when both are sent (WordPress's rule). */
function pick(
  gmt: number | null | undefined,
  local: number | null | undefined,
  base: number | null,
) {
  if (gmt !== undefined) return gmt;
  if (local !== undefined) return local;
  return base;
}
