// Our storefront is a host page like any other: its pages load /embed.js with the shop's own
// client id (the demo site's) under the pages' strict Content-Security-Policy, and the widget does
// everything it needs (display call, the popup's content by poptin_url, the renderer chunk)
// without one violation. The owner's /admin pages carry no widget.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const DEMO_CLIENT_ID = 'demo-shop-client';
const DEMO_LIGHTBOX = 'demolightbox1';

interface PageRecord {
  violations: string[];
  triggers: Array<{ popupId: string; trigger: string }>;
}

describe('the widget on our own storefront', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh page that records CSP violations and the widget's triggers from its first script. */
  async function recordingPage(): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(() => {
      const record = { violations: [] as string[], triggers: [] as unknown[] };
      (window as unknown as { record: typeof record }).record = record;
      document.addEventListener('securitypolicyviolation', (event) =>
        record.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
      document.addEventListener('pinwheel:ready', () =>
        window.Pinwheel!.on('trigger', (detail) => record.triggers.push(detail)),
      );
    });
    return page;
  }

  const recordOf = (page: Page) =>
    page.evaluate(() => (window as unknown as { record: PageRecord }).record);

  it("loads the shop's own widget under the page's CSP: display call, content and renderer", async () => {
    const page = await recordingPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const display = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/display/${DEMO_CLIENT_ID}`,
    );
    const content = page.waitForResponse((response) =>
      response
        .url()
        .startsWith(`${server.url}/api/display/content/${DEMO_CLIENT_ID}/${DEMO_LIGHTBOX}/`),
    );
    // Preview mode: the popup fires at once, whatever its delay, and nothing is counted.
    await page.goto(`${server.url}/?pinwheel_preview=${DEMO_LIGHTBOX}`);

    const snippet = page.locator('script[src="/embed.js"]');
    await expect.poll(() => snippet.count()).toBe(1);
    expect(await snippet.getAttribute('data-client-id')).toBe(DEMO_CLIENT_ID);
    // The browser hides a nonce from attributes once parsed, but keeps it on the element.
    expect(await snippet.evaluate((script: HTMLScriptElement) => script.nonce)).not.toBe('');

    expect((await display).status()).toBe(200);
    expect((await content).status()).toBe(200);
    await expect
      .poll(async () => (await recordOf(page)).triggers)
      .toContainEqual(expect.objectContaining({ popupId: DEMO_LIGHTBOX, trigger: 'preview' }));

    // The renderer chunk is a dynamic import from /embed/: allowed by script-src 'self'.
    const mounted = await page.evaluate(async () => {
      const renderer = await window.Pinwheel!.loadRenderer();
      return typeof renderer.mountPopup;
    });
    expect(mounted).toBe('function');
    expect((await recordOf(page)).violations).toEqual([]);
    // The cart rules' read of /cart.js included: our storefront answers it as a Shopify store does.
    expect(failed).toEqual([]);
  });

  it('leaves the widget off the owner pages', async () => {
    const page = await recordingPage();
    const displayCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/display/')) displayCalls.push(request.url());
    });
    await page.goto(`${server.url}/admin/sign-in`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[src="/embed.js"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof window.Pinwheel)).toBe('undefined');
    expect(displayCalls).toEqual([]);
    expect((await recordOf(page)).violations).toEqual([]);
  });
});
