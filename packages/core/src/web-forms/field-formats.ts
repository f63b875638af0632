// Value formats of web form fields that both sides check: times in 12 h and 24 h, card numbers,
// input masks, URLs without a scheme, numbers typed by a visitor.

/** `https://` before a URL typed without a scheme (spec §5). */
export function withUrlScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A URL a visitor may give: http(s), a host with a dot or localhost. */
export function isWebFormUrl(value: string): boolean {
  try {
    const url = new URL(withUrlScheme(value));
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** Minutes since midnight of `HH:MM` (24 h) or `h:mm AM` (12 h); undefined when it is neither. */
export function minutesOfTime(value: string, format: '12h' | '24h'): number | undefined {
  const text = value.trim();
  if (format === '24h') {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
    return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
  }
  const match = /^(0?[1-9]|1[0-2]):([0-5]\d)\s?([AaPp])\.?[Mm]\.?$/.exec(text);
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/** Minutes as the visitor's format writes them. */
export function timeText(minutes: number, format: '12h' | '24h'): string {
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  if (format === '24h') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A card number: 12–19 digits (spaces and dashes aside) passing the Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is kept of a card number: its last four digits (a full number is never stored). */
export function maskedCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a value fills an imask pattern completely: `0` a digit, `a` a letter, `*` any
 * character, `[…]` an optional part, `\` a literal next character, anything else itself.
 */
export function fillsMask(value: string, mask: string): boolean {
  let pattern = '';
  for (let index = 0; index < mask.length; index += 1) {
    const char = mask[index]!;
    if (char === '\\' && index + 1 < mask.length) {
      pattern += escapeRegExp(mask[(index += 1)]!);
    } else if (char === '0') pattern += '\\d';
    else if (char === 'a') pattern += '\\p{L}';
    else if (char === '*') pattern += '.';
    else if (char === '[') pattern += '(?:';
    else if (char === ']') pattern += ')?';
    else pattern += escapeRegExp(char);
  }
  try {
    return new RegExp(`^${pattern}$`, 'u').test(value);
  } catch {
    return false;
  }
}
