// Puts one popup frame on the host page, isolated in its own shadow root, and takes it away again:
// after its exit effect when the visitor closed it, at once when the caller did. While a modal
// popup is open the page behind is inert; a center-top bar or a welcome screen pushes the page down
// by its height as drawn, following it as the window is resized. The first popup
// waits (briefly) for its font files before it appears, so its text never reflows on screen.
import type { CloseTrigger } from '@pinwheel/core';
import { createRoot } from 'react-dom/client';
import { makePageInert } from './page-inert.ts';
import { pushPageDown, type PagePush } from './page-push.ts';
import { exitDuration } from './popup-effects.ts';
import { barHeight, frameScale } from './popup-layout.ts';
import { PopupFrame, type PopupFrameProps } from './popup-frame.tsx';
import { designStyles } from './design-styles.ts';
import { installPopupFont, whenPopupFontReady } from './popup-font.ts';
import { popupStyles } from './popup-styles.ts';

export interface MountOptions extends Omit<PopupFrameProps, 'closing' | 'onClose'> {
  /** Where the popup goes: the body for a floating popup, a placeholder for an embedded one. */
  container: Element;
  /** The visitor closed it (how); called at once, before the exit effect plays. */
  onClose(trigger: CloseTrigger): void;
  /** It has left the page: after its exit effect, or at once when closed by the caller. */
  onGone?(): void;
}

export interface PopupHandle {
  /** Removes the popup at once, without reporting a visitor close; safe to call more than once. */
  close(): void;
}

/** The host element's tag: a custom name, so host-page rules written for div and the like miss it. */
export const POPUP_HOST_TAG = 'pinwheel-popup';

export function mountPopup(options: MountOptions): PopupHandle {
  const { container, onClose, onGone, ...frame } = options;
  const document = container.ownerDocument;
  // Where focus goes back to: what had it when focus first moved into the popup (a timed popup
  // takes it seconds after appearing), else what had it when the popup appeared.
  let previouslyFocused = deepActiveElement(document);
  let focusEntered = false;
  installPopupFont(document);
  const host = document.createElement(POPUP_HOST_TAG);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = popupStyles + designStyles;
  const mountPoint = document.createElement('div');
  shadowRoot.append(style, mountPoint);
  shadowRoot.addEventListener('focusin', (event) => {
    if (focusEntered) return;
    focusEntered = true;
    const from = (event as FocusEvent).relatedTarget;
    if (from instanceof HTMLElement) previouslyFocused = from;
  });
  let restoreInert: (() => void) | null = null;
  let push: PagePush | null = null;
  let stopWaiting = () => {};

  const root = createRoot(mountPoint);
  let state: 'open' | 'closing' | 'gone' = 'open';
  const render = () =>
    root.render(
      <PopupFrame
        {...frame}
        closing={state !== 'open'}
        onClose={closeByVisitor}
        onDrawnHeight={push ? followDrawnHeight : undefined}
      />,
    );
  const followDrawnHeight = (height: number) => push?.to(height);

  // The page changes (inert, pushed) in the same task as the popup appears: one frame.
  function appear(): void {
    if (state !== 'open') return;
    container.append(host);
    restoreInert = frame.layout.blocking ? makePageInert(document, host) : null;
    // By the height it will be drawn at in this window (a bar scaled from its 1920 px design, a
    // welcome screen the window's height), before it is drawn; then by its height as drawn.
    push = frame.layout.pushesPage
      ? pushPageDown(
          document,
          frame.layout.welcome
            ? innerHeight
            : barHeight(frame.layout, frameScale(frame.layout, { width: innerWidth, height: 0 })),
        )
      : null;
    render();
  }

  function remove(): void {
    if (state === 'gone') return;
    state = 'gone';
    stopWaiting();
    // Focus goes back only if it is in the popup: closing a bar must not yank it from the page.
    const hadFocus = shadowRoot.activeElement !== null;
    root.unmount();
    host.remove();
    restoreInert?.();
    push?.restore();
    if (hadFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    onGone?.();
  }

  function closeByVisitor(trigger: CloseTrigger): void {
    if (state !== 'open') return;
    state = 'closing';
    render();
    onClose(trigger);
    const delay = exitDuration(frame.exit, document.defaultView ?? window, frame.layout.welcome);
    // A welcome screen slides up and away, and the page it pushed comes up with it.
    if (delay > 0 && frame.layout.welcome) push?.slideBack(delay);
    if (delay > 0) setTimeout(remove, delay);
    else remove();
  }

  // Everything the popup may draw: its own text, and our Hebrew wording around it in Hebrew.
  const text = `${frame.name} ${frame.html} ${JSON.stringify(frame.design ?? {})}`;
  stopWaiting = whenPopupFontReady(document, frame.lang === 'he' ? `${text} א` : text, appear);
  return {
    close: () => {
      if (state === 'open') remove();
    },
  };
}

/** The focused element, looking through open shadow roots (the document only reports their host). */
function deepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
