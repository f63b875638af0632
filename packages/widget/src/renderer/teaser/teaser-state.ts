// What this page knows of each popup that a teaser cares about: on screen now, seen, closed. It
// lives in the renderer's main chunk because show-popup.ts reports to it; the tabs themselves
// (teasers.tsx) are a chunk of their own, loaded only on a page with a teaser, which listens here.
import type { TeaserPopupState } from './teaser-visibility.ts';

const popupStates = new Map<string, TeaserPopupState>();
const listeners = new Set<(popupId: string) => void>();

export function teaserPopupState(popupId: string): TeaserPopupState {
  let state = popupStates.get(popupId);
  if (!state) {
    state = { open: false, seen: false, closed: false };
    popupStates.set(popupId, state);
  }
  return state;
}

/** Calls `listener` with a popup's id whenever its state changes; returns the unsubscribe. */
export function onTeaserPopupChange(listener: (popupId: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** show-popup.ts: the popup is on screen (its teaser hides). */
export function teaserPopupOpened(popupId: string): void {
  Object.assign(teaserPopupState(popupId), { open: true, seen: true });
  for (const listener of listeners) listener(popupId);
}

/** show-popup.ts: the popup left the screen; `byVisitor` when the visitor closed it. */
export function teaserPopupClosed(popupId: string, byVisitor: boolean): void {
  const state = teaserPopupState(popupId);
  state.open = false;
  if (byVisitor) state.closed = true;
  for (const listener of listeners) listener(popupId);
}
