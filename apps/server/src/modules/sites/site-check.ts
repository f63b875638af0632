// "Check my site": the server loads one page of the owner's site and says whether our snippet with
// this site's client id is on it. The address comes from the owner, so the fetch is guarded
// against reaching what the server can see and the owner should not (SSRF):
// - http and https only, no user name or password in the address, at most MAX_REDIRECTS hops, each
//   hop's address parsed and normalised (new URL) and judged again before it is followed;
// - every address a host name resolves to is judged at connection time (the `lookup` the socket
//   uses, so a name cannot answer a public address to the check and a private one to the connect),
//   and a literal IP in the address is judged before connecting: loopback, private, link-local,
//   shared, multicast, reserved and IPv4-mapped/NAT64 forms of them are refused unless the server
//   was started with SITE_CHECK_PRIVATE_ADDRESSES=allow (tests, whose host page is on this machine);
// - one deadline for the whole check (CHECK_TIMEOUT_MS), and at most MAX_PAGE_BYTES of the page are
//   read (asked for uncompressed).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export const CHECK_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 5;

export type SiteCheckOutcome =
  /** Our snippet with this client id, loading from this server. */
  | 'found'
  /** A snippet with this client id that loads from another host (Poptin's, say). */
  | 'elsewhere'
  /** The page loaded; no snippet with this client id on it. */
  | 'missing'
  /** The address may not be checked (not http/https, a private address, a password in it). */
  | 'refused'
  /** The page did not answer in time, or not at all. */
  | 'unreachable'
  /** The page answered with an error status (4xx, 5xx) or redirected too often. */
  | 'http_error';

export interface SiteCheckResult {
  outcome: SiteCheckOutcome;
  /** The last address loaded (after redirects). */
  url: string;
  /** Its HTTP status, when one came. */
  status: number | null;
  /** Whether the page was longer than what was read (MAX_PAGE_BYTES). */
  truncated: boolean;
}

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address is one a check may not reach (loopback, private, link-local, …). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // An IPv4 address carried inside IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::, 6to4 2002::)
  // is judged as that IPv4 address.
  const embedded = embeddedIpv4(lower);
  if (embedded) return blocked.check(embedded, 'ipv4');
  return blocked.check(lower, 'ipv6');
}

function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const toV4 = (high: number, low: number) =>
    [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const isCompatible = groups.slice(0, 6).every((group) => group === 0);
  const isNat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (isMapped || isNat64 || (isCompatible && (groups[6] ?? 0) !== 0)) {
    return toV4(groups[6]!, groups[7]!);
  }
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function expandIpv6(address: string): number[] | null {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => Number.parseInt(group || '0', 16));
}

class RefusedAddress extends Error {}

export interface SiteCheckOptions {
  /** This server's address (PUBLIC_URL): a snippet loading from it is ours. */
  publicUrl: string;
  /** Whether loopback and private addresses may be checked (tests on one machine). */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
}

/** Loads `address` (following redirects, each judged again) and looks for the snippet. */
export async function checkSitePage(
  address: string,
  clientId: string,
  options: SiteCheckOptions,
): Promise<SiteCheckResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS);
  let current: URL;
  try {
    current = new URL(address);
  } catch {
    return { outcome: 'refused', url: address, status: null, truncated: false };
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!addressShapeAllowed(current, options.allowPrivateAddresses)) {
      return { outcome: 'refused', url: current.href, status: null, truncated: false };
    }
    let page: PageAnswer;
    try {
      page = await loadOnce(current, options.allowPrivateAddresses, deadline);
    } catch (error) {
      const outcome = error instanceof RefusedAddress ? 'refused' : 'unreachable';
      return { outcome, url: current.href, status: null, truncated: false };
    }
    if (page.status >= 300 && page.status < 400 && page.location !== undefined) {
      try {
        current = new URL(page.location, current);
      } catch {
        return { outcome: 'http_error', url: current.href, status: page.status, truncated: false };
      }
      continue;
    }
    if (page.status >= 400 || page.status < 200) {
      return { outcome: 'http_error', url: current.href, status: page.status, truncated: false };
    }
    const snippet = findSnippet(page.body, current, clientId, options.publicUrl);
    return {
      outcome: snippet === 'ours' ? 'found' : snippet === 'elsewhere' ? 'elsewhere' : 'missing',
      url: current.href,
      status: page.status,
      truncated: page.truncated,
    };
  }
  return { outcome: 'http_error', url: current.href, status: null, truncated: false };
}

function addressShapeAllowed(url: URL, allowPrivate: boolean): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !allowPrivate && isPrivateAddress(host)) return false;
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return false;
  return true;
}

interface PageAnswer {
  status: number;
  location: string | undefined;
  body: string;
  truncated: boolean;
}

function loadOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<PageAnswer> {
  // The socket's own look-up: every address it may connect to is judged here.
  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new RefusedAddress('private address'), '', 0);
      }
      if (lookupOptions.all) return callback(null, list as never, 0);
      const first = list[0];
      if (!first) return callback(new Error('no address'), '', 0);
      return callback(null, first.address, first.family);
    });
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<PageAnswer>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false,
        signal,
        headers: {
          'user-agent': 'Pinwheel site check',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'identity',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400) {
          response.destroy();
          resolve({ status, location, body: '', truncated: false });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          const room = MAX_PAGE_BYTES - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size = MAX_PAGE_BYTES;
            truncated = true;
            response.destroy();
            resolve({ status, location, body: Buffer.concat(chunks).toString('utf8'), truncated });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({ status, location, body: Buffer.concat(chunks).toString('utf8'), truncated }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error: Error & { cause?: unknown }) =>
      reject(
        error instanceof RefusedAddress || error.cause instanceof RefusedAddress
          ? new RefusedAddress()
          : error,
      ),
    );
    request.end();
  });
}

/** Attributes of one start tag, names lower-cased, values with the common entities decoded. */
function tagAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.replace(/^<script/i, '').matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set(
      match[1]!.toLowerCase(),
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
  }
  return attributes;
}

/**
 * Whether the page's HTML has a script tag that loads the widget for `clientId`: `embed.js` with
 * `data-client-id`, or `pixel.js?id=` (Poptin's shape). "ours" when it loads from `publicUrl`'s
 * origin, "elsewhere" from another host.
 */
export function findSnippet(
  html: string,
  pageUrl: URL,
  clientId: string,
  publicUrl: string,
): 'ours' | 'elsewhere' | null {
  const ourOrigin = new URL(publicUrl).origin;
  let found: 'ours' | 'elsewhere' | null = null;
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const attributes = tagAttributes(match[0]);
    const src = attributes.get('src');
    if (!src) continue;
    let source: URL;
    try {
      source = new URL(src, pageUrl);
    } catch {
      continue;
    }
    const file = source.pathname.split('/').pop();
    const forThisSite =
      (file === 'embed.js' && attributes.get('data-client-id') === clientId) ||
      (file === 'pixel.js' && source.searchParams.get('id') === clientId);
    if (!forThisSite) continue;
    if (source.origin === ourOrigin) return 'ours';
    found = 'elsewhere';
  }
  return found;
}
