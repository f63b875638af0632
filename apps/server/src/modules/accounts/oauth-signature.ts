// OAuth 1.0a one-legged signatures as WooCommerce checks them (WC_REST_Authentication,
// check_oauth_signature): the parameters are the query string's (read as PHP's parse_str reads
// it), a form body's and the `OAuth` Authorization header's, sorted by name, each name and value
// RFC 3986-encoded, joined `name=value`, encoded again and joined with `%26`; the base string is
// `METHOD&encoded(base URL)&those`, signed with HMAC-SHA1 or HMAC-SHA256 keyed `secret&`.
import { createHmac } from 'node:crypto';

/** A parameter's value: a string, or a PHP array (`filter[period]=week`, `include[]=1`). */
export type ParamValue = string | ParamMap;
export interface ParamMap {
  [name: string]: ParamValue;
}

export const OAUTH_REQUIRED = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
] as const;

/** PHP's rawurlencode: everything but letters, digits and `-_.~` is percent-encoded. */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** PHP's urldecode: `+` is a space; a malformed escape is kept as it is, as PHP keeps it. */
function urldecode(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
}

/**
 * A query string as PHP's parse_str reads it into $_GET: a repeated name keeps its last value,
 * and `name[key]` / `name[]` build arrays (numbered from 0 for `[]`).
 */
export function parsePhpQuery(query: string, into: ParamMap = {}): ParamMap {
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const rawName = urldecode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : urldecode(pair.slice(equals + 1));
    const bracket = rawName.indexOf('[');
    if (bracket <= 0) {
      into[phpName(rawName)] = value;
      continue;
    }
    const path = [phpName(rawName.slice(0, bracket))];
    for (const match of rawName.slice(bracket).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
    setPath(into, path, value);
  }
  return into;
}

/** PHP turns spaces and dots of a top-level name into underscores (`a.b=1` is `$_GET['a_b']`). */
function phpName(name: string): string {
  return name.replace(/[ .]/g, '_');
}

function setPath(into: ParamMap, path: string[], value: string) {
  let node = into;
  for (let i = 0; i < path.length - 1; i++) {
    const name = path[i]!;
    const existing = node[name];
    const child: ParamMap = typeof existing === 'object' ? existing : {};
    node[name] = child;
    node = child;
  }
  let last = path[path.length - 1]!;
  if (last === '') last = String(nextIndex(node));
  node[last] = value;
}

function nextIndex(node: ParamMap): number {
  const indexes = Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .map(Number);
  return indexes.length ? Math.max(...indexes) + 1 : 0;
}

/** `oauth_…` parameters of an `Authorization: OAuth …` header (WooCommerce's parse_header). */
export function parseOAuthHeader(header: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (!header) return params;
  const trimmed = header.trim();
  if (!trimmed.startsWith('OAuth ')) return params;
  for (const match of trimmed.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g)) {
    params[match[1]!] = urldecode(match[3] || match[4] || '');
  }
  return params;
}

/** The signature WooCommerce computes for these parameters (oauth_signature left out). */
export function oauthSignature(input: {
  method: string;
  baseUrl: string;
  params: ParamMap;
  secret: string;
  algorithm: 'sha1' | 'sha256';
}): string {
  const { oauth_signature: _signature, ...signed } = input.params;
  // Sorted by name as PHP's strcmp sorts: by UTF-8 bytes.
  const names = Object.keys(signed).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const pairs: string[] = [];
  for (const name of names) joinPairs(rfc3986(name), encodeValues(signed[name]!), pairs);
  const base = `${input.method.toUpperCase()}&${rfc3986(input.baseUrl)}&${pairs.join('%26')}`;
  return createHmac(input.algorithm, `${input.secret}&`).update(base).digest('base64');
}

/** normalize_parameters: values (and only values) of arrays are encoded, keys of arrays are not. */
function encodeValues(value: ParamValue): ParamValue {
  if (typeof value === 'string') return rfc3986(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, encodeValues(inner)]),
  );
}

/** join_with_equals_sign: `name=value`, an array's items as `name%5Bkey%5D=value`, all encoded. */
function joinPairs(name: string, value: ParamValue, into: string[]) {
  if (typeof value === 'string') {
    into.push(rfc3986(`${name}=${value}`));
    return;
  }
  for (const [key, inner] of Object.entries(value)) joinPairs(`${name}%5B${key}%5D`, inner, into);
}
