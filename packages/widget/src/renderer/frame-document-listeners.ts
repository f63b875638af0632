// What a popup frame listens for on the host document rather than on itself, since these must work
// even when focus is elsewhere (a modal's backdrop was clicked, or focus has not moved in yet):
// Escape closes the popup opened last, Tab stays inside a modal, and a click outside the frame (on
// the backdrop, or on the page beside a floating popup) closes it when its options say so.
import { ESCAPE_CLOSE_DELAY_MS } from '@pinwheel/core';
import { useEffect, type RefObject } from 'react';
import type { CloseOptions } from './close-options.ts';
import type { RequestClose } from './frame-closing.ts';
import { trappedFocusTarget } from './focus-trap.ts';
import type { PopupLayout } from './popup-layout.ts';

/** Open non-embedded popups, oldest first: Escape closes the last. */
const escapeOrder: HTMLElement[] = [];

export function useDocumentListeners(
  frameRef: RefObject<HTMLElement | null>,
  layout: PopupLayout,
  close: CloseOptions,
  requestClose: RequestClose,
  /** False on the owner's editor page: its keys and clicks are the editor's own. */
  enabled = true,
): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !enabled) return;
    const ownerDocument = frame.ownerDocument;
    // An Escape pressed for the host page just as the popup appears must not close it.
    let escapeReady = false;
    if (!layout.embedded) escapeOrder.push(frame);
    const escapeTimer = setTimeout(() => (escapeReady = true), ESCAPE_CLOSE_DELAY_MS);
    function handleKeyDown(event: KeyboardEvent) {
      if (!frame?.isConnected) return;
      if (event.key === 'Escape') {
        // One Escape closes one popup: the one opened last.
        if (!escapeReady || escapeOrder[escapeOrder.length - 1] !== frame || close.contentLocked)
          return;
        event.preventDefault();
        requestClose('x_click');
      } else if (event.key === 'Tab' && layout.blocking) {
        // Inside a shadow root the document only sees the host; the root knows the real element.
        const root = frame.getRootNode();
        const active =
          root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
        const target = trappedFocusTarget(frame, active, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    }
    // The path, not the target: the document sees any click inside the shadow root as one on its
    // host.
    function handleClick(event: MouseEvent) {
      if (frame?.isConnected && !event.composedPath().includes(frame)) requestClose('bg_click');
    }
    const outside = close.closeOnOutsideClick && !layout.embedded;
    ownerDocument.addEventListener('keydown', handleKeyDown);
    if (outside) ownerDocument.addEventListener('click', handleClick);
    return () => {
      const at = escapeOrder.indexOf(frame);
      if (at >= 0) escapeOrder.splice(at, 1);
      clearTimeout(escapeTimer);
      ownerDocument.removeEventListener('keydown', handleKeyDown);
      ownerDocument.removeEventListener('click', handleClick);
    };
  }, [frameRef, layout, close, requestClose, enabled]);
}
