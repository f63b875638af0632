// Scroll trigger (spec §4): fires once the visitor has scrolled `percent` of the way down the page
// (0 at the top, 100 with the bottom in view). A page too short to scroll never fires it.
import type { Disarm } from './trigger-names.ts';

export function scrolledPercent(win: Window): number | null {
  const scrollable = win.document.documentElement.scrollHeight - win.innerHeight;
  return scrollable > 0 ? (win.scrollY / scrollable) * 100 : null;
}

export function armScrollTrigger(win: Window, percent: number, fire: () => void): Disarm {
  const check = () => {
    const scrolled = scrolledPercent(win);
    if (scrolled !== null && scrolled >= percent) fire();
  };
  win.addEventListener('scroll', check, { passive: true });
  // The page may open already scrolled (a restored position or an anchor).
  const initial = win.setTimeout(check, 0);
  return () => {
    win.removeEventListener('scroll', check);
    win.clearTimeout(initial);
  };
}
