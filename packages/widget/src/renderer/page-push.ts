// A bar at center-top pushes the page down by its height (spec §2) rather than covering the top
// of it. The bar is fixed at the top; the root element's top margin grows by the bar's height in
// the same frame the bar appears, and goes back to what it was when the bar leaves. Inline and
// `!important`, so a host stylesheet's own `!important` on html does not undo it.

/** Pushes the page down by `height` px; returns the function that puts it back. */
export function pushPageDown(document: Document, height: number): () => void {
  const root = document.documentElement;
  const view = document.defaultView;
  const before = root.style.getPropertyValue('margin-top');
  const beforePriority = root.style.getPropertyPriority('margin-top');
  const current = view ? parseFloat(view.getComputedStyle(root).marginTop) || 0 : 0;
  root.style.setProperty('margin-top', `${current + height}px`, 'important');
  return () => {
    if (before) root.style.setProperty('margin-top', before, beforePriority);
    else root.style.removeProperty('margin-top');
  };
}
