// An address as it may appear in logs and error lines: never with its password.
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    // Not a URL we can parse: it may still hold a password after a colon, so show only the scheme.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0];
    return scheme ? `${scheme}(unparseable)` : '(unparseable)';
  }
}
