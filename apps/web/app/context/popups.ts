// The owner's list of popups (modules/display/pages.ts).
import type { PopupType } from '@pinwheel/core';

/** One popup in the owner's list of every site's popups. */
export interface PopupSummary {
  id: string;
  name: string;
  siteName: string;
  /** The client id of the popup's site: previews work on the pages that load that site. */
  siteClientId: string;
  type: PopupType;
  status: 'draft' | 'live' | 'paused';
  /** Views in the current UTC calendar month (the month plan view limits count in). */
  viewsThisMonth: number;
  viewsInAll: number;
  /** Conversions in all: leads, clicks and coupon clicks (the leads module counts them). */
  conversions: number;
}

export interface PopupsPages {
  /** Every popup of every site, grouped by site. */
  list(): Promise<PopupSummary[]>;
}
