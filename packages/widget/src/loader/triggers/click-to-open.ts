// Click-to-open (spec §2 "Opening by link"): a click on a link whose address has a click path with
// a popup id (`…/click/abcdefghijklm`), or on an element marked
// `data-poptin-action="onclick" data-poptin-id="abcdefghijklm"`, opens that popup instead of
// following the link. Popup ids are exactly 13 characters (spec §9 POPUP_ID_LENGTH); any other
// length is left alone.
import type { Disarm } from './trigger-names.ts';

export const CLICK_ACTION_ATTRIBUTE = 'data-poptin-action';
export const CLICK_ACTION_VALUE = 'onclick';
export const CLICK_POPUP_ID_ATTRIBUTE = 'data-poptin-id';

// A click path, then exactly 13 id characters, then the end of the path.
const CLICK_PATH = /\/click\/([0-9a-z]{13})(?=[/?#]|$)/i;
const POPUP_ID = /^[0-9a-z]{13}$/i;

/** The popup id in a click address, or null. */
export function popupIdOfClickAddress(address: string): string | null {
  return CLICK_PATH.exec(address)?.[1] ?? null;
}

/** The popup a click on `target` asks for, or null when it asks for none. */
export function popupIdOfClickTarget(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest(`[${CLICK_ACTION_ATTRIBUTE}]`);
  if (marked?.getAttribute(CLICK_ACTION_ATTRIBUTE)?.trim().toLowerCase() === CLICK_ACTION_VALUE) {
    const id = marked.getAttribute(CLICK_POPUP_ID_ATTRIBUTE)?.trim() ?? '';
    if (POPUP_ID.test(id)) return id;
  }
  const link = target.closest('a[href]');
  return link ? popupIdOfClickAddress(link.getAttribute('href') ?? '') : null;
}

/**
 * `open` answers whether the popup opened. When it did not (no such popup for this site), a link
 * goes where it points after all: a host's own ".../click/..." address must keep working. Clicks
 * with Ctrl or ⌘ or another button (a new tab) are left to the browser.
 */
export function listenForClickToOpen(
  document: Document,
  /** `fromPopup`: the click was inside a shadow root (a popup's link to another popup). */
  open: (popupId: string, fromPopup: boolean) => Promise<boolean>,
): Disarm {
  const onClick = (event: MouseEvent) => {
    if (event.button || event.ctrlKey || event.metaKey) return;
    // Inside a shadow root the document sees the host; the path knows the real element.
    const target = event.composedPath()[0] ?? event.target;
    const id = popupIdOfClickTarget(target);
    if (!id) return;
    event.preventDefault();
    const href = (target as Element).closest('a[href]')?.getAttribute('href');
    // The document sees a click inside a shadow root as one on its host: a popup's own link.
    void open(id, target != event.target).then((opened) => {
      if (!opened && href) document.location.assign(href);
    });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
