// Every route's `lang` is the message catalogue's languages: each taken, anything else refused.
import { languages } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { languageSchema } from './language.ts';

describe('the language a route may be asked for', () => {
  it.each(languages)('takes %s, a language of the catalogue', (lang) => {
    expect(languageSchema.safeParse(lang).success).toBe(true);
  });

  it.each(['fr', 'EN', 'he-IL', ''])('refuses %j', (lang) => {
    expect(languageSchema.safeParse(lang).success).toBe(false);
  });
});
