// The notice rules the owner page, the server and the widget share: which templates are saved,
// the custom text's {number}, a time ago in its largest unit, and base64 of any text both ways.
import { describe, expect, it } from 'vitest';
import {
  customTextProblem,
  fromBase64Text,
  noticeTimeAgo,
  parseNoticeTemplate,
  toBase64Text,
} from './index.ts';

describe('notice templates', () => {
  it('splits a template into text and placeholders', () => {
    expect(parseNoticeTemplate('{first_name} bought {product_with_link}!')).toEqual({
      ok: true,
      parts: [
        { placeholder: 'first_name' },
        { text: ' bought ' },
        { placeholder: 'product_with_link' },
        { text: '!' },
      ],
    });
  });

  it('refuses unknown placeholders, lone braces, no product and emptiness', () => {
    expect(parseNoticeTemplate('{name} bought {product}')).toMatchObject({
      ok: false,
      problem: 'unknown_placeholder',
      detail: 'name',
    });
    expect(parseNoticeTemplate('{city bought {product}')).toMatchObject({
      problem: 'unbalanced_brace',
    });
    expect(parseNoticeTemplate('bought} {product}')).toMatchObject({
      problem: 'unbalanced_brace',
    });
    expect(parseNoticeTemplate('{first_name} from {city}')).toMatchObject({
      problem: 'no_product',
    });
    expect(parseNoticeTemplate('   ')).toMatchObject({ problem: 'empty' });
  });

  it('allows only {number} in the custom text', () => {
    expect(customTextProblem('{number} people are looking')).toBeNull();
    expect(customTextProblem('{count} people')).toBe('unknown_placeholder');
    expect(customTextProblem('{number people')).toBe('unbalanced_brace');
  });
});

describe('time ago', () => {
  it('names the largest whole unit: days, hours, mins, secs', () => {
    expect(noticeTimeAgo(3 * 86_400 + 5)).toEqual({ unit: 'days', count: 3 });
    expect(noticeTimeAgo(7_200)).toEqual({ unit: 'hours', count: 2 });
    expect(noticeTimeAgo(59 * 60 + 59)).toEqual({ unit: 'mins', count: 59 });
    expect(noticeTimeAgo(0)).toEqual({ unit: 'secs', count: 1 });
  });
});

describe('base64 text', () => {
  it('carries Hebrew and markup unchanged, and reads what is not base64 as nothing', () => {
    for (const text of ['נועה', '<img src=x onerror=alert(1)>', '']) {
      expect(fromBase64Text(toBase64Text(text))).toBe(text);
    }
    expect(toBase64Text('Dana')).toBe(Buffer.from('Dana').toString('base64'));
    expect(fromBase64Text('%%%')).toBe('');
  });
});
