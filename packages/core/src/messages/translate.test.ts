import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { he } from './he.ts';
import { directionOf, languageFromAcceptHeader, translate } from './translate.ts';

describe('message catalogue', () => {
  it('has a Hebrew text for every English key, none left in English by mistake', () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    // A text without letters (a dash standing for "none") reads the same in both languages.
    const untranslated = Object.keys(en).filter(
      (key) =>
        he[key as keyof typeof en] === en[key as keyof typeof en] &&
        /\p{L}/u.test(en[key as keyof typeof en]) &&
        !key.startsWith('lang.'),
    );
    expect(untranslated).toEqual(['footer.rights']);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'home.title', { shop: 'Acme' })).toBe('Welcome to Acme');
    expect(translate('he', 'home.title', { shop: 'Acme' })).toBe('ברוכים הבאים לAcme');
    expect(translate('en', 'home.title')).toBe('Welcome to {shop}');
  });

  it('reads Hebrew as right-to-left', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it.each([
    ['he-IL,he;q=0.9,en;q=0.8', 'he'],
    ['en-US,en;q=0.9,he;q=0.8', 'en'],
    ['fr-FR,he;q=0.5', 'he'],
    ['iw', 'he'],
    ['de, fr', 'en'],
    ['', 'en'],
    [';;;q=abc', 'en'],
  ])('chooses %j as %s', (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });
});
