// What a visitor sent through a web form, as both sides hold it: every value a string, keyed by
// field id, and by `<id>.<part>` for a field of several inputs (an address's parts, a confirm
// input, a quantity). The posted names are `wpforms[fields][<key>]` (spec §7), so the same form
// works as a normal post without JavaScript.

export type WebFormValues = Readonly<Record<string, readonly string[]>>;

export const addressParts = ['line1', 'line2', 'city', 'state', 'postal', 'country'] as const;
export type AddressPart = (typeof addressParts)[number];

/** The key of one input of a field of several (`email.confirm`, `ship.country`, `tee.quantity`). */
export function partKey(fieldId: string, part: AddressPart | 'confirm' | 'quantity'): string {
  return `${fieldId}.${part}`;
}

/** The name a value is posted under. */
export function postedName(key: string): string {
  return `wpforms[fields][${key}]`;
}

/** The value key of a posted name, or null for a name that is not a field's. */
export function keyOfPostedName(name: string): string | null {
  const match =
    /^wpforms\[fields\]\[([a-z][a-z0-9_-]{0,63}(?:\.[a-z0-9]{1,16})?)\](?:\[\])?$/i.exec(name);
  return match ? match[1]! : null;
}

/** A field's first value, trimmed ('' when none). */
export function firstValue(values: WebFormValues, key: string): string {
  return (values[key]?.[0] ?? '').trim();
}

/** A field's non-empty values. */
export function filledValues(values: WebFormValues, key: string): string[] {
  return (values[key] ?? []).map((value) => value.trim()).filter((value) => value !== '');
}
