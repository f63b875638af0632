// The platform API's writes to products and variations, inside the caller's transaction: every
// check that can refuse runs before or between the writes of one transaction, so a refused call
// leaves nothing behind (a variable product with a bad fifth variation is not saved at all).
// Only the columns a call names change, and what the product row keeps from its variations
// (price range, in stock, search words) is recomputed from the rows at the end.
import { parseMoneyInput, randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiRefusal, invalidField, productNotFound } from './product-api-refusal.ts';
import type { MediaItemRef, MediaLookup } from './media-lookup.ts';
import type { ProductWrite, VariationWrite } from './products-api-input.ts';
import { nextVersion } from '../../platform-api/index.ts';
import * as repo from './products-api-repo.ts';
import type { ProductTermRow, VariationRow, VariationValues } from './products-api-repo.ts';

type Db = Kysely<Database>;

export interface WriteContext {
  media: MediaLookup;
  currency: string;
  now: number;
}

/**
 * The dashboard's version check (platform-api/rest-version.ts): called with the product's version
 * as the write's transaction read it, it throws when the caller's If-Match names another.
 */
export type VersionCheck = (updatedAt: number) => void;

const OUR_STATUS = { publish: 'published', draft: 'draft', pending: 'pending', private: 'private' };

/** Minor units from a decimal string; '' is none. Refuses what the currency cannot hold. */
function minorOf(field: string, text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  const read = parseMoneyInput(text, currency);
  if (read.ok) return read.minor;
  const why = {
    not_amount: 'Not an amount: digits with a decimal point, like "19.90".',
    negative: 'A price cannot be negative.',
    too_precise: `More decimals than ${currency} has.`,
  }[read.problem];
  throw invalidField(field, why);
}

/** A slug as WordPress makes one: lower case, accents and vowel points gone, words hyphenated. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u0591-\u05C7]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190)
    .replace(/-+$/, '');
}

/** The slug asked for (refused when taken) or one made from the name, with -2, -3 … if taken. */
async function slugFor(
  db: Db,
  asked: string | undefined,
  name: string,
  productId: string | null,
): Promise<string> {
  if (asked !== undefined) {
    const slug = slugify(asked);
    if (!slug) throw invalidField('slug', 'A slug needs letters or digits.');
    const taken = await repo.slugsLike(db, slug, productId);
    if (taken.has(slug)) throw invalidField('slug', 'That slug is taken by another product.');
    return slug;
  }
  const base = slugify(name) || 'product';
  const taken = await repo.slugsLike(db, base, productId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function checkedCategories(
  db: Db,
  categories: ProductWrite['categories'],
): Promise<string[] | undefined> {
  if (!categories) return undefined;
  const ids = [...new Set(categories.map((category) => category.id))];
  const known = await repo.knownCategoryIds(db, ids);
  const index = categories.findIndex((category) => !known.has(category.id));
  if (index >= 0) {
    throw invalidField(
      `categories.${index}.id`,
      `No category has the id ${categories[index]!.id}.`,
    );
  }
  return ids;
}

/** The upsells a write names: known products, not the product itself, each once. */
async function checkedUpsells(
  db: Db,
  productId: string,
  upsells: ProductWrite['upsell_ids'],
): Promise<string[] | undefined> {
  if (!upsells) return undefined;
  const known = await repo.knownProductIds(db, upsells);
  upsells.forEach((id, index) => {
    if (id === productId)
      throw invalidField(`upsell_ids.${index}`, 'A product cannot list itself.');
    if (!known.has(id)) throw invalidField(`upsell_ids.${index}`, `No product has the id ${id}.`);
  });
  return [...new Set(upsells)];
}

const UPLOAD_FIRST =
  'Pictures are added by media id: upload the file to /wp-json/wp/v2/media first, then send { "id": <its id> }.';

async function mediaItems(
  media: MediaLookup,
  ids: readonly string[],
): Promise<Map<string, MediaItemRef>> {
  if (ids.length === 0) return new Map();
  const found = await media.findByIds([...new Set(ids)]);
  return new Map(found.map((item) => [item.id, item]));
}

async function checkedImages(
  media: MediaLookup,
  images: ProductWrite['images'],
): Promise<repo.ImageRowInput[] | undefined> {
  if (!images) return undefined;
  const ordered = images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (a.image.position ?? a.index) - (b.image.position ?? b.index));
  for (const { image, index } of ordered) {
    if (image.id === undefined) throw invalidField(`images.${index}`, UPLOAD_FIRST);
  }
  const found = await mediaItems(
    media,
    ordered.map(({ image }) => image.id!),
  );
  return ordered.map(({ image, index }) => {
    const item = found.get(image.id!);
    if (!item) throw invalidField(`images.${index}.id`, `No media item has the id ${image.id}.`);
    return {
      image_key: item.imageKey,
      width: item.width,
      height: item.height,
      alt: image.alt ?? item.alt,
      alt_he: image.alt === undefined ? (item.altHe ?? null) : null,
    };
  });
}

type AttributeTerm = Awaited<ReturnType<typeof repo.attributeTerms>>[number];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The terms a product's `attributes` name (by attribute id, slug or name; options by name or slug). */
function resolveProductAttributes(
  all: readonly AttributeTerm[],
  attributes: NonNullable<ProductWrite['attributes']>,
): string[] {
  const termIds: string[] = [];
  attributes.forEach((attribute, index) => {
    const terms = all.filter((t) =>
      attribute.id !== undefined
        ? t.attribute_id === attribute.id
        : attribute.name !== undefined &&
          (same(t.attribute_name, attribute.name) || same(t.attribute_slug, attribute.name)),
    );
    if (terms.length === 0) {
      throw invalidField(
        `attributes.${index}`,
        'No such attribute: create it (and its terms) under /wp-json/wc/v3/products/attributes first.',
      );
    }
    attribute.options.forEach((option, optionIndex) => {
      const term = terms.find((t) => same(t.term_name, option) || same(t.term_slug, option));
      if (!term) {
        throw invalidField(
          `attributes.${index}.options.${optionIndex}`,
          `${terms[0]!.attribute_name} has no term "${option}".`,
        );
      }
      if (!termIds.includes(term.term_id)) termIds.push(term.term_id);
    });
  });
  return termIds;
}

/** A variation's attributes as our map (attribute slug → term slug), checked against the product's. */
function resolveVariationAttributes(
  terms: readonly ProductTermRow[],
  attributes: NonNullable<VariationWrite['attributes']>,
  field: string,
): Record<string, string> {
  const chosen: Record<string, string> = {};
  attributes.forEach((attribute, index) => {
    const offered = terms.filter((t) =>
      attribute.id !== undefined
        ? t.attribute_id === attribute.id
        : attribute.name !== undefined &&
          (same(t.attribute_name, attribute.name) || same(t.attribute_slug, attribute.name)),
    );
    if (offered.length === 0) {
      throw invalidField(`${field}.${index}`, 'This product has no such attribute.');
    }
    // An empty option is WooCommerce's "any": the variation matches every term of it.
    if (attribute.option === '') return;
    const term = offered.find(
      (t) => same(t.term_name, attribute.option) || same(t.term_slug, attribute.option),
    );
    if (!term) {
      throw invalidField(
        `${field}.${index}.option`,
        `This product offers no "${attribute.option}" for ${offered[0]!.attribute_name}.`,
      );
    }
    chosen[term.attribute_slug] = term.term_slug;
  });
  return chosen;
}

/** Refuses a variation that names a term the product does not (or no longer) offer. */
function checkVariationsOffered(variations: readonly VariationRow[], terms: ProductTermRow[]) {
  for (const v of variations) {
    const chosen = JSON.parse(v.attributes) as Record<string, string>;
    for (const [attribute, term] of Object.entries(chosen)) {
      if (!term) continue;
      if (!terms.some((t) => t.attribute_slug === attribute && t.term_slug === term)) {
        throw invalidField(
          'attributes',
          `Variation ${v.id} is ${attribute}: ${term}, which the product would no longer offer.`,
        );
      }
    }
  }
}

/** The fields of a variation (or of a simple product, for its one variation) a write may name. */
type VariationFields = Omit<VariationWrite, 'id' | 'attributes' | 'menu_order' | 'status'> & {
  status?: VariationWrite['status'];
};

/**
 * The columns a write changes on a variation (`current` null: a new one, which must be priced).
 * `field` prefixes the names in refusals ('' for a product's own fields, 'variations.2.' …).
 */
async function variationColumns(
  db: Db,
  input: VariationFields,
  current: VariationRow | null,
  ctx: WriteContext,
  field: string,
): Promise<VariationValues> {
  const set: VariationValues = {};
  if (input.sku !== undefined) {
    // SKUs name one thing each, as in WooCommerce (blank: none).
    if (
      input.sku !== '' &&
      (await repo.skuTaken(db, input.sku, current ? Number(current.id) : null))
    ) {
      throw new ApiRefusal(400, 'product_invalid_sku', 'Invalid or duplicated SKU.', {
        params: { [`${field}sku`]: 'Another product or variation has this SKU.' },
      });
    }
    set.sku = input.sku;
  }

  if (input.regular_price !== undefined || input.sale_price !== undefined || !current) {
    const onSale =
      current !== null &&
      current.compare_at_price !== null &&
      Number(current.compare_at_price) > Number(current.price);
    const regular =
      input.regular_price !== undefined
        ? minorOf(`${field}regular_price`, input.regular_price, ctx.currency)
        : current
          ? Number(onSale ? current.compare_at_price : current.price)
          : null;
    const sale =
      input.sale_price !== undefined
        ? minorOf(`${field}sale_price`, input.sale_price, ctx.currency)
        : onSale
          ? Number(current.price)
          : null;
    if (regular === null) {
      throw invalidField(`${field}regular_price`, 'A price is needed to sell it.');
    }
    if (sale !== null && sale >= regular) {
      throw invalidField(`${field}sale_price`, 'The sale price must be below the regular price.');
    }
    set.price = sale ?? regular;
    set.compare_at_price = sale === null ? null : regular;
  }

  const managed = input.manage_stock ?? (current ? current.stock !== null : false);
  if (!managed) {
    if (input.manage_stock === false || !current) set.stock = null;
  } else if (input.stock_quantity !== undefined || input.manage_stock === true) {
    set.stock = input.stock_quantity ?? (current?.stock == null ? 0 : Number(current.stock));
  }
  const status = input.stock_status;
  if (status !== undefined) set.is_pre_order = status === 'onbackorder' ? 1 : 0;
  if (set.stock !== undefined && set.stock !== null) {
    // Counted stock decides, as in WooCommerce; a pre-order sells before any is made.
    const preOrder = (set.is_pre_order ?? current?.is_pre_order ?? 0) === 1;
    set.is_in_stock = set.stock > 0 || preOrder ? 1 : 0;
  } else if (status !== undefined) {
    set.is_in_stock = status === 'outofstock' ? 0 : 1;
  }

  if (input.status !== undefined) set.enabled = input.status === 'publish' ? 1 : 0;
  const extras = input.pinwheel;
  if (extras?.max_quantity !== undefined) set.max_qty = extras.max_quantity;
  if (extras?.pre_order_label !== undefined) set.pre_order_label = extras.pre_order_label;
  if (extras?.pre_order_label_he !== undefined) set.pre_order_label_he = extras.pre_order_label_he;
  if (input.image !== undefined) {
    if (input.image === null) set.image_key = null;
    else {
      const found = await mediaItems(ctx.media, [input.image.id]);
      const item = found.get(input.image.id);
      if (!item)
        throw invalidField(`${field}image.id`, `No media item has the id ${input.image.id}.`);
      set.image_key = item.imageKey;
    }
  }
  return set;
}

/** Writes one variation of a variable product (a new one when `current` is null). */
async function writeVariation(
  db: Db,
  productId: string,
  input: VariationWrite,
  current: VariationRow | null,
  terms: ProductTermRow[],
  ctx: WriteContext,
  field: string,
): Promise<number> {
  const set = await variationColumns(db, input, current, ctx, field);
  if (input.attributes !== undefined) {
    set.attributes = JSON.stringify(
      resolveVariationAttributes(terms, input.attributes, `${field}attributes`),
    );
  }
  if (input.menu_order !== undefined) set.position = input.menu_order;
  if (current) {
    await repo.updateVariation(db, Number(current.id), set);
    return Number(current.id);
  }
  const id = await repo.nextVariationId(db);
  await repo.insertVariation(db, { ...set, id, product_id: productId, price: set.price! });
  return id;
}

function productColumns(input: ProductWrite) {
  const he = input.translations?.he;
  const extras = input.pinwheel;
  return {
    ...(input.name !== undefined && { title: input.name }),
    ...(input.status !== undefined && { status: OUR_STATUS[input.status] }),
    ...(input.featured !== undefined && { featured: input.featured ? 1 : 0 }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.short_description !== undefined && { short_description: input.short_description }),
    ...(he?.name !== undefined && { title_he: he.name }),
    ...(he?.description !== undefined && { description_he: he.description }),
    ...(he?.short_description !== undefined && { short_description_he: he.short_description }),
    ...(extras?.deposits_enabled !== undefined && {
      deposits_enabled: extras.deposits_enabled ? 1 : 0,
    }),
    ...(input.low_stock_amount !== undefined && { low_stock_amount: input.low_stock_amount }),
    ...(extras?.additional_information !== undefined && {
      additional_information: JSON.stringify(extras.additional_information),
    }),
  };
}

/** Writes the product's parts a call names, its variations, then what the row keeps of them. */
async function writeParts(
  db: Db,
  productId: string,
  type: 'simple' | 'variable',
  input: ProductWrite,
  ctx: WriteContext,
  creating: boolean,
): Promise<void> {
  const categories = await checkedCategories(db, input.categories);
  if (categories) await repo.replaceCategories(db, productId, categories);
  const upsells = await checkedUpsells(db, productId, input.upsell_ids);
  if (upsells) await repo.replaceUpsells(db, productId, upsells);
  const images = await checkedImages(ctx.media, input.images);
  if (images) await repo.replaceImages(db, productId, images);
  if (input.attributes) {
    const termIds = resolveProductAttributes(await repo.attributeTerms(db), input.attributes);
    await repo.replaceTerms(db, productId, termIds);
  }
  const terms = await repo.productTerms(db, [productId]);
  let variations = await repo.variationsOf(db, productId);

  if (type === 'simple') {
    // A simple product is sold through its one variation, which has no attributes.
    const only = variations[0] ?? null;
    // The product's status is the product's: its variation stays switched on.
    const set = await variationColumns(db, { ...input, status: undefined }, only, ctx, '');
    if (only) await repo.updateVariation(db, Number(only.id), set);
    else {
      const id = await repo.nextVariationId(db);
      await repo.insertVariation(db, { ...set, id, product_id: productId, price: set.price! });
    }
  } else {
    const written = input.variations ?? [];
    // Deletions first: the product's new attributes are checked against what remains.
    for (const [index, entry] of written.entries()) {
      if (typeof entry === 'number' || !('delete' in entry)) continue;
      if (creating || !variations.some((v) => Number(v.id) === entry.id)) {
        throw invalidField(`variations.${index}.id`, `This product has no variation ${entry.id}.`);
      }
      await repo.deleteVariation(db, entry.id);
    }
    variations = await repo.variationsOf(db, productId);
    for (const [index, entry] of written.entries()) {
      if (typeof entry === 'number' || 'delete' in entry) continue;
      const field = `variations.${index}.`;
      const current =
        entry.id === undefined ? null : variations.find((v) => Number(v.id) === entry.id);
      if (current === undefined || (creating && entry.id !== undefined)) {
        throw invalidField(`${field}id`, `This product has no variation ${entry.id}.`);
      }
      await writeVariation(db, productId, entry, current, terms, ctx, field);
    }
    if (input.attributes) checkVariationsOffered(variations, terms);
  }
  variations = await repo.variationsOf(db, productId);

  const extras = input.pinwheel;
  if (extras?.bulk_tiers) {
    extras.bulk_tiers.forEach((tier, index) => {
      if (
        tier.variation_id !== null &&
        !variations.some((v) => Number(v.id) === tier.variation_id)
      ) {
        throw invalidField(
          `pinwheel.bulk_tiers.${index}.variation_id`,
          `This product has no variation ${tier.variation_id}.`,
        );
      }
    });
    await repo.replaceBulkTiers(db, productId, extras.bulk_tiers);
  }
  if (extras?.deposit_plans) await repo.replaceDepositPlans(db, productId, extras.deposit_plans);
  await repo.refreshProductSummary(db, productId, ctx.now);
}

/** Creates a product from an API call; answers its id. */
export async function createProduct(db: Db, input: ProductWrite, ctx: WriteContext) {
  if (input.name === undefined || input.name.trim() === '') {
    throw invalidField('name', 'A product needs a name.');
  }
  const type = input.type ?? 'simple';
  const id = `prod-${randomId(12)}`;
  const slug = await slugFor(db, input.slug, input.name, null);
  await repo.insertProductRow(db, {
    ...productColumns(input),
    id,
    slug,
    type,
    status: OUR_STATUS[input.status ?? 'publish'],
    title: input.name,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await writeParts(db, id, type, input, ctx, true);
  return id;
}

/** Changes what an API call names of a product. */
export async function updateProduct(
  db: Db,
  id: string,
  input: ProductWrite,
  written: WriteContext,
  checkVersion?: VersionCheck,
) {
  const row = await repo.productRow(db, id);
  if (!row) throw productNotFound();
  checkVersion?.(Number(row.updated_at));
  // The new version follows the old even within one millisecond, so a save made on the answer
  // of this one is told apart from a save made on the version before.
  const ctx = { ...written, now: nextVersion(Number(row.updated_at), written.now) };
  const type = row.type === 'variable' ? 'variable' : 'simple';
  if (input.type !== undefined && input.type !== type) {
    throw invalidField('type', `A ${type} product stays ${type}: create a new product instead.`);
  }
  const columns = productColumns(input);
  const slug =
    input.slug !== undefined && input.slug !== row.slug
      ? await slugFor(db, input.slug, row.title, id)
      : undefined;
  await repo.updateProductRow(db, id, {
    ...columns,
    ...(slug !== undefined && { slug }),
    updated_at: ctx.now,
  });
  await writeParts(db, id, type, input, ctx, false);
}

/** Moves a product to the trash (WordPress's delete without force). */
export async function trashProduct(db: Db, id: string, now: number) {
  const row = await repo.productRow(db, id);
  if (!row) throw productNotFound();
  if (row.status === 'trash') {
    throw new ApiRefusal(
      410,
      'woocommerce_rest_already_trashed',
      'The product has already been deleted.',
    );
  }
  await repo.updateProductRow(db, id, { status: 'trash', updated_at: now });
  await repo.refreshProductSummary(db, id, now);
}

/** The variable product whose variations a call reads or writes. */
export async function variableProduct(db: Db, productId: string) {
  const row = await repo.productRow(db, productId);
  if (!row) throw productNotFound();
  return row;
}

export async function createVariation(
  db: Db,
  productId: string,
  input: VariationWrite,
  ctx: WriteContext,
): Promise<number> {
  const row = await variableProduct(db, productId);
  if (row.type !== 'variable') {
    throw invalidField('product_id', 'Only a variable product has variations of its own.');
  }
  if (input.id !== undefined) throw invalidField('id', 'A new variation is given its id.');
  const terms = await repo.productTerms(db, [productId]);
  const id = await writeVariation(db, productId, input, null, terms, ctx, '');
  await repo.refreshProductSummary(db, productId, ctx.now);
  return id;
}

export async function updateVariation(
  db: Db,
  productId: string,
  variationId: number,
  input: VariationWrite,
  written: WriteContext,
  notFound: () => ApiRefusal,
  checkVersion?: VersionCheck,
): Promise<void> {
  const row = await variableProduct(db, productId);
  // A variation's version is its product's: every variation write changes the product's row.
  checkVersion?.(Number(row.updated_at));
  const ctx = { ...written, now: nextVersion(Number(row.updated_at), written.now) };
  const current = (await repo.variationsOf(db, productId)).find(
    (v) => Number(v.id) === variationId,
  );
  if (row.type !== 'variable' || !current) throw notFound();
  const terms = await repo.productTerms(db, [productId]);
  await writeVariation(db, productId, input, current, terms, ctx, '');
  await repo.refreshProductSummary(db, productId, ctx.now);
}

export async function deleteVariation(
  db: Db,
  productId: string,
  variationId: number,
  now: number,
  notFound: () => ApiRefusal,
): Promise<void> {
  const row = await variableProduct(db, productId);
  const current = (await repo.variationsOf(db, productId)).find(
    (v) => Number(v.id) === variationId,
  );
  if (row.type !== 'variable' || !current) throw notFound();
  await repo.deleteVariation(db, variationId);
  await repo.refreshProductSummary(db, productId, now);
}
