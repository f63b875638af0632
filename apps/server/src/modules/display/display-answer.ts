// Writes display answers as JSON text (spec §3 "Display response"). Each popup's JSON was made
// once per cache entry, so an answer with twenty popups is a join of ready strings, not twenty
// serialisations. The fields and their order are the spec's.
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

function poptinsJson(outcome: DisplayOutcome): string {
  if (outcome.display !== 'allowed' || outcome.popups.length === 0) return '[]';
  let json = '[';
  for (let i = 0; i < outcome.popups.length; i++) {
    if (i > 0) json += ',';
    json += outcome.popups[i]!.json;
  }
  return `${json}]`;
}

/** The answer to POST /api/display/{clientId}. */
export function displayAnswerJson(outcome: DisplayOutcome, facts: VisitorFacts): string {
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
  return `${JSON.stringify(head).slice(0, -1)},"poptins":${poptinsJson(outcome)},${JSON.stringify(tail).slice(1)}`;
}

/** The answer to the click calls: display, message, country, country_code, if_freemium, lang, poptins. */
export function clickAnswerJson(outcome: DisplayOutcome, facts: VisitorFacts): string {
  const head = {
    display: outcome.display,
    ...(outcome.display === 'not_allowed' ? { message: outcome.message } : {}),
    country: facts.country.name,
    country_code: facts.country.code,
    if_freemium: outcome.snapshot?.site.isFreemium ? 1 : 0,
    lang: facts.lang,
  };
  return `${JSON.stringify(head).slice(0, -1)},"poptins":${poptinsJson(outcome)}}`;
}

/** The visitor's language for the answer: Hebrew when the browser prefers it, else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: Language = 'en';
  let bestWeight = -1;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    const weight = q ? Number(q.trim().slice(2)) : 1;
    const primary = tag.split('-')[0];
    const lang: Language | null =
      primary === 'he' || primary === 'iw' ? 'he' : primary === 'en' ? 'en' : null;
    if (lang && Number.isFinite(weight) && weight > bestWeight) {
      best = lang;
      bestWeight = weight;
    }
  }
  return best;
}
