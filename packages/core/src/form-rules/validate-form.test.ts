import { describe, expect, it } from 'vitest';
import { characterCount, normalisedUrlInput } from './field-input.ts';
import type { FormRule, FormValues } from './form-schema.ts';
import { validateForm } from './validate-form.ts';

const check = (rules: FormRule[], values: FormValues, lang: 'en' | 'he' = 'en') =>
  validateForm({ rules }, values, { lang });
const pdf = { name: 'cv.PDF', size: 2048, type: 'application/pdf' };
const png = { name: 'photo.png', size: 500_000, type: 'image/png' };

describe('validateForm', () => {
  it('asks for a required field, and lets an optional empty field pass every other rule', () => {
    const rules: FormRule[] = [
      { rule: 'required', field: 'name' },
      { rule: 'email', field: 'email' },
      { rule: 'minlength', field: 'message', threshold: 10 },
    ];
    expect(check(rules, { name: ['  '], email: [''], message: [] })).toEqual([
      { field: 'name', rule: 'required', message: 'This field is required.' },
    ]);
    expect(check(rules, { name: ['Dana'] })).toEqual([]);
  });

  it('gives each field one message: the first rule that refuses it', () => {
    const rules: FormRule[] = [
      { rule: 'required', field: 'email' },
      { rule: 'email', field: 'email' },
      { rule: 'maxlength', field: 'email', threshold: 5 },
    ];
    expect(check(rules, { email: ['not-an-email'] })).toEqual([
      { field: 'email', rule: 'email', message: 'Please enter a valid email address.' },
    ]);
  });

  it("uses the owner's wording when the rule has it, and Hebrew defaults for Hebrew", () => {
    const rules: FormRule[] = [
      { rule: 'required', field: 'name', error: 'Tell us your name' },
      { rule: 'maxlength', field: 'note', threshold: 3 },
    ];
    const invalid = check(rules, { note: ['שלום'] }, 'he');
    expect(invalid).toEqual([
      { field: 'name', rule: 'required', message: 'Tell us your name' },
      { field: 'note', rule: 'maxlength', message: 'נא להזין לכל היותר 3 תווים.' },
    ]);
  });

  it('counts characters as a person does, over every value of a field', () => {
    const rules: FormRule[] = [{ rule: 'maxlength', field: 'tags', threshold: 5 }];
    expect(check(rules, { tags: ['🎁🎁', 'שלו'] })).toEqual([]);
    expect(check(rules, { tags: ['🎁🎁', 'שלום'] })).toHaveLength(1);
  });

  it('checks dates on the calendar, their bounds and their day of the week', () => {
    const rules: FormRule[] = [
      { rule: 'date', field: 'day' },
      { rule: 'mindate', field: 'day', threshold: '2026-12-01' },
      { rule: 'maxdate', field: 'day', threshold: '2026-12-31' },
      { rule: 'dayofweek', field: 'day', accept: [1, 2, 3, 4, 5] },
    ];
    expect(check(rules, { day: ['2014-02-30'] })[0]?.rule).toBe('date');
    expect(check(rules, { day: ['2026-11-30'] })[0]?.message).toBe(
      'Please enter a date on or after 2026-12-01.',
    );
    expect(check(rules, { day: ['2027-01-04'] })[0]?.rule).toBe('maxdate');
    expect(check(rules, { day: ['2026-12-06'] })[0]?.rule).toBe('dayofweek'); // a Sunday
    expect(check(rules, { day: ['2026-12-07'] })).toEqual([]);
  });

  it('checks numbers, their bounds and their step', () => {
    const rules: FormRule[] = [
      { rule: 'number', field: 'amount' },
      { rule: 'minnumber', field: 'amount', threshold: 1 },
      { rule: 'maxnumber', field: 'amount', threshold: 100 },
      { rule: 'stepnumber', field: 'amount', threshold: 0.01 },
    ];
    expect(check(rules, { amount: ['12,5'] })[0]?.rule).toBe('number');
    expect(check(rules, { amount: ['0.5'] })[0]?.rule).toBe('minnumber');
    expect(check(rules, { amount: ['100.5'] })[0]?.rule).toBe('maxnumber');
    expect(check(rules, { amount: ['10.005'] })[0]?.rule).toBe('stepnumber');
    expect(check(rules, { amount: ['19.99'] })).toEqual([]);
    const fromBase: FormRule[] = [{ rule: 'stepnumber', field: 'n', threshold: 5, base: 2 }];
    expect(check(fromBase, { n: ['12'] })).toEqual([]);
    expect(check(fromBase, { n: ['10'] })).toHaveLength(1);
  });

  it('checks files: present, of an accepted kind, within the size limits', () => {
    const rules: FormRule[] = [
      { rule: 'requiredfile', field: 'cv' },
      { rule: 'file', field: 'cv', accept: ['.pdf', 'image/*'] },
      { rule: 'maxfilesize', field: 'cv', threshold: 400_000 },
      { rule: 'minfilesize', field: 'cv', threshold: 1024 },
    ];
    expect(check(rules, { cv: [{ name: '', size: 0, type: '' }] })[0]?.rule).toBe('requiredfile');
    expect(
      check(rules, { cv: [{ name: 'run.exe', size: 5000, type: 'application/x-msdownload' }] })[0],
    ).toEqual({
      field: 'cv',
      rule: 'file',
      message: 'This kind of file is not accepted. Accepted: .pdf, image/*.',
    });
    expect(check(rules, { cv: [png] })[0]?.rule).toBe('maxfilesize');
    expect(check(rules, { cv: [{ ...pdf, size: 10 }] })[0]?.rule).toBe('minfilesize');
    expect(check(rules, { cv: [pdf] })).toEqual([]);
  });

  it('checks choices: from the list, and how many', () => {
    const rules: FormRule[] = [
      { rule: 'enum', field: 'size', accept: ['S', 'M', 'L'] },
      { rule: 'minitems', field: 'topics', threshold: 2 },
      { rule: 'maxitems', field: 'topics', threshold: 3 },
    ];
    expect(check(rules, { size: ['XL'] })[0]?.rule).toBe('enum');
    expect(check(rules, { topics: ['a'] })[0]?.rule).toBe('minitems');
    expect(check(rules, { topics: ['a', 'b', 'c', 'd'] })[0]?.message).toBe(
      'Please choose at most 3.',
    );
    expect(check(rules, { size: ['M'], topics: ['a', 'b'] })).toEqual([]);
  });

  it('holds a group to all of its rules, or to any of them', () => {
    const contact: FormRule[] = [
      {
        rule: 'any',
        field: 'contact',
        error: 'Give us an email or a phone number',
        rules: [
          { rule: 'required', field: 'email' },
          { rule: 'required', field: 'phone' },
        ],
      },
      {
        rule: 'all',
        field: 'phone',
        rules: [
          { rule: 'tel', field: 'phone' },
          { rule: 'maxlength', field: 'phone', threshold: 12 },
        ],
      },
    ];
    expect(check(contact, {})).toEqual([
      { field: 'contact', rule: 'any', message: 'Give us an email or a phone number' },
    ]);
    expect(check(contact, { phone: ['+972 3 1234567'] })[0]?.rule).toBe('all');
    expect(check(contact, { phone: ['03-1234567'] })).toEqual([]);
  });

  it('checks one field alone, as the visitor leaves it', () => {
    const rules: FormRule[] = [
      { rule: 'required', field: 'name' },
      { rule: 'email', field: 'email' },
    ];
    expect(validateForm({ rules }, { email: ['nope'] }, { lang: 'en', field: 'email' })).toEqual([
      { field: 'email', rule: 'email', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('what a field does as it is typed', () => {
  it('gives a URL with a dot and no scheme http://', () => {
    expect(normalisedUrlInput('shop.example/sale')).toBe('http://shop.example/sale');
    expect(normalisedUrlInput('shop.example:8080/x')).toBe('http://shop.example:8080/x');
    expect(normalisedUrlInput('https://shop.example')).toBe('https://shop.example');
    expect(normalisedUrlInput('mailto:dana@shop.example')).toBe('mailto:dana@shop.example');
    expect(normalisedUrlInput('localhost')).toBe('localhost');
  });

  it('counts characters and flags too long and too short, not empty', () => {
    expect(characterCount('שלום 👋', { maxlength: 5 })).toEqual({
      count: 6,
      tooLong: true,
      tooShort: false,
    });
    expect(characterCount('ab', { minlength: 3 })).toEqual({
      count: 2,
      tooLong: false,
      tooShort: true,
    });
    expect(characterCount('', { minlength: 3 })).toEqual({
      count: 0,
      tooLong: false,
      tooShort: false,
    });
  });
});
