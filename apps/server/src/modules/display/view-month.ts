// The calendar month a view counts toward for plan limits: UTC, written 'YYYY-MM'.
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** When the UTC month containing `at` ends, in ms since the epoch. */
export function monthEndOf(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** When the UTC month containing `at` began, in ms since the epoch. */
export function monthStartOf(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}
