import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each(['/', '/admin', '/admin?tab=leads', '/products/mug#reviews', '/search?q=a%20b'])(
    'keeps %j',
    (path) => {
      expect(sameSitePath(path, '/fallback')).toBe(path);
    },
  );

  // A Location header cannot hold characters above U+00FF: they used to answer 500.
  it.each([
    ['/ā', '/%C4%81'],
    ['/a b', '/a%20b'],
    [
      '/מוצרים?שם=ספל כחול#ביקורות',
      '/%D7%9E%D7%95%D7%A6%D7%A8%D7%99%D7%9D?%D7%A9%D7%9D=%D7%A1%D7%A4%D7%9C%20%D7%9B%D7%97%D7%95%D7%9C#%D7%91%D7%99%D7%A7%D7%95%D7%A8%D7%95%D7%AA',
    ],
    ['/emoji/🎡', '/emoji/%F0%9F%8E%A1'],
    ['/admin/../products', '/products'],
  ])('percent-encodes %j as %j', (value, expected) => {
    const path = sameSitePath(value, '/fallback');
    expect(path).toBe(expected);
    expect(() => new Headers({ Location: path })).not.toThrow();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['this site as an absolute URL', 'http://same.site/admin'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a tab before the host', '/\t/evil.example'],
    ['a newline', '/admin\nLocation: https://evil.example/'],
    ['a relative path', 'admin'],
    ['an empty value', ''],
    ['a missing value', null],
    ['a file upload', new Blob(['/admin'])],
  ])('falls back for %s', (_label, value) => {
    expect(sameSitePath(value, '/fallback')).toBe('/fallback');
  });

  // Dot segments are resolved before the answer is used: what comes out must still be a path a
  // browser reads as this site, not "//host".
  it.each([
    ['a dot segment before the host', '/.//evil.example'],
    ['a parent segment before the host', '/..//evil.example'],
    ['a parent segment after a name', '/a/..//evil.example'],
    ['an escaped dot segment', '/%2e//evil.example'],
    ['an escaped parent segment', '/a/%2e%2e//evil.example'],
    ['escaped slashes', '/%2f%2fevil.example'],
    ['escaped slashes in capitals', '/%2F%2Fevil.example'],
    ['an escaped backslash', '/%5cevil.example'],
    ['a dot segment with an escaped slash', '/.%2f/evil.example'],
    ['a parent segment with an escaped slash', '/a/..%2f/evil.example'],
    ['doubly escaped slashes', '/%252f%252fevil.example'],
    ['an escaped control character', '/%09/evil.example'],
    ['a broken escape', '/100%'],
  ])('falls back for %s', (_label, value) => {
    expect(sameSitePath(value, '/fallback')).toBe('/fallback');
  });

  it.each([
    ['/a/./b', '/a/b'],
    ['/a/%2e%2e/b', '/b'],
    ['/a//b', '/a//b'],
    ['/products/mug%20blue', '/products/mug%20blue'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('keeps the same-site path %j as %j', (value, expected) => {
    expect(sameSitePath(value, '/fallback')).toBe(expected);
  });
});
