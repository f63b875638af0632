// Preview mode: the owner's editor opens the site with `?pinwheel_preview=<popup id>`. The display
// request then asks for that popup whatever its status and rules, counts no visitor, and the popup
// fires at once with the trigger `preview`; no view, seen marker or close is recorded.
import { POPUP_ID_LENGTH } from '@pinwheel/core';

export const PREVIEW_PARAMETER = 'pinwheel_preview';

export function previewPopupIdOf(win: Window): string | undefined {
  try {
    const id = new URL(win.location.href).searchParams.get(PREVIEW_PARAMETER)?.trim();
    return id && id.length === POPUP_ID_LENGTH ? id : undefined;
  } catch {
    return undefined;
  }
}
