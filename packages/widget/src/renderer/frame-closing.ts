// How a popup frame asks to close, and the closes that come with time (spec §4 close triggers):
// its own timers (auto close, the countdown's end, the thank-you screen's stay) and the wait before
// its X may be used. Each only asks to close, with the trigger the close records; what closing does
// is the caller's.
import type { CloseTrigger } from '@pinwheel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CloseOptions } from './close-options.ts';

export type RequestClose = (trigger: CloseTrigger) => void;

/**
 * One stable function that asks to close, so effects read the latest `onClose` without
 * re-subscribing their listeners on each render; nothing while the exit effect plays.
 */
export function useCloseRequest(onClose: RequestClose, closing: boolean): RequestClose {
  const latest = useRef(onClose);
  latest.current = closing ? () => {} : onClose;
  return useCallback((trigger: CloseTrigger) => latest.current(trigger), []);
}

/**
 * The popup's own timers: it closes after its auto-close time (`auto_close`) and when its
 * countdown reaches zero (`timer`, spec §4), neither once the form has been sent; the thank-you
 * screen stays its time, then the popup closes as sent (`submit`), unless it `stays` (it shows a
 * coupon code: the visitor closes it when they have it).
 */
export function useClosingTimers(
  close: CloseOptions,
  deadline: number | null,
  thanks: boolean,
  requestClose: RequestClose,
  stays = false,
): void {
  useEffect(() => {
    if (close.autoCloseSeconds <= 0 || thanks) return;
    const timer = setTimeout(() => requestClose('auto_close'), close.autoCloseSeconds * 1000);
    return () => clearTimeout(timer);
  }, [close, thanks, requestClose]);

  useEffect(() => {
    if (deadline === null || thanks) return;
    const timer = setTimeout(() => requestClose('timer'), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, thanks, requestClose]);

  useEffect(() => {
    if (!thanks || stays) return;
    const timer = setTimeout(() => requestClose('submit'), close.thankYouSeconds * 1000);
    return () => clearTimeout(timer);
  }, [thanks, stays, close, requestClose]);
}

/**
 * Seconds left before the X may be used (0: now). One interval from the start rather than a timer
 * per tick: re-rendering must not stretch a second.
 */
export function useCloseDelay(close: CloseOptions): number {
  const [waitSeconds, setWaitSeconds] = useState(close.xDelaySeconds);
  useEffect(() => {
    if (close.xDelaySeconds <= 0) return;
    const timer = setInterval(() => setWaitSeconds((left) => Math.max(0, left - 1)), 1000);
    const stop = setTimeout(() => clearInterval(timer), close.xDelaySeconds * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [close]);
  return waitSeconds;
}
