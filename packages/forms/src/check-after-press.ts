// Checking a field as the visitor leaves it, without stealing the click that left it. A tip
// appearing as one field is left moves what is below it: were that to happen between the press
// and the release of a click on the next box, the click would miss. So a field left by pressing on
// something else is checked once the press is over.
import { useEffect, useRef } from 'react';

/** Wraps `check` (a field's name): called at once, or after the pointer held down is released. */
export function useCheckAfterPress(check: (field: string) => void): (field: string) => void {
  const pointerHeld = useRef(false);
  const pendingChecks = useRef(new Set<string>());
  // Registered again on each render, so the release runs the latest `check`.
  useEffect(() => {
    const press = () => {
      pointerHeld.current = true;
    };
    const release = () => {
      pointerHeld.current = false;
      setTimeout(() => {
        const names = [...pendingChecks.current];
        pendingChecks.current.clear();
        for (const name of names) check(name);
      }, 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
    };
  });
  return (field) => {
    if (pointerHeld.current) pendingChecks.current.add(field);
    else check(field);
  };
}
