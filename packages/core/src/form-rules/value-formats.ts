// What an email, a web address, a phone number, a number, a date and a time look like to a form
// (spec storefront-and-forms §5 "Contact form"). Pure checks on one typed value; the browser and
// the server call the same ones.

const EMAIL_MIN_LENGTH = 6;
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/i;
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * At least 6 characters, one @, a local part of the characters mail allows, and a domain of at
 * least two dot-separated labels (letters, digits and inner hyphens).
 */
export function isEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    localPart.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label))
  );
}

/** Schemes a URL field accepts. */
export const URL_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'sms',
  'fax',
  'news',
  'nntp',
  'irc',
  'ircs',
  'gopher',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'svn',
  'xmpp',
  'webcal',
  'urn',
] as const;

const urlSchemes = /* @__PURE__ */ new Set<string>(URL_SCHEMES);
/** Schemes whose addresses name a host: one must be there. */
const hostSchemes = /* @__PURE__ */ new Set(['http', 'https', 'ftp', 'ftps']);

/** An absolute address with one of URL_SCHEMES (and a host where the scheme needs one). */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (!urlSchemes.has(scheme)) return false;
  return !hostSchemes.has(scheme) || url.hostname.length > 0;
}

export const TEL_MIN_DIGITS = 5;
export const TEL_MAX_DIGITS = 15;

/** 5 to 15 digits once separators (spaces, hyphens, dots, parentheses, slashes, a leading +) go. */
export function isTel(value: string): boolean {
  const digits = value
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-.()/]/g, '');
  return /^\d+$/.test(digits) && digits.length >= TEL_MIN_DIGITS && digits.length <= TEL_MAX_DIGITS;
}

const numberPattern = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A decimal number, as a number input sends it; undefined when it is not one. */
export function numberOf(value: string): number | undefined {
  const trimmed = value.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A date written YYYY-MM-DD that exists on the calendar (2014-02-30 does not), as its UTC day
 * number (days since 1970-01-01); undefined otherwise.
 */
export function dayOf(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  return date.getTime() / 86_400_000;
}

/** The ISO day of the week of a day number: 1 Monday … 7 Sunday. */
export function isoWeekday(day: number): number {
  // 1970-01-01 was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** HH:MM or HH:MM:SS on a 24-hour clock. */
export function isTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(value.trim());
}
