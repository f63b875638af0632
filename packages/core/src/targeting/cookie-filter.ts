// cookie_filter (spec §3): conditions on the visitor's cookies, read from a name→value map the
// caller builds (the widget from document.cookie, the server from the `cookies` form field),
// already URI-decoded. Every entry must pass.
import type { CookieFilterEntry } from '../popup/targeting-fields.ts';
import type { MatchCondition } from './match-rule.ts';
import { matchesCondition, PAIR_SEPARATOR, parseMatchPair } from './match-rule.ts';
import type { RuleOutcome } from './rule-outcome.ts';
import { applyShowMode, parseShowMode } from './show-mode.ts';

export type CookieJar = Readonly<Record<string, string>>;

// A plain name means that exact cookie; a pair such as `start|:|_ga` selects cookies by name.
function cookieNameCondition(namePair: unknown): MatchCondition | null {
  if (typeof namePair !== 'string') return null;
  if (namePair.includes(PAIR_SEPARATOR)) return parseMatchPair(namePair);
  const name = namePair.trim();
  return name ? { rule: 'exact', value: name } : null;
}

export function cookieFilterPasses(
  entries: readonly CookieFilterEntry[],
  cookies: CookieJar,
): RuleOutcome {
  const jar = Object.entries(cookies);
  for (const [index, entry] of entries.entries()) {
    const name = cookieNameCondition(entry?.cookie_name_pair);
    const condition = parseMatchPair(entry?.cookie_value_pair);
    const mode = parseShowMode(entry?.cookie_show_pair);
    if (!name || !condition || !mode)
      return { passed: false, detail: `entry ${index + 1} is malformed` };
    // With several cookies selected by name, one whose value matches is enough.
    const matched = jar.some(
      ([cookie, value]) => matchesCondition(name, cookie) && matchesCondition(condition, value),
    );
    if (!applyShowMode(mode, matched)) {
      const verb = matched ? 'matches' : 'does not match';
      return {
        passed: false,
        detail: `cookie ${name.value} ${verb} ${condition.rule} "${condition.value}" (${mode})`,
      };
    }
  }
  return { passed: true, detail: `${entries.length} condition(s) met` };
}
