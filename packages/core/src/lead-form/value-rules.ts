// The lead forms' rules for one typed value that need no list or metadata (spec §5): names, dates
// and birthdays (dd/mm/yyyy from the picker), numbers (2 decimals, step 0.01) and the keys a number
// input lets through, and where a button's link goes.
import { isNameText } from '../plain-text.ts';

export const NAME_MAX_LENGTH = 40;

/**
 * 1 to 40 characters (as a person counts them), no digits, no angle brackets, and none of what
 * no name holds (control characters, bidirectional controls). Its message (lead-messages.ts
 * `name`) says the same.
 */
export function isName(value: string): boolean {
  const name = value.trim();
  const length = [...name].length;
  return length >= 1 && length <= NAME_MAX_LENGTH && !/[\d<>]/.test(name) && isNameText(name);
}

/**
 * A calendar date from the picker's dd/mm/yyyy (or an ISO yyyy-mm-dd, as a native date input
 * sends it), as yyyy-mm-dd; null when it is no day on the calendar.
 */
export function isoDateOf(value: string): string | null {
  const trimmed = value.trim();
  const picked = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = picked
    ? [Number(picked[3]), Number(picked[2]), Number(picked[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isFinite(year) || year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A birthday is a real date before `today` (yyyy-mm-dd): today or later is refused. */
export function isBirthday(value: string, today: string): boolean {
  const date = isoDateOf(value);
  return date !== null && date < today;
}

/** yyyy-mm-dd of a moment in the visitor's own time zone (the browser's local date). */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The number input's step. */
export const NUMBER_STEP = 0.01;

/** A number rounded to 2 decimals, as text ('12.5' → '12.5', '3.14159' → '3.14'); null if none. */
export function roundedNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const rounded = Math.round(Number(trimmed) * 100) / 100;
  return Number.isFinite(rounded) ? String(rounded) : null;
}

/** Keys a number input lets through: digits and the keys that edit or move (spec §5). */
const NUMBER_EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  '.',
  '-',
]);

/** Whether a key press may reach a number input (`KeyboardEvent.key`; shortcuts with Ctrl/Meta pass). */
export function isNumberInputKey(key: string, withModifier = false): boolean {
  return withModifier || /^\d$/.test(key) || NUMBER_EDITING_KEYS.has(key);
}

/** Schemes a button link keeps as they are. */
const KEPT_LINK_SCHEMES = /^(tel|sms|mailto):/i;

/**
 * A button's link as the browser should follow it: an address without a scheme gets `//` (so
 * `shop.example/sale` leaves the current site), unless it is tel:, sms: or mailto:. Addresses with
 * a scheme, paths (/x), protocol-relative addresses (//x) and anchors (#x) stay as they are.
 */
export function buttonLinkHref(href: string): string {
  const link = href.trim();
  if (link === '' || KEPT_LINK_SCHEMES.test(link)) return link;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) || /^[a-z][a-z0-9+.-]*:[^\d]/i.test(link)) return link;
  if (link.startsWith('/') || link.startsWith('#') || link.startsWith('?')) return link;
  return `//${link}`;
}
