// A popup's life on a third-party page with hostile CSS, in Chromium against the real server:
// teaser tabs in their three modes, a countdown that closes its popup (recorded as `timer`), an
// embedded popup that waits until it is scrolled near, the thank-you screen, and the poptinView
// event on the host's window. Popups are made through the owner API.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const HOSTILE_CSS = `<style>
  html { font-size: 31px !important; }
  div, button { display: none !important; }
  * { font-family: serif !important; }
</style>`;

describe('a popup’s life on a third-party page', () => {
  const bed = widgetTestBed();

  async function visit(path: string, clientId: string, body = '', head = ''): Promise<Page> {
    bed.host.page(
      path,
      widgetHostPage({ serverUrl: bed.server.url, clientId, head: HOSTILE_CSS + head, body }),
    );
    const context = await bed.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}`);
    return page;
  }

  const teaser = (page: Page, name: string) =>
    page.locator('pinwheel-teaser').getByRole('button', { name });

  it('shows teaser tabs by mode: always, before the popup has shown, after it was closed', async () => {
    const corner = (text: string, show: string, location: string) => ({
      poptin_type: 'bside' as const,
      on_click: 1 as const,
      is_teasers_on: 1 as const,
      poptin_size: { width: 360, height: 300 },
      design: {
        blocks: [{ type: 'heading' as const, text: `${text} popup`, level: 2 as const }],
        teaser: { text, show: show as 'always' },
      },
      design_properties: { poptin_location: location, poptin_design_exit_effect: 'none' },
    });
    const { clientId, ids } = await bed.owner.siteWith('Teasers', [
      corner('Always here', 'always', 'bottom-left'),
      corner('Before it shows', 'before_show', 'bottom-right'),
      corner('After it closed', 'after_close', 'bottom-left'),
    ]);
    const page = await visit('/teasers', clientId);
    const always = teaser(page, 'Always here');
    const before = teaser(page, 'Before it shows');
    await always.waitFor();
    await before.waitFor();
    expect(await teaser(page, 'After it closed').count()).toBe(0);
    // The tab sits at the bottom edge on its popup's side, in front of the hostile page.
    const box = await always.boundingBox();
    expect(box!.x).toBeLessThan(100);
    expect(box!.y + box!.height).toBeGreaterThan(700);
    expect((await before.boundingBox())!.x).toBeGreaterThan(900);

    // A click opens the popup (the view is recorded) and the tab hides while it is open.
    await always.click();
    const dialog = page.getByRole('dialog', { name: 'Always here popup' });
    await dialog.waitFor();
    await waitForEvent(page, 'view', ids[0]);
    await always.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await always.waitFor();
    // Focus came back to the tab that opened the popup.
    expect(
      await page.evaluate(
        () => document.querySelector('pinwheel-teaser')?.shadowRoot?.activeElement?.textContent,
      ),
    ).toBe('Always here');

    await before.click();
    await page.getByRole('dialog', { name: 'Before it shows popup' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await before.waitFor({ state: 'hidden' });

    // after_close: the tab comes once its popup has been opened and closed.
    await page.evaluate((id) => window.Pinwheel!.open(id), ids[2]!);
    await page.getByRole('dialog', { name: 'After it closed popup' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await teaser(page, 'After it closed').waitFor();

    // The next page: the seen and closed markers decide.
    await page.reload();
    await teaser(page, 'Always here').waitFor();
    await teaser(page, 'After it closed').waitFor();
    await page.waitForTimeout(300);
    expect(await teaser(page, 'Before it shows').count()).toBe(0);
  });

  it('closes a timer popup when its countdown reaches zero and records the close as timer', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Countdown', [
      {
        display_after_sec_active: 0,
        design: {
          blocks: [{ type: 'heading', text: 'Flash sale', level: 2 }, { type: 'countdown' }],
        },
        design_properties: { timer_ver: 0, timer: 'timerTime@0|03' },
      },
    ]);
    const popupId = ids[0]!;
    const page = await visit('/countdown', clientId);
    const closed = page.waitForRequest((request: Request) =>
      request.url().endsWith(`/api/display/closed/${popupId}`),
    );
    const dialog = page.getByRole('dialog', { name: 'Flash sale' });
    await dialog.waitFor();
    const timer = dialog.getByRole('timer', { name: 'Time left' });
    expect(await timer.textContent()).toMatch(/^00:0[23]$/);
    // It counts down: the next second shows (whenever the machine gets to it).
    await expect.poll(() => timer.textContent()).toMatch(/^00:0[12]$/);
    expect(JSON.parse((await closed).postData() ?? '{}')).toMatchObject({ close_trigger: 'timer' });
    await dialog.waitFor({ state: 'detached' });
    expect(await waitForEvent(page, 'close', popupId)).toMatchObject({ closeTrigger: 'timer' });
  });

  it('fills an embedded popup once it is scrolled within 1.5 viewport heights, and records its view then', async () => {
    const site = await bed.owner.createSite('Lazy embedded');
    const popupId = await bed.owner.createPopup(site.id, {
      poptin_name: 'Footer club',
      poptin_target: 'lead',
      poptin_type: 'embedded',
      poptin_format: 'format_1',
      display_after_sec_active: 0,
      poptin: '<h2>Join the club</h2>',
      poptin_size: { width: 600, height: 200 },
      design_properties: { poptin_design_entry_effect: 'fadeIn' },
    });
    // 800 px viewport: the placeholder starts 4,000 px down, far beyond 1.5 viewport heights.
    const page = await visit(
      '/lazy-embedded',
      site.clientId,
      `<p style="height: 4000px; margin: 0">A long article</p>
       <section id="slot" class="poptin-embedded" data-id="${popupId}"></section>`,
    );
    await waitForEvent(page, 'trigger', popupId);
    await page.waitForTimeout(1000);
    expect(await page.locator('#slot pinwheel-popup').count()).toBe(0);
    expect((await recordedEvents(page)).filter((event) => event.type === 'view')).toHaveLength(0);

    // 4,000 − 800 − 1.5 × 800 = 2,000: scrolled past 2,000 px it comes within reach.
    await page.evaluate(() => window.scrollTo(0, 1800));
    await page.waitForTimeout(500);
    expect(await page.locator('#slot pinwheel-popup').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 2200));
    const popup = page.getByRole('dialog', { name: 'Join the club' });
    await popup.waitFor({ state: 'attached' });
    await waitForEvent(page, 'view', popupId);
    // Its entry effect is under way: it fades in rather than being there at once.
    const animation = await popup.evaluate(
      (element) => getComputedStyle(element.parentElement!).animationName,
    );
    expect(animation).toBe('pinwheel-fade-in');
  });

  it('dispatches poptinView on the host window when a popup is on screen', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Host events', [
      { display_after_sec_active: 0, poptin: '<h2>Hello there</h2>' },
    ]);
    const page = await visit(
      '/host-events',
      clientId,
      '',
      `<script>window.poptinViews = [];
        window.addEventListener('poptinView', (event) => window.poptinViews.push(event.detail));
      </script>`,
    );
    await page.getByRole('dialog', { name: 'Hello there' }).waitFor();
    await page.waitForFunction(() => (window as { poptinViews?: unknown[] }).poptinViews?.length);
    expect(await page.evaluate(() => (window as { poptinViews?: unknown[] }).poptinViews)).toEqual([
      { popupId: ids[0], trigger: 'delay' },
    ]);
  });
});
