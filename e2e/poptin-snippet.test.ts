// A page that embedded Poptin switches to Pinwheel by changing the host in its snippet alone: the
// same tag (`id="pixel-script-poptin"`, `/pixel.js?id=CLIENTID`, async) and the same 13-character
// client id, now a site of ours. The loader must ask our server about that id, arm the site's
// popup, and find its renderer on our server, not on the host page's origin.
import { describe, expect, it } from 'vitest';
import { collectConsole, waitForEvent, waitForLine } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

/** Poptin's client ids are 13 characters; the sites module generates 16 of its own. */
const POPTIN_CLIENT_ID = 'f3a9c1e7b2d4a';

function poptinHostPage(serverUrl: string, clientId: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Moved from Poptin</title>
<script>
  window.pinwheelEvents = [];
  document.addEventListener('pinwheel:ready', () => {
    for (const type of ['trigger', 'view']) {
      window.Pinwheel.on(type, (detail) => window.pinwheelEvents.push({ type, ...detail }));
    }
  });
</script></head>
<body><h1>A shop that used Poptin</h1>
<script id="pixel-script-poptin" src="${serverUrl}/pixel.js?id=${clientId}" async></script>
</body></html>`;
}

describe("Poptin's snippet with only the host changed", () => {
  const bed = widgetTestBed();

  it('loads our loader from /pixel.js, asks about the 13-character id and arms its popup', async () => {
    const site = await bed.owner.createSite('Moved from Poptin', POPTIN_CLIENT_ID);
    expect(site.clientId).toBe(POPTIN_CLIENT_ID);
    const popupId = await bed.owner.createPopup(site.id, {
      poptin_name: 'Welcome back',
      display_after_sec_active: 1,
    });
    bed.host.page('/', poptinHostPage(bed.server.url, POPTIN_CLIENT_ID));

    const tab = await (await bed.newContext()).newPage();
    const lines = collectConsole(tab);
    const display = tab.waitForResponse(
      (response) => response.url() === `${bed.server.url}/api/display/${POPTIN_CLIENT_ID}`,
    );
    await tab.goto(`${bed.host.url}/?pinwheel_debug=1`);

    const answer = await display;
    expect(answer.request().method()).toBe('POST');
    expect((await answer.json()).poptins.map((p: { poptin_id: string }) => p.poptin_id)).toEqual([
      popupId,
    ]);
    expect(await tab.evaluate(() => window.Pinwheel?.clientId)).toBe(POPTIN_CLIENT_ID);
    await waitForLine(lines, 'armed: delay 1s');
    expect(await waitForEvent(tab, 'trigger', popupId)).toMatchObject({ trigger: 'delay' });
    expect(await waitForEvent(tab, 'view', popupId)).toMatchObject({ trigger: 'delay' });

    // The renderer chunk (which part 2's display flow imports on a popup's first show) resolves
    // beside /pixel.js on our server, not against the host page's origin.
    expect(await tab.evaluate(() => window.Pinwheel?.base)).toBe(`${bed.server.url}/`);
    await tab.evaluate(() => window.Pinwheel!.loadRenderer());
    const rendererUrls = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/embed/renderer-')),
    );
    expect(rendererUrls).toHaveLength(1);
    expect(rendererUrls[0]!.startsWith(`${bed.server.url}/embed/renderer-`)).toBe(true);
  });
});
