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

describe('plurals (ICU plural arguments, Intl.PluralRules)', () => {
  it('says "1 review", "2 reviews" in English and the one, two and other forms in Hebrew', () => {
    expect(translate('en', 'product.reviewCount', { count: 1 })).toBe('1 review');
    expect(translate('en', 'product.reviewCount', { count: 2 })).toBe('2 reviews');
    expect(translate('en', 'product.reviewCount', { count: 0 })).toBe('0 reviews');
    expect(translate('he', 'product.reviewCount', { count: 1 })).toBe('ביקורת אחת');
    expect(translate('he', 'product.reviewCount', { count: 2 })).toBe('שתי ביקורות');
    expect(translate('he', 'product.reviewCount', { count: 7 })).toBe('7 ביקורות');
  });

  it('keeps other placeholders around and inside a plural', () => {
    expect(translate('en', 'subscribers.caption', { list: 'News', count: 1 })).toBe(
      'News: 1 subscriber',
    );
    expect(translate('en', 'subscribers.caption', { list: 'News', count: 12 })).toBe(
      'News: 12 subscribers',
    );
    expect(translate('he', 'subscribers.caption', { list: 'חדשות', count: 1 })).toBe(
      'חדשות: מנוי אחד',
    );
    expect(translate('en', 'listing.count', { count: 1 })).toBe('1 product');
    expect(translate('he', 'cart.itemCount', { count: 2 })).toBe('שני פריטים');
    // Without its number the argument stays visible, like any unknown placeholder.
    expect(translate('en', 'listing.count')).toContain('{count, plural,');
  });

  it('leaves no plural argument unreadable in either catalogue', () => {
    for (const catalogue of [en, he]) {
      for (const [key, text] of Object.entries(catalogue)) {
        if (!text.includes(', plural,')) continue;
        const filled = translate(catalogue === en ? 'en' : 'he', key as keyof typeof en, {
          count: 3,
          list: 'x',
        });
        expect(filled, key).not.toContain('plural');
      }
    }
  });
});
