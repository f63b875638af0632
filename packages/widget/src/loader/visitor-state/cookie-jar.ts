// Reads and writes first-party cookies on the host page: path=/, SameSite=Lax, Secure on https.
// Values are URI-encoded, so pipes, colons and addresses survive any host's cookie parsing.
import type { CookieSpec } from './cookie-names.ts';

export interface CookieJarStore {
  read(name: string): string | undefined;
  /** Every cookie the page can see, decoded (cookie_filter targets host cookies too). */
  all(): Record<string, string>;
  write(spec: CookieSpec, value: string, name?: string): void;
  remove(name: string): void;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function documentCookieJar(document: Document): CookieJarStore {
  const secure = document.location?.protocol === 'https:' ? '; Secure' : '';
  const set = (name: string, value: string, maxAge: number) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  };
  function all(): Record<string, string> {
    const jar: Record<string, string> = {};
    for (const part of document.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at < 0) continue;
      const name = part.slice(0, at).trim();
      if (name && !(name in jar)) jar[name] = decode(part.slice(at + 1).trim());
    }
    return jar;
  }
  return {
    read: (name) => all()[name],
    all,
    write: (spec, value, name = spec.name) => set(name, value, spec.maxAge),
    // RFC 6265 expires any Max-Age <= 0; -1 because some implementations read 0 as "not set".
    remove: (name) => set(name, '', -1),
  };
}
