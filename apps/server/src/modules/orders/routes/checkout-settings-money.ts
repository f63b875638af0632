// The checkout's settings as the platform API writes them: amounts (the flat rate, the free-shipping
// threshold, the instalments range) as decimal strings in the shop's currency ("5.00"), like every
// price on the API; every other field is orderSettingsInput's own definition. /api/admin/
// order-settings keeps its integer minor units for the callers written against it.
import { moneyInputValue, parseMoneyInput } from '@pinwheel/core';
import { z } from 'zod';
import { orderSettingsInput, type OrderSettings } from '../order-settings.ts';

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d+)?$/, 'Must be an amount such as 19.90.');

const { shipping, instalments } = orderSettingsInput.shape;

/** The body: orderSettingsInput's fields, its amounts as decimal strings. */
export const checkoutSettingsBody = z.object({
  ...orderSettingsInput.shape,
  shipping: z.object({
    ...shipping.shape,
    flat_rate: amount,
    free_above: amount.nullable(),
  }),
  instalments: z.object({ ...instalments.shape, min_amount: amount, max_amount: amount }),
});

export const checkoutSettingsAnswer = z.object({
  ...orderSettingsInput.shape,
  shipping: z.object({
    ...shipping.shape,
    flat_rate: z.string(),
    free_above: z.string().nullable(),
  }),
  instalments: z.object({ ...instalments.shape, min_amount: z.string(), max_amount: z.string() }),
});

type Body = z.infer<typeof checkoutSettingsBody>;

/** The settings with their amounts in the shop's currency, as the API answers them. */
export function checkoutSettingsJson(
  settings: OrderSettings,
  currency: string,
): z.infer<typeof checkoutSettingsAnswer> {
  const money = (minor: number) => moneyInputValue(minor, currency);
  return {
    ...settings,
    shipping: {
      flat_rate: money(settings.shipping.flat_rate),
      free_above:
        settings.shipping.free_above === null ? null : money(settings.shipping.free_above),
    },
    instalments: {
      ...settings.instalments,
      min_amount: money(settings.instalments.min_amount),
      max_amount: money(settings.instalments.max_amount),
    },
  };
}

/**
 * The body with its amounts in minor units, checked by orderSettingsInput (its rules across
 * fields included); otherwise the problem of each field, named by its path.
 */
export function checkoutSettingsFromBody(
  body: Body,
  currency: string,
): { ok: true; settings: OrderSettings } | { ok: false; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const minor = (field: string, text: string): number => {
    const parsed = parseMoneyInput(text, currency);
    if (parsed.ok) return parsed.minor;
    params[field] =
      parsed.problem === 'too_precise'
        ? `Has more decimals than ${currency} has.`
        : 'Must be an amount such as 19.90.';
    return 0;
  };
  const candidate = {
    ...body,
    shipping: {
      flat_rate: minor('shipping.flat_rate', body.shipping.flat_rate),
      free_above:
        body.shipping.free_above === null
          ? null
          : minor('shipping.free_above', body.shipping.free_above),
    },
    instalments: {
      ...body.instalments,
      min_amount: minor('instalments.min_amount', body.instalments.min_amount),
      max_amount: minor('instalments.max_amount', body.instalments.max_amount),
    },
  };
  if (Object.keys(params).length > 0) return { ok: false, params };
  const checked = orderSettingsInput.safeParse(candidate);
  if (checked.success) return { ok: true, settings: checked.data };
  for (const issue of checked.error.issues) params[issue.path.join('.')] ??= issue.message;
  return { ok: false, params };
}
