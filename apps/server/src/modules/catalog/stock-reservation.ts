// What an order takes from the catalog: each line priced from the catalog (the variation's price,
// its bulk tier for the quantity, the deposit plan chosen) and, when the order is placed, its stock
// taken in the order's own transaction. The take is one conditional UPDATE per variation
// (`… WHERE stock >= quantity`), so two checkouts racing for the last units cannot both win on
// SQLite (one writer at a time) or PostgreSQL (the UPDATE waits on the other's row lock and
// re-checks the condition on the row it committed). Variations are taken in id order so two
// orders never wait on each other's locks in a circle.
import { bulkTierReached, bulkUnitPrice } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './stock-repo.ts';

type Db = Kysely<Database>;

export interface WantedLine {
  variationId: number;
  quantity: number;
  /** A deposit plan of the product, when the shopper chose to pay a deposit. */
  depositPlanId?: string | null;
}

export interface PricedLine {
  variationId: number;
  productId: string;
  productSlug: string;
  title: string;
  titleHe: string | null;
  /** "Navy / M" and its Hebrew copy; '' for a simple product. */
  options: string;
  optionsHe: string;
  sku: string;
  quantity: number;
  /** Minor units, the bulk tier for this quantity applied. */
  unitPrice: number;
  /** The bulk tier's discount on the catalog's price (0: none reached). */
  bulkDiscountPercent: number;
  lineTotal: number;
  preOrderLabel: string | null;
  preOrderLabelHe: string | null;
  deposit: {
    planId: string;
    name: string;
    nameHe: string | null;
    percent: number;
    installments: number;
    /** What is paid now, in minor units. */
    dueNow: number;
  } | null;
  /** How many can be bought now: null when the stock is not counted. */
  available: number | null;
  /** The variation exists, is switched on, published and in stock. */
  buyable: boolean;
  /** The variation is switched off or its product unpublished: not for sale, sold out or not. */
  withdrawn: boolean;
  maxQuantity: number | null;
}

/**
 * Why a line cannot be bought as asked: not enough stock (`available` left, 0 when sold out), more
 * than one order may hold (`available` is that maximum), or not for sale at all.
 */
export type ShortageReason = 'stock' | 'max_quantity' | 'withdrawn';

export interface ShortLine {
  variationId: number;
  title: string;
  reason: ShortageReason;
  available: number;
}

/** A line's shortage at `quantity` (the order's whole quantity of it), or null when it can be had. */
export function shortageOf(line: PricedLine, quantity: number): ShortLine | null {
  const short = (reason: ShortageReason, available: number): ShortLine => ({
    variationId: line.variationId,
    title: line.title,
    reason,
    available,
  });
  if (line.withdrawn) return short('withdrawn', 0);
  if (!line.buyable) return short('stock', 0);
  if (line.maxQuantity !== null && quantity > line.maxQuantity) {
    return short('max_quantity', line.maxQuantity);
  }
  if (line.available !== null && quantity > line.available) {
    return short('stock', Math.max(0, line.available));
  }
  return null;
}

/** Why lines cannot be bought as asked, one entry per line at fault. */
export class StockShortage extends Error {
  constructor(readonly lines: ShortLine[]) {
    super('Not enough stock');
    this.name = 'StockShortage';
  }
}

export class UnknownVariation extends Error {
  constructor(readonly variationIds: number[]) {
    super(`Unknown variations: ${variationIds.join(', ')}`);
    this.name = 'UnknownVariation';
  }
}

/**
 * Lines for the same variation (and plan) are one line: stock is judged on the sum. The lines keep
 * the order the shopper gave them (the cart's), so checkout and the order list them as the cart
 * did; stock is updated in variation-id order (byVariationId), whatever that order.
 */
function merged(lines: readonly WantedLine[]): WantedLine[] {
  const byKey = new Map<string, WantedLine>();
  for (const line of lines) {
    const key = `${line.variationId}:${line.depositPlanId ?? ''}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += line.quantity;
    else byKey.set(key, { ...line });
  }
  return [...byKey.values()];
}

/** One order for every stock update: concurrent orders take row locks alike and never deadlock. */
function byVariationId<T extends { variationId: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.variationId - b.variationId);
}

/** Prices lines from the catalog as it stands; unknown variations throw UnknownVariation. */
export async function priceLines(db: Db, wanted: readonly WantedLine[]): Promise<PricedLine[]> {
  const lines = merged(wanted);
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.variationId))];
  const variations = await repo.variationsToPrice(db, ids);
  const found = new Map(variations.map((row) => [Number(row.id), row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new UnknownVariation(missing);
  const productIds = [...new Set(variations.map((row) => row.product_id))];
  const { tiers, plans, terms } = await repo.pricingParts(db, productIds);

  return lines.map((line) => {
    const row = found.get(line.variationId)!;
    const attributes = JSON.parse(row.attributes) as Record<string, string>;
    const names = terms.filter(
      (term) => term.product_id === row.product_id && attributes[term.attribute] === term.term,
    );
    // The rule the product page's table shows (its own tiers, else the product's), in core.
    const tier = bulkTierReached(
      tiers
        .filter((candidate) => candidate.product_id === row.product_id)
        .map((candidate) => ({
          variationId: candidate.variation_id === null ? null : Number(candidate.variation_id),
          minQuantity: candidate.min_quantity,
          discountPercent: candidate.discount_percent,
        })),
      line.variationId,
      line.quantity,
    );
    const unitPrice = bulkUnitPrice(row.price, tier);
    const lineTotal = unitPrice * line.quantity;
    const plan =
      row.deposits_enabled === 1 && line.depositPlanId
        ? plans.find((p) => p.id === line.depositPlanId && p.product_id === row.product_id)
        : undefined;
    const stock = row.stock === null ? null : Number(row.stock);
    return {
      variationId: line.variationId,
      productId: row.product_id,
      productSlug: row.slug,
      title: row.title,
      titleHe: row.title_he,
      options: names.map((term) => term.name).join(' / '),
      optionsHe: names.map((term) => term.name_he ?? term.name).join(' / '),
      sku: row.sku,
      quantity: line.quantity,
      unitPrice,
      bulkDiscountPercent: tier?.discountPercent ?? 0,
      lineTotal,
      preOrderLabel: row.is_pre_order === 1 ? (row.pre_order_label ?? 'Pre-order') : null,
      preOrderLabelHe: row.is_pre_order === 1 ? row.pre_order_label_he : null,
      deposit: plan
        ? {
            planId: plan.id,
            name: plan.name,
            nameHe: plan.name_he,
            percent: plan.deposit_percent,
            installments: plan.installments,
            dueNow: Math.round((lineTotal * plan.deposit_percent) / 100),
          }
        : null,
      available: stock,
      buyable: row.enabled === 1 && row.status === 'published' && row.is_in_stock === 1,
      withdrawn: row.enabled !== 1 || row.status !== 'published',
      maxQuantity: row.max_qty === null ? null : Number(row.max_qty),
    };
  });
}

/**
 * Prices the lines and takes their stock, inside the caller's transaction: either every line is
 * taken or StockShortage is thrown (and the caller's transaction rolls back).
 */
export async function reserveStock(trx: Db, wanted: readonly WantedLine[]): Promise<PricedLine[]> {
  const lines = await priceLines(trx, wanted);
  const short: ShortLine[] = [];
  const quantityOf = new Map<number, number>();
  for (const line of byVariationId(lines)) {
    quantityOf.set(line.variationId, (quantityOf.get(line.variationId) ?? 0) + line.quantity);
  }
  for (const line of lines) {
    const quantity = quantityOf.get(line.variationId) ?? line.quantity;
    // The stock itself is judged by the conditional UPDATE below, which a racing order cannot slip
    // past; the priced reading may already be stale.
    const refused = shortageOf({ ...line, available: null }, quantity);
    if (refused) short.push(refused);
  }
  for (const [variationId, quantity] of quantityOf) {
    const line = lines.find((candidate) => candidate.variationId === variationId)!;
    if (!line.buyable || line.available === null) continue;
    if (!(await repo.takeStock(trx, variationId, quantity))) {
      short.push({
        variationId,
        title: line.title,
        reason: 'stock',
        available: Math.max(0, await repo.stockOf(trx, variationId)),
      });
    }
  }
  if (short.length) throw new StockShortage(short);
  const productIds = [...new Set(lines.map((line) => line.productId))].sort();
  for (const productId of productIds) {
    const sold = lines
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
    await repo.addSales(trx, productId, sold);
  }
  return lines;
}

/**
 * Puts back what a cancelled order took, inside the caller's transaction: counted stock goes up
 * (a variation back above 0 is in stock again) and the product's sales count goes down.
 * Variations whose stock is not counted, or that no longer exist, are left alone.
 */
export async function returnStock(trx: Db, lines: readonly WantedLine[]): Promise<void> {
  for (const line of byVariationId(merged(lines))) {
    await repo.putBackStock(trx, line.variationId, line.quantity);
  }
  const variations = await repo.productsOfVariations(
    trx,
    lines.map((line) => line.variationId),
  );
  const productIds = [...new Set(variations.map((row) => row.product_id))].sort();
  for (const productId of productIds) {
    const ids = variations
      .filter((row) => row.product_id === productId)
      .map((row) => Number(row.id));
    const sold = lines
      .filter((line) => ids.includes(line.variationId))
      .reduce((sum, line) => sum + line.quantity, 0);
    await repo.takeBackSales(trx, productId, sold);
  }
}
