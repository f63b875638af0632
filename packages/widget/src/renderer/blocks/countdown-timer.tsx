// The countdown block: the time left of `design_properties.timer` in its `timerTime@minutes|seconds`
// form, counted from when the popup appeared and ticking every second (spec §4). Other forms (a
// date) draw nothing yet. What happens when it reaches zero is the frame's business, not this one's.
import { countdownSeconds, widgetText, type Language } from '@pinwheel/core';
import { useEffect, useState } from 'react';

export interface CountdownTimerProps {
  timer: string | undefined;
  lang: Language;
}

export function CountdownTimer({ timer, lang }: CountdownTimerProps) {
  const total = countdownSeconds(timer);
  const [left, setLeft] = useState(total ?? 0);
  useEffect(() => {
    if (total === null) return;
    // From the clock, not by counting ticks: a throttled background tab does not slow it down.
    const end = Date.now() + total * 1000;
    const tick = () => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000)));
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [total]);
  if (total === null) return null;
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    <div className="countdown-timer" role="timer" aria-label={widgetText(lang, 'timeLeft')}>
      <span className="countdown-digits" dir="ltr">
        {`${two(minutes)}:${two(seconds)}`}
      </span>
    </div>
  );
}
