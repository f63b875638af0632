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

  it('each exist in Hebrew too: the same blocks, teaser and codes, in Hebrew words', () => {
    const hebrewLetters = /[\u05d0-\u05ea]/;
    const words = (block: { type: string } & Record<string, unknown>) =>
      [block.text, block.label, block.submit_label].filter((word) => typeof word === 'string');
    for (const { id, popup } of demoPopups) {
      if (Object.values(DEMO_RECOMMENDATION_POPUP_IDS).includes(id as never)) continue;
      const english = popup.design!;
      const hebrew = popup.translations?.he?.design;
      expect(hebrew, id).toBeDefined();
      expect(
        hebrew!.blocks.map((block) => block.type),
        id,
      ).toEqual(english.blocks.map((block) => block.type));
      expect(hebrew!.thank_you?.length, id).toBe(english.thank_you?.length);
      expect(hebrew!.theme, id).toEqual(english.theme);
      for (const block of [...hebrew!.blocks, ...(hebrew!.thank_you ?? [])]) {
        for (const word of words(block as never)) expect(word, id).toMatch(hebrewLetters);
        if (block.type === 'coupon') {
          expect(english.blocks.concat(english.thank_you ?? []), id).toContainEqual(
            expect.objectContaining({ type: 'coupon', code: block.code }),
          );
        }
      }
      if (english.teaser) expect(hebrew!.teaser?.text, id).toMatch(hebrewLetters);
    }
  });
});
