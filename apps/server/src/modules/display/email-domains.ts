// Email domains the widget's business-email check rejects (spec §5 "free/fake domains"), from two
// maintained npm lists: free-email-domains-list (free providers; it also carries many throwaway
// ones) and disposable-email-domains (throwaway providers). Loaded once, on first use, and kept as
// the text GET /api/display/validation-emails answers (one domain a line), plain and gzipped.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

export type EmailDomainList = 'free' | 'disposable' | 'all';

export interface EmailDomainText {
  text: string;
  gzip: Buffer;
  /** A validator for caches: changes only when a package upgrade changes the list. */
  etag: string;
}

const require = createRequire(import.meta.url);

let lists: { free: readonly string[]; disposable: readonly string[] } | undefined;

export function emailDomainLists(): { free: readonly string[]; disposable: readonly string[] } {
  if (!lists) {
    const free = (
      require('free-email-domains-list/build/src/constants.js') as {
        DOMAINS: Set<string>;
      }
    ).DOMAINS;
    const disposable = require('disposable-email-domains') as string[];
    lists = { free: normalised(free), disposable: normalised(disposable) };
  }
  return lists;
}

function normalised(domains: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const domain of domains) {
    const clean = domain.trim().toLowerCase();
    if (clean && !clean.startsWith('#')) unique.add(clean);
  }
  return [...unique].sort();
}

/** The domains of one list, or of both without duplicates. */
export function emailDomains(list: EmailDomainList): readonly string[] {
  const { free, disposable } = emailDomainLists();
  if (list === 'free') return free;
  if (list === 'disposable') return disposable;
  return [...new Set([...free, ...disposable])].sort();
}

/** Whether an email's domain (or a parent domain of it) is on a list. */
export function isListedEmailDomain(email: string, list: EmailDomainList = 'all'): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const sets = domainSets();
  const set = list === 'free' ? sets.free : list === 'disposable' ? sets.disposable : sets.all;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (set.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

let sets: { free: Set<string>; disposable: Set<string>; all: Set<string> } | undefined;

function domainSets() {
  if (!sets) {
    const { free, disposable } = emailDomainLists();
    sets = {
      free: new Set(free),
      disposable: new Set(disposable),
      all: new Set([...free, ...disposable]),
    };
  }
  return sets;
}

const texts = new Map<EmailDomainList, EmailDomainText>();

export function emailDomainText(list: EmailDomainList): EmailDomainText {
  let entry = texts.get(list);
  if (!entry) {
    const domains = emailDomains(list);
    const text = `${domains.join('\n')}\n`;
    entry = {
      text,
      gzip: gzipSync(text, { level: 9 }),
      etag: `"${list}-${domains.length}-${hashOf(text)}"`,
    };
    texts.set(list, entry);
  }
  return entry;
}

function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
