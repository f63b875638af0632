// The owner's list of every popup of every site, each with its site's name and client id, for the
// pages that name popups (the leads page) and the analytics module's popup performance (which adds
// the figures for a period, and credits revenue by the coupon codes each popup hands out).
import { abTestOf, type PopupType } from '@pinwheel/core';
import { couponCodesOf } from './popup-coupons.ts';
import { storedPopupOf } from './popup-record.ts';
import type { PopupStatus } from './popup-schema.ts';
import * as repo from './repo.ts';
import type { DisplayContext } from './display-context.ts';

export interface PopupOverviewRow {
  id: string;
  name: string;
  siteId: string;
  siteName: string;
  /** Previews of the popup work on the pages that load this client id. */
  siteClientId: string;
  type: PopupType;
  status: PopupStatus;
  /** The shared coupon codes it hands out, upper case. */
  couponCodes: string[];
  /** The A/B test it is in (its original's id), or null. */
  abTest: string | null;
  createdAt: number;
}

/** Every popup, grouped by site (sites by name), each site's in the order they were made. */
export async function popupOverview(ctx: DisplayContext): Promise<PopupOverviewRow[]> {
  const [sites, popups] = await Promise.all([ctx.sites.list(), repo.listAllPopups(ctx.db)]);
  const sitesById = new Map(sites.map((site) => [site.id, site]));
  const siteOrder = new Map(
    [...sites]
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((site, index) => [site.id, index]),
  );
  return popups
    .map((row) => ({ row, popup: storedPopupOf(row).popup }))
    .map(({ row: popup, popup: wire }) => ({
      id: popup.id,
      name: popup.name,
      siteId: popup.site_id,
      // Popups go with their site (the foreign key cascades), so every popup's site is listed.
      siteName: sitesById.get(popup.site_id)?.name ?? '',
      siteClientId: sitesById.get(popup.site_id)?.clientId ?? '',
      // The owner API validates the type against core's list before a popup is stored.
      type: popup.type as PopupType,
      status: popup.status,
      couponCodes: couponCodesOf(wire),
      abTest: abTestOf(wire),
      createdAt: Number(popup.created_at),
    }))
    .sort((a, b) => (siteOrder.get(a.siteId) ?? 0) - (siteOrder.get(b.siteId) ?? 0));
}
