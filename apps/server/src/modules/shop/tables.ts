// The shop module's table: its one settings row.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.

export interface ShopSettingsTable {
  /** One row: id is always 'shop'. */
  id: string;
  name: string;
  default_language: string;
  /** The languages offered, comma-separated ('en,he'); migration 0034. */
  languages: string;
  /** The shop's postal address as JSON (shop-address.ts); '' until set. Migration 0037. */
  address: string;
  updated_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface ShopTables {
  shop_settings: ShopSettingsTable;
}
