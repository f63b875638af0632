// What the cart needs to know about the variations in it, read in one round of queries: the
// product's title and page, the chosen options by name, the price (minor units: the cart never
// takes a price from a request) and its bulk tiers, stock, max_qty and whether it can be bought at
// all. Unknown,
// switched-off and unpublished variations are still answered (the cart tells the shopper why).
import {
  attributeField,
  bulkTiersFor,
  productUrl,
  type BulkTier,
  type Language,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './cart-variations-repo.ts';
import { imageRecord } from './image-record.ts';
import { localized } from './localized.ts';

export interface CartVariation {
  id: number;
  productId: string;
  productSlug: string;
  productTitle: string;
  /** The product page with this variation chosen (`attribute_<slug>=<term>`). */
  url: string;
  /** Options in the attributes' order, by name in the visitor's language. */
  options: Array<{ name: string; value: string }>;
  sku: string;
  price: number;
  /** Null: stock not tracked. */
  stock: number | null;
  maxQty: number | null;
  isInStock: boolean;
  /** Enabled and its product published: it may be bought (stock aside). */
  purchasable: boolean;
  /** True when the product has no options to choose (a simple product). */
  simple: boolean;
  image: { src: string; width: number; height: number; alt: string } | null;
  /** The tiers its product page's table shows (its own, else the product's): the cart's prices. */
  bulkTiers: BulkTier[];
}

export async function cartVariations(
  db: Kysely<Database>,
  lang: Language,
  ids: readonly number[],
): Promise<Map<number, CartVariation>> {
  const found = new Map<number, CartVariation>();
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return found;
  const rows = await repo.variationsInCarts(db, wanted);
  if (rows.length === 0) return found;
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const { terms, images, tiers } = await repo.cartProductParts(db, productIds);
  for (const row of rows) {
    const chosen = parseAttributes(row.attributes);
    const options: CartVariation['options'] = [];
    const params = new URLSearchParams();
    const seen = new Set<string>();
    for (const term of terms) {
      if (term.product_id !== row.product_id || seen.has(term.attribute_slug)) continue;
      const slug = chosen[term.attribute_slug];
      if (!slug || slug !== term.term_slug) continue;
      seen.add(term.attribute_slug);
      options.push({
        name: localized(lang, term.attribute_name, term.attribute_name_he),
        value: localized(lang, term.term_name, term.term_name_he),
      });
      params.set(attributeField(term.attribute_slug), slug);
    }
    const picture = images.find((image) => image.product_id === row.product_id);
    const productTiers = tiers
      .filter((tier) => tier.product_id === row.product_id)
      .map((tier) => ({
        variationId: tier.variation_id === null ? null : Number(tier.variation_id),
        minQuantity: Number(tier.min_quantity),
        discountPercent: Number(tier.discount_percent),
      }));
    const title = localized(lang, row.title, row.title_he);
    const search = params.toString();
    found.set(Number(row.id), {
      id: Number(row.id),
      productId: row.product_id,
      productSlug: row.slug,
      productTitle: title,
      url: productUrl(row.slug) + (search ? `?${search}` : ''),
      options,
      sku: row.sku,
      price: Number(row.price),
      stock: row.stock === null ? null : Number(row.stock),
      maxQty: row.max_qty === null ? null : Number(row.max_qty),
      isInStock: row.is_in_stock === 1,
      purchasable: row.enabled === 1 && row.status === 'published',
      simple: row.type === 'simple',
      image: picture
        ? cartImage(
            imageRecord(
              row.image_key ?? picture.image_key,
              picture.width,
              picture.height,
              localized(lang, picture.alt, picture.alt_he) || title,
            ),
          )
        : null,
      bulkTiers: bulkTiersFor(productTiers, Number(row.id)),
    });
  }
  return found;
}

function cartImage(record: ReturnType<typeof imageRecord>) {
  return { src: record.src, width: record.width, height: record.height, alt: record.alt };
}

function parseAttributes(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
