// The fields every popup needs, for loader tests that only care about triggers and rules: a popup
// as the display answer carries it, its content behind poptin_url.
import type { DisplayedPopup } from '@pinwheel/core';

/** A lightbox popup with this id, named after it unless `fields` say otherwise. */
export function testPopup(id: string, fields: Partial<DisplayedPopup> = {}): DisplayedPopup {
  return {
    poptin_id: id,
    poptin_name: `Popup ${id}`,
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_url: `/api/display/content/test-client/${id}/v1`,
    ...fields,
  } as DisplayedPopup;
}
