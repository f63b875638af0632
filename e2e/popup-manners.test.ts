// A popup is a good guest on the page (issue 25): it never opens over the page's own modal dialog
// (a menu drawer, a picture lightbox) but waits until that closes, and its view is counted only
// then; and a lightbox, game or full page stays off checkout pages unless a show rule names them,
// while a bar still shows there. In Chromium on a host page of another origin.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const heading = (text: string) => ({
  blocks: [{ type: 'heading' as const, text, level: 2 as const }],
});

// The page's own modal: a <dialog> opened with showModal() before the widget starts.
const OPEN_MENU = `<dialog id="menu" aria-label="Menu"><p>Shop menu</p>
<button type="button" id="close-menu" onclick="this.closest('dialog').close()">Close menu</button></dialog>
<script>document.getElementById('menu').showModal();</script>`;

describe('a popup that minds the page', () => {
  const bed = widgetTestBed();

  async function visit(path: string, clientId: string, body = ''): Promise<Page> {
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId, body }));
    const context = await bed.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}`);
    return page;
  }

  it('waits under the page’s open dialog and is counted only once it shows', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Manners', [
      { poptin_type: 'lightbox', display_after_sec_active: 0, design: heading('Welcome offer') },
    ]);
    const page = await visit('/menu-open', clientId, OPEN_MENU);
    // The trigger fires and the renderer arrives while the menu is open…
    await waitForEvent(page, 'trigger', ids[0]);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    // …yet nothing covers the menu, and no view is counted.
    expect(await page.locator('pinwheel-popup').count()).toBe(0);
    expect((await recordedEvents(page)).some((event) => event.type === 'view')).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog', { name: 'Welcome offer' }).waitFor();
    await waitForEvent(page, 'view', ids[0]);
  });

  it('keeps a lightbox off a checkout page, unless its show rules name the page; a bar shows', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Checkout manners', [
      { poptin_type: 'lightbox', display_after_sec_active: 0, design: heading('Free shipping') },
      {
        poptin_type: 'bar',
        display_after_sec_active: 0,
        design: heading('Orders ship in two days'),
      },
    ]);
    const page = await visit('/checkout', clientId);
    await waitForEvent(page, 'view', ids[1]);
    expect(await page.getByRole('dialog', { name: 'Free shipping' }).count()).toBe(0);
    expect((await recordedEvents(page)).some((event) => event.popupId === ids[0])).toBe(false);

    const targeted = await bed.owner.siteWith('Checkout offer', [
      {
        poptin_type: 'lightbox',
        display_after_sec_active: 0,
        show_on_pages: [{ rule: 'start', value: '/checkout' }],
        design: heading('Add a gift note'),
      },
    ]);
    const checkout = await visit('/checkout/step-2', targeted.clientId);
    await checkout.getByRole('dialog', { name: 'Add a gift note' }).waitFor();
    await waitForEvent(checkout, 'view', targeted.ids[0]);
  });

  it('does not ask a visitor who just gave their email again, when the next popup says so', async () => {
    const form = (text: string) => ({
      blocks: [
        { type: 'heading' as const, text, level: 2 as const },
        {
          type: 'form' as const,
          fields: [{ kind: 'email' as const, label: 'Email', required: true }],
          submit_label: 'Join',
        },
      ],
    });
    const { clientId, ids } = await bed.owner.siteWith('Converted', [
      {
        poptin_type: 'lightbox',
        display_after_sec_active: 0,
        design: form('Join the list'),
        design_properties: { poptin_design_exit_effect: 'none' },
      },
      {
        poptin_type: 'sside',
        display_after_sec_active: 2,
        stop_showing_to_converted_users: 1,
        design: form('Still here? Join us'),
      },
    ]);
    const page = await visit('/converted', clientId);
    const first = page.getByRole('dialog', { name: 'Join the list' });
    await first.getByLabel('Email').fill('noa@example.com');
    await first.getByRole('button', { name: 'Join' }).click();
    await waitForEvent(page, 'submit', ids[0]);
    // The second popup's delay runs out after the conversion: it fires, and shows nothing.
    await waitForEvent(page, 'trigger', ids[1]);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await page.getByRole('dialog', { name: 'Still here? Join us' }).count()).toBe(0);
    expect(
      (await recordedEvents(page)).some((e) => e.type === 'view' && e.popupId === ids[1]),
    ).toBe(false);
  });
});
