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
});
