// What a site looks like to the owner's API, in and out: one definition for the platform API
// (pinwheel/v1/sites) and the deprecated /api/admin/sites aliases.
import { z } from 'zod';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { CLIENT_ID_PATTERN } from '../client-id.ts';
import type { Site } from '../site-record.ts';

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/,
    'must be a host name such as shop.example.com',
  );

const siteName = oneLineText(200).trim().min(1);

// A site moving from Poptin keeps its 13-character client id, so its pages need only the new host.
const chosenClientId = z
  .string()
  .regex(CLIENT_ID_PATTERN, 'must be 1 to 64 letters, digits, - or _')
  .optional();

export const siteBody = z.object({
  client_id: chosenClientId,
  name: siteName,
  allowed_domains: z.array(hostName).max(100).default([]),
  monthly_view_limit: z.number().int().min(0).nullable().default(null),
  is_freemium: z.boolean().default(false),
  is_restricted: z.boolean().default(false),
});

export const siteChanges = z.object({
  name: siteName.optional(),
  allowed_domains: z.array(hostName).max(100).optional(),
  monthly_view_limit: z.number().int().min(0).nullable().optional(),
  is_freemium: z.boolean().optional(),
  is_restricted: z.boolean().optional(),
});

export const siteAnswer = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  allowed_domains: z.array(z.string()),
  monthly_view_limit: z.number().nullable(),
  is_freemium: z.boolean(),
  is_restricted: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});

/** A site id in a path: also what the popups API of the display module takes. */
export const siteParams = z.object({ siteId: oneLineText(64).min(1) });

export function siteJson(site: Site): z.infer<typeof siteAnswer> {
  return {
    id: site.id,
    client_id: site.clientId,
    name: site.name,
    allowed_domains: site.allowedDomains,
    monthly_view_limit: site.monthlyViewLimit,
    is_freemium: site.isFreemium,
    is_restricted: site.isRestricted,
    created_at: site.createdAt,
    updated_at: site.updatedAt,
  };
}
