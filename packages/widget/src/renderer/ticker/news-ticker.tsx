// The news-ticker block: the owner's messages one at a time, the next every interval_ms (7 s by
// default, spec §9). It stops while the visitor points at it or is in it, and its pause button
// stops it for good (WCAG 2.2.2: content that moves on by itself for more than 5 s can be
// paused). The message is not a live region: a screen reader is not interrupted at every turn.
// With reduced motion the message changes without sliding. A lazy chunk: a popup without a
// ticker never loads it.
import { NEWS_TICKER_DEFAULT_MS, type Language, type TickerBlock } from '@pinwheel/core';
import { useEffect, useState } from 'react';

const words = {
  en: { pause: 'Pause messages', play: 'Play messages' },
  he: { pause: 'השהיית ההודעות', play: 'הפעלת ההודעות' },
} as const satisfies Record<Language, Record<string, string>>;

const styles = `
.ticker { display: flex; align-items: center; gap: 0.5em; overflow: hidden; }
.ticker-message { flex: 1; margin: 0; animation: pinwheel-ticker-in 400ms ease-out both; }
.ticker-toggle { flex: none; min-width: 44px; min-height: 44px; padding: 0 0.5em; border: 1px solid currentColor; border-radius: 8px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
@keyframes pinwheel-ticker-in { from { opacity: 0; translate: 0 60%; } }
@media (prefers-reduced-motion: reduce) { .ticker-message { animation: none; } }
`;

export function NewsTicker({ block, lang }: { block: TickerBlock; lang: Language }) {
  const messages = block.messages.filter((message) => message.trim() !== '');
  const [at, setAt] = useState(0);
  const [paused, setPaused] = useState(false);
  /** Pointed at or focused: held while the visitor reads or acts. */
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const moving = messages.length > 1 && !paused && !held.pointer && !held.focus;
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(
      () => setAt((now) => (now + 1) % messages.length),
      block.interval_ms ?? NEWS_TICKER_DEFAULT_MS,
    );
    return () => clearTimeout(timer);
  }, [moving, at, messages.length, block.interval_ms]);
  if (!messages.length) return null;
  const said = words[lang] ?? words.en;
  return (
    <div
      className="ticker"
      onMouseEnter={() => setHeld((now) => ({ ...now, pointer: true }))}
      onMouseLeave={() => setHeld((now) => ({ ...now, pointer: false }))}
      onFocus={() => setHeld((now) => ({ ...now, focus: true }))}
      onBlur={() => setHeld((now) => ({ ...now, focus: false }))}
    >
      <style>{styles}</style>
      <p key={at} className="ticker-message" aria-live="off">
        {messages[at % messages.length]}
      </p>
      {messages.length > 1 && (
        <button
          type="button"
          className="ticker-toggle"
          aria-label={paused ? said.play : said.pause}
          title={paused ? said.play : said.pause}
          onClick={() => setPaused(!paused)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      )}
    </div>
  );
}
