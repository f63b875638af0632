// The values a lead form starts with (spec §5): required radio groups on their first choice, hidden
// fields filled from the page address (utm and other parameters) or their own value. Light on
// purpose: the widget draws a form with these before the rules have loaded.
import type { LeadFieldEntry } from './field-entry.ts';

/** The values a form starts with: required radio groups on their first choice, hidden values. */
export function leadFormDefaults(entries: readonly LeadFieldEntry[]): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.type === 'radio' && entry.required && entry.options[0]) {
      defaults[entry.name] = entry.options[0];
    } else if (entry.type === 'hidden' && entry.value) {
      defaults[entry.name] = entry.value;
    }
  }
  return defaults;
}

/**
 * Hidden fields filled from the page address (utm and other parameters): a hidden field named like
 * a parameter of `search` (`?utm_source=x`) takes its value; others keep their own.
 */
export function hiddenFieldValues(
  entries: readonly LeadFieldEntry[],
  search: string,
): Record<string, string> {
  const params = new URLSearchParams(search);
  const filled: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.type !== 'hidden') continue;
    const fromUrl = params.get(entry.name);
    if (fromUrl !== null) filled[entry.name] = fromUrl;
    else if (entry.value) filled[entry.name] = entry.value;
  }
  return filled;
}
