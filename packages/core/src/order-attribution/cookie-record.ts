// The tracker's cookie values: short keys joined as `key=value|||key=value`, the compact shape
// WooCommerce's tracker uses, so a cookie stays well under the browser's 4 KB with the URLs in it.
// Values are stored as given; the cookie writer encodes them.

const SEPARATOR = '|||';

/** Longest value kept per key: URLs and user agents are cut, so a cookie never outgrows 4 KB. */
const VALUE_MAX = 200;

export function serializeRecord(record: Record<string, string>): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}=${value.replaceAll(SEPARATOR, '').slice(0, VALUE_MAX)}`)
    .join(SEPARATOR);
}

/** Anything that does not parse (a foreign or damaged cookie) reads as no record. */
export function parseRecord(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  const record: Record<string, string> = {};
  for (const part of value.split(SEPARATOR)) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    record[part.slice(0, at)] = part.slice(at + 1);
  }
  return record;
}
