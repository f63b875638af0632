// A popup's targeting as one sentence an owner reads ("Shows on pages whose address contains
// “/products” on phones after 10 seconds on the page, once every 3 days"), in English or Hebrew.
// One pure function, so the dashboard's targeting page and its popups list say the same thing.
// It reads only the fields the widget and the server act on (targeting-fields.ts, popup.ts), and
// follows their rules: click-to-open arms nothing else (loader/popup-triggers.ts), the first
// trigger to fire wins (so triggers are joined with "or"), and rules must all hold ("and").
import { parseCountdownTimer } from '../popup/countdown-deadline.ts';
import type { Popup } from '../popup/popup.ts';
import type { PopupTargeting } from '../popup/popup-content.ts';
import type { PageRule } from '../popup/targeting-fields.ts';
import { isOn } from '../popup/wire-flag.ts';
import type { MessageKey } from '../messages/en.ts';
import { translate, type Language } from '../messages/translate.ts';
import { deviceTargetOf } from './device-rule.ts';
import { parseEngagementFilter } from './engagement-filter.ts';
import { parseMatchPair } from './match-rule.ts';

/**
 * The fields the sentence reads: a popup's targeting (a whole popup has them too), and its design
 * properties when known, for the countdown's end after which it is not shown.
 */
export type SummarisedPopup = PopupTargeting & Partial<Pick<Popup, 'design_properties'>>;

/** An owner's value inside a sentence: quoted, and isolated so a path keeps its order in Hebrew. */
export const quoted = (value: string) => `\u2068“${value}”\u2069`;

const list = (lang: Language, items: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(lang, { style: 'long', type }).format(items);

/** A trigger number as the loader reads it (popup-triggers.ts triggerNumber), or null when off. */
function triggerNumber(value: unknown, min: number): number | null {
  if (value === 'no' || value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= min ? number : null;
}

/** "contains “/products”", one page rule's comparison. */
function matchText(lang: Language, rule: string, value: string): string {
  const key = `targetingSummary.match.${rule}` as MessageKey;
  return translate(lang, key, { value: quoted(value) });
}

/** The page rules as the clause "on pages whose address contains “/a” or starts with “/b”". */
export function pagesClause(
  lang: Language,
  show: readonly PageRule[],
  hide: readonly PageRule[],
): string {
  const parts: string[] = [];
  const conditions = (rules: readonly PageRule[]) =>
    list(
      lang,
      rules.map((rule) => matchText(lang, rule.rule, rule.value)),
      'disjunction',
    );
  parts.push(
    show.length > 0
      ? translate(lang, 'targetingSummary.pages', { conditions: conditions(show) })
      : translate(lang, 'targetingSummary.everyPage'),
  );
  if (hide.length > 0) {
    parts.push(translate(lang, 'targetingSummary.hidePages', { conditions: conditions(hide) }));
  }
  return parts.join(' ');
}

/** "whose cookie “_ga” contains “x”": one cookie or JS condition pair, or null when malformed. */
function pairClause(
  lang: Language,
  kind: 'cookie' | 'js',
  name: string,
  valuePair: string,
  showPair: string,
): string | null {
  const condition = parseMatchPair(valuePair);
  const plainName = parseMatchPair(name)?.value ?? name;
  if (!condition || !plainName) return null;
  const mode = showPair === 'dont_show' ? 'dont_show' : 'show';
  return translate(lang, `targetingSummary.${kind}.${mode}`, {
    name: quoted(plainName),
    condition: matchText(lang, condition.rule, condition.value),
  });
}

export function cookieClauses(lang: Language, popup: SummarisedPopup): string[] {
  if (!isOn(popup.display_if_specific_cookie_active)) return [];
  return (popup.cookie_filter ?? []).flatMap((entry) => {
    const text = pairClause(
      lang,
      'cookie',
      entry.cookie_name_pair,
      entry.cookie_value_pair,
      entry.cookie_show_pair,
    );
    return text ? [text] : [];
  });
}

export function jsClauses(lang: Language, popup: SummarisedPopup): string[] {
  if (!isOn(popup.display_if_specific_js_active)) return [];
  return (popup.js_filter ?? []).flatMap((entry) => {
    const text = pairClause(
      lang,
      'js',
      entry.js_name_pair,
      entry.js_value_pair,
      entry.js_show_pair,
    );
    return text ? [text] : [];
  });
}

export function engagementClause(lang: Language, popup: SummarisedPopup): string | null {
  if (!isOn(popup.engagement_with_other_poptin_filter_active)) return null;
  const filter = parseEngagementFilter(popup.engagement_with_other_poptin_filter);
  if (!filter) return null;
  const which =
    filter.popupId === 'any'
      ? translate(
          lang,
          filter.kind === 'embedded'
            ? 'targetingSummary.engagement.anyEmbedded'
            : 'targetingSummary.engagement.anyOther',
        )
      : translate(lang, 'targetingSummary.engagement.popup', { id: quoted(filter.popupId) });
  return translate(lang, `targetingSummary.engagement.${filter.mode}`, {
    action: translate(lang, `targetingSummary.engagement.${filter.action}`),
    popup: which,
  });
}

export function sourceClause(lang: Language, popup: SummarisedPopup): string | null {
  if (!isOn(popup.source_code_target_active) || !popup.source_code_target_html) return null;
  const role = popup.source_code_target_role === 'not_contain' ? 'not_contain' : 'contain';
  return translate(lang, `targetingSummary.source.${role}`, {
    value: quoted(popup.source_code_target_html.trim()),
  });
}

export function cartClauses(lang: Language, popup: SummarisedPopup): string[] {
  const clauses: string[] = [];
  for (const store of ['shopify', 'wix'] as const) {
    if (!isOn(popup[`${store}_cart_trigger_active`])) continue;
    const measure = popup[`${store}_cart_trigger_action`] ?? 'cart_value';
    const comparison = popup[`${store}_cart_trigger_cart_spec_filter`] ?? 'greater_than';
    const value = popup[`${store}_cart_trigger_cart_spec_value`] ?? 0;
    let text = translate(lang, 'targetingSummary.cart', {
      measure: translate(lang, `targetingSummary.cart.${measure}`),
      comparison: translate(lang, `targetingSummary.cart.${comparison}`),
      value: String(value),
    });
    const products = (popup[`${store}_cart_trigger_products`] ?? '').trim();
    if (products) {
      text += ` ${translate(lang, 'targetingSummary.cartProducts', { products: quoted(products) })}`;
    }
    clauses.push(text);
  }
  return clauses;
}

/** "in Israel or the United States", "except in Germany"; country names in the sentence's language. */
export function countriesClause(lang: Language, popup: SummarisedPopup): string | null {
  const rule = popup.display_in_countries;
  if (!rule || rule.values.length === 0) return null;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const countries = rule.values.map((code) => names?.of(code.toUpperCase()) ?? code.toUpperCase());
  return translate(lang, `targetingSummary.countries.${rule.mode}`, {
    countries: list(lang, countries, rule.mode === 'show' ? 'disjunction' : 'conjunction'),
  });
}

/** "whose browser is in Hebrew", "unless their browser is in English". */
export function languagesClause(lang: Language, popup: SummarisedPopup): string | null {
  const rule = popup.display_in_languages;
  if (!rule || rule.values.length === 0) return null;
  const languages = rule.values.map((one) =>
    translate(lang, one === 'he' ? 'targetingSummary.language.he' : 'targetingSummary.language.en'),
  );
  return translate(lang, `targetingSummary.languages.${rule.mode}`, {
    languages: list(lang, languages, rule.mode === 'show' ? 'disjunction' : 'conjunction'),
  });
}

/** When it opens: each trigger switched on, as the loader arms them. */
export function triggerClause(lang: Language, popup: SummarisedPopup): string {
  if (isOn(popup.on_click)) return translate(lang, 'targetingSummary.onClick');
  const triggers: string[] = [];
  const seconds = triggerNumber(popup.display_after_sec_active, 0);
  if (seconds !== null) {
    triggers.push(
      seconds === 0 && popup.display_after_sec_active_on !== 'website'
        ? translate(lang, 'targetingSummary.immediately')
        : translate(
            lang,
            popup.display_after_sec_active_on === 'website'
              ? 'targetingSummary.delay.website'
              : 'targetingSummary.delay.page',
            { count: seconds },
          ),
    );
  }
  const percent = triggerNumber(popup.display_after_scroll_active, 1);
  if (percent !== null) triggers.push(translate(lang, 'targetingSummary.scroll', { percent }));
  const clicks = triggerNumber(popup.display_after_page_click_number_active, 1);
  if (clicks !== null) triggers.push(translate(lang, 'targetingSummary.clicks', { count: clicks }));
  const inactive = triggerNumber(popup.display_after_inactive_seconds_active, 1);
  if (inactive !== null) {
    triggers.push(translate(lang, 'targetingSummary.inactive', { count: inactive }));
  }
  if (isOn(popup.display_after_exit_website_active)) {
    triggers.push(translate(lang, 'targetingSummary.exit'));
  }
  if (isOn(popup.display_if_adblock_active)) {
    triggers.push(translate(lang, 'targetingSummary.adblock'));
  }
  const pages = triggerNumber(popup.display_after_visit_page_active, 1);
  if (pages !== null) {
    triggers.push(translate(lang, 'targetingSummary.pagesVisited', { count: pages }));
  }
  if (triggers.length > 0) return list(lang, triggers, 'disjunction');
  return translate(lang, 'targetingSummary.noTrigger');
}

/** How often: both frequency rules, when set, must allow it. */
export function frequencyClause(lang: Language, popup: SummarisedPopup): string | null {
  const parts: string[] = [];
  for (const frequency of [popup.d_f_a, popup.d_f_r]) {
    if (!frequency) continue;
    if (frequency.rule === 'display_once_a_visitor_2') {
      parts.push(translate(lang, 'targetingSummary.frequency.once'));
    } else if (frequency.rule === 'display_once_every_few_days_3') {
      parts.push(translate(lang, 'targetingSummary.frequency.days', { count: frequency.days }));
    } else if (frequency.rule === 'display_once_every_few_visiting_4') {
      parts.push(translate(lang, 'targetingSummary.frequency.visits', { count: frequency.visits }));
    } else if (frequency.rule === 'display_everytime_everypage_5') {
      parts.push(translate(lang, 'targetingSummary.frequency.always'));
    }
  }
  return parts.length > 0 ? list(lang, [...new Set(parts)], 'conjunction') : null;
}

/**
 * When it stops showing: its countdown's moment (`design_properties.timer` as a date), after which
 * the widget no longer shows it. A countdown counted from each showing ends no schedule.
 */
export function scheduleEnd(popup: SummarisedPopup): number | null {
  const timer = parseCountdownTimer(popup.design_properties?.timer);
  return timer?.kind === 'moment' ? timer.at : null;
}

/** A moment as the sentences write it: in UTC, said so. */
export function momentText(lang: Language, at: number): string {
  const format = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(at)} UTC`;
}

export function scheduleClause(lang: Language, popup: SummarisedPopup): string | null {
  const end = scheduleEnd(popup);
  return end === null
    ? null
    : translate(lang, 'targetingSummary.until', { date: momentText(lang, end) });
}

/** The whole sentence, ending with a full stop. */
export function targetingSentence(popup: SummarisedPopup, lang: Language): string {
  const words = [translate(lang, 'targetingSummary.shows')];
  const where = [pagesClause(lang, popup.show_on_pages ?? [], popup.hide_on_pages ?? [])];
  const source = sourceClause(lang, popup);
  if (source) where.push(source);
  // An embedded popup is drawn into the page's placeholders for it, not over the page.
  if (popup.poptin_type === 'embedded') where.push(translate(lang, 'targetingSummary.embedded'));
  words.push(list(lang, where, 'conjunction'));
  const device = deviceTargetOf(popup);
  if (device !== 'all') words.push(translate(lang, `targetingSummary.device.${device}`));
  const audience = [
    countriesClause(lang, popup),
    languagesClause(lang, popup),
    ...cookieClauses(lang, popup),
    ...jsClauses(lang, popup),
  ].filter((clause): clause is string => clause !== null);
  const engagement = engagementClause(lang, popup);
  if (engagement) audience.push(engagement);
  if (isOn(popup.stop_showing_to_converted_users)) {
    audience.push(translate(lang, 'targetingSummary.notConverted'));
  }
  if (audience.length > 0) {
    words.push(
      translate(lang, 'targetingSummary.audience', {
        conditions: list(lang, audience, 'conjunction'),
      }),
    );
  }
  const when = [triggerClause(lang, popup)];
  // A cart rule gates the triggers (the loader decides it before arming), so it joins with "and".
  words.push(list(lang, [...when, ...cartClauses(lang, popup)], 'conjunction'));
  const after = [frequencyClause(lang, popup), scheduleClause(lang, popup)].filter(Boolean);
  return `${words.join(' ')}${after.map((part) => `, ${part}`).join('')}.`;
}
