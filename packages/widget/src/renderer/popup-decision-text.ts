// Debug mode's account of one popup (loader/debug-log.ts): its verdict, a line per targeting rule,
// then what is armed. English only: developer output, not visitor text. It ships in the renderer
// chunk debug mode loads (decision-text-loader.ts), so neither the loader every host page
// downloads nor the renderer every popup needs carries it.
import type { Popup, PopupEvaluation } from '@pinwheel/core';

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
