// The checkout's store settings: shipping (a flat rate, free above a threshold), which offline
// payment methods are offered and the bank details a transfer needs, the shop's country, order
// attribution (on or off, the hidden inputs' prefix) and the pay-in-instalments message. Kept as
// one JSON row; whatever a stored row lacks takes the default, so reading never fails.
import {
  attributionFieldNames,
  ATTRIBUTION_PREFIX_PATTERN,
  DEFAULT_ATTRIBUTION_PREFIX,
  MULTI_LINE_TEXT,
  ONE_LINE_TEXT,
} from '@pinwheel/core';
import { z } from 'zod';
import { isCountry } from './address-regions.ts';

/** What a new shop's bank-transfer instructions say until the owner writes theirs. */
const DEFAULT_BANK_DETAILS = 'Pinwheel Goods Ltd · IBAN GB00 PINW 0000 0000 0000 00';

export const orderSettingsSchema = z.object({
  /** ISO 3166-1 alpha-2: the country the checkout starts with. */
  store_country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .catch('US'),
  shipping: z
    .object({
      /** Minor units per order. */
      flat_rate: z.number().int().min(0).catch(500),
      /** Orders whose subtotal reaches this (minor units) may ship free; null: never free. */
      free_above: z.number().int().min(0).nullable().catch(5000),
    })
    .catch({ flat_rate: 500, free_above: 5000 }),
  payments: z
    .object({
      cash_on_delivery: z.boolean().catch(true),
      bank_transfer: z.boolean().catch(true),
      /** Shown to a shopper who chose a bank transfer, on the order-received page and mail. */
      bank_details: z.string().max(1000).catch(DEFAULT_BANK_DETAILS),
    })
    .catch({ cash_on_delivery: true, bank_transfer: true, bank_details: DEFAULT_BANK_DETAILS }),
  attribution: z
    .object({
      enabled: z.boolean().catch(true),
      prefix: z.string().regex(ATTRIBUTION_PREFIX_PATTERN).catch(DEFAULT_ATTRIBUTION_PREFIX),
      /** The configurable set of fields the checkout carries (spec §3); every one by default. */
      fields: z.array(z.enum(attributionFieldNames)).catch([...attributionFieldNames]),
    })
    .catch({
      enabled: true,
      prefix: DEFAULT_ATTRIBUTION_PREFIX,
      fields: [...attributionFieldNames],
    }),
  instalments: z
    .object({
      enabled: z.boolean().catch(true),
      /** The provider's public key: the widget refuses to draw without one (code 1003). */
      key: z.string().max(100).catch('local'),
      count: z.number().int().min(2).max(12).catch(4),
      /** Minor units: amounts outside this range get no message. */
      min_amount: z.number().int().min(0).catch(3000),
      max_amount: z.number().int().min(0).catch(200000),
    })
    .catch({ enabled: true, key: 'local', count: 4, min_amount: 3000, max_amount: 200000 }),
});

export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export function readOrderSettings(json: string | undefined): OrderSettings {
  let raw: unknown = {};
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    raw = {};
  }
  return orderSettingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

/**
 * What the owner API (and the owner's settings page) accepts: the same shape, every field required
 * and refused when wrong, and the settings a shop cannot run with refused too: a country the
 * checkout does not ship to, no way to pay, an instalments range whose top is below its bottom.
 */
export const orderSettingsInput = z
  .object({
    store_country: z.string().regex(/^[A-Z]{2}$/),
    shipping: z.object({
      flat_rate: z.number().int().min(0).max(100_000_000),
      free_above: z.number().int().min(0).max(100_000_000).nullable(),
    }),
    payments: z.object({
      cash_on_delivery: z.boolean(),
      bank_transfer: z.boolean(),
      bank_details: z.string().max(1000).regex(MULTI_LINE_TEXT),
    }),
    attribution: z.object({
      enabled: z.boolean(),
      prefix: z.string().regex(ATTRIBUTION_PREFIX_PATTERN),
      fields: z.array(z.enum(attributionFieldNames)).max(attributionFieldNames.length),
    }),
    instalments: z.object({
      enabled: z.boolean(),
      key: z.string().max(100).regex(ONE_LINE_TEXT),
      count: z.number().int().min(2).max(12),
      min_amount: z.number().int().min(0),
      max_amount: z.number().int().min(0),
    }),
  })
  .superRefine((settings, context) => {
    if (!isCountry(settings.store_country)) {
      context.addIssue({
        code: 'custom',
        path: ['store_country'],
        message: 'not a country the checkout ships to',
      });
    }
    if (!settings.payments.cash_on_delivery && !settings.payments.bank_transfer) {
      context.addIssue({
        code: 'custom',
        path: ['payments', 'cash_on_delivery'],
        message: 'keep at least one payment method on: without one, no order can be placed',
      });
    }
    if (settings.instalments.min_amount > settings.instalments.max_amount) {
      context.addIssue({
        code: 'custom',
        path: ['instalments', 'max_amount'],
        message: 'must not be below min_amount',
      });
    }
  });
