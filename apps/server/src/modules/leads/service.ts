// The leads service (app.leads): what the conversion call, the owner API and the pages ask of the
// leads module. Each concern is a file of its own (conversion-store.ts, lead-views.ts,
// webhook-endpoints.ts, conversion-codes.ts); this object holds what they share (leads-context.ts:
// the database, the outbox) privately and hands it to them.
import { getConversionCode, setConversionCode } from './conversion-codes.ts';
import {
  storeConversion,
  type ConversionInput,
  type ConversionOutcome,
} from './conversion-store.ts';
import type { ErasurePart, PersonalDataPart } from '@pinwheel/core';
import type { LeadsContext } from './leads-context.ts';
import type { ListWindow } from '../../db/list-window.ts';
import { getLead, listLeads, pageLeads, type LeadView } from './lead-views.ts';
import { leadsPersonalData } from './lead-personal-data.ts';
import * as personalDataRepo from './personal-data-repo.ts';
import * as repo from './repo.ts';
import type { LeadFilter, LeadQuery } from './repo.ts';
import {
  addEndpoint,
  deleteEndpoint,
  deliveryLog,
  getEndpoint,
  listEndpoints,
  pageEndpoints,
  sendTestDelivery,
  type AttemptView,
  type EndpointView,
} from './webhook-endpoints.ts';

export class LeadsService {
  constructor(private readonly ctx: LeadsContext) {}

  /** Checks a conversion's fields and stores it with its webhook deliveries. */
  storeConversion(input: ConversionInput, now = Date.now()): Promise<ConversionOutcome> {
    return storeConversion(this.ctx, input, now);
  }

  listLeads(query: LeadQuery): Promise<LeadView[]> {
    return listLeads(this.ctx, query);
  }

  /** One page of leads for the platform API (offset paging, counted in SQL). */
  pageLeads(filter: LeadFilter, window: ListWindow): Promise<{ leads: LeadView[]; total: number }> {
    return pageLeads(this.ctx, filter, window);
  }

  getLead(id: string): Promise<LeadView | null> {
    return getLead(this.ctx, id);
  }

  /** Deletes one lead with its prize draws and webhook deliveries; false for an unknown id. */
  deleteLead(id: string): Promise<boolean> {
    return personalDataRepo.deleteLead(this.ctx.db, id);
  }

  /** Everything kept about a (lower-case) address, and its leads' ids (coupons issued to them). */
  personalData(email: string): Promise<{ part: PersonalDataPart; leadIds: string[] }> {
    return leadsPersonalData(this.ctx, email);
  }

  /** Deletes the address's leads, their prize draws and webhook deliveries not yet sent. */
  async erasePersonalData(email: string): Promise<ErasurePart> {
    const removed = await personalDataRepo.deleteLeadsOfEmail(this.ctx.db, email);
    return { kind: 'leads', removed, anonymised: 0 };
  }

  /** Conversions per popup id made in [from, to) (the analytics module's popup performance). */
  conversionsBetween(from: number, to: number): Promise<Map<string, number>> {
    return repo.conversionCountsBetween(this.ctx.db, from, to);
  }

  /** Conversions per day, popup and device (analytics; days as repo.conversionCountsByDay). */
  conversionsByDay(window: repo.ConversionWindow & { offsetMs: number }) {
    return repo.conversionCountsByDay(this.ctx.db, window);
  }

  /** Conversions per page they were made on, with that page's utm parameters and referrer. */
  async conversionsByPlace(window: repo.ConversionWindow) {
    const rows = await repo.conversionCountsByPlace(this.ctx.db, window);
    return rows.map((row) => ({
      page: row.page,
      utm: JSON.parse(row.utm) as Record<string, string>,
      referrer: row.referrer,
      count: row.count,
    }));
  }

  /**
   * For revenue attribution: the leads these (lower-case) addresses gave before `until`, and the
   * leads named by id (a single-use code's), each with its popup and time.
   */
  async conversionsFor(query: {
    emails: readonly string[];
    leadIds: readonly string[];
    until: number;
  }): Promise<{ id: string; popupId: string; email: string | null; createdAt: number }[]> {
    const rows = await repo.leadsByEmailOrId(this.ctx.db, {
      emails: query.emails,
      ids: query.leadIds,
      until: query.until,
    });
    return rows.map((row) => ({
      id: row.id,
      popupId: row.popup_id,
      email: row.email,
      createdAt: Number(row.created_at),
    }));
  }

  listEndpoints(siteId?: string): Promise<EndpointView[]> {
    return listEndpoints(this.ctx, siteId);
  }

  pageEndpoints(
    siteId: string | undefined,
    window: ListWindow,
  ): Promise<{ endpoints: EndpointView[]; total: number }> {
    return pageEndpoints(this.ctx, siteId, window);
  }

  getEndpoint(id: string): Promise<EndpointView | null> {
    return getEndpoint(this.ctx, id);
  }

  /** Adds a webhook endpoint to a site; null for an unknown site. */
  addEndpoint(siteId: string, url: string, now = Date.now()): Promise<EndpointView | null> {
    return addEndpoint(this.ctx, siteId, url, now);
  }

  deleteEndpoint(id: string): Promise<boolean> {
    return deleteEndpoint(this.ctx, id);
  }

  /** Queues a test delivery to one endpoint; answers its id, or null for an unknown endpoint. */
  sendTestDelivery(endpointId: string, now = Date.now()): Promise<string | null> {
    return sendTestDelivery(this.ctx, endpointId, now);
  }

  deliveryLog(endpointIds: string[], limit?: number): Promise<AttemptView[]> {
    return deliveryLog(this.ctx, endpointIds, limit);
  }

  /** The site's conversion code ('' for none). */
  getConversionCode(siteId: string): Promise<string> {
    return getConversionCode(this.ctx, siteId);
  }

  /** Sets a site's conversion code; false for an unknown site. */
  setConversionCode(siteId: string, code: string, now = Date.now()): Promise<boolean> {
    return setConversionCode(this.ctx, siteId, code, now);
  }
}
