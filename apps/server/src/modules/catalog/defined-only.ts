// A partial update names only what changes: fields left undefined are dropped before the SQL
// `set`, so they keep their stored values.
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
