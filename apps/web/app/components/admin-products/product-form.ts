// The product editor's form: what the owner sees and types, as strings where a field is typed
// (a number field left empty is "none", not 0), made from the product and its variations as the
// API answers them, and turned back into one wc/v3 product write. One save writes the product,
// its variations (new, changed, and `{ id, delete: true }` for the rows dropped) and its parts in
// one transaction under one version check, so it is all saved or nothing is.
import type { AnswerOf, BodyOf, Operation } from '@pinwheel/client';
import type { ChosenAttribute, Combination } from './variation-combinations.ts';

export type WcProduct = AnswerOf<Operation<'/wp-json/wc/v3/products/{id}', 'get'>>;
export type WcVariation = AnswerOf<
  Operation<'/wp-json/wc/v3/products/{product_id}/variations/{id}', 'get'>
>;
export type ProductWrite = NonNullable<BodyOf<Operation<'/wp-json/wc/v3/products/{id}', 'put'>>>;
export type ProductStatus = 'publish' | 'draft' | 'pending' | 'private';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/** A picture as the editor shows it: the media item and its address. */
export interface PictureValue {
  id: string;
  src: string;
  alt: string;
}

/** A variation's row in the grid. */
export interface VariationValues {
  /** The grid's own key (a new row has no id yet). */
  key: string;
  id?: number;
  options: Combination;
  regularPrice: string;
  salePrice: string;
  sku: string;
  manageStock: boolean;
  stock: string;
  preOrder: boolean;
  inStock: boolean;
  enabled: boolean;
  image: PictureValue | null;
  maxQuantity: string;
  preOrderLabel: string;
  preOrderLabelHe: string;
}

export interface BulkTierValues {
  key: string;
  variationId: number | null;
  minQuantity: string;
  discountPercent: string;
}

export interface DepositPlanValues {
  key: string;
  name: string;
  nameHe: string;
  description: string;
  descriptionHe: string;
  depositPercent: string;
  installments: string;
}

export interface ProductFormValues {
  type: 'simple' | 'variable';
  status: ProductStatus;
  name: string;
  nameHe: string;
  slug: string;
  description: string;
  descriptionHe: string;
  shortDescription: string;
  shortDescriptionHe: string;
  regularPrice: string;
  salePrice: string;
  sku: string;
  manageStock: boolean;
  stock: string;
  stockStatus: StockStatus;
  lowStockAmount: string;
  maxQuantity: string;
  preOrderLabel: string;
  preOrderLabelHe: string;
  categoryIds: string[];
  images: PictureValue[];
  attributes: ChosenAttribute[];
  variations: VariationValues[];
  /** Existing variations the owner removed: deleted by the next save. */
  droppedVariationIds: number[];
  bulkTiers: BulkTierValues[];
  depositsEnabled: boolean;
  depositPlans: DepositPlanValues[];
  upsellIds: string[];
}

let nextKey = 0;
/** A key for a row the form made (React lists and the grid's inputs' ids). */
export function rowKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

export function emptyProductForm(): ProductFormValues {
  return {
    type: 'simple',
    status: 'draft',
    name: '',
    nameHe: '',
    slug: '',
    description: '',
    descriptionHe: '',
    shortDescription: '',
    shortDescriptionHe: '',
    regularPrice: '',
    salePrice: '',
    sku: '',
    manageStock: false,
    stock: '',
    stockStatus: 'instock',
    lowStockAmount: '',
    maxQuantity: '',
    preOrderLabel: '',
    preOrderLabelHe: '',
    categoryIds: [],
    images: [],
    attributes: [],
    variations: [],
    droppedVariationIds: [],
    bulkTiers: [],
    depositsEnabled: false,
    depositPlans: [],
    upsellIds: [],
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new variation row for a combination, priced as the product's price helpers say. */
export function newVariation(options: Combination, regularPrice = ''): VariationValues {
  return {
    key: rowKey('v'),
    options,
    regularPrice,
    salePrice: '',
    sku: '',
    manageStock: false,
    stock: '',
    preOrder: false,
    inStock: true,
    enabled: true,
    image: null,
    maxQuantity: '',
    preOrderLabel: '',
    preOrderLabelHe: '',
  };
}

export function variationValues(variation: WcVariation): VariationValues {
  return {
    key: `v${variation.id}`,
    id: variation.id,
    options: Object.fromEntries(variation.attributes.map((a) => [a.id, a.option])),
    regularPrice: variation.regular_price,
    salePrice: variation.sale_price,
    sku: variation.sku,
    manageStock: variation.manage_stock,
    stock: text(variation.stock_quantity),
    preOrder: variation.stock_status === 'onbackorder',
    inStock: variation.stock_status !== 'outofstock',
    enabled: variation.status === 'publish',
    image: variation.image?.id
      ? { id: variation.image.id, src: variation.image.src, alt: variation.image.alt }
      : null,
    maxQuantity: text(variation.pinwheel.max_quantity),
    preOrderLabel: variation.pinwheel.pre_order_label ?? '',
    preOrderLabelHe: variation.pinwheel.pre_order_label_he ?? '',
  };
}

export function productFormValues(
  product: WcProduct,
  variations: readonly WcVariation[],
): ProductFormValues {
  const status = product.status === 'trash' ? 'draft' : product.status;
  return {
    type: product.type,
    status,
    name: product.name,
    nameHe: product.translations.he.name ?? '',
    slug: product.slug,
    description: product.description,
    descriptionHe: product.translations.he.description ?? '',
    shortDescription: product.short_description,
    shortDescriptionHe: product.translations.he.short_description ?? '',
    regularPrice: product.regular_price,
    salePrice: product.sale_price,
    sku: product.sku,
    manageStock: product.manage_stock,
    stock: text(product.stock_quantity),
    stockStatus: product.stock_status,
    lowStockAmount: text(product.low_stock_amount),
    maxQuantity: text(product.pinwheel.max_quantity),
    preOrderLabel: product.pinwheel.pre_order_label ?? '',
    preOrderLabelHe: product.pinwheel.pre_order_label_he ?? '',
    categoryIds: product.categories.map((category) => category.id),
    images: product.images.flatMap((image) =>
      image.id ? [{ id: image.id, src: image.src, alt: image.alt }] : [],
    ),
    attributes: product.attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      options: attribute.options,
    })),
    variations: variations.map(variationValues),
    droppedVariationIds: [],
    bulkTiers: product.pinwheel.bulk_tiers.map((tier) => ({
      key: rowKey('tier'),
      variationId: tier.variation_id,
      minQuantity: String(tier.min_quantity),
      discountPercent: String(tier.discount_percent),
    })),
    depositsEnabled: product.pinwheel.deposits_enabled,
    depositPlans: product.pinwheel.deposit_plans.map((plan) => ({
      key: rowKey('plan'),
      name: plan.name,
      nameHe: plan.name_he ?? '',
      description: plan.description,
      descriptionHe: plan.description_he ?? '',
      depositPercent: String(plan.deposit_percent),
      installments: String(plan.installments),
    })),
    upsellIds: product.upsell_ids,
  };
}

/**
 * A number field's value (number inputs hold digits only), or null when empty. A fraction is
 * sent as typed: the server refuses it with its message next to the field.
 */
function whole(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' || !Number.isFinite(Number(trimmed)) ? null : Number(trimmed);
}

/** The rich-text editor's empty document is no text. */
const html = (value: string) => (/^(<p>\s*<\/p>)*$/.test(value.trim()) ? '' : value);

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function stockStatusOf(preOrder: boolean, inStock: boolean): StockStatus {
  if (!inStock) return 'outofstock';
  return preOrder ? 'onbackorder' : 'instock';
}

function variationWrite(row: VariationValues, index: number) {
  return {
    ...(row.id !== undefined && { id: row.id }),
    regular_price: row.regularPrice,
    sale_price: row.salePrice,
    sku: row.sku,
    status: row.enabled ? ('publish' as const) : ('private' as const),
    manage_stock: row.manageStock,
    ...(row.manageStock && { stock_quantity: whole(row.stock) ?? 0 }),
    stock_status: stockStatusOf(row.preOrder, row.inStock),
    image: row.image ? { id: row.image.id } : null,
    attributes: Object.entries(row.options).map(([id, option]) => ({ id, option })),
    menu_order: index,
    pinwheel: {
      max_quantity: whole(row.maxQuantity),
      pre_order_label: orNull(row.preOrderLabel),
      pre_order_label_he: orNull(row.preOrderLabelHe),
    },
  };
}

/** The whole form as one product write (a create when the product is new). */
export function productWrite(form: ProductFormValues, creating: boolean): ProductWrite {
  const simple = form.type === 'simple';
  const write: ProductWrite = {
    name: form.name,
    ...(creating && { type: form.type }),
    status: form.status,
    ...(form.slug.trim() !== '' && { slug: form.slug }),
    description: html(form.description),
    short_description: html(form.shortDescription),
    translations: {
      he: {
        name: orNull(form.nameHe),
        description: orNull(html(form.descriptionHe)),
        short_description: orNull(html(form.shortDescriptionHe)),
      },
    },
    categories: form.categoryIds.map((id) => ({ id })),
    images: form.images.map((image, position) => ({ id: image.id, position })),
    attributes: form.attributes
      .filter((attribute) => attribute.options.length > 0)
      .map((attribute, position) => ({ id: attribute.id, position, options: attribute.options })),
    low_stock_amount: whole(form.lowStockAmount),
    upsell_ids: form.upsellIds,
    pinwheel: {
      bulk_tiers: form.bulkTiers.map((tier) => ({
        variation_id: tier.variationId,
        min_quantity: whole(tier.minQuantity) ?? 0,
        discount_percent: whole(tier.discountPercent) ?? 0,
      })),
      deposits_enabled: form.depositsEnabled,
      deposit_plans: form.depositPlans.map((plan) => ({
        name: plan.name,
        name_he: orNull(plan.nameHe),
        description: plan.description,
        description_he: orNull(plan.descriptionHe),
        deposit_percent: whole(plan.depositPercent) ?? 0,
        installments: whole(plan.installments) ?? 0,
      })),
      ...(simple && {
        max_quantity: whole(form.maxQuantity),
        pre_order_label: orNull(form.preOrderLabel),
        pre_order_label_he: orNull(form.preOrderLabelHe),
      }),
    },
  };
  if (simple) {
    Object.assign(write, {
      regular_price: form.regularPrice,
      sale_price: form.salePrice,
      sku: form.sku,
      manage_stock: form.manageStock,
      ...(form.manageStock && { stock_quantity: whole(form.stock) ?? 0 }),
      stock_status: form.stockStatus,
    });
  } else {
    write.variations = [
      ...form.droppedVariationIds.map((id) => ({ id, delete: true as const })),
      ...form.variations.map(variationWrite),
    ];
  }
  return write;
}

/**
 * Where a field's refusal is shown: the API names `variations.3.regular_price` by its place in
 * the write, and the deletions come first there, so the grid's row is the place less those.
 */
export function variationErrorKey(form: ProductFormValues, param: string): string | null {
  const match = /^variations\.(\d+)\.(.+)$/.exec(param);
  if (!match) return null;
  const row = form.variations[Number(match[1]) - form.droppedVariationIds.length];
  return row ? `${row.key}.${match[2]}` : null;
}

/**
 * The form after a save: new rows get the ids the server gave their combinations, the deletions
 * sent are done, and an address left empty shows the one made from the name.
 */
export function afterSave(
  form: ProductFormValues,
  saved: WcProduct,
  variations: readonly WcVariation[],
  sentDeletions: readonly number[],
): ProductFormValues {
  const keyOf = (options: Combination) =>
    Object.keys(options)
      .sort()
      .map((id) => `${id}=${options[id]!.toLowerCase()}`)
      .join('&');
  const byKey = new Map(
    variations.map((variation) => [
      keyOf(Object.fromEntries(variation.attributes.map((a) => [a.id, a.option]))),
      variation.id,
    ]),
  );
  return {
    ...form,
    slug: form.slug.trim() === '' ? saved.slug : form.slug,
    variations: form.variations.map((row) =>
      row.id !== undefined ? row : { ...row, id: byKey.get(keyOf(row.options)) },
    ),
    droppedVariationIds: form.droppedVariationIds.filter((id) => !sentDeletions.includes(id)),
  };
}
