// Sites and popups as the module works with them, from their rows: typed fields instead of JSON
// text and 0/1 integers.
import type { Popup } from '@pinwheel/core';
import type { PopupStatus } from './popup-schema.ts';
import type { PopupRow, SiteRow } from './repo.ts';

export interface Site {
  id: string;
  clientId: string;
  name: string;
  /** Host names allowed to embed the site's popups (subdomains included); empty allows any. */
  allowedDomains: string[];
  /** Views allowed per UTC month; null means no limit. */
  monthlyViewLimit: number | null;
  isFreemium: boolean;
  isRestricted: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface StoredPopup {
  id: string;
  siteId: string;
  status: PopupStatus;
  popup: Popup;
  createdAt: number;
  updatedAt: number;
}

export function siteOf(row: SiteRow): Site {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    allowedDomains: parseDomains(row.allowed_domains),
    monthlyViewLimit: row.monthly_view_limit === null ? null : Number(row.monthly_view_limit),
    isFreemium: Number(row.is_freemium) === 1,
    isRestricted: Number(row.is_restricted) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function parseDomains(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

export function storedPopupOf(row: PopupRow): StoredPopup {
  const data = JSON.parse(row.data) as Omit<Popup, 'poptin_id'>;
  return {
    id: row.id,
    siteId: row.site_id,
    status: row.status,
    popup: { poptin_id: row.id, ...data },
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
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
