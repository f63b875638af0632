// Exit-intent trigger (spec §4). Desktop: the pointer leaves the page through its top edge, towards
// the tabs and the address bar. Mobile ("close tab"): the back button. A history entry for the same
// address is added on the visitor's first tap or key (browsers skip entries added without one), so
// Back first returns to this page, and that return fires the trigger.
import type { Disarm } from './trigger-names.ts';

const GUARD_STATE_KEY = 'pinwheel_exit_guard';

function isGuardState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_STATE_KEY in state;
}

export function armDesktopExitIntent(win: Window, fire: () => void): Disarm {
  const onMouseOut = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) fire();
  };
  win.document.addEventListener('mouseout', onMouseOut);
  return () => win.document.removeEventListener('mouseout', onMouseOut);
}

export function armMobileExitIntent(win: Window, fire: () => void): Disarm {
  const { history } = win;
  const gestures = ['click', 'keydown', 'touchend'] as const;
  const addGuard = () => {
    for (const event of gestures) win.removeEventListener(event, addGuard, true);
    if (!isGuardState(history.state)) {
      history.pushState(
        { ...(history.state ?? {}), [GUARD_STATE_KEY]: true },
        '',
        win.location.href,
      );
    }
  };
  const onPopState = () => {
    if (!isGuardState(history.state)) fire();
  };
  // Another popup's trigger (or an earlier route) may have added the entry already.
  if (!isGuardState(history.state)) {
    for (const event of gestures) win.addEventListener(event, addGuard, true);
  }
  win.addEventListener('popstate', onPopState);
  return () => {
    for (const event of gestures) win.removeEventListener(event, addGuard, true);
    win.removeEventListener('popstate', onPopState);
  };
}
