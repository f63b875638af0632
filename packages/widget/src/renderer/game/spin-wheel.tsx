// The spin wheel (spec §1, §4): one slice per prize, equal in size whatever its chance (the
// chances are the server's business), labels along the slices, a pointer at the top. Played, it
// turns for 7 s and stops with the drawn prize's slice under the pointer; with reduced motion it
// does not turn but shows that slice under the pointer at once. The spin is the Web Animations
// API; when it is over is a timer, so a page's fake clock (the browser tests') decides it.
import { WHEEL_SPIN_MS, type GamifiedPrize } from '@pinwheel/core';
import { useEffect, useRef } from 'react';
import { STILL_PLAY_MS, wheelRotation } from './game-timing.ts';

export interface SpinWheelProps {
  prizes: readonly GamifiedPrize[];
  /** The slice to land on; null: the wheel waits (before the form is sent). */
  landOn: number | null;
  still: boolean;
  label: string;
  /** The wheel has stopped on `landOn`. */
  onStopped(): void;
}

const RADIUS = 100;
/** The first strong letter is Hebrew or Arabic (digits and signs are neither). */
const RTL_FIRST = /^[^A-Za-z\u00C0-\u024F\u0590-\u08FF]*[\u0590-\u08FF]/;
/** Labels longer than this are cut on the wheel (the result screen says them whole). */
const LABEL_MAX = 16;

export function SpinWheel({ prizes, landOn, still, label, onStopped }: SpinWheelProps) {
  const wheelRef = useRef<SVGGElement>(null);
  const stoppedRef = useRef(onStopped);
  stoppedRef.current = onStopped;
  const count = Math.max(prizes.length, 1);
  const slice = 360 / count;
  const rotation = landOn === null ? 0 : wheelRotation(landOn, count);

  useEffect(() => {
    if (landOn === null) return;
    const wheel = wheelRef.current;
    if (!still) {
      wheel?.animate?.([{ transform: 'rotate(0deg)' }, { transform: `rotate(${rotation}deg)` }], {
        duration: WHEEL_SPIN_MS,
        easing: 'cubic-bezier(0.15, 0.85, 0.25, 1)',
      });
    }
    const timer = setTimeout(() => stoppedRef.current(), still ? STILL_PLAY_MS : WHEEL_SPIN_MS);
    return () => clearTimeout(timer);
  }, [landOn, rotation, still]);

  return (
    <div className="wheel" role="img" aria-label={label}>
      <svg viewBox="-104 -104 208 208" aria-hidden="true" direction="ltr">
        <g
          ref={wheelRef}
          className="wheel-turn"
          style={{ transform: `rotate(${rotation}deg)` }}
          data-rotation={rotation}
        >
          {prizes.map((prize, index) => (
            <Slice key={prize.prize_id} index={index} slice={slice} label={prize.label} />
          ))}
        </g>
        <circle r="14" className="wheel-hub" />
        <path d="M -9 -108 L 9 -108 L 0 -88 Z" className="wheel-pointer" />
      </svg>
    </div>
  );
}

function Slice({ index, slice, label }: { index: number; slice: number; label: string }) {
  const start = (index * slice * Math.PI) / 180;
  const end = ((index + 1) * slice * Math.PI) / 180;
  // Angles run clockwise from 12 o'clock: x = sin, y = -cos.
  const point = (angle: number) =>
    `${(RADIUS * Math.sin(angle)).toFixed(3)} ${(-RADIUS * Math.cos(angle)).toFixed(3)}`;
  const large = slice > 180 ? 1 : 0;
  const middle = (index + 0.5) * slice;
  const text = label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
  // A Hebrew label reads right to left: its start is the end that sits at the rim.
  const rtl = RTL_FIRST.test(label);
  // On the left half the text is turned half round, so it is not drawn upside down.
  const flip = middle > 180;
  return (
    <g className={index % 2 === 0 ? 'slice even' : 'slice odd'}>
      <path d={`M 0 0 L ${point(start)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end)} Z`} />
      {/* Along the slice's middle, from the rim inwards. */}
      <text
        transform={`rotate(${middle + (flip ? 90 : -90)}) translate(${flip ? 10 - RADIUS : RADIUS - 10} 0)`}
        direction={rtl ? 'rtl' : 'ltr'}
        textAnchor={rtl !== flip ? 'start' : 'end'}
      >
        {text}
      </text>
    </g>
  );
}
