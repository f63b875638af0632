// Debug mode (`?pinwheel_debug=1` on the host page): prints, per popup, each targeting rule's result
// and what is armed, so a site owner can see why a popup does or does not show. English only:
// developer output, not visitor text.
import type { Popup, PopupEvaluation } from '@pinwheel/core';

export const DEBUG_PARAMETER = 'pinwheel_debug';

export function debugModeOn(win: Window): boolean {
  try {
    return new URL(win.location.href).searchParams.get(DEBUG_PARAMETER) === '1';
  } catch {
    return false;
  }
}

/** One block of text per popup: verdict, a line per rule, then what is armed. */
export function describePopupDecision(
  popup: Pick<Popup, 'poptin_id' | 'poptin_name'>,
  evaluation: PopupEvaluation,
  armed: readonly string[],
): string {
  const lines = [
    `Pinwheel debug: popup ${popup.poptin_id} "${popup.poptin_name}": ${
      evaluation.show ? 'may show' : 'will not show'
    }`,
  ];
  if (evaluation.results.length === 0) lines.push('  no targeting rules');
  for (const result of evaluation.results) {
    const verdict = result.skipped ? 'skipped' : result.passed ? 'passed' : 'failed';
    lines.push(`  ${result.rule}: ${verdict}${result.detail ? ` (${result.detail})` : ''}`);
  }
  if (evaluation.show) {
    lines.push(armed.length > 0 ? `  armed: ${armed.join(', ')}` : '  armed: no trigger');
  }
  return lines.join('\n');
}
