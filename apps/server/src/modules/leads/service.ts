// The leads module's rules without HTTP: a conversion checked with core's lead-form rules and
// stored with its outbox rows in one transaction; the owner's view of leads and deliveries; the
// webhook endpoints.
import { isOn, randomId, type Language, type Popup } from '@pinwheel/core';
import {
  leadFieldEntries,
  validateLeadForm,
  type LeadFieldProblem,
  type LeadValue,
} from '@pinwheel/core/lead-form';
import { internationalPhoneProblem } from '@pinwheel/core/phone-international';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ConversionTarget, DisplayContext } from '../display/index.ts';
import type { MailingListService } from '../mailing-list/index.ts';
import type { ClientIdCache } from '../sites/index.ts';
import { isListedEmailDomain } from '../display/index.ts';
import { conversionFields } from './lead-fields.ts';
import * as repo from './repo.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';
import { newWebhookSecret } from './webhook-signature.ts';

export interface LeadsContext {
  db: Kysely<Database>;
  display: DisplayContext;
  /** Where a consenting lead joins the popup form's mailing list. */
  mailingList: Pick<MailingListService, 'addSubscriber'>;
  outbox: WebhookOutbox;
  /**
   * Each site's conversion code by client id, as the conversion call answers it: read through the
   * sites module's cache (like the display snapshot), so a conversion does not query it. Saving a
   * code here invalidates it; another process's save shows within the cache's TTL.
   */
  conversionCodes: ClientIdCache<string>;
  log: FastifyBaseLogger;
}

/** The business modes' list: the same free and throwaway domains GET validation-emails serves. */
const serverBlocked = (domain: string) => isListedEmailDomain(`x@${domain}`);

/**
 * "Today" for the birthday rule on the server: the latest date anywhere on Earth (UTC+14), so a
 * visitor whose local date is already tomorrow is never refused what their browser accepted.
 */
export function latestToday(now: number): string {
  return new Date(now + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

function utmOf(pageUrl: string, values: Record<string, LeadValue>): Record<string, string> {
  const utm: Record<string, string> = {};
  try {
    const params = new URL(pageUrl).searchParams;
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value;
    }
  } catch {
    // Not an absolute address: no parameters to read.
  }
  for (const key of UTM_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value) utm[key] = value;
  }
  return utm;
}

export interface ConversionInput {
  target: ConversionTarget;
  viewerId: string;
  lang: Language;
  country: string;
  /** The raw field values the browser sent, by field name. */
  values: Record<string, LeadValue>;
  newExtraFields: string | undefined;
  consentChecked: string | undefined;
  kindHint: { pTarget: string; coupon: string };
  page: {
    url: string;
    title: string;
    referrer: string;
    device: string;
    browserLanguage: string;
    operatingSystem: string;
    trigger: string;
  };
}

export type ConversionOutcome =
  | { stored: true; id: string; conversionCode: string }
  | { stored: false; invalid: LeadFieldProblem[] }
  | { stored: false; badFieldList: true };

export async function storeConversion(
  ctx: LeadsContext,
  input: ConversionInput,
  now = Date.now(),
): Promise<ConversionOutcome> {
  const { target } = input;
  const popup = target.popup;
  const kind: 'lead' | 'click' | 'coupon' = input.kindHint.coupon
    ? 'coupon'
    : popup.poptin_target === 'click' || input.kindHint.pTarget === 'click'
      ? 'click'
      : 'lead';

  let values: Record<string, LeadValue> = {};
  let properties: Record<string, LeadValue> = {};
  let email: string | null = null;
  const consentRequired = isOn(popup.design_properties.field_checkbox_required);
  const consentChecked = ['1', 'true', 'on'].includes(input.consentChecked ?? '');

  if (kind === 'lead') {
    const fromBrowser =
      input.newExtraFields === undefined || input.newExtraFields.trim() === ''
        ? []
        : leadFieldEntries(input.newExtraFields);
    if (!fromBrowser) return { stored: false, badFieldList: true };
    const entries = conversionFields(popup, fromBrowser);
    const checked = validateLeadForm(entries, input.values, {
      lang: input.lang,
      today: latestToday(now),
      blockedEmailDomains: serverBlocked,
      internationalPhone: internationalPhoneProblem,
      consent: { required: consentRequired, checked: consentChecked },
      suggestTypos: false,
    });
    if (checked.invalid.length > 0) return { stored: false, invalid: checked.invalid };
    values = checked.values;
    for (const entry of entries) {
      const value = values[entry.name];
      if (value !== undefined) properties[entry.property_name] = value;
      if (entry.type === 'email' && email === null && typeof value === 'string' && value) {
        email = value.toLowerCase();
      }
    }
  } else {
    properties = {};
  }

  const id = randomId(20);
  const payloadLead = {
    id,
    site_id: target.site.id,
    popup_id: target.popupId,
    view_id: target.viewId,
    visitor_id: input.viewerId,
    kind,
    email,
    fields: values,
    properties,
    consent: consentRequired || input.consentChecked !== undefined ? consentChecked : null,
    page_url: input.page.url,
    page_title: input.page.title,
    referrer: input.page.referrer,
    utm: utmOf(input.page.url, values),
    country: input.country,
    device: input.page.device,
    browser_language: input.page.browserLanguage,
    operating_system: input.page.operatingSystem,
    trigger: input.page.trigger,
    coupon: input.kindHint.coupon || null,
    created_at: new Date(now).toISOString(),
  };
  const deliveries = await repo.insertLeadWithDeliveries(
    ctx.db,
    {
      ...payloadLead,
      fields: JSON.stringify(values),
      properties: JSON.stringify(properties),
      consent: payloadLead.consent === null ? null : payloadLead.consent ? 1 : 0,
      utm: JSON.stringify(payloadLead.utm),
      created_at: now,
    },
    (endpoints) =>
      endpoints.map((endpoint) => {
        const deliveryId = randomId(20);
        return {
          id: deliveryId,
          endpoint_id: endpoint.id,
          site_id: target.site.id,
          lead_id: id,
          payload: JSON.stringify({
            event: 'lead.created',
            delivery_id: deliveryId,
            lead: payloadLead,
          }),
          status: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
        };
      }),
  );
  if (deliveries > 0) ctx.outbox.poke();
  if (kind === 'lead' && email && consentChecked)
    joinMailingList(ctx, popup, email, properties, input.lang);
  return {
    stored: true,
    id,
    conversionCode: (await ctx.conversionCodes.get(target.site.clientId)) ?? '',
  };
}

/**
 * A lead who ticked the consent box joins the mailing list the popup's form names. The lead is
 * stored already and the visitor is not kept waiting on it (a double opt-in sends mail): it runs
 * after, and a failure is logged.
 */
function joinMailingList(
  ctx: LeadsContext,
  popup: Popup,
  email: string,
  properties: Record<string, LeadValue>,
  lang: Language,
): void {
  const form = popup.design?.blocks.find((block) => block.type === 'form');
  const listId = form?.type === 'form' ? form.mailing_list : undefined;
  if (!listId) return;
  const text = (name: string) => {
    const value = properties[name];
    return typeof value === 'string' ? value : undefined;
  };
  void ctx.mailingList
    .addSubscriber({
      listId,
      email,
      firstName: text('first_name') ?? text('name'),
      lastName: text('last_name'),
      telephone: text('phone'),
      consent: true,
      lang,
      source: 'popup',
    })
    .then(
      (outcome) => {
        if (outcome === 'unknown_list')
          ctx.log.warn({ listId }, 'a popup names an unknown mailing list');
      },
      (error: unknown) =>
        ctx.log.error({ err: error, listId }, 'a popup lead could not join its list'),
    );
}

// --- The owner's side ---------------------------------------------------------------------------

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

export async function getLead(ctx: LeadsContext, id: string): Promise<LeadView | null> {
  const row = await repo.findLead(ctx.db, id);
  return row ? leadView(row, await repo.deliveriesOfLead(ctx.db, id)) : null;
}

/** Conversions per popup id, for the popups table. */
export function conversionsByPopup(ctx: LeadsContext): Promise<Map<string, number>> {
  return repo.conversionCounts(ctx.db);
}

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

export async function addEndpoint(
  ctx: LeadsContext,
  siteId: string,
  url: string,
  now = Date.now(),
): Promise<EndpointView | null> {
  if (!(await ctx.display.sites.get(siteId))) return null;
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

/** The site's conversion code ('' for none), as the conversion call answers it. */
export function getConversionCode(ctx: LeadsContext, siteId: string): Promise<string> {
  return repo.conversionCode(ctx.db, siteId);
}

/** Sets a site's conversion code; false for an unknown site. */
export async function setConversionCode(
  ctx: LeadsContext,
  siteId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const site = await ctx.display.sites.get(siteId);
  if (!site) return false;
  await repo.saveConversionCode(ctx.db, siteId, code, now);
  ctx.conversionCodes.invalidate(site.clientId);
  return true;
}
