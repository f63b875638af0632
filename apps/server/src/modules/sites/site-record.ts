// A site as the modules work with it, from its row: typed fields instead of JSON text and 0/1
// integers.
import type { SiteRow } from './repo.ts';

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
