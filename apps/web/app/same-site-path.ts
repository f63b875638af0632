// Where a form may send the visitor next. Only a path on this site is allowed: "//host" and
// "/\host" are read by browsers as other hosts, so they fall back like any other foreign value.
export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (tabs and newlines are dropped by URL parsers) could smuggle a host in.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
