// Recent-purchase notices (storefront spec §3 "Recent-purchase notification data", §4 "Purchase
// notice cycle", §9): the settings' shape, the placeholder rules a template is checked by when it
// is saved, the visitor answer's shape and the cycle's timings. Server, owner page and widget read
// this one file.

/** The placeholders a message template may hold (spec §3). */
export const NOTICE_PLACEHOLDERS = [
  'first_name',
  'city',
  'state',
  'country',
  'product',
  'product_with_link',
  'time_ago',
  'custom',
] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];

export const NOTICE_EFFECTS = ['fade', 'slide-up', 'slide-side'] as const;
export type NoticeEffect = (typeof NOTICE_EFFECTS)[number];

/** Where a notice's data comes from: real recent orders, or generated from the owner's lists. */
export const NOTICE_SOURCES = ['orders', 'generated'] as const;
export type NoticeSource = (typeof NOTICE_SOURCES)[number];

export interface NoticeSettings {
  enabled: boolean;
  source: NoticeSource;
  /** Generated notices: the product ids they name (empty: the shop's buyable products). */
  products: string[];
  /** Message templates for English pages; one is drawn per notice. */
  messages: string[];
  /** Message templates for Hebrew pages (the notices call's `lang`). */
  messages_he: string[];
  /** Whether the product's picture is shown. */
  image: boolean;
  redirect_target: '_self' | '_blank';
  /** Generated notices: their random time ago is at most this many hours. */
  time: number;
  display_effect: NoticeEffect;
  hidden_effect: NoticeEffect;
  /** Generated notices: the first names drawn from. */
  names: string[];
  /** Generated notices: the cities drawn from. */
  cities: string[];
  /** Generated notices: the country named (the visitor's own when `detect` finds it). */
  country: string;
  /**
   * Generated notices: name the visitor's country — from `detect_header` when the shop names one
   * and the request has it, else from the server's own GeoIP database (never a third party).
   */
  detect: boolean;
  /** The request header the shop's proxy puts the visitor's country code in (e.g. cf-ipcountry). */
  detect_header: string;
  /** Real orders: name the buyer's billing first name and place (else "Someone"). */
  billing: boolean;
  /** {custom}: this text, with {number} a random whole number in [min, max]. */
  message_custom: string;
  /** {custom} on Hebrew pages; empty: the English text. */
  message_custom_he: string;
  message_number_min: number;
  message_number_max: number;
  /** After the visitor closes a notice, none for this many hours. */
  time_close: number;
  show_close: boolean;
  /** Whether notices keep coming after the first (every 60 s, at most 30). */
  loop: boolean;
}

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  enabled: false,
  source: 'orders',
  products: [],
  messages: ['{first_name} in {city}, {country} bought {product_with_link} {time_ago}'],
  messages_he: ['{first_name} מ{city}, {country} קנה/קנתה את {product_with_link} {time_ago}'],
  image: true,
  redirect_target: '_self',
  time: 24,
  display_effect: 'slide-up',
  hidden_effect: 'fade',
  names: [],
  cities: [],
  country: '',
  detect: false,
  detect_header: '',
  billing: true,
  message_custom: '',
  message_custom_he: '',
  message_number_min: 1,
  message_number_max: 10,
  time_close: 24,
  show_close: true,
  loop: true,
};

/** The cycle's timings (spec §9): first after 5 s, shown 10 s, next every 60 s, 30 at most. */
export const NOTICE_TIMINGS = {
  initialDelayMs: 5_000,
  displayMs: 10_000,
  repeatMs: 60_000,
  total: 30,
  fadeOutMs: 1_000,
  swipeAlongPx: 150,
  swipeAcrossPx: 100,
  swipeWithinMs: 300,
} as const;

export const NOTICE_CLOSE_COOKIE = 'pinwheel_notices_closed';

/** One part of a template: text, or a placeholder to fill. */
export type NoticePart = { text: string } | { placeholder: NoticePlaceholder };

export type TemplateProblem = 'empty' | 'unknown_placeholder' | 'unbalanced_brace' | 'no_product';

/**
 * A template split into text and placeholders, or what is wrong with it: every `{…}` must name a
 * placeholder, braces come in pairs, and a notice names its product.
 */
export function parseNoticeTemplate(
  template: string,
): { ok: true; parts: NoticePart[] } | { ok: false; problem: TemplateProblem; detail?: string } {
  if (template.trim() === '') return { ok: false, problem: 'empty' };
  const parts: NoticePart[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    const char = template[index]!;
    if (char === '}') return { ok: false, problem: 'unbalanced_brace' };
    if (char !== '{') {
      text += char;
      index += 1;
      continue;
    }
    const end = template.indexOf('}', index);
    const nextOpen = template.indexOf('{', index + 1);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) {
      return { ok: false, problem: 'unbalanced_brace' };
    }
    const name = template.slice(index + 1, end);
    if (!(NOTICE_PLACEHOLDERS as readonly string[]).includes(name)) {
      return { ok: false, problem: 'unknown_placeholder', detail: name };
    }
    if (text) parts.push({ text });
    text = '';
    parts.push({ placeholder: name as NoticePlaceholder });
    index = end + 1;
  }
  if (text) parts.push({ text });
  if (!parts.some((p) => 'placeholder' in p && /^product/.test(p.placeholder))) {
    return { ok: false, problem: 'no_product' };
  }
  return { ok: true, parts };
}

/** The custom text's rule: only {number} may appear in braces. */
export function customTextProblem(text: string): 'unknown_placeholder' | 'unbalanced_brace' | null {
  const stripped = text.replaceAll('{number}', '');
  if (/[{}]/.test(stripped)) {
    return /\{[^{}]*\}/.test(stripped) ? 'unknown_placeholder' : 'unbalanced_brace';
  }
  return null;
}

/** One notice of the visitor answer. Billing fields are base64 of UTF-8 text (spec §3). */
export interface NoticeItem {
  title: string;
  url: string;
  /** The product's picture, or '' when none (or pictures are off). */
  thumb: string;
  first_name: string;
  city: string;
  state: string;
  country: string;
  /** When bought, epoch seconds; absent for a generated notice (its time ago is drawn at random). */
  time?: number;
}

export interface NoticesAnswer {
  enabled: boolean;
  settings: Pick<
    NoticeSettings,
    | 'messages'
    | 'image'
    | 'redirect_target'
    | 'time'
    | 'display_effect'
    | 'hidden_effect'
    | 'message_custom'
    | 'message_number_min'
    | 'message_number_max'
    | 'time_close'
    | 'show_close'
    | 'loop'
  >;
  products: NoticeItem[];
  /**
   * The visitor's country code, when generated notices with `detect` on found it (the shop's
   * header, the code the browser remembered, or the server's own GeoIP): the widget keeps it in
   * NOTICE_LOCATION_COOKIE for a day and sends it back, so it is looked up once a day.
   */
  visitor_country?: string;
}

/** The location cookie: the visitor's country code as detected, kept a day (spec §7). */
export const NOTICE_LOCATION_COOKIE = 'pinwheel_notices_cc';
export const NOTICE_LOCATION_COOKIE_SECONDS = 86_400;

/** Base64 of a text's UTF-8 bytes, in the browser and in Node alike. */
export function toBase64Text(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text a base64 field holds; '' when it is not base64 of UTF-8. */
export function fromBase64Text(encoded: string): string {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '';
  }
}

/** A time ago in its largest whole unit (spec §9: days, hours, mins, secs). */
export function noticeTimeAgo(seconds: number): {
  unit: 'days' | 'hours' | 'mins' | 'secs';
  count: number;
} {
  const s = Math.max(1, Math.floor(seconds));
  if (s >= 86_400) return { unit: 'days', count: Math.floor(s / 86_400) };
  if (s >= 3_600) return { unit: 'hours', count: Math.floor(s / 3_600) };
  if (s >= 60) return { unit: 'mins', count: Math.floor(s / 60) };
  return { unit: 'secs', count: s };
}
