// The /embed.js entry, built as a classic-script IIFE. It must run its set-up synchronously:
// document.currentScript is readable only now.
import { startDisplayFlow } from './display-flow.ts';
import { installPinwheel } from './install.ts';
import { findLoaderScript } from './script-origin.ts';
import type { startNotices } from '../notices/index.ts';

// Replaced at build time (packages/widget/build.mjs).
declare const __PINWHEEL_VERSION__: string;
declare const __PINWHEEL_RENDERER_FILE__: string;
declare const __PINWHEEL_NOTICES_FILE__: string;

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
    // Recent-purchase notices are their own chunk (src/notices/), fetched once the page is idle
    // unless the visitor closed them; the chunk asks the server for them and does the rest.
    const { base, clientId } = installed.api;
    const notices = () =>
      import(/* @vite-ignore */ base + __PINWHEEL_NOTICES_FILE__).then(
        (chunk: { startNotices: typeof startNotices }) =>
          chunk.startNotices({ win: window, base, clientId }),
        console.warn,
      );
    if (!/(^|; )pinwheel_notices_closed=/.test(document.cookie)) {
      if (!window.requestIdleCallback?.(notices)) notices();
    }
  } catch (error) {
    console.warn('Pinwheel: the widget cannot run on this page', error);
  }
}
