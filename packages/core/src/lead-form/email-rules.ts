// Email checks of the lead forms (spec §5): the address's shape, the typo suggestion ("Did you mean
// X?") from @zootools/email-spell-checker (a maintained Mailcheck), and the business modes, which
// refuse free and throwaway domains from the `validation-emails` list. The list is handed in (the
// widget fetches it, the server has it in memory), so this file does no I/O.
import {
  POPULAR_DOMAINS,
  POPULAR_TLDS,
  run as suggestMailDomain,
} from '@zootools/email-spell-checker';
import { isEmail } from '../form-rules/value-formats.ts';
import type { EmailValidationMode } from './field-entry.ts';

/** Whether a domain is on the free/throwaway list; `null` when the list could not be loaded. */
export type BlockedEmailDomains = ((domain: string) => boolean) | null;

/** The domain of an address, lower-cased; '' without an @. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * The mail domains the typo check knows beside the library's international ones: Israeli
 * providers (Walla, Bezeq, Netvision, 012/Smile, Zahav, and the universities' and ISPs' common
 * ones) and the big international ones it lacks.
 */
export const COMMON_MAIL_DOMAINS: readonly string[] = [
  ...POPULAR_DOMAINS,
  'walla.co.il',
  'walla.com',
  'bezeqint.net',
  'netvision.net.il',
  '012.net.il',
  'zahav.net.il',
  'smile.net.il',
  'inter.net.il',
  'hotmail.co.il',
  'yahoo.co.il',
  'live.co.il',
  'gmail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'outlook.com',
  'outlook.co.il',
  'icloud.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'mail.ru',
];

const COMMON_TLDS: readonly string[] = [
  ...POPULAR_TLDS,
  'co.il',
  'org.il',
  'net.il',
  'ac.il',
  'gov.il',
  'muni.il',
  'il',
];

/**
 * The address the visitor probably meant, or null: `dana@gmial.com` → `dana@gmail.com`,
 * `dana@wala.co.il` → `dana@walla.co.il`. Only for common mail domains (COMMON_MAIL_DOMAINS), so
 * a company's own domain is never "corrected".
 */
export function emailTypoSuggestion(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed.includes('@')) return null;
  const suggestion = suggestMailDomain({
    email: trimmed,
    domains: [...COMMON_MAIL_DOMAINS],
    topLevelDomains: [...COMMON_TLDS],
  });
  return suggestion && suggestion.full.toLowerCase() !== trimmed.toLowerCase()
    ? suggestion.full
    : null;
}

/** A set of domains as the predicate the business modes take; parent domains count too. */
export function blockedDomainsFromList(domains: Iterable<string>): (domain: string) => boolean {
  const set = new Set<string>();
  for (const domain of domains) {
    const clean = domain.trim().toLowerCase();
    if (clean && !clean.startsWith('#')) set.add(clean);
  }
  return (domain) => {
    const labels = domain.toLowerCase().split('.');
    for (let at = 0; at < labels.length - 1; at++) {
      if (set.has(labels.slice(at).join('.'))) return true;
    }
    return false;
  };
}

export type EmailProblem = 'email' | 'emailBusiness';

export interface EmailCheck {
  problem: EmailProblem | null;
  /** The typo mode's suggestion, shown as "Did you mean X?" (advice: it does not refuse). */
  suggestion: string | null;
}

/**
 * One address under a mode. `no-validation` takes anything; a malformed address is "Please enter
 * a valid email" in every other mode, and the typo modes add the address it probably meant; the business modes refuse a listed domain. When the domain
 * list failed to load (`blocked` null), email validation is off altogether (spec §8). `suggest`
 * false skips the suggestion where nobody shows it.
 */
export function checkEmail(
  value: string,
  mode: EmailValidationMode,
  blocked: BlockedEmailDomains,
  suggest = true,
): EmailCheck {
  const email = value.trim();
  const business = mode === 'business-email' || mode === 'typos-business';
  const typos = mode === 'check-typos' || mode === 'typos-business';
  if (mode === 'no-validation' || (business && blocked === null)) {
    return { problem: null, suggestion: null };
  }
  const suggestion = typos && suggest ? emailTypoSuggestion(email) : null;
  if (!isEmail(email)) return { problem: 'email', suggestion };
  if (business && blocked!(emailDomainOf(email))) return { problem: 'emailBusiness', suggestion };
  return { problem: null, suggestion };
}
