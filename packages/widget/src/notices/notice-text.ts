// A notice's words: a template's placeholders filled from one notice of the visitor answer
// (@pinwheel/core's rules: the placeholders, base64 person fields, the time ago's units). Pure: the
// clock and the dice are passed in, so the owner page's preview and the tests draw the same words.
import {
  fromBase64Text,
  noticeTimeAgo,
  parseNoticeTemplate,
  type NoticeItem,
  type NoticesAnswer,
} from '@pinwheel/core/notices';

export type NoticeLanguage = 'en' | 'he';

/**
 * One run of a notice's line: the template's own text, a filled-in value (`value`: a name, a
 * place, the product, shown isolated so its direction cannot upset the line's), or the product's
 * name as a link.
 */
export type NoticeSegment = { text: string; value?: true } | { link: string; href: string };

export interface NoticeWords {
  someone: string;
  close: string;
  label: string;
  timeAgo(unit: 'days' | 'hours' | 'mins' | 'secs', count: number): string;
}

const englishUnits = { days: 'day', hours: 'hour', mins: 'min', secs: 'sec' } as const;
const hebrewUnits = {
  days: ['יום', 'יומיים', 'ימים'],
  hours: ['שעה', 'שעתיים', 'שעות'],
  mins: ['דקה', '2 דקות', 'דקות'],
  secs: ['שנייה', '2 שניות', 'שניות'],
} as const;

export const NOTICE_WORDS: Record<NoticeLanguage, NoticeWords> = {
  en: {
    someone: 'Someone',
    close: 'Close this notice',
    label: 'Recent purchase',
    timeAgo: (unit, count) => `${count} ${englishUnits[unit]}${count === 1 ? '' : 's'} ago`,
  },
  he: {
    someone: 'מישהו',
    close: 'סגירת ההודעה',
    label: 'רכישה אחרונה',
    timeAgo: (unit, count) => {
      const [one, two, many] = hebrewUnits[unit];
      return `לפני ${count === 1 ? one : count === 2 ? two : `${count} ${many}`}`;
    },
  },
};

export interface NoticeDraw {
  /** Now, epoch ms. */
  now: number;
  /** A number in [0, 1), as Math.random. */
  random: () => number;
  lang: NoticeLanguage;
}

type Settings = NoticesAnswer['settings'];

/** A whole number in [min, max] (either order). */
function between(min: number, max: number, random: () => number): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return low + Math.floor(random() * (high - low + 1));
}

/** Seconds since the order; a generated notice draws them, up to `time` hours (spec §9). */
function secondsAgo(item: NoticeItem, settings: Settings, draw: NoticeDraw): number {
  if (typeof item.time === 'number') return Math.max(1, draw.now / 1000 - item.time);
  return 1 + Math.floor(draw.random() * Math.max(1, settings.time * 3600));
}

/**
 * The line a notice shows: the template drawn (one of the settings' messages), each placeholder
 * filled as text. A place left empty (no billing data) takes the separator before it along, so
 * "Someone in , bought" never shows. Null when no template is usable.
 */
export function noticeLine(
  item: NoticeItem,
  settings: Settings,
  draw: NoticeDraw,
): NoticeSegment[] | null {
  const templates = settings.messages.filter((message) => parseNoticeTemplate(message).ok);
  if (templates.length === 0) return null;
  const template = templates[Math.floor(draw.random() * templates.length)]!;
  const parsed = parseNoticeTemplate(template);
  if (!parsed.ok) return null;
  const words = NOTICE_WORDS[draw.lang];
  const values: Record<string, string> = {
    first_name: fromBase64Text(item.first_name).trim() || words.someone,
    city: fromBase64Text(item.city).trim(),
    state: fromBase64Text(item.state).trim(),
    country: fromBase64Text(item.country).trim(),
    product: item.title,
    time_ago: ((ago) => words.timeAgo(ago.unit, ago.count))(
      noticeTimeAgo(secondsAgo(item, settings, draw)),
    ),
    custom: settings.message_custom.replaceAll('{number}', () =>
      String(between(settings.message_number_min, settings.message_number_max, draw.random)),
    ),
  };
  const segments: NoticeSegment[] = [];
  for (const part of parsed.parts) {
    if ('text' in part) {
      segments.push({ text: part.text });
    } else if (part.placeholder === 'product_with_link') {
      segments.push({ link: item.title, href: item.url });
    } else {
      const value = values[part.placeholder] ?? '';
      if (value === '') {
        // Drop the separator that led to the missing value (", " or " in " and the like).
        const before = segments.at(-1);
        if (before && 'text' in before) {
          before.text = before.text.replace(/\s*(,|\s[^\s,{}]{1,3})?\s*$/u, '');
        }
      }
      segments.push({ text: value, value: true });
    }
  }
  return tidy(segments);
}

/** Joins neighbouring template text, and takes out doubled spaces and commas left by empty values. */
function tidy(segments: NoticeSegment[]): NoticeSegment[] {
  const joined: NoticeSegment[] = [];
  for (const segment of segments) {
    const last = joined.at(-1);
    if ('text' in segment && !segment.value && last && 'text' in last && !last.value) {
      last.text += segment.text;
    } else {
      joined.push({ ...segment });
    }
  }
  for (const segment of joined) {
    if ('text' in segment && !segment.value) {
      segment.text = segment.text
        .replace(/\s+/gu, ' ')
        .replace(/\s+,/gu, ',')
        .replace(/,(\s*,)+/gu, ',');
    }
  }
  const first = joined[0];
  if (first && 'text' in first && !first.value) first.text = first.text.replace(/^[\s,]+/u, '');
  return joined.filter((segment) => !('text' in segment) || segment.text !== '');
}

/**
 * The direction a line reads in: its template's, by the template's own letters (Hebrew or Arabic
 * right to left, Latin left to right), else the page's. An English template on a Hebrew page
 * reads left to right; the values in it are isolated.
 */
export function lineDirection(segments: NoticeSegment[], lang: NoticeLanguage): 'ltr' | 'rtl' {
  const own = segments.map((s) => ('text' in s && !s.value ? s.text : '')).join('');
  const strong = /[A-Za-z\u00C0-\u024F\u0590-\u08FF]/u.exec(own)?.[0];
  if (strong) return /[\u0590-\u08FF]/u.test(strong) ? 'rtl' : 'ltr';
  return lang === 'he' ? 'rtl' : 'ltr';
}
