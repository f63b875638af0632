// The games' stylesheet, inside the popup's shadow root beside design-styles.ts, whose theme
// properties (--pw-…) colour the wheel, the box and the card. It ships in the game chunk only.
export const gameStyles = `
.game-visual { display: flex; justify-content: center; width: 100%; }
.game-visual.waiting { flex: none; margin-top: auto; padding-top: 2em; }
/* The waiting game and the body under it are one group, centred in the frame together. */
.frame.designed > .game-visual.waiting + .body.design { flex: none; margin-bottom: auto; padding-top: 1.25em; }
.wheel { width: min(280px, 62vw); }
.game-play .wheel { width: min(400px, 78vw); }
.wheel svg { display: block; width: 100%; height: auto; overflow: visible; }
.wheel .slice path { stroke: var(--pw-background, #fff); stroke-width: 1.2; }
.wheel .slice.even path { fill: var(--pw-accent, #4338ca); }
.wheel .slice.odd path { fill: var(--pw-text, #1f2937); }
.wheel .slice text { font-size: 11px; font-weight: 700; dominant-baseline: middle; }
.wheel .slice.even text { fill: var(--pw-on-accent, #fff); }
.wheel .slice.odd text { fill: var(--pw-background, #fff); }
.wheel-hub { fill: var(--pw-background, #fff); stroke: var(--pw-accent, #4338ca); stroke-width: 4; }
.wheel-pointer { fill: var(--pw-accent, #4338ca); stroke: var(--pw-background, #fff); stroke-width: 2; }
.gift { position: relative; width: 190px; height: 200px; }
.game-play .gift { width: 220px; height: 230px; }
.gift-box, .gift-lid {
  position: absolute;
  background-color: var(--pw-accent, #4338ca);
  background-image: linear-gradient(90deg, transparent 43%, var(--pw-text, #1f2937) 43%, var(--pw-text, #1f2937) 57%, transparent 57%);
  border-radius: 6px;
}
.gift-box { bottom: 0; left: 8%; width: 84%; height: 52%; }
.gift-lid { bottom: 50%; left: 2%; width: 96%; height: 17%; filter: brightness(0.88); z-index: 2; }
.gift-inside {
  position: absolute;
  left: 0;
  right: 0;
  bottom: 40%;
  z-index: 1;
  font-size: 1.5em;
  font-weight: 800;
  line-height: 1.1;
  text-align: center;
  opacity: 0;
}
.gift.open .gift-lid { animation: pinwheel-gift-lid 900ms ease-out forwards; }
.gift.open .gift-inside { animation: pinwheel-gift-rise 700ms 600ms ease-out forwards; }
.gift.open.still .gift-lid { animation: none; transform: translate(-30%, -120%) rotate(-24deg); }
.gift.open.still .gift-inside { animation: none; opacity: 1; transform: translateY(-90%); }
@keyframes pinwheel-gift-lid { to { transform: translate(-30%, -120%) rotate(-24deg); } }
@keyframes pinwheel-gift-rise { to { opacity: 1; transform: translateY(-90%); } }
.scratch { display: flex; flex-direction: column; align-items: center; gap: 0.5em; width: 100%; }
.scratch-card {
  position: relative;
  width: min(320px, 78vw);
  aspect-ratio: 2 / 1;
  overflow: hidden;
  border: 3px dashed var(--pw-accent, #4338ca);
  border-radius: 12px;
  background: var(--pw-background, #fff);
}
.scratch-prize {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 0.5em;
  font-size: 1.75em;
  font-weight: 800;
  line-height: 1.1;
  text-align: center;
}
.scratch-cover { position: absolute; inset: 0; width: 100%; height: 100%; touch-action: none; }
.scratch-cover.active { cursor: crosshair; }
.scratch.revealed .scratch-cover { opacity: 0; pointer-events: none; transition: opacity 400ms ease-out; }
.game-hint { margin: 0; font-size: 0.875em; }
.game-status { font-weight: 700; min-height: 1.5em; }
.game-result .game-prize { font-size: 1.25em; }
.game-go { color: inherit; font-weight: 700; }
.game-play:focus, .game-result:focus { outline: none; }
@media (prefers-reduced-motion: reduce) {
  .scratch.revealed .scratch-cover { transition: none; }
}
`;
