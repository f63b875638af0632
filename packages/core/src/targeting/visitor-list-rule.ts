// A popup for (or not for) visitors from some countries or with some languages
// (display_in_countries, display_in_languages): the visitor's value compared without case.
import type { VisitorListRule } from '../popup/targeting-fields.ts';
import type { RuleOutcome } from './rule-outcome.ts';

export function visitorListPasses(rule: VisitorListRule, value: string): RuleOutcome {
  const listed = rule.values.some((one) => one.toLowerCase() === value.toLowerCase());
  const passed = rule.mode === 'dont_show' ? !listed : listed;
  return { passed, detail: `visitor ${value}, ${rule.mode} ${rule.values.join(',')}` };
}
