// The widget on a third-party page: a host page on another origin loads /embed.js with the demo
// client id; the loader announces itself, and the lazily loaded renderer shows an accessible
// dialog inside a shadow root that host styles cannot reach.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const DEMO_CLIENT_ID = 'demo-shop-client';

describe('the embed on a third-party page', () => {
  let server: ServerProcess;
  let host: HostSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, host, browser] = await Promise.all([startServer(), startHostSite(), launchBrowser()]);
    host.page(
      '/',
      `<!doctype html><html><head><title>Host shop</title>
      <style>* { color: red !important; font-size: 40px !important; }</style>
      <script>
        window.readyEvents = [];
        document.addEventListener('pinwheel:ready', (e) => window.readyEvents.push(e.detail));
      </script></head>
      <body><button id="host-button">Host button</button>
      <script async src="${server.url}/embed.js" data-client-id="${DEMO_CLIENT_ID}"></script>
      </body></html>`,
    );
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
  });

  it('loads from another origin and announces the client id', async () => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const display = page.waitForResponse((response) =>
      response.url().endsWith(`/api/display/${DEMO_CLIENT_ID}`),
    );
    await page.goto(`${host.url}/`);
    await page.waitForFunction(
      () => (window as unknown as { readyEvents: unknown[] }).readyEvents.length > 0,
    );
    const state = await page.evaluate(() => ({
      origin: location.origin,
      events: (window as unknown as { readyEvents: unknown[] }).readyEvents,
      clientId: window.Pinwheel?.clientId,
      base: window.Pinwheel?.base,
    }));
    expect(state.origin).not.toBe(server.url);
    expect(state.events).toEqual([{ clientId: DEMO_CLIENT_ID }]);
    expect(state.clientId).toBe(DEMO_CLIENT_ID);
    expect(state.base).toBe(`${server.url}/`);
    expect(failed).toEqual([]);
    // The display answer came gzipped (spliced around the popups deflated once), and the browser
    // read it.
    const answer = await display;
    expect(answer.headers()['content-encoding']).toBe('gzip');
    expect((await answer.json()).poptins.length).toBeGreaterThan(0);
  });

  it('loads the renderer lazily, cross-origin, and shows a real dialog in a shadow root', async () => {
    // Fetched (modulepreload, when the browser is idle) only after the display answer armed
    // triggers: a page whose popups never fire never runs it.
    const timing = await page.evaluate(
      async ([display]) => {
        await window.Pinwheel!.loadRenderer();
        const entry = (part: string) =>
          performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes(part)) as PerformanceResourceTiming;
        return {
          answer: entry(display!).responseEnd,
          renderer: entry('/embed/renderer-').startTime,
        };
      },
      [`/api/display/${DEMO_CLIENT_ID}`],
    );
    expect(timing.renderer).toBeGreaterThanOrEqual(timing.answer);

    await page.evaluate(async () => {
      const renderer = await window.Pinwheel!.loadRenderer();
      renderer.showPopup({
        popup: {
          poptin_id: 'handmadepopup',
          poptin_name: 'Hand made',
          poptin_type: 'sside',
          poptin_format: 'format_1',
        },
        content: {
          poptin_id: 'handmadepopup',
          version: 'v1',
          poptin: '<h2>Ten percent off</h2><p>Join our list</p>',
          poptin_size: { width: 320, height: 200 },
          design_properties: {},
        },
        lang: 'he',
        trigger: 'on_click',
        onShown: () => {},
        onClose: () => {},
      });
    });
    const dialog = page.getByRole('dialog', { name: 'Ten percent off' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
    // The close button is labelled from the widget's catalogue, in the popup's language.
    await dialog.getByRole('button', { name: 'סגירה' }).waitFor();
    // Host styles with !important do not reach inside the shadow root.
    const color = await dialog.evaluate((el) => getComputedStyle(el.querySelector('h2')!).color);
    expect(color).not.toBe('rgb(255, 0, 0)');

    // Opened by the visitor (on_click): focus is in it at once.
    expect(
      await dialog.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement !== null),
    ).toBe(true);
    await page.waitForTimeout(900);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('runs beside a host element named Pinwheel, and stays quiet in a sandboxed frame', async () => {
    const snippet = `<script async src="${server.url}/embed.js" data-client-id="${DEMO_CLIENT_ID}"></script>`;
    host.page(
      '/odd-host',
      `<!doctype html><html><body><div id="Pinwheel">A host element with our name</div>
      <iframe sandbox="allow-scripts" srcdoc='${snippet}'></iframe>
      ${snippet}</body></html>`,
    );
    const oddPage = await browser.newPage();
    const errors: string[] = [];
    oddPage.on('pageerror', (error) => errors.push(error.message));
    await oddPage.goto(`${host.url}/odd-host`);
    await oddPage.waitForFunction(() => typeof window.Pinwheel?.open === 'function');
    expect(await oddPage.evaluate(() => window.Pinwheel?.clientId)).toBe(DEMO_CLIENT_ID);
    // Give the framed copy time to run into its cookie error.
    await oddPage.waitForTimeout(1000);
    expect(errors).toEqual([]);
    await oddPage.close();
  });
});
