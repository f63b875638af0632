// The client-id gate every call from another site's page passes (display, forms, notices): the
// client id must be known, the calling page's host allowed, and the site not restricted. A module
// adds its own gates after this one (display: the monthly view limit).
import { displayRefusal } from '@pinwheel/core';
import type { Site } from './site-record.ts';

/** Messages for refusals the spec does not word; 'Client restricted' is the spec's (§6). */
export const siteRefusalMessages = {
  unknownClient: 'Unknown client id',
  domainNotAllowed: 'Domain not allowed',
  clientRestricted: displayRefusal.clientRestricted,
} as const;

export type SiteRefusalReason = 'unknown_client' | 'domain_not_allowed' | 'client_restricted';

export interface SiteRefusal {
  reason: SiteRefusalReason;
  message: string;
}

/** Whether a page's host may show a site's popups: listed, or a subdomain of a listed host. */
export function domainAllowed(site: Site, host: string): boolean {
  if (site.allowedDomains.length === 0) return true;
  const candidate = host.trim().toLowerCase().replace(/\.$/, '');
  if (!candidate) return false;
  return site.allowedDomains.some((allowed) => {
    const domain = allowed.toLowerCase().replace(/^\*\./, '');
    return candidate === domain || candidate.endsWith(`.${domain}`);
  });
}

/**
 * The first gate that refuses `site` (null: no site has that client id) for a page on `host` (its
 * Origin, else the page's own word), or null when the site may serve that page.
 */
export function siteRefusal(site: Site | null, host: string | undefined): SiteRefusal | null {
  if (!site) return { reason: 'unknown_client', message: siteRefusalMessages.unknownClient };
  if (site.allowedDomains.length > 0 && !domainAllowed(site, host ?? '')) {
    return { reason: 'domain_not_allowed', message: siteRefusalMessages.domainNotAllowed };
  }
  if (site.isRestricted) {
    return { reason: 'client_restricted', message: siteRefusalMessages.clientRestricted };
  }
  return null;
}
