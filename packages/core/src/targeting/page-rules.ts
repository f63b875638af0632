// Which pages a popup appears on: show_on_pages and hide_on_pages, each a list of
// { rule, value } compared with the page address by the shared match rules.
// No show rules means every page; any matching hide rule wins over the show rules.
import type { PageRule } from '../popup/targeting-fields.ts';
import { isMatchRuleName, matchesCondition } from './match-rule.ts';
import type { RuleOutcome } from './rule-outcome.ts';

// Owners often write '/sale' rather than the full address; such values see the path onwards.
// One page is judged against every popup's rules, so the last address's path is remembered:
// parsing a URL per rule per popup was the display path's largest cost.
let lastUrl: string | undefined;
let lastPath = '';

function pageText(url: string, fromPath: boolean): string {
  if (!fromPath) return url;
  if (url !== lastUrl) {
    lastUrl = url;
    try {
      const address = new URL(url);
      lastPath = address.pathname + address.search + address.hash;
    } catch {
      lastPath = url;
    }
  }
  return lastPath;
}

/** The page's path, query and hash (the whole text when it is not an address). */
export function pagePath(url: string): string {
  return pageText(url, true);
}

const withoutTrailingSlash = (text: string) => (text.endsWith('/') ? text.slice(0, -1) : text);

export function pageMatches(rule: PageRule, url: string): boolean {
  if (!isMatchRuleName(rule?.rule) || typeof rule.value !== 'string') return false;
  const value = rule.value.trim();
  const page = pageText(url, value.startsWith('/'));
  // '/sale' and '/sale/' are the same page to an owner.
  if (rule.rule === 'exact') {
    return matchesCondition(
      { rule: 'exact', value: withoutTrailingSlash(value) },
      withoutTrailingSlash(page),
    );
  }
  return matchesCondition({ rule: rule.rule, value }, page);
}

export function pageRulesAllow(
  show: readonly PageRule[],
  hide: readonly PageRule[],
  url: string,
): RuleOutcome {
  const hiddenBy = hide.find((rule) => pageMatches(rule, url));
  if (hiddenBy) return { passed: false, detail: `hidden by ${hiddenBy.rule} "${hiddenBy.value}"` };
  if (show.length === 0) return { passed: true, detail: 'every page' };
  const shownBy = show.find((rule) => pageMatches(rule, url));
  return shownBy
    ? { passed: true, detail: `shown by ${shownBy.rule} "${shownBy.value}"` }
    : { passed: false, detail: 'no show rule matches this page' };
}
