// The version rules on their own: which If-Match headers name the current version.
import { describe, expect, it } from 'vitest';
import { nextVersion, versionMatches, versionTag } from './rest-version.ts';

describe('rest-version', () => {
  it('tags a version by its milliseconds, from a number or a Date', () => {
    expect(versionTag(1_700_000_000_123)).toBe('"1700000000123"');
    expect(versionTag(new Date(5))).toBe('"5"');
  });

  it('matches no header, *, the tag, a weak copy of it or a list holding it', () => {
    expect(versionMatches(undefined, 7)).toBe(true);
    expect(versionMatches('', 7)).toBe(true);
    expect(versionMatches('*', 7)).toBe(true);
    expect(versionMatches('"7"', 7)).toBe(true);
    expect(versionMatches('W/"7"', 7)).toBe(true);
    expect(versionMatches('"3", "7"', 7)).toBe(true);
  });

  it('refuses another version, and an unquoted one', () => {
    expect(versionMatches('"6"', 7)).toBe(false);
    expect(versionMatches('7', 7)).toBe(false);
    expect(versionMatches('"3", "4"', 7)).toBe(false);
  });

  it('moves the version on even within one millisecond', () => {
    expect(nextVersion(100, 50)).toBe(101);
    expect(nextVersion(100, 500)).toBe(500);
  });
});
