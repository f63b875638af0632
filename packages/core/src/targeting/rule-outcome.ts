// What a rule decided. `detail` is developer-facing English for the widget's debug mode
// (?pinwheel_debug=1), not visitor text, so it is not in the message catalogue.

export interface RuleOutcome {
  passed: boolean;
  detail?: string;
}

export interface RuleResult extends RuleOutcome {
  /** The rule's wire name (e.g. `js_filter`, `d_f_a`) or `device` / `pages`. */
  rule: string;
  /** True when this side lacked the rule's input; the rule then counts as passed. */
  skipped?: boolean;
}
