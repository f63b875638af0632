// The teaser tab's stylesheet, scoped by its own shadow root (see popup-styles.ts for why `all:
// initial` and px). It slides in from its edge over TEASER_EFFECT_MS; its attention nudge is a
// class the tab switches on and off every TEASER_ANIMATION_TOGGLE_MS; neither runs for a visitor
// who asked for reduced motion.
import { TEASER_EFFECT_MS } from '@pinwheel/core';

export const teaserStyles = `
:host {
  all: initial;
  display: block;
}
.teaser {
  position: fixed;
  bottom: var(--pw-teaser-offset, 16px);
  z-index: 2147483646;
  box-sizing: border-box;
  max-width: min(280px, calc(100vw - 32px));
  min-height: 44px;
  margin: 0;
  padding: 10px 18px;
  border: 0;
  border-radius: 999px;
  background: var(--pw-accent, #1d4ed8);
  color: var(--pw-on-accent, #ffffff);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, 'Noto Sans Hebrew', 'Arial Hebrew', sans-serif;
  font-size: 15px;
  font-weight: 600;
  line-height: 1.4;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  animation: pinwheel-teaser-in ${TEASER_EFFECT_MS}ms ease-out both;
}
.teaser[hidden] { display: none; }
.teaser.start { inset-inline-start: 16px; }
.teaser.end { inset-inline-end: 16px; }
.teaser:hover { filter: brightness(1.08); }
.teaser:focus-visible {
  outline: 3px solid #111827;
  outline-offset: 3px;
  box-shadow: 0 0 0 6px #ffffff;
}
.teaser.nudge { animation: pinwheel-teaser-nudge 900ms ease-in-out; }
@keyframes pinwheel-teaser-in { from { opacity: 0; transform: translateY(24px); } }
@keyframes pinwheel-teaser-nudge {
  0%, 100% { transform: translateY(0); }
  30% { transform: translateY(-6px); }
  60% { transform: translateY(0); }
  80% { transform: translateY(-3px); }
}
@media (prefers-reduced-motion: reduce) {
  .teaser, .teaser.nudge { animation: none; }
}
`;
