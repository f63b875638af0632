// A popup never opens on top of what the visitor is doing: while the page shows a modal dialog of
// its own (a menu drawer, a picture lightbox, a sign-in dialog), an element it marks
// aria-modal="true", or an open popover, a popup that fired waits and opens once they have all
// closed; its view is counted then, when it is seen. Our own popups live in shadow roots, out of
// these queries: popup-places.ts keeps them one at a time, place by place.

/** What counts as the page being busy; a selector this browser does not know is left out. */
const BUSY_SELECTORS = [
  'dialog:modal',
  'dialog[open][aria-modal="true"]',
  '[aria-modal="true"]',
  ':popover-open',
];

function busySelector(doc: Document): string {
  return BUSY_SELECTORS.filter((selector) => {
    try {
      doc.querySelector(selector);
      return true;
    } catch {
      return false;
    }
  }).join(',');
}

/** Whether something modal of the page's own is open and on screen now. */
export function pageBusy(doc: Document, selector = busySelector(doc)): boolean {
  return Array.from(doc.querySelectorAll(selector)).some(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Runs `run` now when the page is not busy, else as soon as it is not. Returns a function that
 * stops waiting (the popup was closed or replaced before its turn).
 */
export function whenPageQuiet(doc: Document, run: () => void): () => void {
  const selector = busySelector(doc);
  if (!pageBusy(doc, selector)) {
    run();
    return () => {};
  }
  const check = () => {
    if (pageBusy(doc, selector)) return;
    stop();
    run();
  };
  // A dialog's `open`, a class or style that hides a drawer, an element removed; a popover's
  // toggle and a dialog's close do not bubble, so they are heard on the way down.
  const observer = new MutationObserver(check);
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'aria-modal', 'class', 'style', 'hidden'],
  });
  doc.addEventListener('toggle', check, true);
  doc.addEventListener('close', check, true);
  function stop() {
    observer.disconnect();
    doc.removeEventListener('toggle', check, true);
    doc.removeEventListener('close', check, true);
  }
  return stop;
}
