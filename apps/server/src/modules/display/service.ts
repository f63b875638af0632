// The display service (app.display): the owner's popups (every write invalidates this process's
// snapshot of the site), turning the widget's events into rows for the recorder (ids made here, so
// the answer can name the row before it is written), the owner's overview of popups and what the
// leads module asks before it stores a conversion. The database and the shared state stay private.
import { newPopupId, randomId } from '@pinwheel/core';
import {
  conversionTarget,
  type ConversionRefusal,
  type ConversionTarget,
  type ConversionTargetInput,
} from './conversion-target.ts';
import type { DisplayContext, WixCartSource } from './display-context.ts';
import {
  recommendationTarget,
  type RecommendationRefusal,
  type RecommendationTarget,
} from './recommendation-target.ts';
import type { ListWindow } from '../../db/list-window.ts';
import { popupOverview, type PopupOverviewRow } from './popup-overview.ts';
import { storedPopupOf, type StoredPopup } from './popup-record.ts';
import type { PopupBody, PopupStatus } from './popup-schema.ts';
import * as mediaUsage from './media-usage-repo.ts';
import { couponCodesOf, popupCouponProblems, type PopupCouponBook } from './popup-coupons.ts';
import * as repo from './repo.ts';

export type PopupWriteProblem =
  | 'unknown_site'
  | 'unknown_popup'
  | 'bad_ab_test_parent'
  /** Coupon fields naming codes the shop does not honour (popup-coupons.ts), by path. */
  | { coupons: Record<string, string> };

/** A write's answer is a refusal rather than the stored popup. */
export function isWriteProblem(
  result: StoredPopup | PopupWriteProblem,
): result is PopupWriteProblem {
  return typeof result === 'string' || 'coupons' in result;
}

function columnsOf(popup: PopupBody) {
  return {
    type: popup.poptin_type,
    name: popup.poptin_name,
    ab_test_parent_id: popup.ab_test_parent_id ?? null,
    data: JSON.stringify(popup),
  };
}

/** Optional text fields of the widget's events: empty strings are stored as null. */
const orNull = (value: string | undefined) => (value ? value : null);

export interface StoreFields {
  store_integration?: string | undefined;
  store_integration_customer_id?: string | undefined;
}

const storeColumns = (fields: StoreFields) => ({
  store_integration: orNull(fields.store_integration),
  store_integration_customer_id: orNull(fields.store_integration_customer_id),
});

export class DisplayService {
  /** The coupons module's look-up, lent once it has started (it starts after this one). */
  private coupons: PopupCouponBook | undefined;

  constructor(private readonly ctx: DisplayContext) {}

  /** Popups' coupon fields are checked against the shop's coupons from now on. */
  useCoupons(book: PopupCouponBook): void {
    this.coupons = book;
  }

  /** Display answers for pages that send `wix_cart_id` carry that cart's details from now on. */
  useWixCarts(source: WixCartSource): void {
    this.ctx.wixCarts = source;
  }

  /** The coupon fields' problems of a popup about to be written, or null. */
  private async couponProblem(popup: PopupBody): Promise<PopupWriteProblem | null> {
    const problems = await popupCouponProblems(this.coupons, popup);
    return problems ? { coupons: problems } : null;
  }

  /** Popups showing these library pictures (the media library's "used by"). */
  popupsShowingImages(keys: readonly string[]) {
    return mediaUsage.popupsShowing(this.ctx.db, keys);
  }

  /** Every library picture some popup shows. */
  popupImageKeys(): Promise<string[]> {
    return mediaUsage.popupImageKeys(this.ctx.db);
  }

  async listPopups(siteId: string): Promise<StoredPopup[] | null> {
    if (!(await this.ctx.sites.get(siteId))) return null;
    return (await repo.listPopupsOfSite(this.ctx.db, siteId)).map(storedPopupOf);
  }

  /** One page of a site's popups for the platform API; null for an unknown site. */
  async pagePopups(
    filter: repo.PopupFilter,
    window: ListWindow & { orderby: repo.PopupOrder },
  ): Promise<{ popups: StoredPopup[]; total: number } | null> {
    if (!(await this.ctx.sites.get(filter.siteId))) return null;
    const { rows, total } = await repo.pagePopupsOfSite(this.ctx.db, filter, window);
    return { popups: rows.map(storedPopupOf), total };
  }

  async getPopup(id: string): Promise<StoredPopup | null> {
    const row = await repo.findPopup(this.ctx.db, id);
    return row ? storedPopupOf(row) : null;
  }

  /** An A/B variant's parent must be another popup of the same site. */
  private async abParentProblem(
    siteId: string,
    popupId: string,
    parentId: string | null | undefined,
  ): Promise<PopupWriteProblem | null> {
    if (!parentId) return null;
    if (parentId === popupId) return 'bad_ab_test_parent';
    const parent = await repo.findPopup(this.ctx.db, parentId);
    return parent && parent.site_id === siteId ? null : 'bad_ab_test_parent';
  }

  async createPopup(
    siteId: string,
    input: { status: PopupStatus; popup: PopupBody },
    now = Date.now(),
    id = newPopupId(),
  ): Promise<StoredPopup | PopupWriteProblem> {
    const site = await this.ctx.sites.get(siteId);
    if (!site) return 'unknown_site';
    const problem =
      (await this.abParentProblem(siteId, id, input.popup.ab_test_parent_id)) ??
      (await this.couponProblem(input.popup));
    if (problem) return problem;
    await repo.insertPopup(this.ctx.db, {
      id,
      site_id: siteId,
      status: input.status,
      ...columnsOf(input.popup),
      created_at: now,
      updated_at: now,
    });
    this.ctx.snapshots.invalidate(site.clientId);
    this.ctx.popupClientIds.invalidate(id);
    return (await this.getPopup(id))!;
  }

  async updatePopup(
    id: string,
    changes: { status?: PopupStatus; popup?: PopupBody },
    now = Date.now(),
  ): Promise<StoredPopup | PopupWriteProblem> {
    const before = await repo.findPopup(this.ctx.db, id);
    if (!before) return 'unknown_popup';
    // A variant keeps the test it is in even after its original was deleted: the test's id is the
    // original's id, so the remaining variants go on splitting visitors as before, and saving one
    // again must not ask for an original that no longer exists. A new parent must exist.
    const parentId = changes.popup?.ab_test_parent_id;
    if (changes.popup && parentId !== before.ab_test_parent_id) {
      const problem = await this.abParentProblem(before.site_id, id, parentId);
      if (problem) return problem;
    }
    if (changes.popup) {
      const problem = await this.couponProblem(changes.popup);
      if (problem) return problem;
    }
    await repo.updatePopup(this.ctx.db, id, {
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.popup ? columnsOf(changes.popup) : {}),
      updated_at: now,
    });
    const site = await this.ctx.sites.get(before.site_id);
    if (site) this.ctx.snapshots.invalidate(site.clientId);
    return (await this.getPopup(id))!;
  }

  /**
   * A copy of a popup on its own site, as a draft named "<name> (copy)" (cut to the name's limit),
   * so the owner can change it before anyone sees it; a variant's copy is a variant of the same test.
   */
  async duplicatePopup(id: string, copyName: (name: string) => string, now = Date.now()) {
    const original = await this.getPopup(id);
    if (!original) return 'unknown_popup' as const;
    const { poptin_id: _id, ...popup } = original.popup;
    return this.createPopup(
      original.siteId,
      {
        status: 'draft',
        popup: { ...popup, poptin_name: copyName(popup.poptin_name) } as PopupBody,
      },
      now,
    );
  }

  async deletePopup(id: string): Promise<boolean> {
    const before = await repo.findPopup(this.ctx.db, id);
    if (!before) return false;
    const deleted = await repo.deletePopup(this.ctx.db, id);
    const site = await this.ctx.sites.get(before.site_id);
    if (site) this.ctx.snapshots.invalidate(site.clientId);
    this.ctx.popupClientIds.invalidate(id);
    return deleted;
  }

  /** Records a view; answers its poptin_view_id at once (the row is written with the next batch). */
  recordView(
    view: StoreFields & {
      siteId: string;
      popupId: string;
      popupType: string;
      viewer_id?: string | undefined;
      trigger?: string | undefined;
      url?: string | undefined;
      converted_email?: string | undefined;
    },
    now = Date.now(),
  ): string {
    const id = randomId(20);
    this.ctx.recorder.recordView({
      id,
      site_id: view.siteId,
      popup_id: view.popupId,
      visitor_id: view.viewer_id ?? '',
      trigger: view.trigger ?? '',
      popup_type: view.popupType,
      url: view.url ?? '',
      converted_email: orNull(view.converted_email?.toLowerCase()),
      ...storeColumns(view),
      created_at: now,
    });
    return id;
  }

  recordClose(
    close: StoreFields & {
      siteId: string;
      popupId: string;
      close_trigger?: string | undefined;
      viewer_id?: string | undefined;
      poptin_view_id?: string | undefined;
      url?: string | undefined;
      converted_email?: string | undefined;
    },
    now = Date.now(),
  ): void {
    this.ctx.recorder.recordClose({
      id: randomId(20),
      site_id: close.siteId,
      popup_id: close.popupId,
      visitor_id: orNull(close.viewer_id),
      view_id: orNull(close.poptin_view_id),
      close_trigger: close.close_trigger ?? '',
      url: close.url ?? '',
      converted_email: orNull(close.converted_email?.toLowerCase()),
      ...storeColumns(close),
      created_at: now,
    });
  }

  recordSession(
    session: StoreFields & { siteId: string; email?: string | undefined; url?: string | undefined },
    now = Date.now(),
  ): void {
    this.ctx.recorder.recordSession({
      id: randomId(20),
      site_id: session.siteId,
      email: orNull(session.email?.toLowerCase()),
      url: session.url ?? '',
      ...storeColumns(session),
      created_at: now,
    });
  }

  recordActivity(
    activity: StoreFields & {
      siteId: string;
      poptin_id: string;
      email: string;
      activity: 'viewed' | 'closed';
      url?: string | undefined;
    },
    now = Date.now(),
  ): void {
    this.ctx.recorder.recordActivity({
      id: randomId(20),
      site_id: activity.siteId,
      popup_id: activity.poptin_id,
      email: activity.email.toLowerCase(),
      activity: activity.activity,
      url: activity.url ?? '',
      ...storeColumns(activity),
      created_at: now,
    });
  }

  recordLimitLog(
    log: { siteId: string; status?: string | undefined; id?: string | undefined },
    now = Date.now(),
  ): void {
    this.ctx.recorder.recordLimitLog({
      id: randomId(20),
      site_id: log.siteId,
      status: log.status ?? '',
      ref: log.id ?? '',
      created_at: now,
    });
  }

  /** Every popup of every site with its views (the owner's popups table). */
  /** Views per popup recorded in [from, to) (the analytics module's popup performance). */
  viewsBetween(from: number, to: number): Promise<Map<string, number>> {
    return repo.viewCountsBetween(this.ctx.db, from, to);
  }

  /** The shared coupon codes each popup hands out (upper case), by popup id. */
  async couponCodesByPopup(): Promise<Map<string, string[]>> {
    const popups = await repo.listAllPopups(this.ctx.db);
    return new Map(popups.map((row) => [row.id, couponCodesOf(storedPopupOf(row).popup)]));
  }

  popupOverview(): Promise<PopupOverviewRow[]> {
    return popupOverview(this.ctx);
  }

  /** The site, popup and view a conversion is for, or why it is refused (conversion-target.ts). */
  /** The popup a product-recommendation call names, through the site gate. */
  recommendationTarget(
    popupId: string,
    host: string | undefined,
  ): Promise<RecommendationTarget | RecommendationRefusal> {
    return recommendationTarget(this.ctx, popupId, host);
  }

  conversionTarget(input: ConversionTargetInput): Promise<ConversionTarget | ConversionRefusal> {
    return conversionTarget(this.ctx, input);
  }

  /** Writes the events recorded so far (they are otherwise written in batches). */
  flushEvents(): Promise<void> {
    return this.ctx.recorder.flush();
  }
}
