import { describe, expect, it } from 'vitest';
import { initialPhoneCountry, internationalPhoneProblem } from './phone-international.ts';
import { isBasicPhone, isIsraeliPhone, strippedBasicPhone } from './phone-rules.ts';

describe('basic phone', () => {
  it('keeps digits, plus, hyphens, spaces and parentheses; strips the rest', () => {
    expect(strippedBasicPhone('+1 (555) 123-4567 ext.')).toBe('+1 (555) 123-4567 ');
    expect(strippedBasicPhone('050abc1234567')).toBe('0501234567');
  });
  it('takes 7 to 15 characters', () => {
    expect(isBasicPhone('123456')).toBe(false);
    expect(isBasicPhone('1234567')).toBe(true);
    expect(isBasicPhone('+1 (555) 123-45')).toBe(true);
    expect(isBasicPhone('+1 (555) 123-456')).toBe(false);
    expect(isBasicPhone('555.123.4567')).toBe(false);
  });
});

describe('advanced (Israeli) phone', () => {
  it('takes a 2-digit area code with 9 digits in all', () => {
    for (const prefix of ['02', '03', '04', '08', '09']) {
      expect(isIsraeliPhone(`${prefix}1234567`)).toBe(true);
    }
    expect(isIsraeliPhone('03-123-4567')).toBe(true);
    expect(isIsraeliPhone('05-1234567')).toBe(false);
    expect(isIsraeliPhone('0312345678')).toBe(false);
  });
  it('takes the listed 3-digit prefixes with 10 digits in all', () => {
    for (const prefix of [
      '050',
      '051',
      '052',
      '053',
      '054',
      '055',
      '058',
      '072',
      '073',
      '074',
      '076',
      '077',
      '079',
    ]) {
      expect(isIsraeliPhone(`${prefix}1234567`)).toBe(true);
    }
    for (const prefix of ['056', '057', '059', '070', '071', '075', '078']) {
      expect(isIsraeliPhone(`${prefix}1234567`)).toBe(false);
    }
    expect(isIsraeliPhone('050-123-4567')).toBe(true);
    expect(isIsraeliPhone('05012345678')).toBe(false);
  });
  it('allows digits and single dashes only', () => {
    expect(isIsraeliPhone('050--1234567')).toBe(false);
    expect(isIsraeliPhone('-0501234567')).toBe(false);
    expect(isIsraeliPhone('050 1234567')).toBe(false);
    expect(isIsraeliPhone('+972501234567')).toBe(false);
  });
});

describe('international phone', () => {
  it("starts on the visitor's country, else us", () => {
    expect(initialPhoneCountry('il')).toBe('IL');
    expect(initialPhoneCountry('')).toBe('US');
    expect(initialPhoneCountry('XX')).toBe('US');
  });
  it('checks the number for the picked country, in en and he', () => {
    const en = { required: true, lang: 'en' as const };
    expect(internationalPhoneProblem('052-555-1234', 'IL', en)).toBeNull();
    expect(internationalPhoneProblem('(201) 555-0123', 'US', en)).toBeNull();
    expect(internationalPhoneProblem('+44 20 7946 0958', 'US', en)).toBeNull();
    expect(internationalPhoneProblem('052-555-1234', 'US', en)).toBe(
      'Invalid number - please try again',
    );
    expect(internationalPhoneProblem('12', 'IL', { required: false, lang: 'he' })).toBe(
      'מספר לא תקין - נא לנסות שוב',
    );
  });
  it('asks for a valid number when empty and required, and lets empty pass otherwise', () => {
    expect(internationalPhoneProblem(' ', 'US', { required: true, lang: 'en' })).toBe(
      'Please enter a valid phone number',
    );
    expect(internationalPhoneProblem('', 'US', { required: false, lang: 'en' })).toBeNull();
  });
});
