// A prize as a page in one language is served it: its words in that language where it has them,
// its own words otherwise (older single-label prizes, an empty Hebrew word), never the translations.
import { describe, expect, it } from 'vitest';
import { prizeIn, prizesHaveLanguage, type GamifiedPrize } from './gamified-prize.ts';

const translated: GamifiedPrize = {
  prize_id: 'p1',
  is_winner: 0,
  label: 'No luck',
  loosing_option: 'Next time!',
  chances: 30,
  translations: { he: { label: 'לא הפעם', loosing_option: 'בפעם הבאה!' } },
};

describe('a prize in a language', () => {
  it('takes the language’s words and drops the translations', () => {
    expect(prizeIn(translated, 'he')).toEqual({
      prize_id: 'p1',
      is_winner: 0,
      label: 'לא הפעם',
      loosing_option: 'בפעם הבאה!',
      chances: 30,
    });
    const { translations: _words, ...own } = translated;
    expect(prizeIn(translated, 'en')).toStrictEqual(own);
  });

  it('keeps its own words where the language has none, or an empty one', () => {
    const single: GamifiedPrize = { prize_id: 'p2', is_winner: 1, label: '10% off', chances: 10 };
    expect(prizeIn(single, 'he')).toEqual(single);
    const blank = { ...single, translations: { he: { label: '  ' } } };
    expect(prizeIn(blank, 'he').label).toBe('10% off');
    expect(prizesHaveLanguage([single, translated], 'he')).toBe(true);
    expect(prizesHaveLanguage([single], 'he')).toBe(false);
  });
});
