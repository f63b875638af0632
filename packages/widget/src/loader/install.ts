// Puts window.Pinwheel on the page once, however many copies of embed.js the page includes.
import type { CloseTrigger } from '@pinwheel/core';
import { createEventHub, type EventHub } from './events.ts';
import {
  READY_EVENT,
  type PinwheelApi,
  type PinwheelEventMap,
  type PinwheelReadyDetail,
  type PopupControls,
} from './pinwheel-api.ts';
import { createRendererLoader, type ImportModule, type RendererLoader } from './renderer-loader.ts';
import { readScriptOrigin } from './script-origin.ts';

export interface InstallOptions {
  window: Window;
  /** The loader's own <script> element, found while it first runs. */
  script: HTMLScriptElement | null;
  version: string;
  /** The renderer's file name relative to the loader's directory, e.g. `embed/renderer-1a2b3c.js`. */
  rendererFile: string;
  importModule?: ImportModule;
}

/** What the loader's own modules (display protocol, triggers) use beyond the public API. */
export interface InstalledLoader {
  api: PinwheelApi;
  events: EventHub<PinwheelEventMap>;
  renderer: RendererLoader;
  /** Puts the display flow behind window.Pinwheel.open and close. */
  attach(controls: PopupControls): void;
}

/** Installs the loader; null when another copy already did, or when its origin is unknown. */
export function installPinwheel(options: InstallOptions): InstalledLoader | null {
  const { window: win, script } = options;
  // Test for our API, not mere presence: an element with id="Pinwheel" is window.Pinwheel too.
  if (win.Pinwheel?.version) {
    console.warn('Pinwheel: embed.js is included more than once; the extra copy does nothing');
    return null;
  }
  const origin = script ? readScriptOrigin(script) : null;
  if (!origin) {
    console.error('Pinwheel: cannot tell where embed.js was loaded from; the widget stays off');
    return null;
  }
  if (!origin.clientId) {
    console.error(
      'Pinwheel: no client id; add data-client-id="..." to the script tag or ?id=... to its src',
    );
  }

  const events = createEventHub<PinwheelEventMap>();
  const renderer = createRendererLoader({
    url: new URL(options.rendererFile, origin.base).href,
    document: win.document,
    importModule: options.importModule,
  });
  // Without a client id nothing is attached (the error above says why): open() finds nothing.
  let controls: PopupControls | null = null;
  const api: PinwheelApi = Object.freeze({
    version: options.version,
    clientId: origin.clientId,
    base: origin.base,
    loadRenderer: renderer.load,
    on: events.on,
    off: events.off,
    open: async (popupId: string) => (await controls?.open(popupId)) ?? false,
    close: async (popupId: string, closeTrigger?: CloseTrigger) =>
      controls?.close(popupId, closeTrigger),
  });
  win.Pinwheel = api;
  win.document.dispatchEvent(
    new CustomEvent<PinwheelReadyDetail>(READY_EVENT, {
      detail: { clientId: origin.clientId },
    }),
  );
  return {
    api,
    events,
    renderer,
    attach: (next) => {
      controls = next;
    },
  };
}
