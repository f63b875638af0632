// A bar at center-top, or a welcome screen, pushes the page down by its height (spec §2) rather
// than covering the top of it. The popup is fixed at the top; the root element's top margin grows
// by the popup's height in the same frame the popup appears, follows the height as drawn when the
// window is resized (a bar is rescaled from its 1920 px design, a welcome screen is the viewport's
// height), and goes back to what it was when the popup leaves. Inline and `!important`, so a host
// stylesheet's own `!important` on html does not undo it.

export interface PagePush {
  /** Pushes the page down by `height` px instead (the popup was drawn again at another size). */
  to(height: number): void;
  /** Slides the page back up over `ms` (a welcome screen leaving takes the page with it). */
  slideBack(ms: number): void;
  /** Puts the page back exactly as it was; safe to call more than once. */
  restore(): void;
}

/** Pushes the page down by `height` px. */
export function pushPageDown(document: Document, height: number): PagePush {
  const style = document.documentElement.style;
  const view = document.defaultView;
  const before = style.getPropertyValue('margin-top');
  const beforePriority = style.getPropertyPriority('margin-top');
  // Measured once, before the push: what the page's own rules give the root element.
  const base = view
    ? parseFloat(view.getComputedStyle(document.documentElement).marginTop) || 0
    : 0;
  let leaving = false;
  const to = (next: number) => {
    if (!leaving) style.setProperty('margin-top', `${base + next}px`, 'important');
  };
  to(height);
  return {
    to,
    slideBack(ms) {
      // Ours only while leaving (restore removes it): an inline transition on html is not a page's.
      // One still running then keeps going to the page's own margin, where it was going anyway.
      style.setProperty('transition', `margin-top ${ms}ms ease-in`);
      to(0);
      leaving = true;
    },
    restore() {
      leaving = true;
      if (before) style.setProperty('margin-top', before, beforePriority);
      else style.removeProperty('margin-top');
      style.removeProperty('transition');
    },
  };
}
