// When a popup's countdown started, for the deadline (core countdown-deadline.ts). A timer_ver 2
// countdown runs from the visitor's first sight of the popup, remembered in the host page's
// localStorage under the popup's id, so a reload does not give the visitor a fresh countdown.
import { countdownDeadline, type DesignProperties } from '@pinwheel/core';

const FIRST_SHOWN_KEY = 'pinwheel_timer_';

function firstShownAt(win: Window, popupId: string, now: number): number {
  try {
    const key = FIRST_SHOWN_KEY + popupId;
    const stored = Number(win.localStorage.getItem(key));
    if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
    win.localStorage.setItem(key, String(now));
  } catch {
    // Storage refused (a sandboxed frame, a full quota): the countdown runs from this showing.
  }
  return now;
}

/** The popup's deadline if it were shown now (epoch ms), or null when it has no countdown. */
export function popupDeadline(
  win: Window,
  popupId: string,
  properties: Pick<DesignProperties, 'timer' | 'timer_ver'>,
): number | null {
  const timer = typeof properties.timer === 'string' ? properties.timer : undefined;
  const now = Date.now();
  return countdownDeadline(timer, {
    shownAt: now,
    version: properties.timer_ver,
    firstShownAt: properties.timer_ver === 2 && timer ? firstShownAt(win, popupId, now) : undefined,
  });
}
