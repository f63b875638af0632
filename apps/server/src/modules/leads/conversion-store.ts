// Storing a conversion: the visitor's fields checked again with core's lead-form rules (the ones
// the widget ran), the lead stored with its outbox rows in one transaction, and a consenting lead
// joining the popup form's mailing list.
import { isOn, randomId, type GamePrizeResult, type Language, type Popup } from '@pinwheel/core';
import {
  leadFieldEntries,
  validateLeadForm,
  type LeadFieldProblem,
  type LeadValue,
} from '@pinwheel/core/lead-form';
import { internationalPhoneProblem } from '@pinwheel/core/phone-international';
import type { ConversionTarget } from '../display/index.ts';
import { isListedEmailDomain, UNIQUE_COUPON_TYPE } from '../display/index.ts';
import { conversionFields } from './lead-fields.ts';
import type { LeadsContext } from './leads-context.ts';
import { keepDraw, prizeAnswerIn, prizeForLead, PrizeCouponGone } from './prize-draw.ts';
import * as repo from './repo.ts';

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
  | {
      stored: true;
      id: string;
      conversionCode: string;
      /** The popup's coupon as this lead gets it: the code itself, or one issued to the lead. */
      coupon: { code: string; coupon_type: string } | null;
      /** A game's prize for this lead, drawn on the server (the same on a second submit). */
      prize: GamePrizeResult | null;
    }
  | { stored: false; invalid: LeadFieldProblem[] }
  | { stored: false; badFieldList: true };

export async function storeConversion(
  ctx: LeadsContext,
  input: ConversionInput,
  now = Date.now(),
): Promise<ConversionOutcome> {
  try {
    return await storeOnce(ctx, input, now);
  } catch (error) {
    if (!(error instanceof PrizeCouponGone)) throw error;
    // A prize's coupon was deleted (in another process) after this process last checked it:
    // nothing was stored; the draw is made again from what the shop has now.
    ctx.couponChecks.clear();
    return storeOnce(ctx, input, now);
  }
}

async function storeOnce(
  ctx: LeadsContext,
  input: ConversionInput,
  now: number,
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
  const coupon = kind === 'lead' ? await leadCoupon(ctx, popup, id, now) : null;
  // A game's lead plays: its prize is drawn before the transaction and kept in it, where an
  // earlier draw of the visitor or email stands instead (prize-draw.ts).
  const draw =
    kind === 'lead'
      ? await prizeForLead(
          ctx,
          { popup, popupId: target.popupId, visitorId: input.viewerId, email, leadId: id },
          now,
        )
      : null;
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
    // A copied code (a coupon click), or the code this lead was given.
    coupon: input.kindHint.coupon || coupon?.code || null,
    created_at: new Date(now).toISOString(),
  };
  const stored = await repo.insertLeadWithDeliveries(
    ctx.db,
    {
      ...payloadLead,
      fields: JSON.stringify(values),
      properties: JSON.stringify(properties),
      consent: payloadLead.consent === null ? null : payloadLead.consent ? 1 : 0,
      utm: JSON.stringify(payloadLead.utm),
      created_at: now,
    },
    (endpoints, prize) =>
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
            lead: { ...payloadLead, prize: prize && repo.prizeResultOf(prize) },
          }),
          status: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
        };
      }),
    draw && ((trx) => keepDraw(ctx, trx, draw)),
  );
  if (stored.deliveries > 0) ctx.outbox.poke();
  if (kind === 'lead' && email && consentChecked)
    joinMailingList(ctx, popup, email, properties, input.lang);
  return {
    stored: true,
    id,
    conversionCode: (await ctx.conversionCodes.get(target.site.clientId)) ?? '',
    coupon,
    prize: stored.prize && prizeAnswerIn(repo.prizeResultOf(stored.prize), popup, input.lang),
  };
}

/**
 * The popup's coupon for this lead (design_properties.coupon): a shared code as it is, a
 * single-use one issued to the lead before the lead is stored, so its webhook carries it too.
 * The browser never chooses it. A coupon deleted since the popup was saved gives nothing.
 */
async function leadCoupon(
  ctx: LeadsContext,
  popup: Popup,
  leadId: string,
  now: number,
): Promise<{ code: string; coupon_type: string } | null> {
  const named = popup.design_properties.coupon;
  if (!named?.code.trim()) return null;
  const code = await ctx.coupons.codeForLead(
    named.code.trim(),
    { unique: named.coupon_type === UNIQUE_COUPON_TYPE, leadId },
    now,
  );
  if (!code) {
    ctx.log.warn({ coupon: named.code }, 'a popup names a coupon the shop no longer has');
    return null;
  }
  return { code, coupon_type: named.coupon_type };
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
