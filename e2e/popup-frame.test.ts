// What a visitor sees of a popup on a third-party page with hostile CSS, in Chromium against the
// real server: it appears after its trigger with its template, at its size and place, whatever
// the host's styles; it closes by X and Escape (recorded as x_click); modal popups queue, make the
// page behind inert and keep focus; Hebrew is right to left. Popups are made through the owner API.
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

// Rules a careless or hostile theme might have: every div squashed, red and hidden, a huge root
// font size (rem), and inert-looking buttons. None of it may reach the popup.
const HOSTILE_CSS = `<style>
  html { font-size: 31px !important; }
  div { width: 10px !important; height: 10px !important; color: red !important;
        display: none !important; padding: 50px !important; }
  h2 { font-size: 80px !important; color: red !important; }
  button { display: none !important; }
  * { box-sizing: content-box !important; font-family: serif !important; }
</style>`;

const TEMPLATE =
  '<h2>Spring sale</h2><p>Ten percent off everything.</p>' +
  '<input type="email" aria-label="Email"><button type="submit">Get my code</button>' +
  '<img src="x" onerror="window.templateRan = true"><script>window.templateRan = true</script>';

describe('the popup frame on a third-party page', () => {
  const bed = widgetTestBed();

  async function visit(
    path: string,
    clientId: string,
    body = '',
    contextOptions: BrowserContextOptions = {},
  ): Promise<Page> {
    bed.host.page(
      path,
      widgetHostPage({ serverUrl: bed.server.url, clientId, head: HOSTILE_CSS, body }),
    );
    const context = await bed.newContext({
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}`);
    return page;
  }

  const closedCall = (page: Page, popupId: string) =>
    page.waitForRequest((request: Request) =>
      request.url().endsWith(`/api/display/closed/${popupId}`),
    );

  it('shows a lightbox after its trigger, at 800x500 in the middle, untouched by host CSS, and closes it by X as x_click', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Lightbox', [
      { display_after_sec_active: 1, poptin: TEMPLATE, poptin_size: { width: 800, height: 500 } },
    ]);
    const popupId = ids[0]!;
    const page = await visit('/lightbox', clientId);
    await waitForEvent(page, 'trigger', popupId);
    const dialog = page.getByRole('dialog', { name: 'Spring sale' });
    await dialog.waitFor();
    // The view is recorded once it is on screen, not when the trigger fired.
    const view = await waitForEvent(page, 'view', popupId);
    expect(view.viewId).toEqual(expect.any(String));

    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.textContent()).toContain('Ten percent off everything.');
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ width: 800, height: 500, x: 240, y: 150 });
    const heading = await dialog.evaluate((element) => {
      const style = getComputedStyle(element.querySelector('h2')!);
      return { color: style.color, fontSize: style.fontSize, family: style.fontFamily };
    });
    expect(heading.color).not.toBe('rgb(255, 0, 0)');
    expect(heading.fontSize).not.toBe('80px');
    expect(heading.family).not.toBe('serif');
    // The template's script and event handler never ran.
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { templateRan?: boolean }).templateRan)).toBe(
      undefined,
    );

    const closed = closedCall(page, popupId);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(JSON.parse((await closed).postData() ?? '{}')).toMatchObject({
      close_trigger: 'x_click',
      poptin_view_id: view.viewId,
    });
    await dialog.waitFor({ state: 'detached' });
    expect(await waitForEvent(page, 'close', popupId)).toMatchObject({ closeTrigger: 'x_click' });
  });

  it('keeps focus in a modal popup, makes the page behind inert, and gives both back on Escape', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Focus', [
      { display_after_sec_active: 1, poptin: TEMPLATE },
    ]);
    const popupId = ids[0]!;
    const page = await visit(
      '/focus',
      clientId,
      // The visitor is on the page's link when the popup appears (1 s later). Focused as the page
      // is read, not by the test afterwards: on a busy machine the second may already have passed.
      '<main><a id="host-link" href="#top">Host link</a></main>' +
        "<script>document.getElementById('host-link').focus()</script>",
    );
    const dialog = page.getByRole('dialog', { name: 'Spring sale' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.querySelector('main')!.inert)).toBe(true);
    // Focus moves in after 2 s, onto the first control (the close button is last in the frame).
    const focusedInPopup = () =>
      page.evaluate(() => {
        const active = document.querySelector('pinwheel-popup')?.shadowRoot?.activeElement;
        return active ? (active.getAttribute('aria-label') ?? active.textContent) : null;
      });
    await page.waitForFunction(
      () => document.querySelector('pinwheel-popup')?.shadowRoot?.activeElement != null,
      undefined,
      { timeout: 30_000 },
    );
    expect(await focusedInPopup()).toBe('Email');
    await page.keyboard.press('Tab');
    expect(await focusedInPopup()).toBe('Get my code');
    await page.keyboard.press('Tab');
    expect(await focusedInPopup()).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await focusedInPopup()).toBe('Email');

    const closed = closedCall(page, popupId);
    await page.keyboard.press('Escape');
    expect(JSON.parse((await closed).postData() ?? '{}')).toMatchObject({
      close_trigger: 'x_click',
    });
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelector('main')!.inert)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('host-link');
  });

  it('opens a second lightbox only after the first has closed', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Queue', [
      { display_after_sec_active: 0, poptin: '<h2>First offer</h2>' },
      { display_after_sec_active: 0, poptin: '<h2>Second offer</h2>' },
    ]);
    const page = await visit('/queue', clientId);
    await waitForEvent(page, 'trigger', ids[0]);
    await waitForEvent(page, 'trigger', ids[1]);
    const first = page.getByRole('dialog', { name: 'First offer' });
    const second = page.getByRole('dialog', { name: 'Second offer' });
    // Either may have fired first; the one on screen is the only one.
    await page.getByRole('dialog').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(1);
    const [open, waiting] = (await first.count()) ? [first, second] : [second, first];
    const views = (await recordedEvents(page)).filter((event) => event.type === 'view');
    expect(views).toHaveLength(1);

    await open.getByRole('button', { name: 'Close' }).click();
    await waiting.waitFor();
    await open.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('puts a bar at the top, full width', async () => {
    const { clientId } = await bed.owner.siteWith('Bar', [
      {
        poptin_type: 'bar',
        display_after_sec_active: 0,
        poptin: '<h2>Free shipping today</h2>',
        poptin_size: { width: 1920, height: 90 },
        design_properties: { poptin_location: 'top' },
      },
    ]);
    const page = await visit('/bar', clientId);
    const bar = page.getByRole('dialog', { name: 'Free shipping today' });
    await bar.waitFor();
    // Designed 1920 px wide, it is scaled to the 1280 px window: 90 px tall become 60.
    expect(await bar.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 60 });
    expect(await bar.getAttribute('aria-modal')).toBeNull();
  });

  it('renders an embedded popup inside its placeholder', async () => {
    const site = await bed.owner.createSite('Embedded');
    const popupId = await bed.owner.createPopup(site.id, {
      poptin_type: 'embedded',
      display_after_sec_active: 0,
      poptin: '<h2>Join the club</h2>',
      poptin_size: { width: 600, height: 220 },
    });
    const page = await visit(
      '/embedded',
      site.clientId,
      `<p style="height: 300px">Article</p>
       <section id="slot" class="poptin-embedded" data-id="${popupId}"></section>`,
    );
    const popup = page.getByRole('dialog', { name: 'Join the club' });
    await popup.waitFor();
    expect(await popup.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(
      true,
    );
    const hostParent = await page.evaluate(
      () => document.querySelector('pinwheel-popup')?.parentElement?.id,
    );
    expect(hostParent).toBe('slot');
    const slot = await page.locator('#slot').boundingBox();
    const box = await popup.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(slot?.y ?? Infinity);
    expect(box).toMatchObject({ width: 600, height: 220 });
    expect(await page.evaluate(() => document.body.querySelector('[inert]'))).toBeNull();
  });

  it('lays a popup out right to left for a Hebrew visitor, and shrinks it to a 390 px phone', async () => {
    const { clientId } = await bed.owner.siteWith('Hebrew', [
      { display_after_sec_active: 0, poptin: '<h2>מבצע אביב</h2>' },
    ]);
    const page = await visit('/hebrew', clientId, '', {
      locale: 'he-IL',
      viewport: { width: 390, height: 700 },
    });
    const dialog = page.getByRole('dialog', { name: 'מבצע אביב' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.closest('[dir]')?.getAttribute('dir'))).toBe(
      'rtl',
    );
    await dialog.getByRole('button', { name: 'סגירה' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});
