// What the leads module asks the display module before it stores a conversion (spec §7 conversion
// call): the site by client id, through the same site gate as every display call (allowed domains,
// restriction; not the view limit: a visitor who saw the popup may convert), the popup, and the
// view the visitor converted on, which must be this visitor's view of this popup. Views are
// buffered (event-recorder.ts), so a view not found yet is looked for again after this process's
// buffer is written and, for a view another process recorded, after one more flush interval.
import type { Popup } from '@pinwheel/core';
import { DISPLAY_EVENT_FLUSH_INTERVAL_MS } from '../../server-constants.ts';
import { isClientIdShape, siteRefusal, type Site } from '../sites/index.ts';
import { findView, latestViewBy } from './repo.ts';
import type { DisplayContext } from './display-context.ts';

export interface ConversionTarget {
  site: Site;
  popup: Popup;
  popupId: string;
  viewId: string;
}

export type ConversionRefusal =
  | { status: 404; code: 'unknown_client' | 'unknown_popup' | 'unknown_viewer'; message: string }
  | { status: 403; code: string; message: string };

export interface ConversionTargetInput {
  clientId: string;
  popupId: string;
  viewerId: string;
  /** poptin_view_id from the viewed call; without one, the visitor's latest view of the popup. */
  viewId: string | undefined;
  /** The calling page's host (callingHost). */
  host: string | undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function conversionTarget(
  ctx: DisplayContext,
  input: ConversionTargetInput,
): Promise<ConversionTarget | ConversionRefusal> {
  const snapshot = isClientIdShape(input.clientId) ? await ctx.snapshots.get(input.clientId) : null;
  if (!snapshot) {
    return {
      status: 404,
      code: 'unknown_client',
      message: `No site has client id ${input.clientId}`,
    };
  }
  const refused = siteRefusal(snapshot.site, input.host);
  if (refused) return { status: 403, code: refused.reason, message: refused.message };
  const served = snapshot.byId.get(input.popupId);
  if (!served) {
    return {
      status: 404,
      code: 'unknown_popup',
      message: `This site has no popup ${input.popupId}`,
    };
  }
  const lookup = () =>
    input.viewId
      ? findView(ctx.db, input.viewId)
      : latestViewBy(ctx.db, input.popupId, input.viewerId);
  let view = await lookup();
  if (!view) {
    await ctx.recorder.flush();
    view = await lookup();
  }
  if (!view) {
    await pause(DISPLAY_EVENT_FLUSH_INTERVAL_MS + 50);
    view = await lookup();
  }
  if (
    !view ||
    view.site_id !== snapshot.site.id ||
    view.popup_id !== input.popupId ||
    view.visitor_id !== input.viewerId
  ) {
    return {
      status: 404,
      code: 'unknown_viewer',
      message: 'No view of this popup by this viewer is known',
    };
  }
  return { site: snapshot.site, popup: served.popup, popupId: input.popupId, viewId: view.id };
}
