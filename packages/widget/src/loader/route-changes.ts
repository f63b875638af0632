// Single-page apps change the address without loading a page: history.pushState / replaceState and
// the back and forward buttons (popstate). Each real change of address is a new page view, so the
// loader re-runs the page rules. Changes of the hash alone are in-page anchors, except hash routes
// (`#/…`, `#!…`).
import type { Disarm } from './triggers/trigger-names.ts';

function pageAddress(href: string): string {
  const url = new URL(href);
  const hashRoute = url.hash.startsWith('#/') || url.hash.startsWith('#!');
  if (!hashRoute) url.hash = '';
  return url.href;
}

export function watchRouteChanges(win: Window, onChange: () => void): Disarm {
  const { history } = win;
  let last = pageAddress(win.location.href);
  let pending = 0;
  let watching = true;
  // Routers often push then replace in one go: look once the current task is over.
  const check = () => {
    if (!watching || pending) return;
    pending = win.setTimeout(() => {
      pending = 0;
      const address = pageAddress(win.location.href);
      if (address === last) return;
      last = address;
      onChange();
    }, 0);
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      check();
      return result;
    };
  }
  win.addEventListener('popstate', check);
  return () => {
    watching = false;
    win.clearTimeout(pending);
    win.removeEventListener('popstate', check);
  };
}
