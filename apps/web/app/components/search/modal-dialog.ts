// The search overlay as a modal dialog: opened with showModal (the page behind turns inert), the
// page behind stops scrolling while it is open, focus starts in its field, and Tab and Shift+Tab
// stay inside it, wrapping at either end.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  firstFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    firstFocus.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [dialog, firstFocus]);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector),
  ].filter((element) => element.offsetParent !== null || element === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
