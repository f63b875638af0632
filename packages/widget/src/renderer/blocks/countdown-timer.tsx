// The countdown block: the time left until the popup's deadline (countdown-deadline.ts in core, from
// `design_properties.timer`), ticking every second (spec §4) as `MM:SS`, `HH:MM:SS` once the
// countdown spans an hour, with the days before it once it spans a day. Reaching zero closes the
// popup; that is the frame's business (it reads the same deadline), not this block's.
import { countdownParts, widgetText, type Language } from '@pinwheel/core';
import { useEffect, useState } from 'react';

export interface CountdownTimerProps {
  /** Epoch ms at which the countdown reaches zero; null: the popup has no (valid) timer. */
  deadline: number | null;
  lang: Language;
}

const two = (value: number) => String(value).padStart(2, '0');

export function CountdownTimer({ deadline, lang }: CountdownTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  // Which units show is fixed by the first reading, so the row does not shrink as it counts down.
  const [span] = useState(() => (deadline === null ? 0 : deadline - Date.now()));
  useEffect(() => {
    if (deadline === null) return;
    // From the clock, not by counting ticks: a throttled background tab does not slow it down.
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [deadline]);
  if (deadline === null) return null;
  const { days, hours, minutes, seconds } = countdownParts(deadline - now);
  const clock =
    span >= 3_600_000
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(hours * 60 + minutes)}:${two(seconds)}`;
  return (
    <div className="countdown-timer" role="timer" aria-label={widgetText(lang, 'timeLeft')}>
      {span >= 86_400_000 && (
        <span className="countdown-days">{`${days} ${widgetText(lang, 'days')}`}</span>
      )}
      <span className="countdown-digits" dir="ltr">
        {clock}
      </span>
    </div>
  );
}
