// The demo's popups are what a new owner sees first: each is a valid popup of the owner API with a
// design document whose colours read well (WCAG: text 4.5:1, focus rings and borders 3:1).
import { contrastRatio, readableOn } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { DEMO_POPUP_IDS, DEMO_RECOMMENDATION_POPUP_IDS, demoPopups } from './demo-popups.ts';
import { popupBodySchema } from './popup-schema.ts';

describe('the demo popups', () => {
  it('are one per id, each a valid popup drawn from a design document with a heading', () => {
    expect(demoPopups.map((demo) => demo.id)).toEqual([
      ...Object.values(DEMO_POPUP_IDS),
      ...Object.values(DEMO_RECOMMENDATION_POPUP_IDS),
    ]);
    for (const { id, popup } of demoPopups) {
      expect(() => popupBodySchema.parse(popup), id).not.toThrow();
      expect(
        popup.design?.blocks.some((block) => block.type === 'heading') ||
          popup.poptin_type === 'bar',
        id,
      ).toBe(true);
    }
  });

  it.each(demoPopups.map((demo) => [demo.id, demo.popup.design?.theme ?? {}] as const))(
    '%s keeps its text legible',
    (_, theme) => {
      const background = theme.background ?? '#ffffff';
      const accent = theme.accent ?? '#4338ca';
      expect(contrastRatio(theme.text ?? '#1f2937', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readableOn(accent), accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent, background)).toBeGreaterThanOrEqual(3);
    },
  );
});
