// How long the thank-you screen stays (spec §4): auto close is on unless the popup turns it off,
// at 5 s unless it names its seconds; turned off, the screen stays 60 s.
import { THANK_YOU_AUTO_CLOSE_DEFAULT_S, THANK_YOU_STAY_S } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { closeOptionsOf } from './close-options.ts';

const thankYouSeconds = (design: Record<string, unknown>) =>
  closeOptionsOf({ design_properties: design }).thankYouSeconds;

describe('closeOptionsOf: the thank-you screen’s stay', () => {
  it('closes after 5 s when the popup says nothing about it', () => {
    expect(THANK_YOU_AUTO_CLOSE_DEFAULT_S).toBe(5);
    expect(thankYouSeconds({})).toBe(5);
    expect(thankYouSeconds({ poptin_design_thank_screen: 1 })).toBe(5);
  });

  it('closes after 5 s when auto close is on without its seconds', () => {
    expect(thankYouSeconds({ poptin_design_thank_screen_auto_close: 1 })).toBe(5);
    expect(
      thankYouSeconds({
        poptin_design_thank_screen_auto_close: '1',
        poptin_design_thank_screen_auto_close_sec: 'soon',
      }),
    ).toBe(5);
  });

  it('closes after the seconds the popup names', () => {
    expect(
      thankYouSeconds({
        poptin_design_thank_screen_auto_close: 1,
        poptin_design_thank_screen_auto_close_sec: 8,
      }),
    ).toBe(8);
    expect(thankYouSeconds({ poptin_design_thank_screen_auto_close_sec: '3' })).toBe(3);
  });

  it('stays 60 s when auto close is turned off', () => {
    expect(THANK_YOU_STAY_S).toBe(60);
    expect(thankYouSeconds({ poptin_design_thank_screen_auto_close: 0 })).toBe(60);
    expect(
      thankYouSeconds({
        poptin_design_thank_screen_auto_close: 0,
        poptin_design_thank_screen_auto_close_sec: 9,
      }),
    ).toBe(60);
  });
});
