import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate.ts';
import { DEFAULT_NOTICE_SETTINGS } from './index.ts';
import { noticeSettingsProblems } from './settings-problems.ts';

const words = (lang: 'en' | 'he', settings: typeof DEFAULT_NOTICE_SETTINGS) =>
  Object.fromEntries(
    Object.entries(noticeSettingsProblems(settings)).map(([field, problem]) => [
      field,
      translate(lang, `noticesAdmin.problem.${problem.code}`, problem.params),
    ]),
  );

describe('notice settings refused, in both languages', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(noticeSettingsProblems(DEFAULT_NOTICE_SETTINGS)).toEqual({});
  });

  it('names each refused field in the API’s English and the dashboard’s Hebrew', () => {
    const broken = {
      ...DEFAULT_NOTICE_SETTINGS,
      messages: ['{product} bought', 'Bought {prodct}'],
      messages_he: [],
      message_custom: 'Only {count} left',
      message_number_min: 9,
      message_number_max: 3,
      source: 'generated' as const,
      products: [],
      names: [],
    };
    expect(words('en', broken)).toEqual({
      messages: 'Message 2: {prodct} is not a placeholder.',
      messages_he: 'Write at least one message.',
      message_custom: 'Only {number} may be used in the custom text.',
      message_number_max: 'The largest number is at least the smallest.',
      products: 'Choose the products generated notices name.',
      names: 'Give the first names to draw from.',
    });
    const hebrew = words('he', broken);
    expect(hebrew.messages).toBe('הודעה 2: ‏{prodct} אינו ממלא מקום מוכר.');
    expect(hebrew.messages_he).toBe('כתבו לפחות הודעה אחת.');
    for (const text of Object.values(hebrew)) expect(text).toMatch(/[\u0590-\u05FF]/);
  });

  it('says which message lacks its product', () => {
    const settings = { ...DEFAULT_NOTICE_SETTINGS, messages: ['Someone bought something'] };
    expect(words('en', settings).messages).toBe(
      'Message 1: A message names the product: {product} or {product_with_link}.',
    );
  });
});
