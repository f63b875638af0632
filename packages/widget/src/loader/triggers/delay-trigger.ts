// Delay trigger (spec §4): fires after a number of seconds, counted on this page or, for a
// cumulative delay, from the start of the website session (the caller passes what is left).
import type { Disarm } from './trigger-names.ts';

export function armDelayTrigger(win: Window, remainingMs: number, fire: () => void): Disarm {
  const timer = win.setTimeout(fire, Math.max(0, remainingMs));
  return () => win.clearTimeout(timer);
}
