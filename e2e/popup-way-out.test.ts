// Always a way out (issue 25): on a 390 px phone, the screen after the form (the thank-you screen)
// has a close control the visitor can reach, whatever the form's close options, and answers
// Escape, even when the form was content-locked ("they must act on it": they have). The first
// popup is the demo's "Free shipping on your first order" (variant B: a Close button rather than
// the X, a coupon code on its thank-you screen). On the page's own clock (page.clock).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock } from './harness/paused-clock.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';
import { DEMO_POPUP_IDS, demoPopups } from '../apps/server/src/modules/display/demo-popups.ts';

const PHONE = { width: 390, height: 844 };

describe('always a way out, on a phone', () => {
  const bed = widgetTestBed();

  async function visit(path: string, clientId: string): Promise<Page> {
    // A phone page, laid out at the phone's width (no 980 px desktop layout zoomed out).
    const head = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId, head }));
    const context = await bed.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openWithPausedClock(page, `${bed.host.url}${path}`, 'pinwheel-popup');
    return page;
  }

  async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the page never got there');
      await page.clock.runFor(50);
    }
  }

  /** Whether the whole of an element is on the phone's screen (else where it is). */
  async function onScreen(selector: ReturnType<Page['locator']>): Promise<string> {
    const box = await selector.boundingBox();
    const inside =
      box &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= PHONE.width &&
      box.y + box.height <= PHONE.height;
    return inside ? 'on screen' : `off screen: ${JSON.stringify(box)}`;
  }

  it('closes the demo’s Free shipping thank-you screen by its Close button', async () => {
    const demo = demoPopups.find((entry) => entry.id === DEMO_POPUP_IDS.lightboxVariant)!.popup;
    const { clientId, ids } = await bed.owner.siteWith('Free shipping', [
      {
        ...demo,
        // Shown at once and on its own here (the demo's is one half of an A/B test, after 5 s).
        ab_test: 0,
        ab_test_parent_id: undefined,
        display_after_sec_active: 0,
        d_f_a: undefined,
      },
    ]);
    const page = await visit('/free-shipping', clientId);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill('dana@example.com');
    await dialog.getByRole('button', { name: 'Send it' }).click();
    const thanks = dialog.getByRole('heading', { name: 'Your first order ships free' });
    await runClockUntil(page, async () => (await thanks.count()) > 0);
    await dialog.getByText('FREESHIP').waitFor();
    // The code stays to be copied, a minute and more, but the way out is on screen.
    await page.clock.runFor(61_000);
    const close = dialog.getByRole('button', { name: 'Close' });
    expect(await onScreen(close)).toBe('on screen');
    await close.tap();
    await runClockUntil(page, async () => (await dialog.count()) === 0);
    expect((await waitForEvent(page, 'close', ids[0])).closeTrigger).toBe('cancel_click');
  });

  it('gives a content-locked form’s thank-you screen a Close button and Escape', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Locked', [
      {
        display_after_sec_active: 0,
        poptin_size: { width: 600, height: 420 },
        design: {
          blocks: [
            { type: 'heading', text: 'Members only', level: 2 },
            {
              type: 'form',
              fields: [{ kind: 'email', label: 'Email', required: true }],
              submit_label: 'Join',
            },
          ],
        },
        design_properties: {
          poptin_design_close_options_type: 'closing_options-',
          poptin_design_content_lock: 1,
          poptin_design_thank_screen_auto_close: 0,
          poptin_design_exit_effect: 'none',
        },
      },
    ]);
    const page = await visit('/locked', clientId);
    const dialog = page.getByRole('dialog', { name: 'Members only' });
    // The form: no close control, and Escape does nothing (the owner wants them to act).
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.clock.runFor(1_000);
    await page.keyboard.press('Escape');
    await page.clock.runFor(1_000);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Email').fill('locked@example.com');
    await dialog.getByRole('button', { name: 'Join' }).click();
    const thanks = page.getByRole('heading', { name: 'Thank you!' });
    await runClockUntil(page, async () => (await thanks.count()) > 0);
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    expect(await onScreen(close)).toBe('on screen');
    // Escape answers once the screen has been up a moment (0.8 s: a key pressed as it appears is
    // the page's).
    await page.clock.runFor(1_000);
    await page.keyboard.press('Escape');
    await runClockUntil(page, async () => (await thanks.count()) === 0);
    expect((await waitForEvent(page, 'close', ids[0])).closeTrigger).toBe('x_click');
  });
});
