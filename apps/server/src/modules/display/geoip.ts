// The visitor's country for the display response (country, country_code, cc). The browser may send
// the code it remembered (the cc cookie); otherwise the address is looked up in the GeoLite2 country
// database that the geoip-country package ships (read once, in memory). Addresses with no answer
// (loopback, private networks, unknown ranges) and a database that fails to load fall back to
// DEFAULT_VISITOR_COUNTRY_CODE, the spec's default country (§5 "default us"). Never throws.
import { createRequire } from 'node:module';
import { DEFAULT_VISITOR_COUNTRY_CODE } from '@pinwheel/core';

export interface VisitorCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** English name of the country. */
  name: string;
  source: 'remembered' | 'geoip' | 'default';
}

interface GeoipCountryModule {
  lookup(ip: string): { country?: string } | null;
}

type Lookup = (ip: string) => string | null;

const require = createRequire(import.meta.url);
let lookupCountry: Lookup | undefined;
let loadFailure: Error | undefined;

/** Loads the database on first use; a failure is remembered, reported once, and falls back. */
function database(): Lookup | undefined {
  if (lookupCountry || loadFailure) return lookupCountry;
  try {
    const geoip = require('geoip-country') as GeoipCountryModule;
    lookupCountry = (ip) => geoip.lookup(ip)?.country ?? null;
  } catch (error) {
    loadFailure = error instanceof Error ? error : new Error(String(error));
  }
  return lookupCountry;
}

/** Why the GeoIP database is unavailable, if it is (for a startup warning). */
export function geoipLoadFailure(): Error | undefined {
  database();
  return loadFailure;
}

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const namesByCode = new Map<string, string>();

export function countryName(code: string): string {
  let name = namesByCode.get(code);
  if (name === undefined) {
    try {
      name = names.of(code) ?? code;
    } catch {
      name = code;
    }
    namesByCode.set(code, name);
  }
  return name;
}

const countryCodePattern = /^[A-Za-z]{2}$/;

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countryCodePattern.test(value);
}

function answer(code: string, source: VisitorCountry['source']): VisitorCountry {
  const upper = code.toUpperCase();
  return { code: upper, name: countryName(upper), source };
}

/** The country of a visitor from the code their browser remembered, else their address. */
export function countryOf(ip: string, remembered?: string): VisitorCountry {
  if (isCountryCode(remembered)) return answer(remembered, 'remembered');
  const lookup = database();
  if (lookup) {
    try {
      const code = lookup(ip);
      if (isCountryCode(code)) return answer(code, 'geoip');
    } catch {
      // A malformed address: fall through to the default.
    }
  }
  return answer(DEFAULT_VISITOR_COUNTRY_CODE, 'default');
}
