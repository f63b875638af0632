// Page scrolling of a web form (spec §9): 750 ms to the form's top with a 75 px offset when the
// page changes, and to an error 100 px above it. Works in a shadow root: positions come from the
// elements themselves, the scrolling is the host page's window.

export const PAGE_SCROLL_MS = 750;
export const PAGE_SCROLL_OFFSET = 75;
export const ERROR_SCROLL_OFFSET = 100;

export function scrollToElement(element: Element, offset: number, duration = PAGE_SCROLL_MS) {
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - offset);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || Math.abs(target - start) < 2) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    // Ease in and out, as jQuery's swing does.
    const eased = 0.5 - Math.cos(progress * Math.PI) / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
