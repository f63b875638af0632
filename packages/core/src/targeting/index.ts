// Public surface of the targeting engine: pure rule functions and evaluatePopup over them.
export { abTestOf, chooseVariant, keepChosenVariants, variantGroups } from './ab-variant.ts';
export { cartRulePasses, cartTriggerProductList, cartValue } from './cart-rule.ts';
export type { CartState } from './cart-rule.ts';
export { cookieFilterPasses } from './cookie-filter.ts';
export type { CookieJar } from './cookie-filter.ts';
export { deviceRulePasses, deviceTargetOf } from './device-rule.ts';
export type { Device } from './device-rule.ts';
export { frequencyAllows } from './display-frequency.ts';
export type { FrequencyState } from './display-frequency.ts';
export { engagementFilterPasses, parseEngagementFilter } from './engagement-filter.ts';
export type { EngagementAction, EngagementFilter, EngagementMarkers } from './engagement-filter.ts';
export { evaluatePopup, popupAllowed, prepareRules, rulesAllow } from './evaluate-popup.ts';
export type { PopupEvaluation, PreparedRule, VisitorContext } from './evaluate-popup.ts';
export { jsFilterPasses, jsVariableText } from './js-filter.ts';
export type { ReadJsVariable } from './js-filter.ts';
export {
  isMatchRuleName,
  matchesCondition,
  matchesPair,
  matchRuleNames,
  parseMatchPair,
} from './match-rule.ts';
export type { MatchCondition } from './match-rule.ts';
export { pageMatches, pageRulesAllow } from './page-rules.ts';
export type { RuleOutcome, RuleResult } from './rule-outcome.ts';
export { applyShowMode, parseShowMode } from './show-mode.ts';
export { sourceCodeTargetPasses } from './source-code-target.ts';
