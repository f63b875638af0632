// What a platform API call may write to a product or a variation, in WooCommerce's field names
// (wc/v3 products and variations). Every field is optional: PUT and PATCH change what they name,
// as WooCommerce's do; a create says which it needs (products-api-write.ts). Fields WooCommerce
// has and we do not (tax and shipping classes, downloads, dimensions) are not read; unknown fields
// are dropped, as WordPress ignores them. Prices are decimal strings checked against the shop's
// currency when written (a number is taken too: some clients send one).
import { z } from 'zod';
import { ownerHtml } from '../../schemas/owner-html.ts';
import { oneLineText } from '../../schemas/plain-text.ts';

/** An id as clients send it: ours are strings, WooCommerce's numbers. */
const anyId = z.union([z.string().trim().min(1).max(200), z.number().int()]).transform(String);
const decimal = z.union([z.string().trim().max(32), z.number().min(0)]).transform(String);
const label = oneLineText(60).nullable();

export const stockStatus = z.enum(['instock', 'outofstock', 'onbackorder']);
export type StockStatus = z.infer<typeof stockStatus>;

/** Our extras on a variation (or on a simple product's one variation), under `pinwheel`. */
const variationExtras = z.object({
  /** The most one order may buy; null: no limit. */
  max_quantity: z.number().int().positive().nullable().optional(),
  /** Shown instead of "in stock" when the variation is sold before it is made. */
  pre_order_label: label.optional(),
  pre_order_label_he: label.optional(),
});

export const variationWrite = z.object({
  /** Inside a product's `variations`: the variation to change (absent: a new one). */
  id: z.number().int().positive().optional(),
  sku: oneLineText(64).optional(),
  regular_price: decimal.optional(),
  sale_price: decimal.optional(),
  /** 'publish': can be bought; 'private' (or draft, pending): shown as unavailable. */
  status: z.enum(['publish', 'private', 'draft', 'pending']).optional(),
  manage_stock: z.boolean().optional(),
  stock_quantity: z.number().int().min(0, 'Stock cannot be negative.').nullable().optional(),
  stock_status: stockStatus.optional(),
  image: z.object({ id: anyId }).nullable().optional(),
  attributes: z
    .array(
      z.object({
        id: anyId.optional(),
        name: z.string().trim().max(80).optional(),
        option: z.string().trim().max(80),
      }),
    )
    .max(20)
    .optional(),
  menu_order: z.number().int().optional(),
  pinwheel: variationExtras.optional(),
});

export type VariationWrite = z.output<typeof variationWrite>;

/** Inside a product's `variations`: a variation to delete in the product's write. */
const variationRemoval = z.object({ id: z.number().int().positive(), delete: z.literal(true) });

const bulkTier = z.object({
  /** Null: the product's table (every variation without one of its own). */
  variation_id: z.number().int().positive().nullable().default(null),
  min_quantity: z.number().int().min(2),
  discount_percent: z.number().int().min(1).max(90),
});

const depositPlan = z.object({
  name: oneLineText(80),
  name_he: oneLineText(80).nullable().default(null),
  description: oneLineText(400).default(''),
  description_he: oneLineText(400).nullable().default(null),
  deposit_percent: z.number().int().min(1).max(99),
  installments: z.number().int().min(1).max(24),
});

const informationRow = z.object({
  label: oneLineText(80),
  label_he: oneLineText(80).nullable().default(null),
  value: oneLineText(400),
  value_he: oneLineText(400).nullable().default(null),
});

export const productWrite = z.object({
  name: oneLineText(200).optional(),
  slug: z.string().trim().max(200).optional(),
  type: z.enum(['simple', 'variable']).optional(),
  status: z.enum(['draft', 'pending', 'private', 'publish']).optional(),
  featured: z.boolean().optional(),
  description: ownerHtml(40000).optional(),
  short_description: ownerHtml(4000).optional(),
  sku: oneLineText(64).optional(),
  regular_price: decimal.optional(),
  sale_price: decimal.optional(),
  manage_stock: z.boolean().optional(),
  stock_quantity: z.number().int().min(0, 'Stock cannot be negative.').nullable().optional(),
  stock_status: stockStatus.optional(),
  /** The stock at or below which the dashboard flags the product; null: not watched. */
  low_stock_amount: z
    .number()
    .int()
    .min(0, 'The low-stock threshold cannot be negative.')
    .nullable()
    .optional(),
  /** The products shown under this one ("You may also like"), in this order. */
  upsell_ids: z.array(anyId).max(20).optional(),
  categories: z
    .array(z.object({ id: anyId }))
    .max(50)
    .optional(),
  images: z
    .array(
      z.object({
        id: anyId.optional(),
        src: z.string().max(2000).optional(),
        alt: oneLineText(200).optional(),
        position: z.number().int().optional(),
      }),
    )
    .max(50)
    .optional(),
  attributes: z
    .array(
      z.object({
        id: anyId.optional(),
        name: z.string().trim().max(80).optional(),
        position: z.number().int().optional(),
        options: z.array(z.string().trim().max(80)).max(100).default([]),
      }),
    )
    .max(20)
    .optional(),
  /**
   * Ours: variations written with the product, in its transaction (a variable product and its
   * variations all saved or none). Ids alone (as a product read shows them) are ignored;
   * `{ id, delete: true }` deletes that variation first, so one save can drop a term from the
   * product together with the variations that offered it (the dashboard's editor does).
   */
  variations: z
    .array(z.union([z.number().int(), variationRemoval, variationWrite]))
    .max(100)
    .optional(),
  /** Ours: the Hebrew copies (null: Hebrew visitors see the English). */
  translations: z
    .object({
      he: z
        .object({
          name: oneLineText(200).nullable().optional(),
          description: ownerHtml(40000).nullable().optional(),
          short_description: ownerHtml(4000).nullable().optional(),
        })
        .optional(),
    })
    .optional(),
  /** Ours: what WooCommerce keeps in plugins' meta_data. */
  pinwheel: variationExtras
    .extend({
      bulk_tiers: z.array(bulkTier).max(20).optional(),
      deposits_enabled: z.boolean().optional(),
      deposit_plans: z.array(depositPlan).max(10).optional(),
      additional_information: z.array(informationRow).max(30).optional(),
    })
    .optional(),
});

export type ProductWrite = z.output<typeof productWrite>;

/**
 * A batch: items checked one by one when run (products-api.ts), so one bad item fails alone, as
 * WooCommerce's batches do; at most 100 objects in all.
 */
export const batchWrite = z.object({
  create: z.array(z.unknown()).optional(),
  update: z.array(z.unknown()).optional(),
  delete: z.array(z.union([z.string(), z.number().int()])).optional(),
});

export const BATCH_LIMIT = 100;
