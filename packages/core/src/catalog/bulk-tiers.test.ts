// One pricing rule for bulk tiers: the tiers the product page's table shows for a variation (its
// own, else the product's), the deepest discount the quantity reaches, and the next one to reach.
import { describe, expect, it } from 'vitest';
import { bulkTierReached, bulkUnitPrice, nextBulkTier } from './bulk-table.ts';
import type { BulkTier } from './storefront-records.ts';

const productTiers: BulkTier[] = [
  { variationId: null, minQuantity: 5, discountPercent: 10 },
  { variationId: null, minQuantity: 10, discountPercent: 20 },
];
const navyTiers: BulkTier[] = [{ variationId: 7, minQuantity: 3, discountPercent: 5 }];
const tiers = [...productTiers, ...navyTiers];

describe('bulk tiers', () => {
  it('prices with the deepest discount reached among the tiers the table shows', () => {
    expect(bulkTierReached(tiers, 1, 4)).toBeNull();
    expect(bulkTierReached(tiers, 1, 5)?.discountPercent).toBe(10);
    expect(bulkTierReached(tiers, 1, 12)?.discountPercent).toBe(20);
    expect(bulkTierReached(tiers, null, 10)?.discountPercent).toBe(20);
    // A variation with a table of its own is priced by it alone, as its table says.
    expect(bulkTierReached(tiers, 7, 12)?.discountPercent).toBe(5);
    expect(bulkUnitPrice(1250, bulkTierReached(tiers, 1, 5))).toBe(1125);
    expect(bulkUnitPrice(999, { variationId: null, minQuantity: 2, discountPercent: 15 })).toBe(
      849,
    );
    expect(bulkUnitPrice(1250, null)).toBe(1250);
  });

  it('names the next tier that would lower the price, none past the last', () => {
    expect(nextBulkTier(tiers, 1, 1)).toEqual(productTiers[0]);
    expect(nextBulkTier(tiers, 1, 5)).toEqual(productTiers[1]);
    expect(nextBulkTier(tiers, 1, 10)).toBeNull();
    expect(nextBulkTier(tiers, 7, 3)).toBeNull();
    expect(nextBulkTier([], 1, 1)).toBeNull();
  });

  it('names only a tier the shopper can reach with the stock and per-order maximum there are', () => {
    // Tiers from 5 and 10: with 7 to be had, the nudge stops at 5; with 4, there is none.
    expect(nextBulkTier(tiers, 1, 1, 7)).toEqual(productTiers[0]);
    expect(nextBulkTier(tiers, 1, 5, 7)).toBeNull();
    expect(nextBulkTier(tiers, 1, 1, 4)).toBeNull();
    expect(nextBulkTier(tiers, 1, 5, 10)).toEqual(productTiers[1]);
  });
});
