// Where an embedded popup goes (spec §2): into every `.poptin-embedded` placeholder with its id,
// each filled once it is scrolled within EMBEDDED_ENTRY_VIEWPORTS viewport heights, so its entry
// effect plays where the visitor can see it (and its view is recorded when there is something to
// see). Placeholders that turn up empty later — a single-page app re-rendered the part of the page
// that holds them, or navigated to a page with one — are filled again every EMBEDDED_REFILL_MS.
import { EMBEDDED_ENTRY_VIEWPORTS, EMBEDDED_REFILL_MS } from '@pinwheel/core';
import { POPUP_HOST_TAG } from './mount-popup.tsx';

export interface EmbeddedPlacementOptions {
  document: Document;
  popupId: string;
  /** Puts the popup into a placeholder. */
  mount(placeholder: Element): void;
  /** The first placeholder was filled: the popup is on screen. */
  onFirstFill(): void;
  /** False once the visitor has closed the popup: nothing is filled any more. */
  active(): boolean;
}

export interface EmbeddedPlacement {
  stop(): void;
}

const SELECTOR = '.poptin-embedded[data-id]';

/** Starts placing the popup; null when the page has no placeholder for it (nothing will show). */
export function placeEmbedded(options: EmbeddedPlacementOptions): EmbeddedPlacement | null {
  const { document, popupId } = options;
  const win = document.defaultView ?? window;
  const placeholders = () =>
    Array.from(document.querySelectorAll(SELECTOR)).filter(
      (element) => element.getAttribute('data-id') === popupId,
    );
  if (placeholders().length === 0) return null;

  /** Placeholders watched until they come near, or filled: not placed twice. */
  const placed = new WeakSet<Element>();
  let filled = false;
  const fill = (placeholder: Element) => {
    if (!options.active() || placeholder.querySelector(POPUP_HOST_TAG)) return;
    options.mount(placeholder);
    if (!filled) {
      filled = true;
      options.onFirstFill();
    }
  };
  const margin = `${EMBEDDED_ENTRY_VIEWPORTS * 100}%`;
  const observer =
    typeof win.IntersectionObserver === 'function'
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              fill(entry.target);
            }
          },
          { rootMargin: `${margin} 0px ${margin} 0px` },
        )
      : null;
  const place = () => {
    for (const placeholder of placeholders()) {
      const empty = !placeholder.querySelector(POPUP_HOST_TAG);
      if (placed.has(placeholder) && !empty) continue;
      // Emptied since it was filled: watched (or filled) again like a new one.
      placed.add(placeholder);
      if (observer) {
        observer.unobserve(placeholder);
        observer.observe(placeholder);
      } else fill(placeholder);
    }
  };
  place();
  const refill = win.setInterval(() => {
    if (options.active()) place();
  }, EMBEDDED_REFILL_MS);
  return {
    stop: () => {
      win.clearInterval(refill);
      observer?.disconnect();
    },
  };
}
