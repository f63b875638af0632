// What a popup looks like to the owner's API: one definition for the platform API
// (pinwheel/v1/popups) and the deprecated /api/admin popups aliases.
import { z } from 'zod';
import type { StoredPopup } from '../popup-record.ts';
import { popupIdSchema, popupStatuses } from '../popup-schema.ts';

export const popupStatus = z.enum(popupStatuses);

export const popupAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  status: popupStatus,
  created_at: z.number(),
  updated_at: z.number(),
  popup: z.record(z.string(), z.unknown()),
});

export const popupParams = z.object({ popupId: popupIdSchema });

export function popupJson(stored: StoredPopup): z.infer<typeof popupAnswer> {
  return {
    id: stored.id,
    site_id: stored.siteId,
    status: stored.status,
    created_at: stored.createdAt,
    updated_at: stored.updatedAt,
    popup: { ...stored.popup },
  };
}
