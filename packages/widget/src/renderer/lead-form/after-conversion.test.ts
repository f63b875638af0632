// The redirect after a conversion (spec §4 redirect flags, §9 about 200 ms): it waits its delay,
// happens once per popup and page however often the form is sent, and a game closed (playable
// again from its teaser) may redirect again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRedirect,
  REDIRECT_AFTER_SUBMIT_MS,
  REDIRECT_AFTER_THANKS_MS,
  REDIRECT_COUPON_FACTOR,
  redirectOnce,
} from './after-conversion.ts';

/** A window whose timers are the test's and whose address changes are recorded. */
function fakeWindow() {
  const assigned: string[] = [];
  const win = {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    location: { assign: (address: string) => assigned.push(address) },
  } as unknown as Window;
  return { win, assigned };
}

describe('redirectOnce', () => {
  afterEach(() => vi.useRealTimers());

  it('goes after 200 ms by default, not before', () => {
    vi.useFakeTimers();
    expect(REDIRECT_AFTER_SUBMIT_MS).toBe(200);
    const { win, assigned } = fakeWindow();
    expect(redirectOnce(win, 'aaaaaaaaaaaaa', 'https://shop.example/thanks')).toBe(true);
    vi.advanceTimersByTime(199);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual(['https://shop.example/thanks']);
  });

  it('redirects once per popup: a second send of the same popup stays on the page', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow();
    expect(redirectOnce(win, 'bbbbbbbbbbbbb', 'https://shop.example/a')).toBe(true);
    expect(redirectOnce(win, 'bbbbbbbbbbbbb', 'https://shop.example/b')).toBe(false);
    // Another popup has its own flag.
    expect(redirectOnce(win, 'ccccccccccccc', 'https://shop.example/c', 50)).toBe(true);
    vi.advanceTimersByTime(REDIRECT_AFTER_SUBMIT_MS);
    expect(assigned).toEqual(['https://shop.example/c', 'https://shop.example/a']);
  });

  it('lets a game closed redirect again when played again', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow();
    expect(redirectOnce(win, 'ddddddddddddd', 'https://shop.example/prize')).toBe(true);
    forgetRedirect('ddddddddddddd');
    expect(redirectOnce(win, 'ddddddddddddd', 'https://shop.example/prize')).toBe(true);
    vi.advanceTimersByTime(REDIRECT_AFTER_SUBMIT_MS);
    expect(assigned).toHaveLength(2);
  });

  it('waits 4 s after a thank-you screen, three times that with a coupon code to copy', () => {
    expect(REDIRECT_AFTER_THANKS_MS).toBe(4000);
    expect(REDIRECT_AFTER_THANKS_MS * REDIRECT_COUPON_FACTOR).toBe(12_000);
  });
});
