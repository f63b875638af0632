import { describe, expect, it } from 'vitest';
import { evaluatePopup } from './evaluate-popup.ts';

const popup = {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Israel only',
  poptin_target: 'lead' as const,
  poptin_type: 'lightbox' as const,
  poptin_format: 'format_1' as const,
  display_in_countries: { mode: 'show' as const, values: ['IL'] },
  display_in_languages: { mode: 'dont_show' as const, values: ['en' as const] },
};

describe('country and language rules', () => {
  it('shows only to the listed countries and keeps away the listed languages', () => {
    expect(evaluatePopup(popup, { now: 0, country: 'IL', language: 'he' }).show).toBe(true);
    expect(evaluatePopup(popup, { now: 0, country: 'il', language: 'he' }).show).toBe(true);
    expect(evaluatePopup(popup, { now: 0, country: 'US', language: 'he' }).show).toBe(false);
    expect(evaluatePopup(popup, { now: 0, country: 'IL', language: 'en' }).show).toBe(false);
  });

  it('is left to the server when this side does not know the country or language', () => {
    const evaluation = evaluatePopup(popup, { now: 0 });
    expect(evaluation.show).toBe(true);
    expect(evaluation.results.every((result) => result.skipped)).toBe(true);
  });

  it('ignores an empty list', () => {
    const open = { ...popup, display_in_countries: { mode: 'show' as const, values: [] } };
    expect(evaluatePopup(open, { now: 0, country: 'US', language: 'he' }).results).toHaveLength(1);
  });
});
