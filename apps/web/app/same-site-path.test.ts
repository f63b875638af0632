import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each(['/', '/admin', '/admin?tab=leads', '/products/mug#reviews'])('keeps %j', (path) => {
    expect(sameSitePath(path, '/fallback')).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a tab before the host', '/\t/evil.example'],
    ['a relative path', 'admin'],
    ['an empty value', ''],
    ['a missing value', null],
    ['a file upload', new Blob(['/admin'])],
  ])('falls back for %s', (_label, value) => {
    expect(sameSitePath(value, '/fallback')).toBe('/fallback');
  });
});
