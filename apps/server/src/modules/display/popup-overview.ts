// The owner's list of every popup of every site, with the views each has had: this month (the UTC
// calendar month, the one plan view limits count in) and in all. Counted from popup_views, so a
// view still in the event recorder's buffer (at most a quarter second old) is not in it yet.
// There is no conversions table yet, so the list has no conversions.
import type { PopupType } from '@pinwheel/core';
import type { PopupStatus } from './popup-schema.ts';
import * as repo from './repo.ts';
import type { DisplayContext } from './display-context.ts';
import { monthStartOf } from './view-month.ts';

export interface PopupOverviewRow {
  id: string;
  name: string;
  siteId: string;
  siteName: string;
  /** Previews of the popup work on the pages that load this client id. */
  siteClientId: string;
  type: PopupType;
  status: PopupStatus;
  viewsThisMonth: number;
  viewsInAll: number;
}

/** Every popup, grouped by site (sites by name), each site's in the order they were made. */
export async function popupOverview(
  ctx: DisplayContext,
  now = Date.now(),
): Promise<PopupOverviewRow[]> {
  const [sites, popups, counts] = await Promise.all([
    ctx.sites.list(),
    repo.listAllPopups(ctx.db),
    repo.viewCountsByPopup(ctx.db, monthStartOf(now)),
  ]);
  const sitesById = new Map(sites.map((site) => [site.id, site]));
  const siteOrder = new Map(
    [...sites]
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((site, index) => [site.id, index]),
  );
  const views = new Map(counts.map((count) => [count.popup_id, count]));
  return popups
    .map((popup) => ({
      id: popup.id,
      name: popup.name,
      siteId: popup.site_id,
      // Popups go with their site (the foreign key cascades), so every popup's site is listed.
      siteName: sitesById.get(popup.site_id)?.name ?? '',
      siteClientId: sitesById.get(popup.site_id)?.clientId ?? '',
      // The owner API validates the type against core's list before a popup is stored.
      type: popup.type as PopupType,
      status: popup.status,
      viewsThisMonth: views.get(popup.id)?.recent ?? 0,
      viewsInAll: views.get(popup.id)?.total ?? 0,
    }))
    .sort((a, b) => (siteOrder.get(a.siteId) ?? 0) - (siteOrder.get(b.siteId) ?? 0));
}
