// The bulk discount table (spec storefront §3 "Bulk table request", §7): which tiers apply to a
// chosen variation, and the table's markup. One function makes the markup for the server render,
// the bulk-table call's `data` and the browser's fallback, so all three show the same table.
import type { Language } from '../messages/translate.ts';
import { translate } from '../messages/translate.ts';
import type { CurrencyFormat } from './money-format.ts';
import { formatMoney } from './money.ts';
import type { BulkTier } from './storefront-records.ts';

/** The variation's own tiers when it has them, else the product's (variationId null). */
export function bulkTiersFor(tiers: readonly BulkTier[], variationId: number | null): BulkTier[] {
  const own = variationId === null ? [] : tiers.filter((tier) => tier.variationId === variationId);
  return own.length ? own : tiers.filter((tier) => tier.variationId === null);
}

/**
 * The tier a quantity reaches among the tiers the table shows for the variation (bulkTiersFor): the
 * deepest discount whose minimum the quantity meets; null when it meets none. The product page's
 * table, the cart and the order all price with this one rule.
 */
export function bulkTierReached(
  tiers: readonly BulkTier[],
  variationId: number | null,
  quantity: number,
): BulkTier | null {
  let reached: BulkTier | null = null;
  for (const tier of bulkTiersFor(tiers, variationId)) {
    if (tier.minQuantity <= quantity && tier.discountPercent > (reached?.discountPercent ?? -1)) {
      reached = tier;
    }
  }
  return reached;
}

/**
 * The first tier the quantity has not reached yet that would lower the price: the cart's nudge.
 * `reachable` is the most the shopper may have of it (stock, per-order maximum; null: no limit):
 * "Buy 8 or more to save 15%" with 4 in stock would urge something no one can do.
 */
export function nextBulkTier(
  tiers: readonly BulkTier[],
  variationId: number | null,
  quantity: number,
  reachable: number | null = null,
): BulkTier | null {
  const now = bulkTierReached(tiers, variationId, quantity)?.discountPercent ?? 0;
  let next: BulkTier | null = null;
  for (const tier of bulkTiersFor(tiers, variationId)) {
    const canReach = reachable === null || tier.minQuantity <= reachable;
    if (canReach && tier.minQuantity > quantity && tier.discountPercent > now) {
      if (!next || tier.minQuantity < next.minQuantity) next = tier;
    }
  }
  return next;
}

/** A unit price with a tier's discount, rounded to the minor unit. */
export function bulkUnitPrice(price: number, tier: BulkTier | null): number {
  return tier ? Math.round((price * (100 - tier.discountPercent)) / 100) : price;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

export interface BulkTableInput {
  tiers: readonly BulkTier[];
  /** The price each before the discount, in minor units. */
  unitPrice: number;
  currency: string;
  /** The shop's currency format (currencyFormatOf); null or left out: Intl's writing. */
  currencyFormat?: CurrencyFormat | null;
  lang: Language;
  /** The variation the table is for; null: the product's table. */
  variationId: number | null;
}

/** The table's HTML; an empty string when there are no tiers. */
export function bulkTableMarkup({
  tiers,
  unitPrice,
  currency,
  currencyFormat = null,
  lang,
  variationId,
}: BulkTableInput): string {
  if (tiers.length === 0) return '';
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    escapeHtml(translate(lang, key, params));
  const rows = tiers
    .map((tier) => {
      const price = formatMoney(bulkUnitPrice(unitPrice, tier), currency, lang, currencyFormat);
      return `<tr><td>${t('bulk.from', { count: tier.minQuantity })}</td><td>${escapeHtml(price)}</td><td>${tier.discountPercent}%</td></tr>`;
    })
    .join('');
  return (
    `<table class="bulk-table" data-variation="${variationId ?? ''}">` +
    `<caption>${t('bulk.title')}</caption>` +
    `<thead><tr><th scope="col">${t('bulk.quantity')}</th><th scope="col">${t('bulk.unitPrice')}</th><th scope="col">${t('bulk.discount')}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}
