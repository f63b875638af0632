// Inactivity trigger (spec §4): fires after `seconds` without mouse, touch, click, key or scroll.
import type { Disarm } from './trigger-names.ts';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'scroll',
  'wheel',
] as const;

export function armInactivityTrigger(win: Window, seconds: number, fire: () => void): Disarm {
  let timer = win.setTimeout(fire, seconds * 1000);
  const restart = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(fire, seconds * 1000);
  };
  const options = { capture: true, passive: true };
  for (const event of ACTIVITY_EVENTS) win.addEventListener(event, restart, options);
  return () => {
    win.clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) win.removeEventListener(event, restart, options);
  };
}
