// "Why did it (not) show" in plain sentences, English or Hebrew: the server's verdict for one popup
// on one page (GET pinwheel/v1/sites/{id}/display-check) told with the popup's own rules, in the
// same words as its targeting sentence (targeting-summary.ts). The verdict's shape is here, once,
// because the server answers it and the dashboard reads it.
import type { MessageKey } from '../messages/en.ts';
import { translate, type Language } from '../messages/translate.ts';
import { deviceTargetOf } from './device-rule.ts';
import {
  cartClauses,
  cookieClauses,
  countriesClause,
  engagementClause,
  frequencyClause,
  jsClauses,
  languagesClause,
  momentText,
  pagesClause,
  scheduleEnd,
  sourceClause,
  triggerClause,
  type SummarisedPopup,
} from './targeting-summary.ts';

export type DisplayCheckVerdict = 'shows' | 'hidden' | 'not_live' | 'ab_variant';

/** One popup's verdict for one page and visitor. */
export interface DisplayCheckPopup {
  id: string;
  name: string;
  type: string;
  status: 'live' | 'paused' | 'draft';
  verdict: DisplayCheckVerdict;
  /** The rules that keep it away (wire names: `pages`, `device`, `cookie_filter`, `d_f_a`, …). */
  failed: {
    rule: string;
    detail: string;
    /** Rule `coupon`: the code it shows that no longer works, and its end (null: no coupon). */
    code?: string;
    ended_at?: number | null;
    /** Rule `coupon`: its coupon's usage limit is reached. */
    used_up?: boolean;
  }[];
  /** Rules switched on that the visitor's browser decides; they may still keep it away. */
  browser_checks: string[];
  /** Kept away because the visitor converted before and it stops showing to them. */
  converted_rule: boolean;
}

const conditionsOf = (lang: Language, clauses: readonly string[]) =>
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(clauses);

function failedRuleSentence(
  lang: Language,
  failed: DisplayCheckPopup['failed'][number],
  popup: SummarisedPopup,
  device: 'desktop' | 'mobile',
  live: boolean,
): string {
  const sentence =
    failed.rule === 'coupon' && failed.code
      ? couponText(lang, failed.code, failed.ended_at ?? null, failed.used_up ?? false)
      : failedRuleText(lang, failed.rule, popup, device);
  return translate(lang, live ? 'displayCheck.hiddenBecause' : 'displayCheck.alsoWhenLive', {
    reason: sentence,
  });
}

/** Why a popup showing a code is not served: the code stopped working (display's snapshot). */
function couponText(lang: Language, code: string, endedAt: number | null, usedUp: boolean): string {
  if (usedUp) return translate(lang, 'displayCheck.rule.couponUsedUp', { code });
  if (endedAt === null) return translate(lang, 'displayCheck.rule.couponGone', { code });
  return translate(lang, 'displayCheck.rule.couponEnded', {
    code,
    date: momentText(lang, endedAt),
  });
}

function failedRuleText(
  lang: Language,
  rule: string,
  popup: SummarisedPopup,
  device: 'desktop' | 'mobile',
): string {
  if (rule === 'device') {
    const target = deviceTargetOf(popup) === 'mobile' ? 'mobile' : 'desktop';
    return translate(lang, 'displayCheck.rule.device', {
      target: translate(lang, `displayCheck.device.${target}`),
      device: translate(
        lang,
        device === 'mobile' ? 'displayCheck.device.phone' : 'displayCheck.device.computer',
      ),
    });
  }
  if (rule === 'pages') {
    return translate(lang, 'displayCheck.rule.pages', {
      pages: pagesClause(lang, popup.show_on_pages ?? [], popup.hide_on_pages ?? []),
    });
  }
  if (rule === 'cookie_filter') {
    return translate(lang, 'displayCheck.rule.cookie_filter', {
      rules: conditionsOf(lang, cookieClauses(lang, popup)),
    });
  }
  if (rule === 'engagement_with_other_poptin_filter') {
    return translate(lang, 'displayCheck.rule.engagement_with_other_poptin_filter', {
      rule: engagementClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'd_f_a' || rule === 'd_f_r') return translate(lang, 'displayCheck.rule.frequency');
  if (rule === 'display_in_countries') {
    return translate(lang, 'displayCheck.rule.countries', {
      rule: countriesClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'display_in_languages') {
    return translate(lang, 'displayCheck.rule.languages', {
      rule: languagesClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'schedule') {
    const end = scheduleEnd(popup);
    if (end !== null) {
      return translate(lang, 'displayCheck.rule.schedule', { date: momentText(lang, end) });
    }
  }
  return translate(lang, 'displayCheck.rule.other', { rule });
}

function browserCheckSentence(lang: Language, rule: string, popup: SummarisedPopup): string | null {
  if (rule === 'display_in_countries') {
    return translate(lang, 'displayCheck.undecided.countries', {
      rule: countriesClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'display_in_languages') {
    return translate(lang, 'displayCheck.undecided.languages', {
      rule: languagesClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'js_filter') {
    return translate(lang, 'displayCheck.browserDecides.js_filter', {
      rules: conditionsOf(lang, jsClauses(lang, popup)),
    });
  }
  if (rule === 'cookie_filter') {
    return translate(lang, 'displayCheck.browserDecides.cookie_filter', {
      rules: conditionsOf(lang, cookieClauses(lang, popup)),
    });
  }
  if (rule === 'source_code_target') {
    return translate(lang, 'displayCheck.browserDecides.source_code_target', {
      rule: sourceClause(lang, popup) ?? rule,
    });
  }
  if (rule === 'shopify_cart_trigger' || rule === 'wix_cart_trigger') {
    return translate(lang, 'displayCheck.browserDecides.cart', {
      rule: conditionsOf(lang, cartClauses(lang, popup)),
    });
  }
  return null;
}

/**
 * The sentences for one popup: the verdict first (why not, or when it opens), then what the
 * visitor's browser still decides. `device` is the device the check was made for.
 */
export function displayCheckSentences(
  check: DisplayCheckPopup,
  popup: SummarisedPopup,
  lang: Language,
  device: 'desktop' | 'mobile',
): string[] {
  const sentences: string[] = [];
  const live = check.verdict !== 'not_live';
  if (!live) {
    sentences.push(
      translate(
        lang,
        check.status === 'paused' ? 'displayCheck.notLive.paused' : 'displayCheck.notLive.draft',
      ),
    );
  }
  if (check.converted_rule) sentences.push(translate(lang, 'displayCheck.converted'));
  // A popup that is not live is still judged by its rules, so the owner knows before publishing.
  for (const failed of check.failed) {
    sentences.push(failedRuleSentence(lang, failed, popup, device, live));
  }
  if (check.verdict === 'ab_variant') sentences.push(translate(lang, 'displayCheck.abVariant'));
  const frequency = frequencyClause(lang, popup);
  const when = triggerClause(lang, popup) + (frequency ? `, ${frequency}` : '');
  if (check.verdict === 'shows' || check.verdict === 'ab_variant') {
    sentences.push(translate(lang, 'displayCheck.shows', { when }));
  } else if (!live && check.failed.length === 0 && !check.converted_rule) {
    sentences.push(translate(lang, 'displayCheck.showsOnceLive', { when }));
  }
  for (const rule of check.browser_checks) {
    const sentence = browserCheckSentence(lang, rule, popup);
    if (sentence) sentences.push(sentence);
  }
  return sentences;
}

/** Why the site refused the page itself, in a sentence. */
export function displayGateSentence(reason: string, host: string, lang: Language): string {
  const known = ['unknown_client', 'domain_not_allowed', 'client_restricted', 'max_views'];
  const key = (
    known.includes(reason) ? `displayCheck.gate.${reason}` : 'displayCheck.gate.other'
  ) as MessageKey;
  return translate(lang, key, { host });
}
