// The visitor's ip and country code as the server last saw them (spec §9: cookies for 365 d). The
// country goes back as the display request's `cc`, sparing the server a GeoIP look-up.
import type { DisplayResponse } from '@pinwheel/core';
import type { CookieJarStore } from './cookie-jar.ts';
import { visitorCookies } from './cookie-names.ts';

export function rememberGeo(
  jar: CookieJarStore,
  response: Pick<DisplayResponse, 'ip' | 'cc'>,
): void {
  if (response.ip) jar.write(visitorCookies.userIp, response.ip);
  // Only `cc`: the server leaves it empty when the country is its default guess, which must not
  // be remembered for a year.
  if (response.cc) jar.write(visitorCookies.userCountry, response.cc);
}

export function rememberedCountry(jar: CookieJarStore): string | undefined {
  return jar.read(visitorCookies.userCountry.name) || undefined;
}
