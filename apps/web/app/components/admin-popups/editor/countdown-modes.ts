// The countdown's four ways, as the editor offers them, read from and written to the popup's
// `timer` and `timer_ver` (core's countdown-deadline.ts): none; until a moment (`date|time|offset`);
// minutes counted from each showing (timer_ver 0); minutes from the visitor's first showing, the
// "evergreen" one a reload does not restart (timer_ver 2).
import { parseCountdownTimer, type DesignProperties, type TimerVersion } from '@pinwheel/core';
import { localMoment, momentTimer } from '../targeting/targeting-fields.ts';

export const COUNTDOWN_MODES = ['none', 'date', 'showing', 'evergreen'] as const;
export type CountdownMode = (typeof COUNTDOWN_MODES)[number];

/** Which of the editor's four ways the stored timer is. */
export function countdownModeOf(properties: DesignProperties): CountdownMode {
  const timer = parseCountdownTimer(properties.timer);
  if (!timer) return 'none';
  if (timer.kind === 'moment') return 'date';
  return properties.timer_ver === 2 ? 'evergreen' : 'showing';
}

const A_WEEK_MS = 7 * 24 * 3600 * 1000;
const DEFAULT_MINUTES = 15;

/** The properties for a mode, keeping what can be kept (a date's moment, a length's minutes). */
export function countdownFor(
  mode: CountdownMode,
  properties: DesignProperties,
  now: number,
): Pick<DesignProperties, 'timer' | 'timer_ver'> {
  const timer = parseCountdownTimer(properties.timer);
  if (mode === 'none') return { timer: undefined, timer_ver: undefined };
  if (mode === 'date') {
    const at = timer?.kind === 'moment' ? timer.at : now + A_WEEK_MS;
    return { timer: momentTimer(localMoment(at)), timer_ver: 0 };
  }
  const minutes =
    timer?.kind === 'duration' ? Math.max(1, Math.round(timer.seconds / 60)) : DEFAULT_MINUTES;
  const version: TimerVersion = mode === 'evergreen' ? 2 : 0;
  return { timer: `timerTime@${minutes}|0`, timer_ver: version };
}
