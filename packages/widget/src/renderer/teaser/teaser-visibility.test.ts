import { describe, expect, it } from 'vitest';
import { teaserVisible } from './teaser-visibility.ts';

const fresh = { open: false, seen: false, closed: false };

describe('teaserVisible', () => {
  it('hides every teaser while its popup is open', () => {
    for (const mode of ['always', 'before_show', 'after_close'] as const) {
      expect(teaserVisible(mode, { open: true, seen: true, closed: true })).toBe(false);
    }
  });

  it('always: shows whenever the popup is not open', () => {
    expect(teaserVisible('always', fresh)).toBe(true);
    expect(teaserVisible('always', { open: false, seen: true, closed: true })).toBe(true);
  });

  it('before_show: shows only until the popup has been seen', () => {
    expect(teaserVisible('before_show', fresh)).toBe(true);
    expect(teaserVisible('before_show', { open: false, seen: true, closed: false })).toBe(false);
    expect(teaserVisible('before_show', { open: false, seen: true, closed: true })).toBe(false);
  });

  it('after_close: shows only once the popup has been closed', () => {
    expect(teaserVisible('after_close', fresh)).toBe(false);
    expect(teaserVisible('after_close', { open: false, seen: true, closed: false })).toBe(false);
    expect(teaserVisible('after_close', { open: false, seen: true, closed: true })).toBe(true);
  });
});
