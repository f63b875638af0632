// `show` / `dont_show`: the same switch on JS, cookie and engagement rules (spec §3).
import type { ShowMode } from '../popup/targeting-fields.ts';

export function parseShowMode(text: unknown): ShowMode | null {
  if (typeof text !== 'string') return null;
  const mode = text.trim().toLowerCase();
  return mode === 'show' || mode === 'dont_show' ? mode : null;
}

/** show passes when the condition holds; dont_show passes when it does not. */
export function applyShowMode(mode: ShowMode, conditionHolds: boolean): boolean {
  return mode === 'show' ? conditionHolds : !conditionHolds;
}
