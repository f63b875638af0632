// A database URL as it may appear in logs and error lines: never with its password.
import { redactUrl } from '../redact-url.ts';

export function describeDatabase(url: string): string {
  if (url.startsWith('sqlite:')) return `(SQLite file ${url.slice('sqlite:'.length)})`;
  return `(${redactUrl(url)})`;
}
