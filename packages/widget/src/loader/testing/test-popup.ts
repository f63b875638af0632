// The fields every popup needs, for loader tests that only care about triggers and rules.
import type { Popup } from '@pinwheel/core';

/** A lightbox popup with this id, named after it unless `fields` say otherwise. */
export function testPopup(id: string, fields: Partial<Popup> = {}): Popup {
  return {
    poptin_id: id,
    poptin_name: `Popup ${id}`,
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: {},
    ...fields,
  } as Popup;
}
