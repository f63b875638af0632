// Debug mode's wording (popup-decision-text.ts) is a chunk of its own: only a site owner debugging
// a page (`?pinwheel_debug=1`) needs it, and the renderer every popup loads is kept small. One
// shared import, so the lines for a page's popups print in the order they were asked for.
import type * as DecisionText from './popup-decision-text.ts';

let text: Promise<typeof DecisionText> | null = null;

export function describePopupDecision(
  ...args: Parameters<typeof DecisionText.describePopupDecision>
): Promise<string> {
  text ??= import('./popup-decision-text.ts').catch((error: unknown) => {
    text = null;
    throw error;
  });
  return text.then((module) => module.describePopupDecision(...args));
}
