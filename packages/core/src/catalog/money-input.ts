// Money as an owner types it into a form ("12.50", "12,5", "1200") and back. Prices are kept as
// integer minor units, but nobody should have to type 1250 for twelve and a half: owner forms take
// and show amounts in the shop's currency and this file converts, refusing what is not an amount.
import { minorUnitsPer } from './money.ts';

/** Why typed text is not an amount: not a number at all, below zero, or too many decimals. */
export type MoneyInputProblem = 'not_amount' | 'negative' | 'too_precise';

export type MoneyInput = { ok: true; minor: number } | { ok: false; problem: MoneyInputProblem };

/** Digits with one optional decimal point or comma; thousands separators are not guessed at. */
const AMOUNT = /^(\d{1,12})(?:([.,])(\d+))?$/;

/** Reads an amount in major units of `currency` as minor units; blank is not an amount. */
export function parseMoneyInput(text: string, currency: string): MoneyInput {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (/^-\s*\d/.test(trimmed)) return { ok: false, problem: 'negative' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, problem: 'not_amount' };
  const per = minorUnitsPer(currency);
  const digits = Math.round(Math.log10(per));
  const [, whole = '0', separator = '', fraction = ''] = match;
  // "1,200" is a thousand and two hundred to many people, not 1.20: refused rather than guessed.
  if (separator === ',' && fraction.length > digits) return { ok: false, problem: 'not_amount' };
  // "12.50" is fine for USD; "12.505" is not, and neither is "12.5" for JPY (no minor unit).
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, problem: 'too_precise' };
  const minor = Number(whole) * per + Number(significant.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, problem: 'not_amount' };
}

/** Minor units as an owner form shows them: "12.50" for 1250 USD, "1200" for 1200 JPY. */
export function moneyInputValue(minor: number, currency: string): string {
  const per = minorUnitsPer(currency);
  const digits = Math.round(Math.log10(per));
  if (digits === 0) return String(minor);
  const whole = Math.floor(minor / per);
  return `${whole}.${String(minor % per).padStart(digits, '0')}`;
}
