import { describe, expect, it } from 'vitest';
import { addSchemaProblems, postedSettings, postedValues } from './settings-form.ts';

describe('a posted settings form', () => {
  const form = new FormData();
  form.append('flat_rate', '5.00');
  form.append('bank_transfer', 'on');
  form.append('fields', 'type');
  form.append('fields', 'source');
  form.append('upload', new Blob(['x']), 'x.txt');

  it('reads texts, checkboxes and lists; a file is no text', () => {
    const posted = postedSettings(form);
    expect(posted.text('flat_rate')).toBe('5.00');
    expect(posted.text('missing')).toBe('');
    expect(posted.text('upload')).toBe('');
    expect(posted.checked('bank_transfer')).toBe(true);
    expect(posted.checked('cash_on_delivery')).toBe(false);
    expect(posted.all('fields')).toEqual(['type', 'source']);
  });

  it('gives back what was posted, to draw the form again', () => {
    expect(postedValues(form)).toEqual({
      flat_rate: '5.00',
      bank_transfer: 'on',
      fields: ['type', 'source'],
    });
  });

  it('puts each schema refusal under its field, the first one kept, unknown paths on the form', () => {
    const problems = {};
    addSchemaProblems(
      problems,
      [
        { path: ['search', 'keywords', 3] },
        { path: ['search', 'keywords', 4] },
        { path: ['per_page'] },
        { path: ['somewhere'] },
      ],
      {
        'search.keywords': ['keywords', { key: 'settings.error.keywords' }],
        per_page: ['per_page', { key: 'settings.error.perPage' }],
      },
    );
    expect(problems).toEqual({
      keywords: { key: 'settings.error.keywords' },
      per_page: { key: 'settings.error.perPage' },
      form: { key: 'settings.error.choice' },
    });
  });
});
