// The display module's tables: popups and the events the widget reports.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.

/** display: one popup; `data` is its wire JSON (core's Popup without poptin_id). */
export interface PopupsTable {
  /** 13 characters (spec popup-widget §9). */
  id: string;
  site_id: string;
  status: 'draft' | 'live' | 'paused';
  type: string;
  ab_test_parent_id: string | null;
  name: string;
  data: string;
  created_at: number;
  updated_at: number;
  /** An A/B test's automatic winner: minimum views per variant, or null when off (0045). */
  ab_auto_min_views: number | null;
  /** …and the minimum chance to beat the control, in percent (0045). */
  ab_auto_min_chance: number | null;
  /** The test's winner once chosen (0045). */
  ab_winner_id: string | null;
  ab_decided_at: number | null;
  /** 'owner' or 'threshold' (0045). */
  ab_decided_by: string | null;
}

/** display: a popup shown to a visitor (POST /api/display/viewed). id is the poptin_view_id. */
export interface PopupViewsTable {
  id: string;
  site_id: string;
  popup_id: string;
  visitor_id: string;
  trigger: string;
  popup_type: string;
  url: string;
  converted_email: string | null;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: a popup closed, and by what (close_trigger). */
export interface PopupClosesTable {
  id: string;
  site_id: string;
  popup_id: string;
  visitor_id: string | null;
  view_id: string | null;
  close_trigger: string;
  url: string;
  converted_email: string | null;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: a website-session ping from the widget. */
export interface WebsiteSessionsTable {
  id: string;
  site_id: string;
  email: string | null;
  url: string;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: what a converted visitor (known by email) did with a popup: viewed or closed. */
export interface ConversionActivitiesTable {
  id: string;
  site_id: string;
  popup_id: string;
  email: string;
  activity: 'viewed' | 'closed';
  url: string;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: the widget reporting that a limit stopped it (GET /api/display/limitLogs). */
export interface DisplayLimitLogsTable {
  id: string;
  site_id: string;
  status: string;
  ref: string;
  created_at: number;
}

/** display: popup views per site and UTC month ('YYYY-MM'), shared by every process. */
export interface MonthlyViewCountsTable {
  site_id: string;
  month: string;
  views: number;
}

/** display: views per popup and UTC hour (epoch ms / 3,600,000), added with each batch (0045). */
export interface PopupViewHoursTable {
  popup_id: string;
  hour: number;
  views: number;
}

/** display: views per popup, UTC day (epoch ms / 86,400,000) and page address (0045). */
export interface PopupViewPagesTable {
  popup_id: string;
  day: number;
  url: string;
  views: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface DisplayTables {
  popups: PopupsTable;
  popup_views: PopupViewsTable;
  popup_closes: PopupClosesTable;
  website_sessions: WebsiteSessionsTable;
  conversion_activities: ConversionActivitiesTable;
  display_limit_logs: DisplayLimitLogsTable;
  monthly_view_counts: MonthlyViewCountsTable;
  popup_view_hours: PopupViewHoursTable;
  popup_view_pages: PopupViewPagesTable;
}
