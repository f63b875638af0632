// What the recommendations module asks before it answers a product-recommendation call (spec §7):
// the popup by its id (any status: an owner's preview of a draft shows its products too), its
// site through the same gate as every display call (allowed domains, restriction), and the
// popup's product selection. Read from the site's cached snapshot, so a burst of popups costs no
// query while it is fresh.
import type { Popup, ShopProductSelection } from '@pinwheel/core';
import { siteRefusal } from '../sites/index.ts';
import type { DisplayContext } from './display-context.ts';

export interface RecommendationTarget {
  popup: Popup;
  /** The popup's own selection; absent when the owner set none (the call's fields then decide). */
  selection: ShopProductSelection | undefined;
}

export type RecommendationRefusal =
  | { status: 404; code: 'unknown_popup'; message: string }
  | { status: 403; code: string; message: string };

export async function recommendationTarget(
  ctx: DisplayContext,
  popupId: string,
  host: string | undefined,
): Promise<RecommendationTarget | RecommendationRefusal> {
  const unknown = {
    status: 404 as const,
    code: 'unknown_popup' as const,
    message: `No popup ${popupId}`,
  };
  const clientId = await ctx.popupClientIds.of(popupId);
  const snapshot = clientId ? await ctx.snapshots.get(clientId) : null;
  const served = snapshot?.byId.get(popupId);
  if (!snapshot || !served) return unknown;
  const refused = siteRefusal(snapshot.site, host);
  if (refused) return { status: 403, code: refused.reason, message: refused.message };
  return { popup: served.popup, selection: served.popup.shopify_product_settings };
}
