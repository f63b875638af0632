// Page-clicks trigger (spec §4): fires on the visitor's `count`-th click anywhere on the page; the
// counter starts again from zero after it fires.
import type { Disarm } from './trigger-names.ts';

export function armPageClickTrigger(win: Window, count: number, fire: () => void): Disarm {
  let clicks = 0;
  const onClick = () => {
    clicks += 1;
    if (clicks < count) return;
    clicks = 0;
    fire();
  };
  win.document.addEventListener('click', onClick, true);
  return () => win.document.removeEventListener('click', onClick, true);
}
