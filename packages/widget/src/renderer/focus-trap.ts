// Keeps keyboard focus inside a modal: Tab past the last control wraps to the first and back.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab visits, in document order. */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * Where focus must go for a Tab (or Shift+Tab) pressed while `active` is focused, so it stays
 * inside `container`; null when the browser's own move already stays inside.
 */
export function trappedFocusTarget(
  container: HTMLElement,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const elements = focusableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return container;
  if (!active || !container.contains(active)) return backwards ? last : first;
  if (backwards && (active === first || active === container)) return last;
  if (!backwards && active === last) return first;
  return null;
}
