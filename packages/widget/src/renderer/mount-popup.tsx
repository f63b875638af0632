// Puts one popup on the host page, isolated in its own shadow root.
import { widgetText } from '@pinwheel/core';
import { createRoot } from 'react-dom/client';
import { PopupDialog } from './popup-dialog.tsx';
import { popupStyles } from './popup-styles.ts';

export interface PopupOptions {
  title: string;
  body: string;
  /** Hebrew renders right-to-left. */
  lang: 'en' | 'he';
  /** Accessible name of the close button; defaults to the catalogue's 'Close' in `lang`. */
  closeLabel?: string;
  /** Called after the visitor closes the popup (close button or Escape); not called by close(). */
  onClose?: () => void;
}

export interface PopupHandle {
  /** Removes the popup and gives focus back to where it was; safe to call more than once. */
  close(): void;
}

/** The host element's tag: a custom name, so host-page rules written for div and the like miss it. */
export const POPUP_HOST_TAG = 'pinwheel-popup';

export function mountPopup(options: PopupOptions): PopupHandle {
  const previouslyFocused = deepActiveElement(document);
  const host = document.createElement(POPUP_HOST_TAG);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = popupStyles;
  const container = document.createElement('div');
  shadowRoot.append(style, container);
  document.body.append(host);

  const root = createRoot(container);
  let open = true;

  function close(): void {
    if (!open) return;
    open = false;
    root.unmount();
    host.remove();
    if (previouslyFocused?.isConnected) previouslyFocused.focus();
  }

  function closeByVisitor(): void {
    if (!open) return;
    close();
    options.onClose?.();
  }

  root.render(
    <PopupDialog
      title={options.title}
      body={options.body}
      lang={options.lang}
      closeLabel={options.closeLabel ?? widgetText(options.lang, 'close')}
      onClose={closeByVisitor}
    />,
  );
  return { close };
}

/** The focused element, looking through open shadow roots (the document only reports their host). */
function deepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
