import { DEFAULT_VISITOR_COUNTRY_CODE } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { countryName, countryOf, geoipLoadFailure } from './geoip.ts';

describe('visitor country', () => {
  it('loads the GeoIP database shipped with geoip-country', () => {
    expect(geoipLoadFailure()).toBeUndefined();
  });

  it('looks public addresses up, IPv4 and IPv6', () => {
    expect(countryOf('8.8.8.8')).toEqual({ code: 'US', name: 'United States', source: 'geoip' });
    expect(countryOf('2001:4860:4860::8888').code).toBe('US');
    expect(countryOf('::ffff:8.8.8.8').code).toBe('US');
  });

  it('falls back to the default country for loopback, private and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', 'not an address', '']) {
      expect(countryOf(ip)).toEqual({
        code: DEFAULT_VISITOR_COUNTRY_CODE,
        name: countryName(DEFAULT_VISITOR_COUNTRY_CODE),
        source: 'default',
      });
    }
  });

  it('trusts a remembered two-letter code and ignores anything else', () => {
    expect(countryOf('8.8.8.8', 'il')).toEqual({
      code: 'IL',
      name: 'Israel',
      source: 'remembered',
    });
    expect(countryOf('8.8.8.8', 'israel').source).toBe('geoip');
    expect(countryOf('127.0.0.1', '').source).toBe('default');
  });
});
