// The fields a conversion is checked against. The popup decides which fields exist and which are
// required, never the browser: a popup drawn from its design document has the form block's fields
// (named by their `name`, else their kind, as the widget names them). The entries the browser sends (`newExtraFields`) add
// only what the design cannot know: hidden fields (utm and other URL parameters). A popup with
// template HTML only has no design; there the browser's entries are all there is, and each value is
// still checked against its declared type.
import type { Popup } from '@pinwheel/core';
import { designFormEntries, type LeadFieldEntry } from '@pinwheel/core/lead-form';

/** The popup's design form fields, or null when the popup has no designed form. */
export function designedFields(popup: Popup): LeadFieldEntry[] | null {
  const form = popup.design?.blocks.find((block) => block.type === 'form');
  return form && form.type === 'form' ? designFormEntries(form) : null;
}

/** The entries to check a conversion's values against (see above). */
export function conversionFields(
  popup: Popup,
  fromBrowser: readonly LeadFieldEntry[],
): LeadFieldEntry[] {
  const designed = designedFields(popup);
  if (!designed) return [...fromBrowser];
  const names = new Set(designed.map((entry) => entry.name));
  const hidden = fromBrowser.filter((entry) => entry.type === 'hidden' && !names.has(entry.name));
  return [...designed, ...hidden];
}
