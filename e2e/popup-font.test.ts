// The popup's own typeface, served by our server: a Hebrew popup on a third-party page draws its
// text with Heebo, fetched from the Pinwheel server's /embed/ (cached a year, CORS open), from no
// font host; the host page's text keeps the fonts the host chose, even a host that names "Heebo"
// itself. "Draws with" is what Chromium reports it used for the node's glyphs (DevTools protocol
// CSS.getPlatformFontsForNode), not just a computed font-family that could fall back silently.
import type { CDPSession, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

// The host asks for "Heebo" and a serif, and has no Heebo file of its own: it must get the serif,
// whatever font the widget brings.
const HOST_CSS = `<style>
  html { font-size: 31px !important; }
  body, p { font-family: 'Heebo', 'DejaVu Serif', serif !important; }
</style>`;

interface UsedFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium drew a node's text with; `expression` finds the node (in a shadow root too). */
async function fontsUsedBy(cdp: CDPSession, expression: string): Promise<UsedFont[]> {
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

describe('the popup font', () => {
  const bed = widgetTestBed();

  it('draws a Hebrew popup in Heebo from our server and leaves the host its own fonts', async () => {
    const site = await bed.owner.createSite('Font');
    const popupId = await bed.owner.createPopup(site.id, {
      poptin_name: 'Hebrew popup',
      display_after_sec_active: 0,
      design: {
        blocks: [
          { type: 'heading', text: 'מבצע אביב', level: 2 },
          { type: 'text', text: 'עשרה אחוזים הנחה על הכול.' },
        ],
      },
    });
    bed.host.page(
      '/font',
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId: site.clientId,
        head: HOST_CSS,
        body: '<p id="host-text">Linen, wool and עץ: the host page text.</p>',
      }),
    );
    const context = await bed.newContext({ locale: 'he-IL' });
    const page = await context.newPage();
    const fontResponses: Response[] = [];
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fontResponses.push(response);
    });
    await page.goto(`${bed.host.url}/font`);
    const dialog = page.getByRole('dialog', { name: 'מבצע אביב' });
    await dialog.waitFor();
    expect(popupId).toHaveLength(13);

    // The Hebrew face is loaded, by the page's font set, under our own family name.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Pinwheel Heebo"', 'מבצע')))
      .toBe(true);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Pinwheel Heebo')
        .map((face) => ({ status: face.status, display: face.display })),
    );
    expect(faces).toContainEqual({ status: 'loaded', display: 'swap' });

    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const heading = await fontsUsedBy(
      cdp,
      `document.querySelector('pinwheel-popup').shadowRoot.querySelector('h2')`,
    );
    expect(heading).toEqual([expect.objectContaining({ familyName: 'Heebo', isCustomFont: true })]);
    const hostText = await fontsUsedBy(cdp, `document.getElementById('host-text')`);
    expect(hostText.length).toBeGreaterThan(0);
    for (const font of hostText) {
      expect(font.familyName).not.toBe('Heebo');
      expect(font.isCustomFont).toBe(false);
    }
    expect(
      await page.locator('#host-text').evaluate((element) => getComputedStyle(element).fontFamily),
    ).toBe('Heebo, "DejaVu Serif", serif');

    // Served by our server, beside the renderer, like every hashed embed asset.
    const hebrew = fontResponses.find((response) => response.url().includes('heebo-hebrew'));
    expect(hebrew?.url()).toMatch(
      new RegExp(`^${bed.server.url}/embed/heebo-hebrew-wght-normal-[\\w-]+\\.woff2$`),
    );
    const headers = await hebrew!.allHeaders();
    expect(hebrew!.status()).toBe(200);
    expect(headers['content-type']).toBe('font/woff2');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['access-control-allow-origin']).toBe('*');
    expect([...origins].sort()).toEqual([bed.host.url, bed.server.url].sort());
  });
});
