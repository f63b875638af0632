// The /embed.js entry, built as a classic-script IIFE. It must run its set-up synchronously:
// document.currentScript is readable only now.
import { installPinwheel } from './install.ts';
import { findLoaderScript } from './script-origin.ts';

// Replaced at build time (packages/widget/build.mjs).
declare const __PINWHEEL_VERSION__: string;
declare const __PINWHEEL_RENDERER_FILE__: string;

installPinwheel({
  window,
  script: findLoaderScript(document),
  version: __PINWHEEL_VERSION__,
  rendererFile: __PINWHEEL_RENDERER_FILE__,
});
