// The display service (app.display): the owner's popups (every write invalidates this process's
// snapshot of the site), turning the widget's events into rows for the recorder (ids made here, so
// the answer can name the row before it is written), the owner's overview of popups and what the
// leads module asks before it stores a conversion. The database and the shared state stay private.
import {
  isOn,
  newPopupId,
  randomId,
  type ErasurePart,
  type PersonalDataPart,
} from '@pinwheel/core';
import * as personalDataRepo from './personal-data-repo.ts';
import {
  conversionTarget,
  type ConversionRefusal,
  type ConversionTarget,
  type ConversionTargetInput,
} from './conversion-target.ts';
import { checkDisplay, type DisplayCheck, type DisplayCheckInput } from './display-check.ts';
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
import { popupCouponProblems, type PopupCouponBook } from './popup-coupons.ts';
import * as repo from './repo.ts';
import { variantName, variantRefusal, type VariantRefusal } from './variant-rules.ts';

export type PopupWriteProblem =
  | 'unknown_site'
  | 'unknown_popup'
  | 'bad_ab_test_parent'
  /** A variant asked of a popup that cannot lead an A/B test (variant-rules.ts). */
  | VariantRefusal
  /** Coupon fields naming codes the shop does not honour (popup-coupons.ts), by path. */
  | { coupons: Record<string, string> };

/** A write's answer is a refusal rather than the stored popup. */
export function isWriteProblem(
  result: StoredPopup | PopupWriteProblem,
): result is PopupWriteProblem {
  return typeof result === 'string' || 'coupons' in result || 'variant' in result;
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

/** How an A/B test ends (0045), kept on its original popup. */
export interface AbEnding {
  /** Choose the winner once every variant has minViews views and one's chance is minChance %. */
  autoWinner: { minViews: number; minChance: number } | null;
  winner: { id: string; at: number; by: 'owner' | 'threshold' } | null;
}

export class DisplayService {
  constructor(private readonly ctx: DisplayContext) {}

  /**
   * Popups' coupon fields are checked against the shop's coupons from now on, and a popup showing
   * a code that no longer works is not served (site-snapshot.ts).
   */
  useCoupons(book: PopupCouponBook): void {
    this.ctx.coupons = book;
    this.ctx.snapshots.invalidateAll();
  }

  /** A coupon changed in this process: every site's popups are judged on their codes again. */
  couponsChanged(): void {
    this.ctx.snapshots.invalidateAll();
  }

  /** Display answers for pages that send `wix_cart_id` carry that cart's details from now on. */
  useWixCarts(source: WixCartSource): void {
    this.ctx.wixCarts = source;
  }

  /** The coupon fields' problems of a popup about to be written, or null. */
  private async couponProblem(popup: PopupBody): Promise<PopupWriteProblem | null> {
    const problems = await popupCouponProblems(this.ctx.coupons, popup);
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

  /** Which of a site's popups one page would show a first-time visitor, and why not the others. */
  checkDisplay(siteId: string, input: DisplayCheckInput): Promise<DisplayCheck | null> {
    return checkDisplay(this.ctx, siteId, input);
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

  /**
   * A new A/B variant of a popup: a draft copy whose `ab_test_parent_id` names it, named
   * "<name> (variant B)" (C, D… after the ones it has). The original becomes the test's control
   * (ab_test on) if it was not one; the draft joins the split once the owner publishes it.
   */
  async addVariant(id: string, now = Date.now()): Promise<StoredPopup | PopupWriteProblem> {
    const original = await this.getPopup(id);
    if (!original) return 'unknown_popup';
    const ending = await this.abEnding(id);
    const refusal = variantRefusal(original.popup, ending?.winner ?? null);
    if (refusal) return refusal;
    const siblings = await repo.pagePopupsOfSite(
      this.ctx.db,
      { siteId: original.siteId, parent: id },
      { orderby: 'date', order: 'asc', limit: 1, offset: 0 },
    );
    const { poptin_id: _id, ...popup } = original.popup;
    if (!isOn(popup.ab_test)) {
      const control = { ...popup, ab_test: 1 } as PopupBody;
      const saved = await this.updatePopup(id, { popup: control }, now);
      if (isWriteProblem(saved)) return saved;
    }
    return this.createPopup(
      original.siteId,
      {
        status: 'draft',
        popup: {
          ...popup,
          poptin_name: variantName(popup.poptin_name, siblings.total),
          ab_test: 1,
          ab_test_parent_id: id,
        } as PopupBody,
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

  /** Views per popup in [from, to), by whole hours (the analytics module's popup performance). */
  viewsBetween(from: number, to: number): Promise<Map<string, number>> {
    return repo.viewCountsBetween(this.ctx.db, from, to);
  }

  /**
   * Views per day and popup in [from, to), by whole hours (analytics over time): a day is days
   * since the epoch on a clock offsetMs east of UTC, taken to the nearest whole hour.
   */
  viewsByDay(query: {
    from: number;
    to: number;
    offsetMs: number;
    popupIds?: readonly string[] | undefined;
  }) {
    return repo.viewCountsByDay(this.ctx.db, {
      ...query,
      offsetHours: Math.round(query.offsetMs / 3_600_000),
    });
  }

  /** The pages with the most views on the UTC days [from, to) overlaps, most first. */
  viewsByPage(query: {
    from: number;
    to: number;
    popupIds?: readonly string[] | undefined;
    limit: number;
  }) {
    return repo.viewCountsByPage(this.ctx.db, query);
  }

  /**
   * Every popup with its site, and the shared coupon codes it hands out (upper case), from one
   * read of the popups (the analytics module's performance and revenue credit).
   */
  popupOverview(): Promise<PopupOverviewRow[]> {
    return popupOverview(this.ctx);
  }

  /** An A/B test's ending as stored on its original popup; null for an unknown popup. */
  async abEnding(id: string): Promise<AbEnding | null> {
    const row = await repo.findAbEnding(this.ctx.db, id);
    if (!row) return null;
    return {
      autoWinner:
        row.ab_auto_min_views !== null && row.ab_auto_min_chance !== null
          ? { minViews: Number(row.ab_auto_min_views), minChance: Number(row.ab_auto_min_chance) }
          : null,
      winner:
        row.ab_winner_id !== null
          ? {
              id: row.ab_winner_id,
              at: Number(row.ab_decided_at),
              by: row.ab_decided_by === 'threshold' ? 'threshold' : 'owner',
            }
          : null,
    };
  }

  /**
   * Ends an A/B test with a winner: the original (which keeps its id, name, status and history)
   * takes the winner's whole popup — design, content and targeting, as tested — and leaves the
   * test (ab_test off), every variant still live is paused, and the winner is recorded on the
   * original. The original winning changes only the ab_test flag and the pauses.
   */
  async endAbTest(
    testId: string,
    winnerId: string,
    decided: { at: number; by: 'owner' | 'threshold' },
  ): Promise<StoredPopup | PopupWriteProblem> {
    const [original, winner] = await Promise.all([this.getPopup(testId), this.getPopup(winnerId)]);
    if (!original || !winner) return 'unknown_popup';
    const { poptin_id: _winnerId, ...design } = winner.popup;
    const body = {
      ...design,
      poptin_name: original.popup.poptin_name,
      ab_test: 0,
      ab_test_parent_id: null,
    } as PopupBody;
    const saved = await this.updatePopup(testId, { popup: body }, decided.at);
    if (typeof saved === 'string') return saved;
    const variants = (await repo.listPopupsOfSite(this.ctx.db, original.siteId)).filter(
      (row) => row.ab_test_parent_id === testId && row.status === 'live',
    );
    for (const variant of variants) {
      await this.updatePopup(variant.id, { status: 'paused' }, decided.at);
    }
    await this.saveAbEnding(testId, { winner: { id: winnerId, ...decided } });
    return saved;
  }

  /** Sets the test's automatic-winner threshold (null: off) or its winner, on its original. */
  async saveAbEnding(id: string, ending: Partial<AbEnding>): Promise<void> {
    await repo.updatePopup(this.ctx.db, id, {
      ...(ending.autoWinner !== undefined
        ? {
            ab_auto_min_views: ending.autoWinner?.minViews ?? null,
            ab_auto_min_chance: ending.autoWinner?.minChance ?? null,
          }
        : {}),
      ...(ending.winner !== undefined
        ? {
            ab_winner_id: ending.winner?.id ?? null,
            ab_decided_at: ending.winner?.at ?? null,
            ab_decided_by: ending.winner?.by ?? null,
          }
        : {}),
    });
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

  /** What the widget reported about a converted visitor known by this (lower-case) address. */
  async personalData(email: string): Promise<PersonalDataPart> {
    await this.ctx.recorder.flush();
    const found = await personalDataRepo.popupActivityOf(this.ctx.db, email);
    const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
    return {
      kind: 'popupActivity',
      records: [
        ...found.views.map((row) => ({ type: 'view', ...row, created_at: iso(row.created_at) })),
        ...found.closes.map((row) => ({ type: 'close', ...row, created_at: iso(row.created_at) })),
        ...found.sessions.map((row) => ({
          type: 'session',
          ...row,
          created_at: iso(row.created_at),
        })),
        ...found.activities.map((row) => ({
          type: 'conversion_activity',
          ...row,
          created_at: iso(row.created_at),
        })),
      ],
    };
  }

  /** Deletes the address's conversion activities and clears it from views, closes, sessions. */
  async erasePersonalData(email: string): Promise<ErasurePart> {
    // Events still waiting in this process's batch would otherwise be written after the erasure.
    await this.ctx.recorder.flush();
    const done = await personalDataRepo.erasePopupActivity(this.ctx.db, email);
    return { kind: 'popupActivity', ...done };
  }

  /** Writes the events recorded so far (they are otherwise written in batches). */
  flushEvents(): Promise<void> {
    return this.ctx.recorder.flush();
  }
}
