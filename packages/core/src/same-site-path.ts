// Where a form may send the visitor next (a redirect target taken from a form or the address).
// Only a path on this site is allowed, judged after it is normalised: "/.//host" resolves to
// "//host", and "//host" and "/\host" are read by browsers as other hosts. Escaped forms
// ("/%2f%2fhost", "/%5chost", "/.%2f/host") are refused too: a browser leaves them alone, but a
// proxy or a later redirect that decodes the path would turn them into another host. Anything
// doubtful falls back, like any other foreign value.
// The answer goes into a Location header, so it comes back percent-encoded: a header cannot carry
// characters above U+00FF.
import { isOneLineText } from './plain-text.ts';

/** A stand-in origin to resolve the path against; only used to check the origin stays put. */
const probeOrigin = 'http://same.site';

/** Escapes inside escapes ("%252f") are undone this many times at most, then refused. */
const DECODING_ROUNDS = 3;

export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !readsAsLocalPath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin || leadsElsewhereWhenDecoded(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * A path as a browser reads it in a Location header: "/" then not "/" or "\". Control characters
 * are refused (URL parsers drop tabs and newlines, which could smuggle a host in).
 */
function readsAsLocalPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && isOneLineText(path)
  );
}

/**
 * Whether the normalised path, or what decoding it once or more gives, reads as another host or
 * hides a control character. A path that does not decode (a broken escape) is refused: no page
 * of ours has one, and this server answers such an address 400.
 */
function leadsElsewhereWhenDecoded(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round <= DECODING_ROUNDS; round++) {
    if (!readsAsLocalPath(path) || new URL(path, probeOrigin).pathname.startsWith('//')) {
      return true;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}
