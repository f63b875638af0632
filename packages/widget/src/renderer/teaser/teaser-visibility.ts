// Whether a popup's teaser tab is on the page right now (spec §2, `data-tabshow`). The teaser never
// shows while its popup is open; otherwise `always` shows it, `before_show` only until the visitor
// has seen the popup (on any page: the seen marker), and `after_close` only once they have closed it.
import type { TeaserShowMode } from '@pinwheel/core';

export interface TeaserPopupState {
  /** The popup is on screen now. */
  open: boolean;
  /** The visitor has seen the popup, on this page or before. */
  seen: boolean;
  /** The visitor has closed the popup, on this page or before. */
  closed: boolean;
}

export function teaserVisible(mode: TeaserShowMode, state: TeaserPopupState): boolean {
  if (state.open) return false;
  if (mode === 'before_show') return !state.seen;
  if (mode === 'after_close') return state.closed;
  return true;
}
