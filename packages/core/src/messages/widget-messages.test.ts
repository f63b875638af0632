import { describe, expect, it } from 'vitest';
import { widgetText } from './widget-messages.ts';

describe('widget messages', () => {
  it.each([
    ['close', 'Close', 'סגירה'],
    ['closeIn', 'You can close this in', 'אפשר לסגור בעוד'],
    ['skip', 'Skip', 'דלג'],
    ['copied', 'Copied', 'הועתק'],
  ] as const)('has %s in English and Hebrew', (key, english, hebrew) => {
    expect(widgetText('en', key)).toBe(english);
    expect(widgetText('he', key)).toBe(hebrew);
  });

  it('carries the spec preview banner word for word', () => {
    expect(widgetText('en', 'previewBanner')).toBe(
      'This is a preview of your popup. Please note that submission will not be functional.',
    );
  });
});
