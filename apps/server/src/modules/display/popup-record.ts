// Popups as the module works with them, from their rows: the typed wire data instead of JSON text.
import type { Popup } from '@pinwheel/core';
import type { PopupStatus } from './popup-schema.ts';
import type { PopupRow } from './repo.ts';

export interface StoredPopup {
  id: string;
  siteId: string;
  status: PopupStatus;
  popup: Popup;
  createdAt: number;
  updatedAt: number;
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
