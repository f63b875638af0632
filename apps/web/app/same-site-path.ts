// Where a form may send the visitor next. Only a path on this site is allowed: "//host" and
// "/\host" are read by browsers as other hosts, so they fall back like any other foreign value.
// The answer goes into a Location header, so it comes back percent-encoded: a header cannot carry
// characters above U+00FF.

/** A stand-in origin to resolve the path against; only used to check the origin stays put. */
const probeOrigin = 'http://same.site';

export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (tabs and newlines are dropped by URL parsers) could smuggle a host in.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  return url.pathname + url.search + url.hash;
}
