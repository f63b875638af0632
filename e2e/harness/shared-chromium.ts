// Vitest global setup for the browser tests: one Chromium for the whole run instead of one per
// test file (each launch and close cost about 2 s of a busy machine's two cores). Files reach it
// through launchBrowser() (browser.ts), which connects to the address provided here.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium-options.ts';

export default async function sharedChromium(project: TestProject) {
  const server = await chromium.launchServer(chromiumOptions);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
