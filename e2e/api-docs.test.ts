// The API reference page (/api/docs) in Chromium, from the built server: Swagger UI's own files
// served by us (no CDN), running under the page's CSP with no violation and no console error, and
// showing the routes of the document beside it (/api/docs/openapi.json).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('the API reference page', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Swagger UI's bundle is 1.5 MB of script to parse, and every operation is drawn: give it time.
  it(
    'renders the document under our CSP, loading nothing from elsewhere',
    { timeout: 90_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
      page.on('request', (request) => {
        if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) {
          elsewhere.push(request.url());
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto(`${server.url}/api/docs`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      await expect(page.title()).resolves.toBe('Pinwheel API reference');
      await page.locator('.swagger-ui .info .title').waitFor();
      await expect(page.locator('.swagger-ui .info .title').textContent()).resolves.toContain(
        'Pinwheel API',
      );

      const openapi = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const operations = Object.values(openapi.paths).reduce(
        (count, item) => count + Object.keys(item).length,
        0,
      );
      // Every operation is drawn (one under each of its tags).
      await expect
        .poll(() => page.locator('.swagger-ui .opblock').count())
        .toBeGreaterThanOrEqual(operations);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
      await context.close();
    },
  );
});
