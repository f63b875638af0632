// Leads, webhook endpoints and delivery attempts as pinwheel/v1 answers them: snake_case fields as
// the rest of the platform API, times in epoch milliseconds as the other pinwheel/v1 resources.
import { z } from 'zod';
import type { LeadView } from '../lead-views.ts';
import { prizeAnswer } from './conversion-schema.ts';
import type { AttemptView, EndpointView } from '../webhook-endpoints.ts';

/** A field's value: one text, or several (checkboxes). */
const leadValue = z.union([z.string(), z.array(z.string())]);

export const leadAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  popup_id: z.string(),
  view_id: z.string(),
  visitor_id: z.string(),
  kind: z.enum(['lead', 'click', 'coupon']),
  email: z.string().nullable(),
  fields: z.record(z.string(), leadValue),
  properties: z.record(z.string(), leadValue),
  consent: z.boolean().nullable(),
  page_url: z.string(),
  page_title: z.string(),
  referrer: z.string(),
  utm: z.record(z.string(), z.string()),
  country: z.string(),
  device: z.string(),
  browser_language: z.string(),
  operating_system: z.string(),
  trigger: z.string(),
  coupon: z.string().nullable(),
  /** The game prize the conversion was shown, drawn by the server. */
  prize: prizeAnswer.nullable(),
  created_at: z.number(),
  deliveries: z.array(
    z.object({
      id: z.string(),
      endpoint_id: z.string(),
      status: z.enum(['pending', 'delivered', 'failed']),
      attempts: z.number(),
      last_error: z.string().nullable(),
      next_attempt_at: z.number(),
      delivered_at: z.number().nullable(),
    }),
  ),
});

export function leadJson(lead: LeadView): z.infer<typeof leadAnswer> {
  return {
    id: lead.id,
    site_id: lead.siteId,
    popup_id: lead.popupId,
    view_id: lead.viewId,
    visitor_id: lead.visitorId,
    kind: lead.kind,
    email: lead.email,
    fields: lead.fields as Record<string, string | string[]>,
    properties: lead.properties as Record<string, string | string[]>,
    consent: lead.consent,
    page_url: lead.pageUrl,
    page_title: lead.pageTitle,
    referrer: lead.referrer,
    utm: lead.utm,
    country: lead.country,
    device: lead.device,
    browser_language: lead.browserLanguage,
    operating_system: lead.operatingSystem,
    trigger: lead.trigger,
    coupon: lead.coupon,
    prize: lead.prize,
    created_at: lead.createdAt,
    deliveries: lead.deliveries.map((delivery) => ({
      id: delivery.id,
      endpoint_id: delivery.endpointId,
      status: delivery.status,
      attempts: delivery.attempts,
      last_error: delivery.lastError,
      next_attempt_at: delivery.nextAttemptAt,
      delivered_at: delivery.deliveredAt,
    })),
  };
}

/** A webhook endpoint; `secret` signs its deliveries (webhook-signature.ts). */
export const endpointAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  delivery_url: z.string(),
  secret: z.string(),
  created_at: z.number(),
});

export function endpointJson(endpoint: EndpointView): z.infer<typeof endpointAnswer> {
  return {
    id: endpoint.id,
    site_id: endpoint.siteId,
    delivery_url: endpoint.url,
    secret: endpoint.secret,
    created_at: endpoint.createdAt,
  };
}

export const attemptAnswer = z.object({
  id: z.string(),
  delivery_id: z.string(),
  lead_id: z.string().nullable(),
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
  created_at: z.number(),
});

export function attemptJson(attempt: AttemptView): z.infer<typeof attemptAnswer> {
  return {
    id: attempt.id,
    delivery_id: attempt.deliveryId,
    lead_id: attempt.leadId,
    status_code: attempt.statusCode,
    error: attempt.error,
    duration_ms: attempt.durationMs,
    created_at: attempt.createdAt,
  };
}
