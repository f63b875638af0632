// One teaser tab: a button at the page's bottom edge, on the side its popup sits on, that opens the
// popup. Its attention nudge toggles every TEASER_ANIMATION_TOGGLE_MS (spec §9).
import { directionOf, TEASER_ANIMATION_TOGGLE_MS, type Language } from '@pinwheel/core';
import { useEffect, useState, type CSSProperties } from 'react';

export interface TeaserTabProps {
  text: string;
  lang: Language;
  side: 'start' | 'end';
  /** Distance from the bottom edge, in px: teasers on one page stack rather than overlap. */
  offset: number;
  /** The popup's accent and the text colour readable on it. */
  colours: CSSProperties;
  /** Hidden rather than removed while it should not show, so focus can come back to it. */
  hidden: boolean;
  onOpen(): void;
}

export function TeaserTab(props: TeaserTabProps) {
  const { text, lang, side, offset, colours, hidden, onOpen } = props;
  const [nudging, setNudging] = useState(false);
  useEffect(() => {
    if (hidden) return;
    const timer = setInterval(() => setNudging((on) => !on), TEASER_ANIMATION_TOGGLE_MS);
    return () => clearInterval(timer);
  }, [hidden]);
  return (
    <button
      type="button"
      className={`teaser ${side}${nudging ? ' nudge' : ''}`}
      lang={lang}
      dir={directionOf(lang)}
      aria-haspopup="dialog"
      hidden={hidden}
      style={{ ...colours, '--pw-teaser-offset': `${offset}px` } as CSSProperties}
      onClick={onOpen}
    >
      {text}
    </button>
  );
}
