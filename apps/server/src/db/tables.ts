// db's own table: the ledger of demo seeds (migrations keep theirs in Kysely's tables).
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.

export interface SeedRunsTable {
  /** Name of the seed set ('demo'). */
  name: string;
  seeded_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface DbTables {
  seed_runs: SeedRunsTable;
}
