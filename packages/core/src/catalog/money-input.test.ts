import { describe, expect, it } from 'vitest';
import { moneyInputValue, parseMoneyInput } from './money-input.ts';

describe('money typed into an owner form', () => {
  it('reads amounts in major units as minor units', () => {
    expect(parseMoneyInput('12.50', 'USD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMoneyInput(' 12,5 ', 'EUR')).toEqual({ ok: true, minor: 1250 });
    expect(parseMoneyInput('7', 'ILS')).toEqual({ ok: true, minor: 700 });
    expect(parseMoneyInput('0', 'USD')).toEqual({ ok: true, minor: 0 });
    expect(parseMoneyInput('3.10', 'USD')).toEqual({ ok: true, minor: 310 });
    expect(parseMoneyInput('1200', 'JPY')).toEqual({ ok: true, minor: 1200 });
    expect(parseMoneyInput('1200.00', 'JPY')).toEqual({ ok: true, minor: 1200 });
  });

  it('refuses what is not an amount, below zero or finer than the currency', () => {
    expect(parseMoneyInput('', 'USD')).toEqual({ ok: false, problem: 'not_amount' });
    expect(parseMoneyInput('five', 'USD')).toEqual({ ok: false, problem: 'not_amount' });
    expect(parseMoneyInput('1,200.50', 'USD')).toEqual({ ok: false, problem: 'not_amount' });
    expect(parseMoneyInput('1,200', 'USD')).toEqual({ ok: false, problem: 'not_amount' });
    expect(parseMoneyInput('1e3', 'USD')).toEqual({ ok: false, problem: 'not_amount' });
    expect(parseMoneyInput('-3', 'USD')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoneyInput('-0.50', 'USD')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoneyInput('1.005', 'USD')).toEqual({ ok: false, problem: 'too_precise' });
    expect(parseMoneyInput('12.5', 'JPY')).toEqual({ ok: false, problem: 'too_precise' });
  });

  it('shows minor units as the amount an owner would type', () => {
    expect(moneyInputValue(1250, 'USD')).toBe('12.50');
    expect(moneyInputValue(5, 'USD')).toBe('0.05');
    expect(moneyInputValue(0, 'USD')).toBe('0.00');
    expect(moneyInputValue(1200, 'JPY')).toBe('1200');
    for (const minor of [0, 1, 99, 100, 123456]) {
      const shown = moneyInputValue(minor, 'EUR');
      expect(parseMoneyInput(shown, 'EUR')).toEqual({ ok: true, minor });
    }
  });
});
