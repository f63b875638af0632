// Runs every targeting rule a popup has switched on against one visitor and reports each result,
// so debug mode (?pinwheel_debug=1) can print why a popup did or did not show. Rules the popup does
// not use are left out of the report.
import type { Popup } from '../popup/popup.ts';
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
import { pageRulesAllow } from './page-rules.ts';
import type { RuleOutcome, RuleResult } from './rule-outcome.ts';
import { sourceCodeTargetPasses } from './source-code-target.ts';

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
}

export interface PopupEvaluation {
  show: boolean;
  results: RuleResult[];
}

export function evaluatePopup(popup: Popup, visitor: VisitorContext): PopupEvaluation {
  const results: RuleResult[] = [];
  const show = decideRules(popup, visitor, (rule, outcome) =>
    results.push(
      outcome === undefined
        ? { rule, passed: true, skipped: true, detail: 'input not available here' }
        : { rule, ...outcome },
    ),
  );
  return { show, results };
}

/**
 * Whether the popup may show, without the report: stops at the first failing rule. The server
 * decides twenty popups per display request, so this is the path that must stay cheap.
 */
export function popupAllowed(popup: Popup, visitor: VisitorContext): boolean {
  return decideRules(popup, visitor);
}

/**
 * Runs the rules the popup switched on, in order. With `report`, runs all of them and reports
 * each (undefined outcome: this side lacks the input); without, stops at the first failure.
 */
function decideRules(
  popup: Popup,
  visitor: VisitorContext,
  report?: (rule: string, outcome: RuleOutcome | undefined) => void,
): boolean {
  let allPassed = true;
  const check = <T>(rule: string, input: T | undefined, decide: (input: T) => RuleOutcome) => {
    if (!allPassed && !report) return;
    const outcome = input === undefined ? undefined : decide(input);
    if (outcome && !outcome.passed) allPassed = false;
    report?.(rule, outcome);
  };
  const id = popup.poptin_id;

  const target = deviceTargetOf(popup);
  if (target !== 'all')
    check('device', visitor.device, (device) => deviceRulePasses(target, device));

  const show = popup.show_on_pages ?? [];
  const hide = popup.hide_on_pages ?? [];
  if (show.length > 0 || hide.length > 0) {
    check('pages', visitor.url, (url) => pageRulesAllow(show, hide, url));
  }

  for (const field of ['d_f_a', 'd_f_r'] as const) {
    const frequency = popup[field];
    if (frequency) {
      check(field, visitor.frequency, (states) =>
        frequencyAllows(frequency, states[id] ?? { seen: false }, visitor.now),
      );
    }
  }

  if (isOn(popup.stop_showing_to_converted_users)) {
    check('stop_showing_to_converted_users', visitor.engagement, (markers) =>
      markers.converted.includes(id)
        ? { passed: false, detail: 'visitor already converted on this popup' }
        : { passed: true },
    );
  }

  if (isOn(popup.engagement_with_other_poptin_filter_active)) {
    check('engagement_with_other_poptin_filter', visitor.engagement, (markers) =>
      engagementFilterPasses(popup.engagement_with_other_poptin_filter, markers, id),
    );
  }

  if (isOn(popup.display_if_specific_js_active)) {
    check('js_filter', visitor.readJsVariable, (read) =>
      jsFilterPasses(popup.js_filter ?? [], read),
    );
  }

  if (isOn(popup.display_if_specific_cookie_active)) {
    check('cookie_filter', visitor.cookies, (cookies) =>
      cookieFilterPasses(popup.cookie_filter ?? [], cookies),
    );
  }

  if (isOn(popup.source_code_target_active)) {
    check('source_code_target', visitor.pageSource, (source) =>
      sourceCodeTargetPasses(popup.source_code_target_html, popup.source_code_target_role, source),
    );
  }

  if (isOn(popup.shopify_cart_trigger_active)) {
    check('shopify_cart_trigger', visitor.cart, (cart) =>
      cartRulePasses(
        popup.shopify_cart_trigger_action,
        popup.shopify_cart_trigger_cart_spec_filter,
        popup.shopify_cart_trigger_cart_spec_value,
        cart,
      ),
    );
  }

  if (isOn(popup.wix_cart_trigger_active)) {
    check('wix_cart_trigger', visitor.cart, (cart) =>
      cartRulePasses(
        popup.wix_cart_trigger_action,
        popup.wix_cart_trigger_cart_spec_filter,
        popup.wix_cart_trigger_cart_spec_value,
        cart,
      ),
    );
  }

  return allPassed;
}
