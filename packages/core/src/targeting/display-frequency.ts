// Display-frequency rules (spec §3 d_f_a / d_f_r, §4): may a popup the visitor may have seen
// before show again now? Time is passed in so the server and tests decide the clock.
import type { DisplayFrequency } from '../popup/targeting-fields.ts';
import { numberFrom } from './match-rule.ts';
import type { RuleOutcome } from './rule-outcome.ts';

/** What the visitor's frequency cookies say about one popup. */
export interface FrequencyState {
  seen: boolean;
  /** When it was last shown, in ms since the epoch. */
  lastSeenAt?: number;
  /**
   * Visits started since the visit in which it was last shown, counting the current one: seen on
   * visit 1, this is 3 on visit 4.
   */
  visitsSinceSeen?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const positive = (value: unknown) => {
  const number = numberFrom(value);
  return number !== null && number > 0 ? number : null;
};

export function frequencyAllows(
  frequency: DisplayFrequency,
  state: FrequencyState,
  now: number,
): RuleOutcome {
  const rule = frequency?.rule;
  if (rule === 'display_everytime_everypage_5') return { passed: true, detail: 'every time' };
  if (rule === 'display_once_a_visitor_2') {
    return state.seen ? { passed: false, detail: 'already seen once' } : { passed: true };
  }
  if (rule === 'display_once_every_few_days_3') {
    const days = positive(frequency.days);
    if (days === null) return { passed: false, detail: 'needs a positive number of days' };
    if (!state.seen) return { passed: true, detail: 'not seen yet' };
    // Seen but with no time recorded: we cannot show the interval has passed, so wait.
    if (typeof state.lastSeenAt !== 'number' || !Number.isFinite(state.lastSeenAt)) {
      return { passed: false, detail: 'seen, time unknown' };
    }
    const elapsedDays = (now - state.lastSeenAt) / DAY_MS;
    return {
      passed: elapsedDays >= days,
      detail: `seen ${elapsedDays.toFixed(1)} of ${days} days ago`,
    };
  }
  if (rule === 'display_once_every_few_visiting_4') {
    const visits = positive(frequency.visits);
    if (visits === null) return { passed: false, detail: 'needs a positive number of visits' };
    if (!state.seen) return { passed: true, detail: 'not seen yet' };
    const since = state.visitsSinceSeen ?? 0;
    return { passed: since >= visits, detail: `${since} of ${visits} visits since seen` };
  }
  return { passed: false, detail: `unknown frequency rule "${String(rule)}"` };
}
