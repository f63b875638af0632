import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar.ts';

const start = Date.parse('2025-01-01T00:00:00Z');

function jarAt(now: { value: number }) {
  return new CookieJar({ now: () => now.value });
}

describe('CookieJar', () => {
  it('sends back what the server set, and sends nothing before', () => {
    const jar = new CookieJar();
    expect(jar.cookieHeaderFor('http://shop.test/api/session')).toBeUndefined();
    jar.store('http://shop.test/api/session', [
      'pinwheel_bid=abc; Path=/; HttpOnly; SameSite=Lax',
      'pinwheel_session=tok=en; Path=/; HttpOnly',
    ]);
    expect(jar.cookieHeaderFor('http://shop.test/api/products')).toBe(
      'pinwheel_bid=abc; pinwheel_session=tok=en',
    );
  });

  it('replaces a cookie of the same name and keeps its place', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['a=1; Path=/', 'b=2; Path=/']);
    jar.store('http://shop.test/', ['a=3; Path=/']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('a=3; b=2');
  });

  it('forgets a cookie the server expires (sign-out clears the session cookie)', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['pinwheel_session=tok; Path=/', 'keep=1; Path=/']);
    jar.store('http://shop.test/', [
      'pinwheel_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('keep=1');
    jar.store('http://shop.test/', ['keep=; Path=/; Max-Age=0']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
  });

  it('stops sending a cookie when its time is up, Max-Age winning over Expires', () => {
    const now = { value: start };
    const jar = jarAt(now);
    jar.store('http://shop.test/', [
      'short=1; Max-Age=60; Expires=Wed, 01 Jan 2031 00:00:00 GMT',
      'dated=1; Expires=Wed, 01 Jan 2025 00:10:00 GMT',
    ]);
    now.value = start + 59_000;
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('short=1; dated=1');
    now.value = start + 60_000;
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('dated=1');
    now.value = start + 600_000;
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
  });

  it('keeps a host-only cookie to its host, and a Domain cookie to that domain and below', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['host=1']);
    jar.store('http://www.shop.test/', ['wide=1; Domain=.shop.test']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('host=1; wide=1');
    expect(jar.cookieHeaderFor('http://api.shop.test/')).toBe('wide=1');
    expect(jar.cookieHeaderFor('http://othershop.test/')).toBeUndefined();
  });

  it('refuses a cookie for another site’s domain', () => {
    const jar = new CookieJar();
    jar.store('http://evil.test/', ['stolen=1; Domain=shop.test']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
    expect(jar.cookieHeaderFor('http://evil.test/')).toBeUndefined();
  });

  it('sends a cookie only under its path, longer paths first', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/admin/orders', ['scoped=1; Path=/admin', 'root=1; Path=/']);
    jar.store('http://shop.test/api/forms/x', ['defaulted=1']);
    expect(jar.cookieHeaderFor('http://shop.test/admin/orders')).toBe('scoped=1; root=1');
    expect(jar.cookieHeaderFor('http://shop.test/administrator')).toBe('root=1');
    // Without a Path the cookie belongs to the directory of the URL that set it.
    expect(jar.cookieHeaderFor('http://shop.test/api/forms/y')).toBe('defaulted=1; root=1');
    expect(jar.cookieHeaderFor('http://shop.test/api/other')).toBe('root=1');
  });

  it('keeps Secure cookies to https and the loopback host', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['plain=1; Secure']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
    jar.store('https://shop.test/', ['safe=1; Secure']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
    expect(jar.cookieHeaderFor('https://shop.test/')).toBe('safe=1');
    jar.store('http://127.0.0.1:3000/', ['local=1; Secure']);
    expect(jar.cookieHeaderFor('http://127.0.0.1:3000/')).toBe('local=1');
  });

  it('ignores a Set-Cookie without a name=value pair', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['garbage', '=nameless', 'ok=1']);
    expect(jar.cookieHeaderFor('http://shop.test/')).toBe('ok=1');
  });

  it('forgets everything on clear', () => {
    const jar = new CookieJar();
    jar.store('http://shop.test/', ['a=1']);
    jar.clear();
    expect(jar.cookieHeaderFor('http://shop.test/')).toBeUndefined();
  });
});
