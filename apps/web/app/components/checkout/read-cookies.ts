// document.cookie as a name → value map, values decoded as the server's cookie parser decodes them.
export function readCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // A value that is not ours to read.
    }
  }
  return cookies;
}
