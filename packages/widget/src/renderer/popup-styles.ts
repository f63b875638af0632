// The popup's stylesheet, scoped by its shadow root. `all: initial` stops the host page's inherited
// font, colour and line height from leaking in; px (never rem) because rem follows the host page's
// root font size. No @font-face here: Chromium ignores it inside a shadow root, so our font is
// declared in the page (popup-font.ts) and system fonts follow it while it loads.
import {
  CLOSE_BUTTON_SIZE_PX,
  POPUP_ENTRY_EFFECT_MS,
  POPUP_EXIT_EFFECT_MS,
  WELCOME_SCREEN_EXIT_MS,
} from '@pinwheel/core';
import { POPUP_FONT_FAMILY } from './popup-font.ts';

const close = CLOSE_BUTTON_SIZE_PX;

export const popupStyles = `
:host {
  all: initial;
  display: block;
}
.layer {
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  display: flex;
  box-sizing: border-box;
  padding: 8px;
  pointer-events: none;
  font-family: '${POPUP_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, 'Noto Sans Hebrew', 'Arial Hebrew', sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: #111827;
}
.layer.backdrop {
  pointer-events: auto;
  background: rgba(17, 24, 39, 0.6);
}
.layer.bar,
.layer.canvas {
  padding: 0;
}
.layer.canvas {
  overflow: hidden;
}
.layer.embedded {
  position: static;
  padding: 0;
  z-index: auto;
  pointer-events: auto;
}
.top { align-items: flex-start; }
.middle { align-items: center; }
.bottom { align-items: flex-end; }
.start { justify-content: flex-start; }
.center { justify-content: center; }
.end { justify-content: flex-end; }
.frame {
  position: relative;
  flex: none;
  box-sizing: border-box;
  max-width: 100%;
  max-height: 100%;
  overflow: auto;
  pointer-events: auto;
  border-radius: 8px;
  background: #ffffff;
  box-shadow: 0 20px 48px rgba(0, 0, 0, 0.3);
  text-align: start;
}
.bar .frame {
  width: 100% !important;
  border-radius: 0;
}
.embedded .frame {
  box-shadow: none;
}
.canvas .frame {
  max-width: none;
  max-height: none;
  overflow: hidden;
  border-radius: 0;
}
.frame:focus {
  outline: none;
}
:focus-visible {
  outline: 3px solid #2563eb;
  outline-offset: 2px;
}
.body {
  box-sizing: border-box;
  min-height: 100%;
  padding: 16px;
  padding-inline-end: ${close}px;
  overflow-wrap: anywhere;
}
/* A template's teaser tab (data-tabshow) is drawn as the teaser, not inside the popup. */
.body [data-tabshow] {
  display: none;
}
.body img {
  max-width: 100%;
  height: auto;
}
.preview-banner {
  margin: 0;
  padding: 8px 16px;
  padding-inline-end: ${close}px;
  background: #fef3c7;
  color: #78350f;
  font-size: 14px;
}
.x {
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${close}px;
  height: ${close}px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: #111827;
  font: inherit;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
}
.x:hover {
  background: rgba(0, 0, 0, 0.08);
}
.countdown {
  font-size: 16px;
  font-weight: 700;
  cursor: default;
}
.close-button {
  display: block;
  min-height: ${close}px;
  margin: 0 auto 16px;
  padding: 8px 24px;
  border: 1px solid #9ca3af;
  border-radius: 8px;
  background: #ffffff;
  color: #111827;
  font: inherit;
  cursor: pointer;
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.enter-fade { animation: pinwheel-fade-in ${POPUP_ENTRY_EFFECT_MS}ms ease-out both; }
.enter-zoom { animation: pinwheel-zoom-in ${POPUP_ENTRY_EFFECT_MS}ms ease-out both; }
.exit-fade { animation: pinwheel-fade-out ${POPUP_EXIT_EFFECT_MS}ms ease-in both; }
.exit-zoom { animation: pinwheel-zoom-out ${POPUP_EXIT_EFFECT_MS}ms ease-in both; }
.welcome.exit-fade, .welcome.exit-zoom { animation: pinwheel-welcome-out ${WELCOME_SCREEN_EXIT_MS}ms ease-in both; }
@keyframes pinwheel-fade-in { from { opacity: 0; } }
@keyframes pinwheel-fade-out { to { opacity: 0; } }
@keyframes pinwheel-zoom-in { from { opacity: 0; scale: 0.6; } }
@keyframes pinwheel-zoom-out { to { opacity: 0; scale: 0.6; } }
@keyframes pinwheel-welcome-out { to { translate: 0 -100%; } }
@media (prefers-reduced-motion: reduce) {
  .enter-fade, .enter-zoom, .exit-fade, .exit-zoom, .welcome.exit-fade, .welcome.exit-zoom { animation: none; }
}
`;
