// Runs every targeting rule a popup has switched on against one visitor and reports each result,
// so debug mode (?pinwheel_debug=1) can print why a popup did or did not show. Rules the popup does
// not use are left out of the report. prepareRules is the one list of rules: evaluatePopup reports
// on it, and the server keeps it per popup and runs it with rulesAllow on every display request.
import type { PopupTargeting } from '../popup/popup-content.ts';
import { isOn } from '../popup/wire-flag.ts';
import type { CartState } from './cart-rule.ts';
import { cartRulePasses } from './cart-rule.ts';
import type { CookieJar } from './cookie-filter.ts';
import { cookieFilterPasses } from './cookie-filter.ts';
import type { Device } from './device-rule.ts';
import { deviceRulePasses, deviceTargetOf } from './device-rule.ts';
import type { FrequencyState } from './display-frequency.ts';
import { frequencyAllows } from './display-frequency.ts';
import type { EngagementMarkers } from './engagement-filter.ts';
import { engagementFilterPasses } from './engagement-filter.ts';
import type { ReadJsVariable } from './js-filter.ts';
import { jsFilterPasses } from './js-filter.ts';
import { checkoutPagesAllow, MODAL_POPUP_TYPES } from './checkout-pages.ts';
import { pageRulesAllow } from './page-rules.ts';
import type { RuleOutcome, RuleResult } from './rule-outcome.ts';
import { sourceCodeTargetPasses } from './source-code-target.ts';
import { visitorListPasses } from './visitor-list-rule.ts';

/**
 * What is known about the visitor on the side doing the evaluation. Leave out what this side does
 * not know (the server has no page source or JS variables); rules needing it are reported as
 * skipped and passed, and the widget, which knows them, decides them again.
 */
export interface VisitorContext {
  /** Current time in ms since the epoch. */
  now: number;
  /** Full address of the page being viewed. */
  url?: string;
  device?: Device;
  /** Frequency state per popup id; a popup with no entry has not been seen. */
  frequency?: Readonly<Record<string, FrequencyState>>;
  engagement?: EngagementMarkers;
  readJsVariable?: ReadJsVariable;
  cookies?: CookieJar;
  pageSource?: string;
  cart?: CartState;
  /** The visitor's country (ISO 3166 alpha-2, upper case); the server knows it. */
  country?: string;
  /** The visitor's language as the display answer chose it ('en' or 'he'); the server knows it. */
  language?: string;
}

export interface PopupEvaluation {
  show: boolean;
  results: RuleResult[];
}

/**
 * One rule a popup switched on, ready to run: its wire name and its check, which answers undefined
 * when the visitor context lacks the rule's input (reported as skipped, counted as passed).
 */
export interface PreparedRule {
  rule: string;
  check(visitor: VisitorContext): RuleOutcome | undefined;
  /**
   * A rule every popup of a kind has rather than one the owner switched on (modal popups off
   * checkout pages): reported only when it had something to say (it kept the popup away, or a show
   * rule overrode it), so a report still lists only what the owner chose.
   */
  implicit?: true;
}

/**
 * The rules a popup switched on, in the order they are decided. What depends only on the popup is
 * read here once: the server prepares each popup once per cache entry and judges it on every
 * display request; the widget prepares the few it got on each page.
 */
export function prepareRules(popup: PopupTargeting): PreparedRule[] {
  const rules: PreparedRule[] = [];
  /** A rule reading `needs` from the visitor context; without it the rule is skipped. */
  const add = <K extends keyof VisitorContext>(
    rule: string,
    needs: K,
    decide: (input: NonNullable<VisitorContext[K]>, visitor: VisitorContext) => RuleOutcome,
  ) =>
    rules.push({
      rule,
      check: (visitor) =>
        visitor[needs] === undefined ? undefined : decide(visitor[needs]!, visitor),
    });
  const id = popup.poptin_id;

  const target = deviceTargetOf(popup);
  if (target !== 'all') {
    add('device', 'device', (device) => deviceRulePasses(target, device));
  }

  for (const [field, needs] of [
    ['display_in_countries', 'country'],
    ['display_in_languages', 'language'],
  ] as const) {
    const list = popup[field];
    if (list && list.values.length > 0) {
      add(field, needs, (value) => visitorListPasses(list, value));
    }
  }

  const show = popup.show_on_pages ?? [];
  const hide = popup.hide_on_pages ?? [];
  if (show.length > 0 || hide.length > 0) {
    add('pages', 'url', (url) => pageRulesAllow(show, hide, url));
  }
  if (MODAL_POPUP_TYPES.has(popup.poptin_type)) {
    rules.push({
      rule: 'checkout_pages',
      implicit: true,
      check: (visitor) =>
        visitor.url === undefined ? undefined : checkoutPagesAllow(show, visitor.url),
    });
  }

  for (const field of ['d_f_a', 'd_f_r'] as const) {
    const frequency = popup[field];
    if (frequency) {
      add(field, 'frequency', (states, v) =>
        frequencyAllows(frequency, states[id] ?? { seen: false }, v.now),
      );
    }
  }

  if (isOn(popup.stop_showing_to_converted_users)) {
    add('stop_showing_to_converted_users', 'engagement', (markers) =>
      markers.converted.includes(id)
        ? { passed: false, detail: 'visitor already converted on this popup' }
        : { passed: true },
    );
  }

  if (isOn(popup.engagement_with_other_poptin_filter_active)) {
    const filter = popup.engagement_with_other_poptin_filter;
    add('engagement_with_other_poptin_filter', 'engagement', (markers) =>
      engagementFilterPasses(filter, markers, id),
    );
  }

  if (isOn(popup.display_if_specific_js_active)) {
    add('js_filter', 'readJsVariable', (read) => jsFilterPasses(popup.js_filter ?? [], read));
  }

  if (isOn(popup.display_if_specific_cookie_active)) {
    add('cookie_filter', 'cookies', (cookies) =>
      cookieFilterPasses(popup.cookie_filter ?? [], cookies),
    );
  }

  if (isOn(popup.source_code_target_active)) {
    const { source_code_target_html: html, source_code_target_role: role } = popup;
    add('source_code_target', 'pageSource', (source) => sourceCodeTargetPasses(html, role, source));
  }

  if (isOn(popup.shopify_cart_trigger_active)) {
    add('shopify_cart_trigger', 'cart', (cart) =>
      cartRulePasses(
        popup.shopify_cart_trigger_action,
        popup.shopify_cart_trigger_cart_spec_filter,
        popup.shopify_cart_trigger_cart_spec_value,
        cart,
        popup.shopify_cart_trigger_products,
      ),
    );
  }

  if (isOn(popup.wix_cart_trigger_active)) {
    add('wix_cart_trigger', 'cart', (cart) =>
      cartRulePasses(
        popup.wix_cart_trigger_action,
        popup.wix_cart_trigger_cart_spec_filter,
        popup.wix_cart_trigger_cart_spec_value,
        cart,
        popup.wix_cart_trigger_products,
      ),
    );
  }
  return rules;
}

/** Every rule the popup switched on, run and reported (debug mode prints the report). */
export function evaluatePopup(popup: PopupTargeting, visitor: VisitorContext): PopupEvaluation {
  const results: RuleResult[] = [];
  for (const { rule, check, implicit } of prepareRules(popup)) {
    const outcome = check(visitor);
    if (implicit && (outcome === undefined || (outcome.passed && !outcome.detail))) continue;
    results.push({
      rule,
      ...(outcome ?? { passed: true, skipped: true, detail: 'input not available here' }),
    });
  }
  return { show: results.every((result) => result.passed), results };
}

/** Whether prepared rules let the popup show: stops at the first that fails. */
export function rulesAllow(rules: readonly PreparedRule[], visitor: VisitorContext): boolean {
  for (const rule of rules) {
    const outcome = rule.check(visitor);
    if (outcome !== undefined && !outcome.passed) return false;
  }
  return true;
}

/** Whether the popup may show, without the report. Judging a popup often? prepareRules once. */
export function popupAllowed(popup: PopupTargeting, visitor: VisitorContext): boolean {
  return rulesAllow(prepareRules(popup), visitor);
}
