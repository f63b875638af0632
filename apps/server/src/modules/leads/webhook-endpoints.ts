// A site's webhook endpoints (each with its signing secret), test deliveries queued to one, and
// the log of every attempt to send, for the integrations page.
import { randomId } from '@pinwheel/core';
import type { ListWindow } from '../../db/list-window.ts';
import type { LeadsContext } from './leads-context.ts';
import * as repo from './repo.ts';
import { newWebhookSecret } from './webhook-signature.ts';

export interface EndpointView {
  id: string;
  siteId: string;
  url: string;
  secret: string;
  createdAt: number;
}

const endpointView = (row: repo.EndpointRow): EndpointView => ({
  id: row.id,
  siteId: row.site_id,
  url: row.url,
  secret: row.secret,
  createdAt: Number(row.created_at),
});

export async function listEndpoints(ctx: LeadsContext, siteId?: string): Promise<EndpointView[]> {
  const rows = siteId
    ? await repo.endpointsOfSite(ctx.db, siteId)
    : await repo.listEndpoints(ctx.db);
  return rows.map(endpointView);
}

/** One page of endpoints for the platform API, and how many match. */
export async function pageEndpoints(
  ctx: LeadsContext,
  siteId: string | undefined,
  window: ListWindow,
): Promise<{ endpoints: EndpointView[]; total: number }> {
  const { rows, total } = await repo.pageEndpoints(ctx.db, siteId, window);
  return { endpoints: rows.map(endpointView), total };
}

export async function getEndpoint(ctx: LeadsContext, id: string): Promise<EndpointView | null> {
  const row = await repo.findEndpoint(ctx.db, id);
  return row ? endpointView(row) : null;
}

export async function addEndpoint(
  ctx: LeadsContext,
  siteId: string,
  url: string,
  now = Date.now(),
): Promise<EndpointView | null> {
  if (!(await ctx.sites.get(siteId))) return null;
  const row = {
    id: randomId(16),
    site_id: siteId,
    url,
    secret: newWebhookSecret(),
    created_at: now,
  };
  await repo.insertEndpoint(ctx.db, row);
  return endpointView(row);
}

export function deleteEndpoint(ctx: LeadsContext, id: string): Promise<boolean> {
  return repo.deleteEndpoint(ctx.db, id);
}

/** Queues a test delivery to one endpoint (an example lead); answers its id, or null. */
export async function sendTestDelivery(
  ctx: LeadsContext,
  endpointId: string,
  now = Date.now(),
): Promise<string | null> {
  const endpoint = await repo.findEndpoint(ctx.db, endpointId);
  if (!endpoint) return null;
  const id = randomId(20);
  await repo.insertDelivery(ctx.db, {
    id,
    endpoint_id: endpoint.id,
    site_id: endpoint.site_id,
    lead_id: null,
    payload: JSON.stringify({
      event: 'test',
      delivery_id: id,
      lead: {
        id: 'test',
        site_id: endpoint.site_id,
        kind: 'lead',
        email: 'dana@example.com',
        fields: { email: 'dana@example.com', name: 'Dana' },
        created_at: new Date(now).toISOString(),
      },
    }),
    status: 'pending',
    next_attempt_at: now,
    created_at: now,
  });
  ctx.outbox.poke();
  return id;
}

export interface AttemptView {
  id: string;
  deliveryId: string;
  endpointId: string;
  leadId: string | null;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  createdAt: number;
}

export async function deliveryLog(
  ctx: LeadsContext,
  endpointIds: string[],
  limit = 100,
): Promise<AttemptView[]> {
  const rows = await repo.attemptLog(ctx.db, endpointIds, limit);
  return rows.map((row) => ({
    id: row.id,
    deliveryId: row.delivery_id,
    endpointId: row.endpoint_id,
    leadId: row.lead_id,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    error: row.error,
    durationMs: Number(row.duration_ms),
    createdAt: Number(row.created_at),
  }));
}
