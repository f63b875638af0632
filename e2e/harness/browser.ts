// The browser a test file drives. One Chromium serves the whole run (shared-chromium.ts, the
// global setup, starts it once): a file connects to it and gets a Browser of its own, whose
// contexts close when the file closes it, so files still never share cookies, storage or cache.
// Run outside that setup (no address provided), it launches a Chromium of its own.
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions } from './chromium-options.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address (shared-chromium.ts). */
    chromiumEndpoint?: string;
  }
}

export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions);
}
