// A database URL as it may appear in logs and error lines: never with its password.
export function describeDatabase(url: string): string {
  if (url.startsWith('sqlite:')) return `(SQLite file ${url.slice('sqlite:'.length)})`;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return `(${parsed.toString()})`;
  } catch {
    return '(unparseable URL)';
  }
}
