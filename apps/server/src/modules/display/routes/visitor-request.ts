// What a display request tells about its visitor beyond the payload: address, country, language,
// and the host the request comes from.
import type { FastifyRequest } from 'fastify';
import { languageFromAcceptHeader } from '@pinwheel/core';
import type { VisitorFacts } from '../display-answer.ts';
import { countryOf } from '../geoip.ts';

export function visitorFacts(request: FastifyRequest, rememberedCountry?: string): VisitorFacts {
  const ip = request.ip;
  const acceptLanguage = request.headers['accept-language'];
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
export function callingHost(request: FastifyRequest, domainField?: string): string | undefined {
  return (
    hostOf(request.headers.origin) ??
    (domainField ? domainField.trim().toLowerCase() : undefined) ??
    hostOf(request.headers.referer)
  );
}

const clientIdPattern = /^[\w-]{1,64}$/;

/** Client ids are letters, digits, - and _; anything else is unknown without a look-up. */
export function isClientIdShape(clientId: string): boolean {
  return clientIdPattern.test(clientId);
}
