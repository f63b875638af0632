// From a fired popup to what the visitor sees: decides its layout, close options and effects from
// its content, then mounts it: now, after the modal popups before it (the queue), or inside each
// of the page's placeholders for an embedded popup. `onShown` is called once it is on screen, so
// the view the loader records is one the visitor saw.
import {
  isLanguage,
  type CloseTrigger,
  type DisplayedPopup,
  type PopupContent,
} from '@pinwheel/core';
import { closeOptionsOf } from './close-options.ts';
import { designOf } from './design-body.tsx';
import { mountPopup, type PopupHandle } from './mount-popup.tsx';
import { effectOf } from './popup-effects.ts';
import type { PopupFrameProps } from './popup-frame.tsx';
import { popupLayout } from './popup-layout.ts';
import { createPopupQueue } from './popup-queue.ts';

export interface PopupRequest {
  popup: Pick<DisplayedPopup, 'poptin_id' | 'poptin_name' | 'poptin_type' | 'poptin_format'>;
  content: PopupContent;
  /** The display answer's `lang`; anything but 'he' renders in English. */
  lang?: string;
  /** The trigger that fired: `preview` shows the preview banner; `on_click` takes focus at once. */
  trigger: string;
  /** The popup is on screen (for a queued one: once its turn came). */
  onShown(): void;
  /** The visitor closed it, and how. */
  onClose(trigger: CloseTrigger): void;
}

/** One line for the whole page: every loader copy shares this renderer module. */
const modalQueue = createPopupQueue();

const EMBEDDED_PLACEHOLDER = '.poptin-embedded[data-id]';

export function showPopup(
  request: PopupRequest,
  document: Document = window.document,
): PopupHandle {
  const { popup, content } = request;
  const properties = content.design_properties ?? {};
  const layout = popupLayout({
    type: popup.poptin_type,
    format: popup.poptin_format,
    location: properties.poptin_location,
    size: content.poptin_size,
  });
  const frame: Omit<PopupFrameProps, 'closing' | 'onClose'> = {
    name: popup.poptin_name,
    html: typeof content.poptin === 'string' ? content.poptin : '',
    design: designOf(content.design),
    timer: typeof properties.timer === 'string' ? properties.timer : undefined,
    lang: isLanguage(request.lang) ? request.lang : 'en',
    layout,
    close: closeOptionsOf(content),
    entry: effectOf(properties.poptin_design_entry_effect),
    exit: effectOf(properties.poptin_design_exit_effect),
    preview: request.trigger === 'preview',
    focusAtOnce: request.trigger === 'on_click',
  };

  const mounted: PopupHandle[] = [];
  let closed = false;
  const closeAll = () => {
    closed = true;
    for (const handle of mounted.splice(0)) handle.close();
  };
  const mount = (container: Element, onGone?: () => void) => {
    const handle = mountPopup({
      ...frame,
      container,
      onGone,
      onClose(trigger) {
        if (closed) return;
        closed = true;
        // The other copies of an embedded popup go with the one the visitor closed.
        for (const other of mounted.splice(0)) if (other !== handle) other.close();
        request.onClose(trigger);
      },
    });
    mounted.push(handle);
  };

  if (layout.embedded) {
    const placeholders = Array.from(document.querySelectorAll(EMBEDDED_PLACEHOLDER)).filter(
      (element) => element.getAttribute('data-id') === popup.poptin_id,
    );
    // No placeholder on this page: nothing to see, so no view either.
    if (placeholders.length === 0) return { close: () => {} };
    for (const placeholder of placeholders) mount(placeholder);
    request.onShown();
    return { close: closeAll };
  }
  if (!layout.queued) {
    mount(document.body);
    request.onShown();
    return { close: closeAll };
  }
  const leaveQueue = modalQueue.enqueue((finished) => {
    if (closed) return finished();
    mount(document.body, finished);
    request.onShown();
  });
  return {
    close: () => {
      leaveQueue();
      closeAll();
    },
  };
}
