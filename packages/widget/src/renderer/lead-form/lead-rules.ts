// The lead-form rules and what they lean on, fetched only once a popup with a form is on screen
// (spec §4: validation assets load lazily and set loaded flags): core's rules with the typo
// suggester, the list of free and throwaway email domains from our server, and for an
// international phone field libphonenumber's metadata. Each failure is logged and turns its check
// off (spec §8): the form still sends, and the server still checks everything.
import type * as LeadFormRules from '@pinwheel/core/lead-form';
import type { BlockedEmailDomains } from '@pinwheel/core/lead-form';
import type * as PhoneInternational from '@pinwheel/core/phone-international';

export type LeadRules = typeof LeadFormRules;
export type InternationalPhones = typeof PhoneInternational;

let rules: Promise<LeadRules> | null = null;
let domains: Promise<BlockedEmailDomains> | null = null;
let phones: Promise<InternationalPhones | null> | null = null;

export function loadLeadRules(): Promise<LeadRules> {
  rules ??= import('@pinwheel/core/lead-form').catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
}

/** The business modes' blocked domains; null (the check off) when the list cannot be had. */
export function loadBlockedDomains(base: string): Promise<BlockedEmailDomains> {
  domains ??= Promise.all([
    loadLeadRules(),
    fetch(`${base}api/display/validation-emails`, { credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    }),
  ]).then(
    ([{ blockedDomainsFromList }, text]) =>
      blockedDomainsFromList(
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    (error: unknown) => {
      console.warn('Pinwheel: the email domain list failed; business email checks are off', error);
      return null;
    },
  );
  return domains;
}

/** The international phone check and country list; null (the check off) when it fails to load. */
export function loadInternationalPhones(): Promise<InternationalPhones | null> {
  phones ??= import('@pinwheel/core/phone-international').catch((error: unknown) => {
    console.warn('Pinwheel: phone validation failed to load; numbers are not checked here', error);
    return null;
  });
  return phones;
}
