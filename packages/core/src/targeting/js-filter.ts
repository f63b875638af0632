// js_filter (spec §3): conditions on page JavaScript variables. The variable is read through an
// accessor the widget supplies, so core never touches `window`. Every entry must pass.
import type { JsFilterEntry } from '../popup/targeting-fields.ts';
import { matchesCondition, PAIR_SEPARATOR, parseMatchPair } from './match-rule.ts';
import type { RuleOutcome } from './rule-outcome.ts';
import { applyShowMode, parseShowMode } from './show-mode.ts';

/** Returns the variable's value, or undefined when it does not exist. May throw; we catch. */
export type ReadJsVariable = (name: string) => unknown;

/**
 * The variable as text for matching. Numbers and booleans are stringified; objects and arrays as
 * JSON, so `contain` can look into them. Anything unreadable (a throwing getter, a cycle) is missing.
 */
export function jsVariableText(read: ReadJsVariable, name: string): string | undefined {
  try {
    const value = read(name);
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      return String(value);
    }
    const json: unknown = JSON.stringify(value);
    return typeof json === 'string' ? json : undefined;
  } catch {
    return undefined;
  }
}

// A variable can only be looked up by its exact name, so a name pair with another rule is malformed.
function variableName(namePair: unknown): string | null {
  if (typeof namePair !== 'string') return null;
  if (!namePair.includes(PAIR_SEPARATOR)) return namePair.trim() || null;
  const condition = parseMatchPair(namePair);
  return condition?.rule === 'exact' ? condition.value.trim() || null : null;
}

export function jsFilterPasses(
  entries: readonly JsFilterEntry[],
  read: ReadJsVariable,
): RuleOutcome {
  for (const [index, entry] of entries.entries()) {
    const name = variableName(entry?.js_name_pair);
    const condition = parseMatchPair(entry?.js_value_pair);
    const mode = parseShowMode(entry?.js_show_pair);
    // A rule the owner turned on but left broken hides the popup rather than widening the audience.
    if (!name || !condition || !mode)
      return { passed: false, detail: `entry ${index + 1} is malformed` };
    const matched = matchesCondition(condition, jsVariableText(read, name));
    if (!applyShowMode(mode, matched)) {
      const verb = matched ? 'matches' : 'does not match';
      return {
        passed: false,
        detail: `${name} ${verb} ${condition.rule} "${condition.value}" (${mode})`,
      };
    }
  }
  return { passed: true, detail: `${entries.length} condition(s) met` };
}
