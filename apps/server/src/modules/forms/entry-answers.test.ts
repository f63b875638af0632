// An entry's answers in the owner's words: choices by their labels in the language asked for, an
// address on one line, a quantity after its item, a card's last four digits, no password; values
// of fields the form no longer has kept under their ids. And a CSV cell a spreadsheet would run.
import { blankWebFormDefinition, type WebFormDefinition } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { csvCell, totalText } from './entries-csv.ts';
import { entryAnswers } from './entry-answers.ts';
import type { WebFormEntry } from './web-form-record.ts';

const definition: WebFormDefinition = {
  ...blankWebFormDefinition(),
  pages: [
    {
      id: 'page-1',
      title: {},
      fields: [
        {
          id: 'tee',
          type: 'payment-select',
          label: { en: 'T-shirt', he: 'חולצה' },
          choices: [{ id: 'red', label: { en: 'Red', he: 'אדומה' }, price: 20 }],
          quantity: { min: 1, max: 5 },
        },
        { id: 'ship', type: 'address', label: { en: 'Address' } },
        { id: 'card', type: 'card-number', label: { en: 'Card' } },
        { id: 'secret', type: 'password', label: { en: 'Password' } },
        {
          id: 'extras',
          type: 'checkboxes',
          label: { en: 'Extras' },
          choices: [
            { id: 'wrap', label: { en: 'Gift wrap' } },
            { id: 'card', label: { en: 'Card' } },
          ],
        },
      ],
    },
  ],
};

const entry = (fields: Record<string, string[]>): WebFormEntry => ({
  id: 'e1',
  formId: 'f1',
  formVersion: 1,
  fields,
  files: [],
  orderLines: [],
  total: 0,
  currency: 'USD',
  paymentState: 'none',
  lang: 'en',
  pageUrl: null,
  visitorUuid: null,
  mailState: 'kept',
  createdAt: 0,
});

describe('entry answers', () => {
  it('puts every answer in words, in the form’s order', () => {
    const answers = entryAnswers(
      definition,
      entry({
        tee: ['red'],
        'tee.quantity': ['3'],
        'ship.line1': ['Herzl 1'],
        'ship.city': ['Tel Aviv'],
        'ship.country': ['IL'],
        card: ['4242 4242 4242 4242'],
        secret: ['hunter2'],
        'secret.confirm': ['hunter2'],
        extras: ['wrap', 'card'],
        removed: ['kept anyway'],
      }),
      'he',
    );
    expect(answers).toEqual([
      { fieldId: 'tee', label: 'חולצה', value: 'אדומה × 3' },
      { fieldId: 'ship', label: 'Address', value: 'Herzl 1, Tel Aviv, IL' },
      { fieldId: 'card', label: 'Card', value: '•••• 4242' },
      { fieldId: 'extras', label: 'Extras', value: 'Gift wrap, Card' },
      { fieldId: 'removed', label: 'removed', value: 'kept anyway' },
    ]);
  });

  it('defuses cells a spreadsheet would run, and writes totals with the currency’s decimals', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('plain')).toBe('plain');
    expect(totalText(4050, 2)).toBe('40.50');
    expect(totalText(7, 0)).toBe('7');
  });
});
