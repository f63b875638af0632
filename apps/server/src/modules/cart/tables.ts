// The cart module's tables: carts, their lines, the cart settings.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** cart: one cart; a visitor's by cookie (owner_kind 'visitor'), a customer's later by owner_id. */
export interface CartCartsTable {
  id: string;
  owner_kind: Generated<string>;
  owner_id: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  expires_at: number;
  /** JSON array of the discount codes entered (upper case), in the order entered. */
  coupon_codes: Generated<string>;
}

/** cart: one line of a cart; never a price (prices come from the catalog). */
export interface CartLinesTable {
  cart_id: string;
  key: string;
  variation_id: number;
  quantity: number;
  /** JSON object of line item properties. */
  properties: Generated<string>;
  position: number;
}

/** cart: the one settings row (id 'cart'), JSON data. */
export interface CartSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface CartTables {
  cart_carts: CartCartsTable;
  cart_lines: CartLinesTable;
  cart_settings: CartSettingsTable;
}
