// The display module's rules without HTTP: the owner's popups (every write invalidates this
// process's snapshot of the site), and turning the widget's events into rows for the recorder (ids
// made here, so the answer can name the row before it is written).
import { newPopupId, randomId } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClientIdCache, SitesService } from '../sites/index.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { PopupClientIds } from './popup-client-ids.ts';
import { storedPopupOf, type StoredPopup } from './popup-record.ts';
import type { PopupBody, PopupStatus } from './popup-schema.ts';
import * as repo from './repo.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/** What the display module's routes and rules share: made once by its plugin (index.ts). */
export interface DisplayContext {
  db: Kysely<Database>;
  sites: SitesService;
  /** Each site's snapshot by client id (the sites module's cache of site-snapshot.ts's view). */
  snapshots: ClientIdCache<SiteSnapshot>;
  popupClientIds: PopupClientIds;
  recorder: EventRecorder;
  log: FastifyBaseLogger;
}

export async function listPopups(
  ctx: DisplayContext,
  siteId: string,
): Promise<StoredPopup[] | null> {
  if (!(await ctx.sites.get(siteId))) return null;
  return (await repo.listPopupsOfSite(ctx.db, siteId)).map(storedPopupOf);
}

export async function getPopup(ctx: DisplayContext, id: string): Promise<StoredPopup | null> {
  const row = await repo.findPopup(ctx.db, id);
  return row ? storedPopupOf(row) : null;
}

export type PopupWriteProblem = 'unknown_site' | 'unknown_popup' | 'bad_ab_test_parent';

/** An A/B variant's parent must be another popup of the same site. */
async function abParentProblem(
  ctx: DisplayContext,
  siteId: string,
  popupId: string,
  parentId: string | null | undefined,
): Promise<PopupWriteProblem | null> {
  if (!parentId) return null;
  if (parentId === popupId) return 'bad_ab_test_parent';
  const parent = await repo.findPopup(ctx.db, parentId);
  return parent && parent.site_id === siteId ? null : 'bad_ab_test_parent';
}

function columnsOf(popup: PopupBody) {
  return {
    type: popup.poptin_type,
    name: popup.poptin_name,
    ab_test_parent_id: popup.ab_test_parent_id ?? null,
    data: JSON.stringify(popup),
  };
}

export async function createPopup(
  ctx: DisplayContext,
  siteId: string,
  input: { status: PopupStatus; popup: PopupBody },
  now = Date.now(),
  id = newPopupId(),
): Promise<StoredPopup | PopupWriteProblem> {
  const site = await ctx.sites.get(siteId);
  if (!site) return 'unknown_site';
  const problem = await abParentProblem(ctx, siteId, id, input.popup.ab_test_parent_id);
  if (problem) return problem;
  await repo.insertPopup(ctx.db, {
    id,
    site_id: siteId,
    status: input.status,
    ...columnsOf(input.popup),
    created_at: now,
    updated_at: now,
  });
  ctx.snapshots.invalidate(site.clientId);
  ctx.popupClientIds.invalidate(id);
  return (await getPopup(ctx, id))!;
}

export async function updatePopup(
  ctx: DisplayContext,
  id: string,
  changes: { status?: PopupStatus; popup?: PopupBody },
  now = Date.now(),
): Promise<StoredPopup | PopupWriteProblem> {
  const before = await repo.findPopup(ctx.db, id);
  if (!before) return 'unknown_popup';
  // A variant keeps the test it is in even after its original was deleted: the test's id is the
  // original's id, so the remaining variants go on splitting visitors as before, and saving one
  // again must not ask for an original that no longer exists. A new parent must exist.
  const parentId = changes.popup?.ab_test_parent_id;
  if (changes.popup && parentId !== before.ab_test_parent_id) {
    const problem = await abParentProblem(ctx, before.site_id, id, parentId);
    if (problem) return problem;
  }
  await repo.updatePopup(ctx.db, id, {
    ...(changes.status ? { status: changes.status } : {}),
    ...(changes.popup ? columnsOf(changes.popup) : {}),
    updated_at: now,
  });
  const site = await ctx.sites.get(before.site_id);
  if (site) ctx.snapshots.invalidate(site.clientId);
  return (await getPopup(ctx, id))!;
}

export async function deletePopup(ctx: DisplayContext, id: string): Promise<boolean> {
  const before = await repo.findPopup(ctx.db, id);
  if (!before) return false;
  const deleted = await repo.deletePopup(ctx.db, id);
  const site = await ctx.sites.get(before.site_id);
  if (site) ctx.snapshots.invalidate(site.clientId);
  ctx.popupClientIds.invalidate(id);
  return deleted;
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

/** Records a view; answers its poptin_view_id at once (the row is written with the next batch). */
export function recordView(
  ctx: DisplayContext,
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
  ctx.recorder.recordView({
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

export function recordClose(
  ctx: DisplayContext,
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
  ctx.recorder.recordClose({
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

export function recordSession(
  ctx: DisplayContext,
  session: StoreFields & { siteId: string; email?: string | undefined; url?: string | undefined },
  now = Date.now(),
): void {
  ctx.recorder.recordSession({
    id: randomId(20),
    site_id: session.siteId,
    email: orNull(session.email?.toLowerCase()),
    url: session.url ?? '',
    ...storeColumns(session),
    created_at: now,
  });
}

export function recordActivity(
  ctx: DisplayContext,
  activity: StoreFields & {
    siteId: string;
    poptin_id: string;
    email: string;
    activity: 'viewed' | 'closed';
    url?: string | undefined;
  },
  now = Date.now(),
): void {
  ctx.recorder.recordActivity({
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

export function recordLimitLog(
  ctx: DisplayContext,
  log: { siteId: string; status?: string | undefined; id?: string | undefined },
  now = Date.now(),
): void {
  ctx.recorder.recordLimitLog({
    id: randomId(20),
    site_id: log.siteId,
    status: log.status ?? '',
    ref: log.id ?? '',
    created_at: now,
  });
}
