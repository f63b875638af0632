// What every widget browser test file starts from: the built server, a host site on another
// origin, Chromium, and an owner signed in to make sites and popups. Browser contexts a test opens
// through the bed are closed with the rest once the file's tests are done.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startHostSite, type HostSite } from './host-site.ts';
import { signInAsOwner, type OwnerApi } from './owner-api.ts';
import { startServer, type ServerProcess, type StartOptions } from './server-process.ts';

export interface WidgetTestBed {
  server: ServerProcess;
  host: HostSite;
  browser: Browser;
  owner: OwnerApi;
  /** A new browser context, closed after the file's tests. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Registers beforeAll/afterAll in the calling describe block. The bed's fields are set by
 * beforeAll, so read them inside tests and helpers, not when the block is defined. `serverOptions`
 * (settings for the server, e.g. a local third-party API) is asked for when the server starts.
 */
export function widgetTestBed(serverOptions?: () => StartOptions): WidgetTestBed {
  const contexts: BrowserContext[] = [];
  const bed = {
    async newContext(options?: BrowserContextOptions) {
      const context = await bed.browser.newContext(options);
      contexts.push(context);
      return context;
    },
  } as WidgetTestBed;

  beforeAll(async () => {
    [bed.server, bed.host, bed.browser] = await Promise.all([
      startServer(serverOptions?.()),
      startHostSite(),
      launchBrowser(),
    ]);
    bed.owner = await signInAsOwner(bed.server.url);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await bed.browser?.close();
    await bed.host?.close();
    await bed.server?.stop();
  });
  return bed;
}
