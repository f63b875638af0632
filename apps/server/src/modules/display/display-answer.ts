// Writes display answers as JSON bytes (spec §3 "Display response"). Each popup's JSON was made
// and encoded once per cache entry, so an answer with twenty popups is one copy of ready bytes:
// no serialising, no string flattening, no UTF-8 encoding per request (measured: those were a
// fifth of the display path's time). The fields and their order are the spec's.
import type { DisplayResponse, Language } from '@pinwheel/core';
import type { DisplayRefusal } from './display-decision.ts';
import type { VisitorCountry } from './geoip.ts';
import type { ServedPopup, SiteSnapshot } from './site-cache.ts';

export interface VisitorFacts {
  country: VisitorCountry;
  ip: string;
  lang: Language;
}

export type DisplayOutcome =
  DisplayRefusal | { display: 'allowed'; snapshot: SiteSnapshot; popups: readonly ServedPopup[] };

/** What the upgrade notice of a restricted client is told (the spec leaves its shape to us). */
const restrictionSetting = { show_upgrade_notice: true, reason: 'client_restricted' };

const comma = Buffer.from(',');

/** `before` + the popups' JSON array + `after`, as one buffer. */
function withPoptins(outcome: DisplayOutcome, before: string, after: string): Buffer {
  const popups = outcome.display === 'allowed' ? outcome.popups : [];
  const parts: Buffer[] = [Buffer.from(`${before}[`)];
  for (let i = 0; i < popups.length; i++) {
    if (i > 0) parts.push(comma);
    parts.push(popups[i]!.json);
  }
  parts.push(Buffer.from(`]${after}`));
  return Buffer.concat(parts);
}

/** The answer to POST /api/display/{clientId}. */
export function displayAnswerJson(outcome: DisplayOutcome, facts: VisitorFacts): Buffer {
  const restricted = outcome.display === 'not_allowed' && outcome.reason === 'client_restricted';
  const head: Pick<DisplayResponse, 'display' | 'message'> =
    outcome.display === 'allowed'
      ? { display: 'allowed' }
      : { display: 'not_allowed', message: outcome.message };
  const tail: Omit<DisplayResponse, 'display' | 'message' | 'poptins'> = {
    if_freemium: outcome.snapshot?.site.isFreemium ? 1 : 0,
    country: facts.country.name,
    country_code: facts.country.code,
    cc: facts.country.code,
    ip: facts.ip,
    lang: facts.lang,
    is_client_restriction: restricted ? 1 : 0,
    client_restriction_setting: restricted ? restrictionSetting : null,
  };
  return withPoptins(
    outcome,
    `${JSON.stringify(head).slice(0, -1)},"poptins":`,
    `,${JSON.stringify(tail).slice(1)}`,
  );
}

/** The answer to the click calls: display, message, country, country_code, if_freemium, lang, poptins. */
export function clickAnswerJson(outcome: DisplayOutcome, facts: VisitorFacts): Buffer {
  const head = {
    display: outcome.display,
    ...(outcome.display === 'not_allowed' ? { message: outcome.message } : {}),
    country: facts.country.name,
    country_code: facts.country.code,
    if_freemium: outcome.snapshot?.site.isFreemium ? 1 : 0,
    lang: facts.lang,
  };
  return withPoptins(outcome, `${JSON.stringify(head).slice(0, -1)},"poptins":`, '}');
}
