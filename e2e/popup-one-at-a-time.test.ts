// Popups take turns (issue 25, "one at a time"): two modal popups due together show one after the
// other, and the server counts the second's view only once it is on screen; a slide-in never
// shares its corner with another, and one due while a modal popup is open waits for it to close.
// In Chromium on a host page of another origin, against the real server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock } from './harness/paused-clock.ts';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const heading = (text: string) => ({
  blocks: [{ type: 'heading' as const, text, level: 2 as const }],
});

describe('popups one at a time', () => {
  const bed = widgetTestBed();

  async function visit(path: string, clientId: string): Promise<Page> {
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const context = await bed.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}`);
    return page;
  }

  /** The views the server has counted for a popup (the owner's analytics, all time of the test). */
  async function serverViews(popupId: string): Promise<number> {
    const answer = await bed.owner.rest<{ by_popup: Array<{ id: string; views: number }> }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/analytics?popup=${popupId}`,
      undefined,
      200,
    );
    return answer.by_popup.find((row) => row.id === popupId)?.views ?? 0;
  }

  /** Moves the page's paused clock along in small steps until `done` holds. */
  async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the page never got there');
      await page.clock.runFor(50);
    }
  }

  /** Every popup on the page, by its heading. */
  const openDialogs = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('pinwheel-popup')].map((host) =>
        host.shadowRoot?.querySelector('[role=dialog] h2')?.textContent?.trim(),
      ),
    );

  it('shows two lightboxes due together one after the other; the second is counted once seen', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Turns', [
      { display_after_sec_active: 0, design: heading('First offer') },
      { display_after_sec_active: 0, design: heading('Second offer') },
    ]);
    const page = await visit('/turns', clientId);
    await waitForEvent(page, 'trigger', ids[0]);
    await waitForEvent(page, 'trigger', ids[1]);
    // Either may have fired first: the one on screen is counted, the other waits uncounted.
    const view = await waitForEvent(page, 'view');
    const [shownId, waitingId] = view.popupId === ids[0] ? [ids[0]!, ids[1]!] : [ids[1]!, ids[0]!];
    const [shownName, waitingName] =
      shownId === ids[0] ? ['First offer', 'Second offer'] : ['Second offer', 'First offer'];
    await expect.poll(() => serverViews(shownId), { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await openDialogs(page)).toEqual([shownName]);
    expect(await serverViews(waitingId)).toBe(0);
    expect((await recordedEvents(page)).filter((event) => event.type === 'view')).toHaveLength(1);

    const shown = page.getByRole('dialog', { name: shownName });
    await shown.getByRole('button', { name: 'Close' }).click();
    const waiting = page.getByRole('dialog', { name: waitingName });
    await waiting.waitFor();
    await shown.waitFor({ state: 'detached' });
    await waitForEvent(page, 'view', waitingId);
    await expect.poll(() => serverViews(waitingId), { timeout: 10_000 }).toBe(1);
    expect(await openDialogs(page)).toEqual([waitingName]);
  });

  it('gives each corner one slide-in, and keeps a slide-in off an open lightbox until it closes', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Corners', [
      {
        poptin_type: 'lightbox',
        display_after_sec_active: 0,
        design: heading('Welcome offer'),
      },
      {
        poptin_type: 'sside',
        display_after_sec_active: 2,
        poptin_size: { width: 320, height: 200 },
        design_properties: { poptin_location: 'bottom-right' },
        design: heading('New arrivals'),
      },
      {
        poptin_type: 'bside',
        display_after_sec_active: 2,
        poptin_size: { width: 320, height: 200 },
        design_properties: { poptin_location: 'bottom-right' },
        design: heading('Gift cards'),
      },
      {
        poptin_type: 'sside',
        display_after_sec_active: 2,
        poptin_size: { width: 320, height: 200 },
        design_properties: { poptin_location: 'top-left' },
        design: heading('Store hours'),
      },
    ]);
    bed.host.page('/corners', widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const context = await bed.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The page's time moves only when the test moves it: the lightbox is on screen before the
    // slide-ins' 2 s are up, however slow the machine.
    await openWithPausedClock(page, `${bed.host.url}/corners`, 'pinwheel-popup');
    const lightbox = page.getByRole('dialog', { name: 'Welcome offer' });
    await lightbox.waitFor();
    await page.clock.runFor(2_500);
    for (const id of ids.slice(1)) await waitForEvent(page, 'trigger', id);
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(100);
    // Due, all three wait: nothing opens over the lightbox.
    expect(await openDialogs(page)).toEqual(['Welcome offer']);
    const views = () =>
      recordedEvents(page).then((events) =>
        events.filter((event) => event.type === 'view').map((event) => event.popupId),
      );
    expect(await views()).toEqual([ids[0]]);

    await page.keyboard.press('Escape');
    // Its exit effect plays on the page's clock.
    await runClockUntil(page, async () => (await lightbox.count()) === 0);
    // The first in the bottom-right corner, and the one in the free top-left corner, open; the
    // second bottom-right one waits for its corner.
    const corner = page.getByRole('dialog', { name: 'New arrivals' });
    const topLeft = page.getByRole('dialog', { name: 'Store hours' });
    await runClockUntil(page, async () => (await openDialogs(page)).length === 2);
    await corner.waitFor();
    await topLeft.waitFor();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(100);
    expect((await openDialogs(page)).sort()).toEqual(['New arrivals', 'Store hours']);
    expect((await views()).sort()).toEqual([ids[0], ids[1], ids[3]].sort());

    await corner.getByRole('button', { name: 'Close' }).click();
    const next = page.getByRole('dialog', { name: 'Gift cards' });
    await runClockUntil(page, async () => (await next.count()) === 1);
    expect(await corner.count()).toBe(0);
    await next.waitFor();
    await waitForEvent(page, 'view', ids[2]);
    const [box, other] = [await next.boundingBox(), await topLeft.boundingBox()];
    expect(box && box.x + box.width).toBeGreaterThan(1200);
    expect(box && box.y + box.height).toBeGreaterThan(750);
    expect(other).toMatchObject({ x: expect.any(Number) });
    expect(other!.x).toBeLessThan(80);
    expect(other!.y).toBeLessThan(80);
  });
});
