// A product as the catalog saves it (the demo today, the owner's dashboard later): the product
// with everything it owns, checked at the boundary, written whole in one transaction.
import { swatchKinds } from '@pinwheel/core';
import { z } from 'zod';
import { ownerHtml } from '../../schemas/owner-html.ts';
import { oneLineText } from '../../schemas/plain-text.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const minor = z.number().int().min(0);

export const variationInput = z.object({
  id: z.number().int().positive(),
  attributes: z.record(z.string(), z.string()).default({}),
  sku: z.string().max(64).default(''),
  price: minor,
  compare_at_price: minor.nullable().default(null),
  stock: z.number().int().min(0).nullable().default(null),
  is_in_stock: z.boolean().default(true),
  max_qty: z.number().int().positive().nullable().default(null),
  is_pre_order: z.boolean().default(false),
  pre_order_label: z.string().max(60).nullable().default(null),
  pre_order_label_he: z.string().max(60).nullable().default(null),
  enabled: z.boolean().default(true),
  image_key: z.string().nullable().default(null),
});

export const productInput = z.object({
  id: z.string().min(1).max(40),
  slug,
  type: z.enum(['simple', 'variable']),
  /** Only 'published' shows on the storefront; the others are WordPress's (the platform API's). */
  status: z.enum(['published', 'draft', 'pending', 'private', 'trash']).default('published'),
  title: oneLineText(200),
  title_he: oneLineText(200).nullable().default(null),
  // Owner HTML, sanitised here whoever writes it (the demo, the platform API).
  short_description: ownerHtml(4000).default(''),
  short_description_he: ownerHtml(4000).nullable().default(null),
  description: ownerHtml(40000).default(''),
  description_he: ownerHtml(40000).nullable().default(null),
  additional_information: z
    .array(
      z.object({
        label: z.string().max(80),
        label_he: z.string().max(80).nullable().default(null),
        value: z.string().max(400),
        value_he: z.string().max(400).nullable().default(null),
      }),
    )
    .default([]),
  featured: z.boolean().default(false),
  deposits_enabled: z.boolean().default(false),
  sales_count: z.number().int().min(0).default(0),
  created_at: z.number().int(),
  category_ids: z.array(z.string()).default([]),
  images: z
    .array(
      z.object({
        key: z.string(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        alt: z.string().max(200).default(''),
        alt_he: z.string().max(200).nullable().default(null),
      }),
    )
    .default([]),
  /** The terms offered, in swatch order. */
  term_ids: z.array(z.string()).default([]),
  variations: z.array(variationInput).min(1),
  bulk_tiers: z
    .array(
      z.object({
        variation_id: z.number().int().nullable().default(null),
        min_quantity: z.number().int().min(2),
        discount_percent: z.number().int().min(1).max(90),
      }),
    )
    .default([]),
  deposit_plans: z
    .array(
      z.object({
        name: z.string().max(80),
        name_he: z.string().max(80).nullable().default(null),
        description: z.string().max(400).default(''),
        description_he: z.string().max(400).nullable().default(null),
        deposit_percent: z.number().int().min(1).max(99),
        installments: z.number().int().min(1).max(24),
      }),
    )
    .default([]),
});

export type ProductInput = z.input<typeof productInput>;
export type CheckedProduct = z.output<typeof productInput>;

export const attributeInput = z.object({
  id: z.string().min(1).max(40),
  slug,
  name: z.string().max(80),
  name_he: z.string().max(80).nullable().default(null),
  swatch_kind: z.enum(swatchKinds as ['color', 'image', 'label']),
  position: z.number().int().default(0),
  terms: z.array(
    z.object({
      id: z.string().min(1).max(40),
      slug,
      name: z.string().max(80),
      name_he: z.string().max(80).nullable().default(null),
      color: z
        .string()
        .regex(/^#[0-9a-f]{6}$/i)
        .nullable()
        .default(null),
      image_key: z.string().nullable().default(null),
    }),
  ),
});

export type AttributeInput = z.input<typeof attributeInput>;

export const categoryInput = z.object({
  id: z.string().min(1).max(40),
  slug,
  name: z.string().max(80),
  name_he: z.string().max(80).nullable().default(null),
  description: z.string().max(1000).default(''),
  description_he: z.string().max(1000).nullable().default(null),
  position: z.number().int().default(0),
});

export type CategoryInput = z.input<typeof categoryInput>;
