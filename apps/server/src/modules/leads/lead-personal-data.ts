// One person's leads for the owner's privacy requests (modules/privacy): the export's records and
// the erasure. The address is the lead's `email` column (its first email field, lower-cased).
import type { PersonalDataPart } from '@pinwheel/core';
import type { LeadsContext } from './leads-context.ts';
import * as repo from './personal-data-repo.ts';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** The address's leads, each with its fields as given and the prize draws made for it. */
export async function leadsPersonalData(
  ctx: LeadsContext,
  email: string,
): Promise<{ part: PersonalDataPart; leadIds: string[] }> {
  const leads = await repo.leadsOfEmail(ctx.db, email);
  const leadIds = leads.map((lead) => lead.id);
  const draws = await repo.prizeDrawsOf(ctx.db, email, leadIds);
  const records = leads.map((lead) => ({
    id: lead.id,
    kind: lead.kind,
    created_at: iso(lead.created_at),
    site_id: lead.site_id,
    popup_id: lead.popup_id,
    email: lead.email,
    fields: parsed(lead.fields),
    properties: parsed(lead.properties),
    consent: lead.consent === null ? null : Number(lead.consent) === 1,
    page_url: lead.page_url,
    page_title: lead.page_title,
    referrer: lead.referrer,
    utm: parsed(lead.utm),
    country: lead.country,
    device: lead.device,
    browser_language: lead.browser_language,
    operating_system: lead.operating_system,
    coupon: lead.coupon,
    prize: parsed(lead.prize),
    prize_draws: draws
      .filter((draw) => draw.lead_id === lead.id)
      .map((draw) => ({
        label: draw.label,
        is_winner: Number(draw.is_winner) === 1,
        code: draw.code,
        created_at: iso(draw.created_at),
      })),
  }));
  return { part: { kind: 'leads', records }, leadIds };
}
