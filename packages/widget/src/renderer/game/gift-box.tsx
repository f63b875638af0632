// The gift box (spec §1): a wrapped box until the form is sent; then its lid lifts and the prize's
// label rises out of it. With reduced motion it simply stands open with the label showing.
import { useEffect, useRef } from 'react';
import { GIFT_OPEN_MS, STILL_PLAY_MS } from './game-timing.ts';

export interface GiftBoxProps {
  /** What is inside, once the server drew it; null: the box is closed. */
  prize: string | null;
  still: boolean;
  label: string;
  onOpened(): void;
}

export function GiftBox({ prize, still, label, onOpened }: GiftBoxProps) {
  const openedRef = useRef(onOpened);
  openedRef.current = onOpened;
  useEffect(() => {
    if (prize === null) return;
    const timer = setTimeout(() => openedRef.current(), still ? STILL_PLAY_MS : GIFT_OPEN_MS);
    return () => clearTimeout(timer);
  }, [prize, still]);
  return (
    <div
      className={prize === null ? 'gift' : still ? 'gift open still' : 'gift open'}
      role="img"
      aria-label={prize === null ? label : `${label}: ${prize}`}
    >
      <div className="gift-inside" aria-hidden="true" dir="auto">
        {prize}
      </div>
      <div className="gift-lid" aria-hidden="true" />
      <div className="gift-box" aria-hidden="true" />
    </div>
  );
}
