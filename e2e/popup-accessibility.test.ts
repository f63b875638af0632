// axe-core scans every demo popup, as the renderer that ships draws it in Chromium, in English
// and in Hebrew, on a third-party page with hostile CSS: no serious or critical violation. The scan
// runs inside each popup's shadow root only (the host page is not ours to judge), and the test
// proves it reaches in: it counts the popup's own nodes that axe checked, and a popup broken on
// purpose (an unnamed button and an unlabelled field put into its shadow root) fails the scan.
// axe leaves two things to a person ("incomplete"), both the X's "×" glyph: too short a text to
// judge its contrast (it takes the theme's text colour, whose contrast axe does check on the
// body text) and its name "Close" against the visible "×" (a symbol, which WCAG 2.5.3 allows).
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions, ElementContext } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_POPUP_IDS } from '../apps/server/src/modules/display/demo-popups.ts';
import { DEMO_CLIENT_ID } from '../apps/server/src/modules/sites/demo.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const HOSTILE_CSS = `<style>
  html { font-size: 31px !important; }
  div, button, input { border: 5px solid red !important; color: #eee !important; }
  * { font-family: serif !important; }
</style>`;

/** The one axe call the page makes (the script sets window.axe). */
interface AxeRunner {
  run(context: ElementContext, options?: RunOptions): Promise<AxeResults>;
}

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** What a scan found, in a form that reads well in a failed assertion. */
interface Scan {
  blocking: string[];
  /** Distinct popup nodes axe looked at (passed, failed or unsure): proof it scanned the popup. */
  popupNodes: number;
  /** Nodes axe reported outside any shadow root: must be none, the context is the popup alone. */
  pageNodes: number;
}

function summarise(results: AxeResults): Scan {
  const all: Result[] = [...results.violations, ...results.passes, ...results.incomplete];
  const targets = all.flatMap((rule) => rule.nodes.map((node) => node.target));
  // A node in a shadow root is named by a path: [host selector, selector inside the root].
  const inShadow = (target: unknown[]) => Array.isArray(target[0]) && target[0].length > 1;
  return {
    blocking: results.violations
      .filter((rule) => rule.impact && BLOCKING.includes(rule.impact))
      .flatMap((rule) =>
        rule.nodes.map(
          (node) => `${rule.id} (${rule.impact}) at ${JSON.stringify(node.target)}: ${rule.help}`,
        ),
      ),
    popupNodes: new Set(targets.filter(inShadow).map((target) => JSON.stringify(target))).size,
    pageNodes: targets.filter((target) => !inShadow(target)).length,
  };
}

/** Runs axe on the popups' shadow roots only (axe 4.6+ `fromShadowDom` context). */
async function scanPopups(page: Page): Promise<Scan> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: AxeRunner }).axe.run({
      include: [{ fromShadowDom: ['pinwheel-popup', '.layer'] }],
    }),
  );
  return summarise(results);
}

describe('every demo popup passes an axe scan', () => {
  const bed = widgetTestBed();

  /** Opens one demo popup in preview mode on a host page with an embedded placeholder. */
  async function previewOf(popupId: string, locale: string): Promise<Page> {
    const path = `/a11y-${locale}`;
    bed.host.page(
      path,
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId: DEMO_CLIENT_ID,
        head: HOSTILE_CSS,
        body: `<main><h1>Host shop</h1><p>Linen and tableware.</p>
          <div class="poptin-embedded" data-id="${DEMO_POPUP_IDS.embedded}"></div></main>`,
      }),
    );
    // Reduced motion: axe judges the popup at rest, not halfway through a fade.
    const context = await bed.newContext({
      locale,
      reducedMotion: 'reduce',
      // The mobile type is scanned where it shows: on a phone.
      viewport:
        popupId === DEMO_POPUP_IDS.mobile
          ? { width: 390, height: 844 }
          : { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}?pinwheel_preview=${popupId}`);
    await page.locator('pinwheel-popup [role="dialog"]').first().waitFor();
    return page;
  }

  for (const locale of ['en-US', 'he-IL']) {
    for (const [type, popupId] of Object.entries(DEMO_POPUP_IDS)) {
      it(`${type} (${popupId}) in ${locale}`, async () => {
        const page = await previewOf(popupId, locale);
        const direction = await page.locator('pinwheel-popup .layer').first().getAttribute('dir');
        expect(direction).toBe(locale === 'he-IL' ? 'rtl' : 'ltr');

        const scan = await scanPopups(page);
        expect(scan.blocking).toEqual([]);
        // The frame, its heading, the text, the banner, the close button at the least.
        expect(scan.popupNodes).toBeGreaterThanOrEqual(5);
        expect(scan.pageNodes).toBe(0);
        await page.context().close();
      });
    }
  }

  it('fails a popup broken on purpose, so the scans above can fail', async () => {
    const page = await previewOf(DEMO_POPUP_IDS.lightbox, 'en-US');
    expect((await scanPopups(page)).blocking).toEqual([]);
    await page.evaluate(() => {
      const frame = document.querySelector('pinwheel-popup')!.shadowRoot!.querySelector('.frame')!;
      frame.insertAdjacentHTML('beforeend', '<button class="broken"></button><input>');
    });
    const broken = await scanPopups(page);
    expect(broken.blocking).toEqual([
      expect.stringMatching(/^button-name \(critical\) at \[\["pinwheel-popup",".*broken"\]\]/),
      expect.stringMatching(/^label \(critical\) at \[\["pinwheel-popup",".*input"\]\]/),
    ]);
    await page.context().close();
  });
});
