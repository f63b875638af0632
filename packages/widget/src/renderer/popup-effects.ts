// Entry and exit effects (design_properties poptin_design_entry_effect / exit_effect). The editor
// saves animate.css-style names ('fadeIn', 'zoomIn', 'slideInUp', …); the frame has two motions,
// fade and zoom, and any other named effect fades. A visitor who asked the system for reduced
// motion gets none: the popup appears and leaves at once. A welcome screen with an exit effect
// leaves by sliding up over WELCOME_SCREEN_EXIT_MS, the page it pushed down following it.
import { POPUP_EXIT_EFFECT_MS, WELCOME_SCREEN_EXIT_MS } from '@pinwheel/core';

export type PopupEffect = 'fade' | 'zoom' | 'none';

export function effectOf(name: unknown): PopupEffect {
  if (typeof name !== 'string' || name === '' || /^none$/i.test(name)) return 'none';
  return /zoom/i.test(name) ? 'zoom' : 'fade';
}

export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** How long a closing popup stays on the page to play its exit effect, in ms. */
export function exitDuration(effect: PopupEffect, win: Window, welcome = false): number {
  if (effect === 'none' || prefersReducedMotion(win)) return 0;
  return welcome ? WELCOME_SCREEN_EXIT_MS : POPUP_EXIT_EFFECT_MS;
}
