// source_code_target (spec §3): show only on pages whose source does (or does not) contain an
// html snippet. The widget passes document.documentElement.outerHTML; browsers re-serialise
// markup (tag case, whitespace), so both sides are compared case-blind with whitespace collapsed.
import type { RuleOutcome } from './rule-outcome.ts';

const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

// Accepts 'contain' and the spellings editors use for its opposite: not_contain, not contain, dont_contain.
function wantsAbsent(role: unknown): boolean | null {
  const word = typeof role === 'string' ? role.toLowerCase().replace(/[^a-z]/g, '') : '';
  if (word === 'contain') return false;
  return word === 'notcontain' || word === 'dontcontain' || word === 'doesnotcontain' ? true : null;
}

export function sourceCodeTargetPasses(
  html: unknown,
  role: unknown,
  pageSource: string,
): RuleOutcome {
  const snippet = typeof html === 'string' ? comparable(html) : '';
  const absent = wantsAbsent(role);
  if (!snippet || absent === null) {
    return { passed: false, detail: 'needs an html snippet and a role of contain or not_contain' };
  }
  const found = comparable(pageSource).includes(snippet);
  return {
    passed: found !== absent,
    detail: `page ${found ? 'contains' : 'does not contain'} the snippet`,
  };
}
