// What a form does to a field as it is typed in, the same in the browser and on the server.

/**
 * A URL field's value as it is checked and stored: `shop.example/page` becomes
 * `http://shop.example/page` (it has a dot and no scheme), anything else stays as typed.
 */
export function normalisedUrlInput(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || !trimmed.includes('.')) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+\.[^:/]+:\d/.test(trimmed)) return value;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

export interface CharacterCount {
  /** Characters as a person counts them (code points). */
  count: number;
  tooLong: boolean;
  tooShort: boolean;
}

/** A character counter's reading: the count, and whether it breaks the field's limits. */
export function characterCount(
  value: string,
  limits: { minlength?: number; maxlength?: number },
): CharacterCount {
  const count = [...value].length;
  return {
    count,
    tooLong: limits.maxlength !== undefined && count > limits.maxlength,
    // An empty field is the required rule's business, not the counter's.
    tooShort: limits.minlength !== undefined && count > 0 && count < limits.minlength,
  };
}
