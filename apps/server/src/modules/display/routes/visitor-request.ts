// What a display request tells about its visitor beyond the payload: address, country, language,
// and the host the request comes from. Read from the raw headers and the address, so the Fastify
// routes and the display lane (display-lane.ts) read them alike.
import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage, languageFromAcceptHeader, type Language } from '@pinwheel/core';
import type { VisitorFacts } from '../display-answer.ts';
import { countryOf } from '../geoip.ts';

/**
 * The language of the page the loader runs on (`<html lang>`, the display request's `page_lang`)
 * when it is one of ours: `he`, `he-IL` (and the old code `iw`) are Hebrew; anything else is none.
 */
export function pageLanguage(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  const lang = primary === 'iw' ? 'he' : primary;
  return isLanguage(lang) ? lang : undefined;
}

/**
 * The visitor's facts. The popups' language is the page's when the page says one of ours (a
 * Hebrew page shows the Hebrew popup whatever the browser prefers), else the browser's choice.
 */
export function visitorFacts(
  ip: string,
  headers: IncomingHttpHeaders,
  rememberedCountry?: string,
  pageLang?: string,
): VisitorFacts {
  const acceptLanguage = headers['accept-language'];
  return {
    ip,
    country: countryOf(ip, rememberedCountry),
    lang:
      pageLanguage(pageLang) ??
      languageFromAcceptHeader(typeof acceptLanguage === 'string' ? acceptLanguage : undefined),
  };
}

function hostOf(address: unknown): string | undefined {
  if (typeof address !== 'string' || address === '' || address === 'null') return undefined;
  try {
    return new URL(address).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host of the page calling: the browser's Origin header when it sent one (a page cannot forge
 * it), else the page's own `domain` field, else the Referer's host.
 */
export function callingHost(
  headers: IncomingHttpHeaders,
  domainField?: string,
): string | undefined {
  return (
    hostOf(headers.origin) ??
    (domainField ? domainField.trim().toLowerCase() : undefined) ??
    hostOf(headers.referer)
  );
}
