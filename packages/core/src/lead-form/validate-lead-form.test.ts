import { describe, expect, it } from 'vitest';
import { blockedDomainsFromList } from './email-rules.ts';
import { leadFieldEntries, type LeadFieldEntry } from './field-entry.ts';
import { hiddenFieldValues, leadFormDefaults } from './form-defaults.ts';
import { internationalPhoneProblem } from './phone-international.ts';
import {
  emailSuggestionText,
  emptyLeadForm,
  validateLeadField,
  validateLeadForm,
  type LeadFormOptions,
} from './validate-lead-form.ts';

const fields = (list: object[]): LeadFieldEntry[] => leadFieldEntries(list)!;
const options = (
  lang: 'en' | 'he' = 'en',
  extra: Partial<LeadFormOptions> = {},
): LeadFormOptions => ({
  lang,
  today: '2026-11-23',
  blockedEmailDomains: blockedDomainsFromList(['gmail.com']),
  internationalPhone: internationalPhoneProblem,
  ...extra,
});
const one = (entry: object, value: string | string[], lang: 'en' | 'he' = 'en') =>
  validateLeadField(fields([{ name: 'f', ...entry }])[0]!, value, options(lang));

describe('each rule and its message, in English and Hebrew', () => {
  const cases: Array<[object, string | string[], string, string]> = [
    [{ type: 'text', required: true }, '', 'This field is required.', 'זהו שדה חובה.'],
    [
      { type: 'radio', options: ['a'], required: false, name: 'f' },
      ['z'],
      'Please choose one of the options.',
      'נא לבחור אחת מהאפשרויות.',
    ],
    [
      { type: 'checkbox', options: ['a', 'b'], required: true },
      [],
      'Please choose an option.',
      'נא לבחור אפשרות.',
    ],
    [{ type: 'phone' }, 'call me', 'Please enter a valid phone number', 'נא להזין מספר טלפון תקין'],
    [
      { type: 'phone', phone_validation: 'advanced' },
      '0561234567',
      'מספר טלפון שגוי',
      'מספר טלפון שגוי',
    ],
    [
      { type: 'phone', phone_validation: 'international' },
      '123',
      'Invalid number - please try again',
      'מספר לא תקין - נא לנסות שוב',
    ],
    [
      { type: 'phone', phone_validation: 'international', required: true },
      '',
      'Please enter a valid phone number',
      'נא להזין מספר טלפון תקין',
    ],
    [
      { type: 'name', required: true },
      'R2D2',
      'Please enter a name of up to 40 characters, without digits or < >.',
      'נא להזין שם של עד 40 תווים, ללא ספרות או < >.',
    ],
    [
      { type: 'email', email_validation: 'business-email' },
      'dana@',
      'Please enter a valid email address.',
      'נא להזין כתובת אימייל תקינה.',
    ],
    [
      { type: 'email' },
      'dana@gmail',
      'Please enter a valid email address.',
      'נא להזין כתובת אימייל תקינה.',
    ],
    [
      { type: 'email', email_validation: 'typos-business' },
      'dana@gmail.com',
      'Only business emails are allowed',
      'מותרות כתובות אימייל עסקיות בלבד',
    ],
    [
      { type: 'birthday' },
      '23/11/2026',
      'Please enter a valid birthday.',
      'נא להזין תאריך לידה תקין.',
    ],
    [{ type: 'date' }, '31/04/2026', 'Please enter a valid date.', 'נא להזין תאריך תקין.'],
    [{ type: 'number' }, 'ten', 'Please enter a number.', 'נא להזין מספר.'],
    [{ type: 'url' }, 'not a url', 'Please enter a valid URL.', 'נא להזין כתובת אינטרנט תקינה.'],
    [
      { type: 'select', options: ['S', 'M'] },
      'XL',
      'Please choose one of the options.',
      'נא לבחור אחת מהאפשרויות.',
    ],
    [
      { type: 'text' },
      'x'.repeat(1001),
      'Please enter at most 1000 characters.',
      'נא להזין לכל היותר 1000 תווים.',
    ],
  ];
  it.each(cases)('%j %j', (entry, value, en, he) => {
    expect(one(entry, value, 'en').problem?.message).toBe(en);
    expect(one(entry, value, 'he').problem?.message).toBe(he);
  });

  it('takes a one-letter name, as its message promises, and refuses what the message names', () => {
    expect(one({ type: 'name', required: true }, 'D').problem).toBeNull();
    expect(one({ type: 'name', required: true }, 'Dana <b>').problem?.rule).toBe('name');
    expect(one({ type: 'name', required: true }, 'a'.repeat(41)).problem?.rule).toBe('name');
    expect(one({ type: 'name', required: true }, 'a'.repeat(40)).problem).toBeNull();
  });

  it('suggests the address meant, in both languages, without refusing it', () => {
    const result = one({ type: 'email' }, 'dana@gmial.com');
    expect(result.problem).toBeNull();
    expect(result.suggestion).toBe('dana@gmail.com');
    expect(emailSuggestionText('en', result.suggestion!)).toBe('Did you mean dana@gmail.com?');
    expect(emailSuggestionText('he', result.suggestion!)).toBe('האם התכוונת ל־dana@gmail.com?');
  });
});

describe('what is sent and stored', () => {
  it('strips a basic phone, rounds numbers, trims emails, normalises URLs', () => {
    expect(one({ type: 'phone' }, '+1 (555) 123-4567x').value).toBe('+1 (555) 123-4567');
    expect(one({ type: 'number' }, '3.14159').value).toBe('3.14');
    expect(one({ type: 'email' }, '  dana@acme.test ').value).toBe('dana@acme.test');
    expect(one({ type: 'url' }, 'shop.example/x').value).toBe('http://shop.example/x');
  });
  it('leaves empty dates out of the payload', () => {
    const form = fields([
      { type: 'date', name: 'visit' },
      { type: 'birthday', name: 'born' },
      { type: 'text', name: 'note' },
    ]);
    const result = validateLeadForm(form, { visit: '', born: ' ', note: '' }, options());
    expect(result).toEqual({ invalid: [], values: { note: '' }, suggestions: {} });
  });
  it('defaults a required radio group to its first choice', () => {
    const form = fields([{ type: 'radio', name: 'size', options: ['S', 'M'], required: true }]);
    expect(leadFormDefaults(form)).toEqual({ size: 'S' });
    expect(validateLeadForm(form, {}, options()).values).toEqual({ size: 'S' });
    expect(validateLeadForm(form, { size: 'M' }, options()).values).toEqual({ size: 'M' });
  });
  it('keeps the picked country of an international phone and checks the number against it', () => {
    const form = fields([{ type: 'phone', name: 'phone', phone_validation: 'international' }]);
    const ok = validateLeadForm(form, { phone: '052-555-1234', phone_country: 'IL' }, options());
    expect(ok).toMatchObject({
      invalid: [],
      values: { phone: '052-555-1234', phone_country: 'IL' },
    });
    const wrong = validateLeadForm(form, { phone: '052-555-1234', phone_country: 'US' }, options());
    expect(wrong.invalid.map((p) => p.field)).toEqual(['phone']);
  });
  it('skips the international check while its metadata is not loaded', () => {
    const form = fields([{ type: 'phone', name: 'phone', phone_validation: 'international' }]);
    const without = options('en', { internationalPhone: undefined });
    expect(validateLeadForm(form, { phone: '1' }, without).invalid).toEqual([]);
  });
  it('requires the consent box when the popup says so', () => {
    const form = fields([{ type: 'email', name: 'email' }]);
    const consent = (checked: boolean) =>
      validateLeadForm(
        form,
        { email: 'a@acme.test' },
        options('he', { consent: { required: true, checked } }),
      ).invalid;
    expect(consent(false)).toEqual([
      { field: 'checkbox_checked', rule: 'consent', message: 'נא לסמן את התיבה כדי להמשיך.' },
    ]);
    expect(consent(true)).toEqual([]);
  });
  it('reports every refused field once, in the form order', () => {
    const form = fields([
      { type: 'email', name: 'email', required: true },
      { type: 'name', name: 'first', required: true },
      { type: 'phone', name: 'phone' },
    ]);
    const result = validateLeadForm(form, { email: '', first: 'Dana', phone: 'x' }, options());
    expect(result.invalid.map((p) => [p.field, p.rule])).toEqual([
      ['email', 'required'],
      ['phone', 'phone'],
    ]);
  });
});

describe('the all-empty case and hidden fields', () => {
  const form = fields([
    { type: 'name', name: 'first' },
    { type: 'email', name: 'email' },
    { type: 'checkbox', name: 'topics', options: ['a'] },
    { type: 'hidden', name: 'utm_source', value: 'none' },
  ]);
  it('is empty when every visible field is, and marks the email field', () => {
    expect(emptyLeadForm(form, { first: ' ', topics: [], utm_source: 'ads' })).toEqual({
      empty: true,
      markField: 'email',
    });
    expect(emptyLeadForm(form, { topics: ['a'] }).empty).toBe(false);
    const noEmail = fields([{ type: 'text', name: 'note' }]);
    expect(emptyLeadForm(noEmail, {})).toEqual({ empty: true, markField: 'note' });
  });
  it('fills hidden fields from the page address, else their own value', () => {
    expect(hiddenFieldValues(form, '?utm_source=newsletter&x=1')).toEqual({
      utm_source: 'newsletter',
    });
    expect(hiddenFieldValues(form, '')).toEqual({ utm_source: 'none' });
  });
});
