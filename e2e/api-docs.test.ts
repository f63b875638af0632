// The API reference page (/api/docs) in Chromium, from the built server: Swagger UI's own files
// served by us (no CDN), running under the page's CSP with no violation and no console error, and
// drawing every path of the document beside it (/api/docs/openapi.json).
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

  // Swagger UI's bundle is 1.5 MB of script to parse and the document is large, and the page is
  // walked to its end: beside the unit tests in CI the first drawing alone took over 30 s.
  it(
    'renders the document under our CSP, loading nothing from elsewhere',
    { timeout: 240_000 },
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
      await page.locator('.swagger-ui .info .title').waitFor({ timeout: 150_000 });
      await expect(page.locator('.swagger-ui .info .title').textContent()).resolves.toContain(
        'Pinwheel API',
      );

      const openapi = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      // Swagger UI draws the operations near the viewport only: walk the page down, a screen at a
      // time, noting every operation's path drawn, until the bottom.
      const drawn = new Set<string>();
      for (;;) {
        const paths = await page.locator('.swagger-ui .opblock-summary-path').allTextContents();
        for (const path of paths) drawn.add(path.replaceAll('\u200b', ''));
        const atBottom = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1,
        );
        if (atBottom) break;
        await page.evaluate(
          () =>
            new Promise((done) => {
              window.scrollBy(0, window.innerHeight);
              requestAnimationFrame(() => requestAnimationFrame(done));
            }),
        );
      }
      expect(Object.keys(openapi.paths).filter((path) => !drawn.has(path))).toEqual([]);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
      await context.close();
    },
  );
});
