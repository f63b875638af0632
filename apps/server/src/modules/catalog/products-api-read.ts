// Products and variations as the platform API answers them: WooCommerce's wc/v3 field names and
// types, made from our rows. A page's products are read with one query per table for all of them
// (products-api-repo.ts) and one media lookup, never a query per product.
//
// How ours map to theirs: our statuses 'published' | 'draft' | 'pending' | 'private' | 'trash' are
// WordPress's with 'publish' for 'published'; a variation's price and compare-at price are
// WooCommerce's sale and regular prices (a compare-at above the price: on sale); stock null is
// manage_stock false; a pre-order variation in stock is 'onbackorder'; a switched-off variation
// is status 'private'. Dates are UTC (date_created and date_created_gmt alike). Ids are ours
// (products' strings, variations' numbers, media items' strings). Our extras are under `pinwheel`,
// the Hebrew copies under `translations.he`; meta_data is always empty.
import { IMAGE_WIDTHS, imageUrl } from '../media/index.ts';
import { moneyInputValue, productUrl } from '@pinwheel/core';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemRef, MediaLookup } from './media-lookup.ts';
import {
  productParts,
  type ProductParts,
  type ProductRow,
  type ProductTermRow,
  type VariationRow,
} from './products-api-repo.ts';

export interface ApiContext {
  /** The shop's currency: prices are decimal strings in its units. */
  currency: string;
  /** `https://shop.example`: permalinks and image addresses are absolute, as WordPress's are. */
  origin: string;
}

const wcDate = z.string().describe('ISO 8601, UTC, without a zone (as WordPress writes dates)');
const money = z.string().describe("A decimal in the shop's currency; '' when there is none");

const metaData = z.object({ id: z.number().int(), key: z.string(), value: z.unknown() });

export const wcImageSchema = z.object({
  id: z.string().nullable().describe('The media item; null for a picture not in the library'),
  src: z.string(),
  name: z.string(),
  alt: z.string(),
  position: z.number().int(),
});

const variationExtrasSchema = z.object({
  max_quantity: z.number().int().nullable(),
  pre_order_label: z.string().nullable(),
  pre_order_label_he: z.string().nullable(),
});

export const wcVariationSchema = z.object({
  id: z.number().int(),
  date_created: wcDate,
  date_created_gmt: wcDate,
  date_modified: wcDate,
  date_modified_gmt: wcDate,
  description: z.string(),
  permalink: z.string(),
  sku: z.string(),
  price: money,
  regular_price: money,
  sale_price: money,
  on_sale: z.boolean(),
  status: z.enum(['publish', 'private']),
  purchasable: z.boolean(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().int().nullable(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
  image: wcImageSchema.nullable(),
  attributes: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), option: z.string() }),
  ),
  menu_order: z.number().int(),
  meta_data: z.array(metaData).describe('Always empty: our extras are under `pinwheel`'),
  pinwheel: variationExtrasSchema,
});

export type WcVariation = z.output<typeof wcVariationSchema>;

export const wcProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  permalink: z.string(),
  date_created: wcDate,
  date_created_gmt: wcDate,
  date_modified: wcDate,
  date_modified_gmt: wcDate,
  type: z.enum(['simple', 'variable']),
  status: z.enum(['draft', 'pending', 'private', 'publish', 'trash']),
  featured: z.boolean(),
  description: z.string().describe('Sanitised HTML'),
  short_description: z.string().describe('Sanitised HTML'),
  sku: z.string(),
  price: money,
  regular_price: money,
  sale_price: money,
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  total_sales: z.number().int(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().int().nullable(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
  average_rating: z.string(),
  rating_count: z.number().int(),
  related_ids: z.array(z.string()),
  upsell_ids: z
    .array(z.string())
    .describe('Chosen by the owner; the product page shows them as "You may also like"'),
  low_stock_amount: z
    .number()
    .int()
    .nullable()
    .describe('Stock at or below which the dashboard flags the product; null: not watched'),
  categories: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  images: z.array(wcImageSchema),
  attributes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      position: z.number().int(),
      visible: z.boolean(),
      variation: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  default_attributes: z
    .array(z.object({ id: z.string(), name: z.string(), option: z.string() }))
    .describe('Always empty: the product page chooses no option before the visitor does'),
  variations: z.array(z.number().int()),
  meta_data: z.array(metaData).describe('Always empty: our extras are under `pinwheel`'),
  translations: z.object({
    he: z.object({
      name: z.string().nullable(),
      description: z.string().nullable(),
      short_description: z.string().nullable(),
    }),
  }),
  pinwheel: variationExtrasSchema.extend({
    bulk_tiers: z.array(
      z.object({
        variation_id: z.number().int().nullable(),
        min_quantity: z.number().int(),
        discount_percent: z.number().int(),
      }),
    ),
    deposits_enabled: z.boolean(),
    deposit_plans: z.array(
      z.object({
        name: z.string(),
        name_he: z.string().nullable(),
        description: z.string(),
        description_he: z.string().nullable(),
        deposit_percent: z.number().int(),
        installments: z.number().int(),
      }),
    ),
    additional_information: z.array(
      z.object({
        label: z.string(),
        label_he: z.string().nullable(),
        value: z.string(),
        value_he: z.string().nullable(),
      }),
    ),
  }),
});

export type WcProduct = z.output<typeof wcProductSchema>;

const wcStatus = (status: string) =>
  (status === 'published' ? 'publish' : status) as WcProduct['status'];

const wcDateOf = (ms: number | string) => new Date(Number(ms)).toISOString().slice(0, 19);

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** The biggest sub-size a picture has: what WordPress's `src` (the full size) stands for. */
function fullSize(key: string, width: number): string {
  const fitting = IMAGE_WIDTHS.filter((w, index) => index === 0 || w <= width);
  return imageUrl(key, fitting[fitting.length - 1] ?? IMAGE_WIDTHS[0]);
}

interface Pictures {
  byKey: Map<string, MediaItemRef>;
  origin: string;
}

function wcImage(
  pictures: Pictures,
  key: string,
  width: number,
  alt: string,
  position: number,
): z.output<typeof wcImageSchema> {
  const item = pictures.byKey.get(key);
  return {
    id: item?.id ?? null,
    src: `${pictures.origin}${fullSize(key, width)}`,
    name: key,
    alt,
    position,
  };
}

export async function pictureLookup(
  media: MediaLookup,
  keys: readonly string[],
  origin: string,
): Promise<Pictures> {
  const unique = [...new Set(keys)];
  const items = unique.length ? await media.findByKeys(unique) : [];
  return { byKey: new Map(items.map((item) => [item.imageKey, item])), origin };
}

function price(minor: number, currency: string): string {
  return moneyInputValue(minor, currency);
}

/** The product's attributes as WooCommerce lists them, options by name. */
function wcAttributes(terms: readonly ProductTermRow[], variable: boolean) {
  const attributes: WcProduct['attributes'] = [];
  for (const term of terms) {
    let attribute = attributes.find((a) => a.id === term.attribute_id);
    if (!attribute) {
      attribute = {
        id: term.attribute_id,
        name: term.attribute_name,
        slug: term.attribute_slug,
        position: attributes.length,
        visible: true,
        variation: variable,
        options: [],
      };
      attributes.push(attribute);
    }
    attribute.options.push(term.term_name);
  }
  return attributes;
}

function stockStatusOf(v: Pick<VariationRow, 'is_in_stock' | 'is_pre_order'>) {
  if (v.is_in_stock !== 1) return 'outofstock' as const;
  return v.is_pre_order === 1 ? ('onbackorder' as const) : ('instock' as const);
}

function pricesOf(v: Pick<VariationRow, 'price' | 'compare_at_price'>, currency: string) {
  const now = Number(v.price);
  const was = v.compare_at_price === null ? null : Number(v.compare_at_price);
  const onSale = was !== null && was > now;
  return {
    price: price(now, currency),
    regular_price: price(onSale ? was : now, currency),
    sale_price: onSale ? price(now, currency) : '',
    on_sale: onSale,
  };
}

export function wcVariation(
  v: VariationRow,
  product: Pick<ProductRow, 'slug' | 'status' | 'created_at' | 'updated_at'>,
  terms: readonly ProductTermRow[],
  images: readonly { image_key: string; width: number; alt: string }[],
  pictures: Pictures,
  ctx: ApiContext,
): WcVariation {
  const picture = v.image_key ? images.find((image) => image.image_key === v.image_key) : undefined;
  const pictureWidth = v.image_key
    ? (pictures.byKey.get(v.image_key)?.width ?? picture?.width ?? IMAGE_WIDTHS[0])
    : 0;
  const chosen = JSON.parse(v.attributes) as Record<string, string>;
  const attributes: WcVariation['attributes'] = [];
  for (const [attributeSlug, termSlug] of Object.entries(chosen)) {
    if (!termSlug) continue;
    const term = terms.find((t) => t.attribute_slug === attributeSlug && t.term_slug === termSlug);
    attributes.push({
      id: term?.attribute_id ?? attributeSlug,
      name: term?.attribute_name ?? attributeSlug,
      slug: attributeSlug,
      option: term?.term_name ?? termSlug,
    });
  }
  const query = new URLSearchParams(
    Object.entries(chosen)
      .filter(([, term]) => term)
      .map(([attribute, term]) => [`attribute_${attribute}`, term]),
  ).toString();
  return {
    id: Number(v.id),
    date_created: wcDateOf(product.created_at),
    date_created_gmt: wcDateOf(product.created_at),
    date_modified: wcDateOf(product.updated_at),
    date_modified_gmt: wcDateOf(product.updated_at),
    description: '',
    permalink: `${ctx.origin}${productUrl(product.slug)}${query ? `?${query}` : ''}`,
    sku: v.sku,
    ...pricesOf(v, ctx.currency),
    status: v.enabled === 1 ? 'publish' : 'private',
    purchasable: v.enabled === 1 && product.status === 'published',
    manage_stock: v.stock !== null,
    stock_quantity: v.stock === null ? null : Number(v.stock),
    stock_status: stockStatusOf(v),
    image: v.image_key ? wcImage(pictures, v.image_key, pictureWidth, picture?.alt ?? '', 0) : null,
    attributes,
    menu_order: v.position,
    meta_data: [],
    pinwheel: {
      max_quantity: v.max_qty === null ? null : Number(v.max_qty),
      pre_order_label: v.pre_order_label,
      pre_order_label_he: v.pre_order_label_he,
    },
  };
}

interface InformationRow {
  label: string;
  label_he: string | null;
  value: string;
  value_he: string | null;
}

function informationRows(json: string): InformationRow[] {
  try {
    const rows: unknown = JSON.parse(json);
    return Array.isArray(rows) ? (rows as InformationRow[]) : [];
  } catch {
    return [];
  }
}

function wcProduct(
  row: ProductRow,
  parts: {
    categories: ProductParts['categories'];
    images: ProductParts['images'];
    terms: ProductParts['terms'];
    variations: ProductParts['variations'];
    bulkTiers: ProductParts['bulkTiers'];
    depositPlans: ProductParts['depositPlans'];
    related: string[];
    upsells: string[];
  },
  pictures: Pictures,
  ctx: ApiContext,
): WcProduct {
  const variable = row.type === 'variable';
  const only = variable ? undefined : parts.variations[0];
  const buyable = parts.variations.filter((v) => v.enabled === 1);
  const published = row.status === 'published';
  const reviews = Number(row.review_count);
  const simplePrices = only
    ? pricesOf(only, ctx.currency)
    : {
        // A variable product's price is its cheapest variation's; it has no regular or sale
        // price of its own (as in WooCommerce).
        price: parts.variations.length ? price(Number(row.price_min), ctx.currency) : '',
        regular_price: '',
        sale_price: '',
        on_sale: buyable.some((v) => pricesOf(v, ctx.currency).on_sale),
      };
  return {
    id: row.id,
    name: row.title,
    slug: row.slug,
    permalink: `${ctx.origin}${productUrl(row.slug)}`,
    date_created: wcDateOf(row.created_at),
    date_created_gmt: wcDateOf(row.created_at),
    date_modified: wcDateOf(row.updated_at),
    date_modified_gmt: wcDateOf(row.updated_at),
    type: variable ? 'variable' : 'simple',
    status: wcStatus(row.status),
    featured: row.featured === 1,
    description: row.description,
    short_description: row.short_description,
    sku: only?.sku ?? '',
    ...simplePrices,
    purchasable: published && buyable.length > 0,
    total_sales: Number(row.sales_count),
    manage_stock: only ? only.stock !== null : false,
    stock_quantity: only?.stock === null || !only ? null : Number(only.stock),
    stock_status: only ? stockStatusOf(only) : row.in_stock === 1 ? 'instock' : 'outofstock',
    average_rating: (reviews ? Number(row.rating_total) / reviews : 0).toFixed(2),
    rating_count: reviews,
    related_ids: parts.related,
    upsell_ids: parts.upsells,
    low_stock_amount: row.low_stock_amount === null ? null : Number(row.low_stock_amount),
    categories: parts.categories.map(({ id, name, slug }) => ({ id, name, slug })),
    images: parts.images.map((image) =>
      wcImage(pictures, image.image_key, image.width, image.alt, image.position),
    ),
    attributes: wcAttributes(parts.terms, variable),
    default_attributes: [],
    variations: variable ? parts.variations.map((v) => Number(v.id)) : [],
    meta_data: [],
    translations: {
      he: {
        name: row.title_he,
        description: row.description_he,
        short_description: row.short_description_he,
      },
    },
    pinwheel: {
      max_quantity: only?.max_qty == null ? null : Number(only.max_qty),
      pre_order_label: only?.pre_order_label ?? null,
      pre_order_label_he: only?.pre_order_label_he ?? null,
      bulk_tiers: parts.bulkTiers.map((tier) => ({
        variation_id: tier.variation_id === null ? null : Number(tier.variation_id),
        min_quantity: Number(tier.min_quantity),
        discount_percent: tier.discount_percent,
      })),
      deposits_enabled: row.deposits_enabled === 1,
      deposit_plans: parts.depositPlans.map((plan) => ({
        name: plan.name,
        name_he: plan.name_he,
        description: plan.description,
        description_he: plan.description_he,
        deposit_percent: plan.deposit_percent,
        installments: plan.installments,
      })),
      additional_information: informationRows(row.additional_information),
    },
  };
}

/** These products as the API answers them, in the order given. */
export async function wcProducts(
  db: Kysely<Database>,
  media: MediaLookup,
  rows: readonly ProductRow[],
  ctx: ApiContext,
): Promise<WcProduct[]> {
  const parts = await productParts(
    db,
    rows.map((row) => row.id),
  );
  const pictures = await pictureLookup(
    media,
    parts.images.map((image) => image.image_key),
    ctx.origin,
  );
  const categories = groupBy(parts.categories);
  const images = groupBy(parts.images);
  const terms = groupBy(parts.terms);
  const variations = groupBy(parts.variations);
  const bulkTiers = groupBy(parts.bulkTiers);
  const depositPlans = groupBy(parts.depositPlans);
  const upsells = groupBy(parts.upsells);
  const members = new Map<string, string[]>();
  for (const { category_id, product_id } of parts.members) {
    members.set(category_id, [...(members.get(category_id) ?? []), product_id]);
  }
  /** Up to five published products sharing a category with this one (none twice, not itself). */
  const relatedTo = (id: string) => {
    const found = new Set<string>();
    for (const category of categories.get(id) ?? []) {
      for (const other of members.get(category.id) ?? []) if (other !== id) found.add(other);
    }
    return [...found].slice(0, 5);
  };
  return rows.map((row) =>
    wcProduct(
      row,
      {
        categories: categories.get(row.id) ?? [],
        images: images.get(row.id) ?? [],
        terms: terms.get(row.id) ?? [],
        variations: variations.get(row.id) ?? [],
        bulkTiers: bulkTiers.get(row.id) ?? [],
        depositPlans: depositPlans.get(row.id) ?? [],
        related: relatedTo(row.id),
        upsells: (upsells.get(row.id) ?? []).map((link) => link.upsell_id),
      },
      pictures,
      ctx,
    ),
  );
}
