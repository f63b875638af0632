// Debug mode (`?pinwheel_debug=1` on the host page): prints, per popup, each targeting rule's result
// and what is armed, so a site owner can see why a popup does or does not show. The wording lives
// in a chunk the renderer loads (renderer/popup-decision-text.ts): every host page downloads the
// loader, every popup the renderer, and only a site owner debugging needs those lines.

export const DEBUG_PARAMETER = 'pinwheel_debug';

export function debugModeOn(win: Window): boolean {
  try {
    return new URL(win.location.href).searchParams.get(DEBUG_PARAMETER) === '1';
  } catch {
    return false;
  }
}
