// Stock running low, for the dashboard's overview: each variation of a live product with counted
// stock at or below the threshold (WooCommerce's default "low stock" amount is 2), named in the
// owner's language with its options ("Linen shirt · Navy / M").
import type { Language } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lowStockVariations } from './low-stock-repo.ts';

export const LOW_STOCK_THRESHOLD = 2;

export interface LowStockItem {
  productId: string;
  variationId: number;
  name: string;
  /** The variation's options, e.g. "Navy / M"; empty for a simple product. */
  options: string;
  stock: number;
}

export async function lowStock(
  db: Kysely<Database>,
  lang: Language,
  limit = 10,
  threshold = LOW_STOCK_THRESHOLD,
): Promise<LowStockItem[]> {
  const rows = await lowStockVariations(db, threshold, limit);
  return rows.map((row) => ({
    productId: row.product_id,
    variationId: Number(row.variation_id),
    name: (lang === 'he' && row.title_he) || row.title,
    options: optionsOf(row.attributes),
    stock: Number(row.stock),
  }));
}

/** The option values of a variation's attributes JSON ({"color":"navy","size":"m"}). */
function optionsOf(attributes: string): string {
  try {
    const parsed: unknown = JSON.parse(attributes);
    if (!parsed || typeof parsed !== 'object') return '';
    return Object.values(parsed as Record<string, unknown>)
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .join(' / ');
  } catch {
    return '';
  }
}
