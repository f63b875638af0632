// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/sale?utm_campaign=spring&x=%3Cb%3E"}
import { describe, expect, it } from 'vitest';
import { textFiller } from './dynamic-text.ts';

describe('textFiller', () => {
  it('fills {{country}} in the popup’s language and URL parameters, empty when missing', () => {
    const fill = textFiller(window, { lang: 'en', country: 'IL', freePlan: false });
    expect(fill('Free shipping to {{country}}!')).toBe('Free shipping to Israel!');
    expect(fill('Your {{ utm_campaign }} code')).toBe('Your spring code');
    expect(fill('Hi {{missing}}.')).toBe('Hi .');
    // A parameter's markup stays text (React shows it as such).
    expect(fill('{{x}}')).toBe('<b>');
  });

  it('leaves a free-plan popup’s text as written', () => {
    const fill = textFiller(window, { lang: 'en', country: 'IL', freePlan: true });
    expect(fill('To {{country}}')).toBe('To {{country}}');
  });
});
