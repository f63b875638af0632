// The owner's reading of leads: each lead with its fields and the state of its webhook
// deliveries, listed and searched, and the conversions each popup has had.
import type { GamePrizeResult } from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import type { ListWindow } from '../../db/list-window.ts';
import type { LeadsContext } from './leads-context.ts';
import * as repo from './repo.ts';

export interface LeadView {
  id: string;
  siteId: string;
  popupId: string;
  viewId: string;
  visitorId: string;
  kind: 'lead' | 'click' | 'coupon';
  email: string | null;
  fields: Record<string, LeadValue>;
  properties: Record<string, LeadValue>;
  consent: boolean | null;
  pageUrl: string;
  pageTitle: string;
  referrer: string;
  utm: Record<string, string>;
  country: string;
  device: string;
  browserLanguage: string;
  operatingSystem: string;
  trigger: string;
  coupon: string | null;
  /** The game prize this conversion was shown (a gamified popup's lead); null otherwise. */
  prize: GamePrizeResult | null;
  createdAt: number;
  deliveries: DeliveryView[];
}

export interface DeliveryView {
  id: string;
  endpointId: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  deliveredAt: number | null;
}

function deliveryView(row: repo.DeliveryRow): DeliveryView {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: Number(row.next_attempt_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  };
}

function leadView(row: repo.LeadRow, deliveries: repo.DeliveryRow[]): LeadView {
  return {
    id: row.id,
    siteId: row.site_id,
    popupId: row.popup_id,
    viewId: row.view_id,
    visitorId: row.visitor_id,
    kind: row.kind,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, LeadValue>,
    properties: JSON.parse(row.properties) as Record<string, LeadValue>,
    consent: row.consent === null ? null : Number(row.consent) === 1,
    pageUrl: row.page_url,
    pageTitle: row.page_title,
    referrer: row.referrer,
    utm: JSON.parse(row.utm) as Record<string, string>,
    country: row.country,
    device: row.device,
    browserLanguage: row.browser_language,
    operatingSystem: row.operating_system,
    trigger: row.trigger,
    coupon: row.coupon,
    prize: row.prize === null ? null : (JSON.parse(row.prize) as GamePrizeResult),
    createdAt: Number(row.created_at),
    deliveries: deliveries.map(deliveryView),
  };
}

export async function listLeads(ctx: LeadsContext, query: repo.LeadQuery): Promise<LeadView[]> {
  const rows = await repo.listLeads(ctx.db, query);
  const deliveries = await repo.deliveriesOfLeads(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    leadView(
      row,
      deliveries.filter((delivery) => delivery.lead_id === row.id),
    ),
  );
}

/** One page of leads for the platform API, with their deliveries, and how many match. */
export async function pageLeads(
  ctx: LeadsContext,
  filter: repo.LeadFilter,
  window: ListWindow,
): Promise<{ leads: LeadView[]; total: number }> {
  const { rows, total } = await repo.pageLeads(ctx.db, filter, window);
  const deliveries = await repo.deliveriesOfLeads(
    ctx.db,
    rows.map((row) => row.id),
  );
  const leads = rows.map((row) =>
    leadView(
      row,
      deliveries.filter((delivery) => delivery.lead_id === row.id),
    ),
  );
  return { leads, total };
}

export async function getLead(ctx: LeadsContext, id: string): Promise<LeadView | null> {
  const row = await repo.findLead(ctx.db, id);
  return row ? leadView(row, await repo.deliveriesOfLead(ctx.db, id)) : null;
}
