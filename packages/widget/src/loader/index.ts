// The /embed.js entry, built as a classic-script IIFE. It must run its set-up synchronously:
// document.currentScript is readable only now.
import { startDisplayFlow } from './display-flow.ts';
import { installPinwheel } from './install.ts';
import { findLoaderScript } from './script-origin.ts';

// Replaced at build time (packages/widget/build.mjs).
declare const __PINWHEEL_VERSION__: string;
declare const __PINWHEEL_RENDERER_FILE__: string;

const installed = installPinwheel({
  window,
  script: findLoaderScript(document),
  version: __PINWHEEL_VERSION__,
  rendererFile: __PINWHEEL_RENDERER_FILE__,
});
if (installed?.api.clientId) {
  // A host page where cookies throw (a sandboxed frame) gets no popups, not an uncaught error.
  try {
    installed.attach(
      startDisplayFlow({
        win: window,
        events: installed.events,
        base: installed.api.base,
        clientId: installed.api.clientId,
        renderer: installed.renderer,
      }),
    );
  } catch (error) {
    console.warn('Pinwheel: the widget cannot run on this page', error);
  }
}
