import { describe, expect, it } from 'vitest';
import { checkWebFormDefinition } from './definition-schema.ts';
import { blankWebFormDefinition, type WebFormDefinition, type WebFormField } from './definition.ts';
import { conditionLoop, visibleFieldIds, visiblePageIndexes } from './conditions.ts';
import { emailAllowed, isWebFormEmail } from './email-rule.ts';
import { formatFormMoney, parseAmount } from './currency.ts';
import { orderSummary } from './payment-total.ts';
import { DEFAULT_CURRENCY } from './definition.ts';

function formOf(...pages: WebFormField[][]): WebFormDefinition {
  return {
    ...blankWebFormDefinition(),
    pages: pages.map((fields, index) => ({
      id: `p${index + 1}`,
      title: { en: `Page ${index + 1}` },
      fields,
    })),
  };
}

const kind: WebFormField = {
  id: 'kind',
  type: 'radio',
  label: { en: 'Kind' },
  choices: [
    { id: 'person', label: { en: 'Person' } },
    { id: 'company', label: { en: 'Company' } },
  ],
};
const company: WebFormField = {
  id: 'company',
  type: 'text',
  label: { en: 'Company' },
  conditions: { action: 'show', groups: [[{ field: 'kind', operator: 'is', value: 'company' }]] },
};
const vat: WebFormField = {
  id: 'vat',
  type: 'text',
  label: { en: 'VAT number' },
  conditions: { action: 'show', groups: [[{ field: 'company', operator: 'not_empty' }]] },
};

describe('the web form definition check', () => {
  it('accepts a blank form and a form with conditions', () => {
    expect(checkWebFormDefinition(blankWebFormDefinition()).ok).toBe(true);
    expect(checkWebFormDefinition(formOf([kind, company], [vat])).ok).toBe(true);
  });

  it('refuses an unknown field type, naming the field', () => {
    const form = formOf([{ ...kind, type: 'hologram' } as unknown as WebFormField]);
    const check = checkWebFormDefinition(form);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toContain('Field "kind" has an unknown type "hologram".');
  });

  it('refuses a condition loop, naming the fields along it', () => {
    const looped: WebFormField = {
      ...company,
      conditions: { action: 'show', groups: [[{ field: 'vat', operator: 'is', value: 'x' }]] },
    };
    const check = checkWebFormDefinition(formOf([kind, looped, vat]));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems.join('\n')).toMatch(
      /Field "company" has conditions that loop: "company" → "vat" → "company"\./,
    );
  });

  it('refuses conditions on fields not in the form and ids used twice', () => {
    const stray: WebFormField = {
      ...vat,
      conditions: { action: 'show', groups: [[{ field: 'ghost', operator: 'empty' }]] },
    };
    const check = checkWebFormDefinition(formOf([kind, stray, { ...vat, id: 'kind' }]));
    expect(!check.ok && check.problems).toEqual(
      expect.arrayContaining([
        'Field "vat" has a condition on "ghost", which is not in this form.',
        'Field "kind" is used twice in this form.',
      ]),
    );
  });

  it('names the field of a shape problem', () => {
    const check = checkWebFormDefinition(formOf([{ ...kind, choices: [] } as WebFormField]));
    expect(!check.ok && check.problems[0]).toMatch(/^Field "kind" \(choices\): /);
  });
});

describe('conditions', () => {
  const form = formOf([kind, company], [vat], [{ id: 'note', type: 'textarea', label: {} }]);

  it('shows a field when its condition matches, and hiding cascades', () => {
    expect(visibleFieldIds(form, { kind: ['company'], company: ['Acme'] })).toEqual(
      new Set(['kind', 'company', 'vat', 'note']),
    );
    // company hidden: its value no longer counts, so vat hides too.
    expect(visibleFieldIds(form, { kind: ['person'], company: ['Acme'] })).toEqual(
      new Set(['kind', 'note']),
    );
  });

  it('skips a page whose fields are all hidden, never the last', () => {
    const visible = visibleFieldIds(form, { kind: ['person'] });
    expect(visiblePageIndexes(form, visible)).toEqual([0, 2]);
  });

  it('finds no loop in a form without one', () => {
    expect(conditionLoop(form)).toBeNull();
  });
});

describe('the web form email rule', () => {
  it.each(['ann@example.com', "o'brien+tag@mail.example.co.il", 'a.b@x-y.io'])(
    'accepts %s',
    (email) => expect(isWebFormEmail(email)).toBe(true),
  );

  it.each([
    ['too short', 'a@b.c'],
    ['two @', 'a@b@example.com'],
    ['one domain label', 'ann@localhost'],
    ['consecutive dots', 'ann..lee@example.com'],
    ['leading dot', '.ann@example.com'],
    ['trailing dot in the domain', 'ann@example.com.'],
    ['a label starting with a hyphen', 'ann@-example.com'],
    ['a local part over 63', `${'a'.repeat(64)}@example.com`],
    ['a label over 63', `ann@${'b'.repeat(64)}.com`],
    [
      'over 254',
      `ann@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`,
    ],
    ['a space', 'ann lee@example.com'],
  ])('refuses %s', (_why, email) => expect(isWebFormEmail(email)).toBe(false));

  it('applies allow and deny lists of addresses and @domains', () => {
    expect(emailAllowed('ann@spam.example', { denylist: ['@spam.example'] })).toBe(false);
    expect(emailAllowed('ann@good.example', { denylist: ['@spam.example'] })).toBe(true);
    expect(emailAllowed('ann@good.example', { allowlist: ['bob@good.example'] })).toBe(false);
  });
});

describe('money', () => {
  it('formats and parses by the currency settings', () => {
    expect(formatFormMoney(123450, DEFAULT_CURRENCY)).toBe('$1,234.50');
    const euro = {
      ...DEFAULT_CURRENCY,
      thousandsSeparator: '.',
      decimalSeparator: ',',
      symbol: '€',
      symbolPosition: 'right_space' as const,
    };
    expect(formatFormMoney(123450, euro)).toBe('1.234,50 €');
    expect(parseAmount('1.234,5', euro)).toBe(123450);
    expect(parseAmount('$12.30', DEFAULT_CURRENCY)).toBe(1230);
    expect(parseAmount('abc', DEFAULT_CURRENCY)).toBeUndefined();
  });

  it('adds up visible priced fields with quantities, in cents', () => {
    const form = formOf([
      {
        id: 'ticket',
        type: 'payment-single',
        label: { en: 'Ticket' },
        priceType: 'fixed',
        price: 19.99,
        quantity: { min: 0, max: 5 },
      },
      {
        id: 'shirt',
        type: 'payment-select',
        label: { en: 'Shirt' },
        choices: [{ id: 'm', label: { en: 'M' }, price: 10.1 }],
        quantity: { min: 1, max: 3 },
      },
    ]);
    const values = {
      ticket: [''],
      'ticket.quantity': ['3'],
      shirt: ['m'],
      'shirt.quantity': ['9'],
    };
    const summary = orderSummary(form, values, new Set(['ticket', 'shirt']));
    expect(summary.lines.map((line) => [line.fieldId, line.quantity, line.amount])).toEqual([
      ['ticket', 3, 5997],
      ['shirt', 3, 3030],
    ]);
    expect(summary.total).toBe(9027);
    expect(orderSummary(form, values, new Set(['shirt'])).total).toBe(3030);
  });
});
