import { describe, expect, it } from 'vitest';
import { afterPlay, sliceUnderPointer, wheelRotation } from './game-timing.ts';

describe('the wheel', () => {
  it('stops each slice under the pointer', () => {
    for (const count of [2, 4, 5, 12]) {
      for (let index = 0; index < count; index++) {
        expect(sliceUnderPointer(wheelRotation(index, count), count)).toBe(index);
      }
    }
  });

  it('turns whole turns first', () => {
    expect(wheelRotation(0, 4)).toBe(6 * 360 - 45);
  });
});

describe('after a game', () => {
  it('redirects after the prize’s delay, three times as long with a code', () => {
    const prize = {
      redirect_to: 1 as const,
      redirect_to_options: { redirect_to_url: '/sale', redirect_close_delay: 2 },
    };
    expect(afterPlay(prize, false, 60)).toEqual({ kind: 'redirect', url: '/sale', seconds: 2 });
    expect(afterPlay(prize, true, 60)).toEqual({ kind: 'redirect', url: '/sale', seconds: 6 });
  });

  it('closes after 4 s (12 s with a code) when the prize closes without a delay', () => {
    const prize = { redirect_to_options: { redirect_close: 1 as const } };
    expect(afterPlay(prize, false, 60)).toEqual({ kind: 'close', seconds: 4 });
    expect(afterPlay(prize, true, 60)).toEqual({ kind: 'close', seconds: 12 });
  });

  it('otherwise stays as long as the popup’s thank-you screen would', () => {
    expect(afterPlay(undefined, false, 5)).toEqual({ kind: 'close', seconds: 5 });
    expect(afterPlay({ redirect_to: 0 }, true, 5)).toEqual({ kind: 'close', seconds: 15 });
  });
});
