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
  PAIR_SEPARATOR,
  parseMatchPair,
} from './match-rule.ts';
export type { MatchCondition } from './match-rule.ts';
export { checkoutPagesAllow, isCheckoutPage, MODAL_POPUP_TYPES } from './checkout-pages.ts';
export { pageMatches, pageRulesAllow } from './page-rules.ts';
export type { RuleOutcome, RuleResult } from './rule-outcome.ts';
export { applyShowMode, parseShowMode } from './show-mode.ts';
export { sourceCodeTargetPasses } from './source-code-target.ts';
export { visitorListPasses } from './visitor-list-rule.ts';
// The owner's sentences (targetingSentence, displayCheckSentences) are `@pinwheel/core/targeting-text`:
// only the dashboard reads them, and from this index they ended up in the storefront's start.
