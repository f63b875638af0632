// Focus and naming for a popup frame, the dialog a screen reader announces: its name comes from the
// body's first heading, and focus moves in when it should (a modal keeps it inside:
// frame-document-listeners.ts).
import { POPUP_FOCUS_DELAY_MS, type DesignDocument } from '@pinwheel/core';
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { focusableElements } from './focus-trap.ts';
import type { PopupLayout } from './popup-layout.ts';

/** What the body shows; the heading is looked for again whenever one of these changes. */
export interface DrawnBody {
  html: string;
  design: DesignDocument | undefined;
  /** Counts the template's arrivals (it waits for the sanitiser). */
  templateDrawn: number;
  thanks: boolean;
  /** A game's chunk arrived (the body is drawn again inside it); its own screens name themselves. */
  game: unknown;
}

/** Names the dialog by its body's first heading (the game's screens call it too). */
export function nameDialog(frame: Element | null | undefined): void {
  const heading = frame
    ?.querySelector('.body')
    ?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!frame || !heading) return;
  heading.id ||= 'pinwheel-popup-title';
  frame.setAttribute('aria-labelledby', heading.id);
  frame.removeAttribute('aria-label');
}

/** The dialog is named by the body's first heading, which exists only once the body is rendered. */
export function useDialogName(frameRef: RefObject<HTMLElement | null>, body: DrawnBody): void {
  useLayoutEffect(
    () => nameDialog(frameRef.current),
    [frameRef, body.html, body.design, body.templateDrawn, body.thanks, body.game],
  );
}

/**
 * autoFocus is unreliable under preact/compat, so focus is moved here. A modal popup takes focus
 * after a moment (the visitor may be typing when a timed popup appears); one the visitor opened
 * takes it at once; a non-modal popup that opened by itself never steals it.
 */
export function useInitialFocus(
  frameRef: RefObject<HTMLElement | null>,
  layout: PopupLayout,
  focusAtOnce: boolean,
  /** False on the owner's editor page: the owner is typing there. */
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled || layout.embedded || (!layout.blocking && !focusAtOnce)) return;
    const moveFocus = () => {
      const frame = frameRef.current;
      // A visitor who is already inside (typing, picking a date) keeps their place.
      const active = (frame?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
      if (frame?.isConnected && !frame.contains(active ?? null))
        (focusableElements(frame)[0] ?? frame).focus();
    };
    if (focusAtOnce) {
      moveFocus();
      return;
    }
    const timer = setTimeout(moveFocus, POPUP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [frameRef, layout, focusAtOnce, enabled]);
}
