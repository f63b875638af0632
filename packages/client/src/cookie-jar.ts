// An in-memory cookie jar for clients that have no browser around them (server-to-server calls,
// tests). Browsers keep their own jar and never show Set-Cookie to scripts, so there the client
// leaves cookies to `credentials: 'include'` and this jar stays unused.
//
// It follows the parts of RFC 6265 that decide which cookie goes where: host-only and Domain
// cookies, Path with its default, Expires and Max-Age (Max-Age wins), Secure. SameSite is not
// applied: a jar serving one client never makes a cross-site request for it to guard against.

export interface CookieJarOptions {
  /** The clock, in milliseconds since the epoch; tests pass their own. */
  now?: () => number;
}

interface StoredCookie {
  name: string;
  value: string;
  domain: string;
  hostOnly: boolean;
  path: string;
  secure: boolean;
  /** Milliseconds since the epoch; undefined for a cookie that lasts as long as the jar. */
  expiresAt: number | undefined;
}

export class CookieJar {
  readonly #now: () => number;
  // Keyed by domain, path and name (the RFC's identity of a cookie). A Map keeps insertion order,
  // and replacing a cookie keeps its place, which is the RFC's creation-time order.
  readonly #cookies = new Map<string, StoredCookie>();

  constructor(options: CookieJarOptions = {}) {
    this.#now = options.now ?? Date.now;
  }

  /** Keeps the cookies a response to `url` set (its `Set-Cookie` header values). */
  store(url: string | URL, setCookieHeaders: readonly string[]): void {
    const target = new URL(url);
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, target, this.#now());
      if (!cookie) continue;
      const key = `${cookie.domain};${cookie.path};${cookie.name}`;
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= this.#now()) {
        this.#cookies.delete(key);
      } else {
        this.#cookies.set(key, cookie);
      }
    }
  }

  /** The `Cookie` header value for a request to `url`, or undefined when no cookie applies. */
  cookieHeaderFor(url: string | URL): string | undefined {
    const target = new URL(url);
    const host = target.hostname;
    const now = this.#now();
    const matching: StoredCookie[] = [];
    for (const [key, cookie] of this.#cookies) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) {
        this.#cookies.delete(key);
        continue;
      }
      const domainMatches = cookie.hostOnly
        ? host === cookie.domain
        : domainMatch(host, cookie.domain);
      if (!domainMatches || !pathMatch(target.pathname, cookie.path)) continue;
      if (cookie.secure && !isSecureOrigin(target)) continue;
      matching.push(cookie);
    }
    if (matching.length === 0) return undefined;
    // Longer paths first; the sort is stable, so equal paths keep creation order.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  /** Forgets every cookie (a fresh browser). */
  clear(): void {
    this.#cookies.clear();
  }
}

function parseSetCookie(header: string, target: URL, now: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals < 0) return undefined;
  const name = pair.slice(0, equals).trim();
  if (!name) return undefined;
  const host = target.hostname;
  const cookie: StoredCookie = {
    name,
    value: pair.slice(equals + 1).trim(),
    domain: host,
    hostOnly: true,
    path: defaultPath(target.pathname),
    secure: false,
    expiresAt: undefined,
  };
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const split = attribute.indexOf('=');
    const key = (split < 0 ? attribute : attribute.slice(0, split)).trim().toLowerCase();
    const value = split < 0 ? '' : attribute.slice(split + 1).trim();
    if (key === 'max-age') {
      if (!/^-?\d+$/.test(value)) continue;
      maxAgeSeen = true;
      const seconds = Number(value);
      cookie.expiresAt = seconds <= 0 ? 0 : now + seconds * 1000;
    } else if (key === 'expires' && !maxAgeSeen) {
      const at = Date.parse(value);
      if (!Number.isNaN(at)) cookie.expiresAt = at;
    } else if (key === 'domain' && value) {
      const domain = value.replace(/^\./, '').toLowerCase();
      // A server may widen a cookie to its own parent domain, never to someone else's.
      if (!domainMatch(host, domain)) return undefined;
      cookie.domain = domain;
      cookie.hostOnly = false;
    } else if (key === 'path') {
      cookie.path = value.startsWith('/') ? value : defaultPath(target.pathname);
    } else if (key === 'secure') {
      cookie.secure = true;
    }
  }
  if (cookie.secure && !isSecureOrigin(target)) return undefined;
  return cookie;
}

function domainMatch(host: string, domain: string): boolean {
  return host === domain || (host.endsWith(`.${domain}`) && !isIpAddress(host));
}

function isIpAddress(host: string): boolean {
  return host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** The "directory" of the request path: where a cookie without a Path applies. */
function defaultPath(pathname: string): string {
  const lastSlash = pathname.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : pathname.slice(0, lastSlash);
}

function pathMatch(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** https, or the loopback host, which browsers also treat as secure. */
function isSecureOrigin(target: URL): boolean {
  if (target.protocol === 'https:') return true;
  const host = target.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
