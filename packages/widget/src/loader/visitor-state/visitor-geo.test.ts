import { describe, expect, it } from 'vitest';
import type { CookieJarStore } from './cookie-jar.ts';
import { rememberGeo, rememberedCountry } from './visitor-geo.ts';

function memoryJar(): CookieJarStore {
  const cookies: Record<string, string> = {};
  return {
    read: (name) => cookies[name],
    all: () => ({ ...cookies }),
    write: (spec, value, name = spec.name) => void (cookies[name] = value),
    remove: (name) => void delete cookies[name],
  };
}

describe('the remembered country', () => {
  it('keeps the country the server found', () => {
    const jar = memoryJar();
    rememberGeo(jar, { ip: '203.0.113.9', cc: 'IL' });
    expect(rememberedCountry(jar)).toBe('IL');
  });

  it("does not remember the server's default guess (an empty cc)", () => {
    const jar = memoryJar();
    rememberGeo(jar, { ip: '10.0.0.7', cc: '' });
    expect(rememberedCountry(jar)).toBeUndefined();
  });
});
