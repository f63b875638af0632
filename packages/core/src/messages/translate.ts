// Looks up a message in the visitor's language and fills {placeholders}. Values are inserted as
// plain text; callers that render HTML must escape (React does).
import { en, type MessageKey } from './en.ts';
import { he } from './he.ts';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';

export { defaultLanguage, directionOf, isLanguage, languages, type Language } from './languages.ts';

const catalogues: Record<Language, Record<MessageKey, string>> = { en, he };

/** A language's whole catalogue, for a page to hand its browser (apps/web root.tsx). */
export function messagesOf(lang: Language): Readonly<Record<MessageKey, string>> {
  return catalogues[lang];
}

export function translate(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[lang][key] ?? en[key];
  return withPlurals(lang, template, params).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * ICU's plural argument, `{count, plural, one {# review} other {# reviews}}`: the branch for the
 * number's plural category in the language (Intl.PluralRules: English one/other, Hebrew
 * one/two/other), an exact `=0` branch first when there is one, `#` the number. Branches hold
 * plain text and {placeholders}, no nested plurals.
 */
const pluralArgument =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g;
const pluralBranch = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();

function withPlurals(
  lang: Language,
  template: string,
  params: Record<string, string | number>,
): string {
  if (!template.includes(', plural,')) return template;
  return template.replace(pluralArgument, (whole, name: string, body: string) => {
    const count = Number(params[name]);
    if (!(name in params) || Number.isNaN(count)) return whole;
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    const branches = new Map(
      [...body.matchAll(pluralBranch)].map(([, selector = '', text = '']) => [selector, text]),
    );
    const text =
      branches.get(`=${count}`) ?? branches.get(rules.select(count)) ?? branches.get('other') ?? '';
    return text.replaceAll('#', String(count));
  });
}

/**
 * Picks the best language from an Accept-Language header ("he-IL,he;q=0.9,en;q=0.8").
 * Unknown or missing headers fall back to English.
 */
export function languageFromAcceptHeader(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  // "iw" is the legacy code for Hebrew that some browsers still send.
  for (const { base } of ranked) {
    const normalised = base === 'iw' ? 'he' : base;
    if (isLanguage(normalised)) return normalised;
  }
  return defaultLanguage;
}
