// What a display request tells about its visitor beyond the payload: address, country, language,
// and the host the request comes from. Read from the raw headers and the address, so the Fastify
// routes and the display lane (display-lane.ts) read them alike.
import type { IncomingHttpHeaders } from 'node:http';
import { languageFromAcceptHeader } from '@pinwheel/core';
import type { VisitorFacts } from '../display-answer.ts';
import { countryOf } from '../geoip.ts';

export function visitorFacts(
  ip: string,
  headers: IncomingHttpHeaders,
  rememberedCountry?: string,
): VisitorFacts {
  const acceptLanguage = headers['accept-language'];
  return {
    ip,
    country: countryOf(ip, rememberedCountry),
    lang: languageFromAcceptHeader(typeof acceptLanguage === 'string' ? acceptLanguage : undefined),
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
