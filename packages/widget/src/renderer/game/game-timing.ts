// The numbers of a game: where the wheel stops for a prize, and what follows the result (spec §4,
// §9): a prize's redirect or close after its delay (4 s when it names none), the popup's own stay
// otherwise, three times as long when the prize shows a code, so there is time to copy it.
import {
  GAME_CLOSE_DELAY_COUPON_FACTOR,
  GAME_CLOSE_DELAY_DEFAULT_S,
  isOn,
  type GamifiedPrize,
} from '@pinwheel/core';

/** Whole turns the wheel makes before it settles: 7 s of spinning reads as a real spin. */
export const WHEEL_TURNS = 6;
/** With reduced motion the game does not move: its result follows this soon. */
export const STILL_PLAY_MS = 1000;
/** The gift box's lid lifts and the prize rises in this time. */
export const GIFT_OPEN_MS = 1600;

/**
 * The wheel's final rotation, clockwise in degrees, so the middle of slice `index` (slices run
 * clockwise from 12 o'clock) stops under the pointer at the top.
 */
export function wheelRotation(index: number, count: number, turns = WHEEL_TURNS): number {
  const slice = 360 / count;
  return turns * 360 - (index + 0.5) * slice;
}

/** Which slice is under the pointer at a rotation (the inverse of wheelRotation). */
export function sliceUnderPointer(rotation: number, count: number): number {
  const slice = 360 / count;
  const atTop = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(atTop / slice) % count;
}

export type AfterPlay =
  { kind: 'redirect'; url: string; seconds: number } | { kind: 'close'; seconds: number };

export function afterPlay(
  prize: Pick<GamifiedPrize, 'redirect_to' | 'redirect_to_options'> | undefined,
  showsCode: boolean,
  stayForSeconds: number,
): AfterPlay {
  const factor = showsCode ? GAME_CLOSE_DELAY_COUPON_FACTOR : 1;
  const options = prize?.redirect_to_options;
  const delay = Number(options?.redirect_close_delay);
  const seconds =
    (Number.isFinite(delay) && delay > 0 ? delay : GAME_CLOSE_DELAY_DEFAULT_S) * factor;
  const url = options?.redirect_to_url?.trim();
  if (isOn(prize?.redirect_to) && url) return { kind: 'redirect', url, seconds };
  if (isOn(options?.redirect_close)) return { kind: 'close', seconds };
  return { kind: 'close', seconds: stayForSeconds * factor };
}
