// The notices module's table: the shop's recent-purchase notice settings, one row.
// Kysely's view of it; db/schema.ts composes every module's tables into the one Database.

/** notices: the settings as JSON (`NoticeSettings` of @pinwheel/core), one row for the shop. */
export interface NoticesSettingsTable {
  id: string;
  data: string;
  /** Epoch milliseconds. */
  updated_at: number;
}

export interface NoticesTables {
  notices_settings: NoticesSettingsTable;
}
