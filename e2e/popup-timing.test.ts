// A popup's timings as a visitor meets them (spec §2, §4, §8, §9; issue 25), on the page's own
// clock (Playwright's page.clock), never a real wait: the X and the submit button say "Close" and
// "Submit" when pointed at (in Hebrew too); a quick double click sends the form once; the thank-you
// screen closes after its default 5 s; the redirect after a sent form goes about 200 ms later, and
// still goes when the conversion call failed; a teaser slides in over 1 s and nudges every 3 s.
// In Chromium on a host page of another origin, against the real server.
import { TEASER_ANIMATION_TOGGLE_MS, TEASER_EFFECT_MS, widgetText } from '@pinwheel/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock } from './harness/paused-clock.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

/** A design with a heading and a one-field email form. */
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

describe('popup timings on the page’s clock', () => {
  const bed = widgetTestBed();

  /** A host page with the client's embed, opened on a paused clock once `ready` shows. */
  async function visit(
    path: string,
    clientId: string,
    ready = 'pinwheel-popup',
    locale = 'en-US',
  ): Promise<Page> {
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId }));
    bed.host.page('/landed', '<!doctype html><title>Landed</title><h1>Landed</h1>');
    const context = await bed.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await openWithPausedClock(page, `${bed.host.url}${path}`, ready);
    return page;
  }

  /** Moves the page's paused clock along in small steps until `done` holds. */
  async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the page never got there');
      await page.clock.runFor(50);
    }
  }

  it.each([
    ['en-US', 'en'],
    ['he-IL', 'he'],
  ] as const)('says Close and Submit when pointed at (%s)', async (locale, lang) => {
    const { clientId } = await bed.owner.siteWith(`Tooltips ${lang}`, [
      { display_after_sec_active: 0, design: form('Join the list') },
    ]);
    const page = await visit(`/tooltips-${lang}`, clientId, 'pinwheel-popup', locale);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const x = dialog.getByRole('button', { name: widgetText(lang, 'close') });
    expect(await x.getAttribute('title')).toBe(widgetText(lang, 'close'));
    const submit = dialog.locator('button[type=submit]');
    expect(await submit.getAttribute('title')).toBe(widgetText(lang, 'submit'));
    expect(await submit.evaluate((button) => button.closest('[lang]')?.getAttribute('lang'))).toBe(
      lang,
    );
  });

  it('sends the form once on a quick double click', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Double', [
      { display_after_sec_active: 0, design: form('Join twice?') },
    ]);
    const page = await visit('/double', clientId);
    const conversions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/display/conversion/')) conversions.push(request.url());
    });
    const dialog = page.getByRole('dialog', { name: 'Join twice?' });
    await dialog.getByLabel('Email').fill('double@example.com');
    // Two clicks in one go, before the page has drawn anything in between.
    await dialog
      .locator('button[type=submit]')
      .evaluate((button: HTMLButtonElement) => (button.click(), button.click()));
    await runClockUntil(page, async () => (await page.getByText('Thank you!').count()) > 0);
    await waitForEvent(page, 'submit', ids[0]);
    await page.waitForLoadState('networkidle');
    expect(conversions).toHaveLength(1);
    expect(await bed.owner.leads('double@example.com')).toHaveLength(1);
  });

  it('closes the thank-you screen after its default 5 s', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Thanks', [
      {
        display_after_sec_active: 0,
        design: form('Join for news'),
        design_properties: { poptin_design_exit_effect: 'none' },
      },
    ]);
    const page = await visit('/thanks', clientId);
    const dialog = page.getByRole('dialog', { name: 'Join for news' });
    await dialog.getByLabel('Email').fill('thanks@example.com');
    await dialog.getByRole('button', { name: 'Join' }).click();
    const thanks = page.getByText('Thank you!');
    await runClockUntil(page, async () => (await thanks.count()) > 0);
    await page.clock.runFor(4_800);
    expect(await thanks.isVisible()).toBe(true);
    await page.clock.runFor(300);
    await thanks.waitFor({ state: 'detached' });
    const close = await waitForEvent(page, 'close', ids[0]);
    expect(close.closeTrigger).toBe('submit');
  });

  it('redirects about 200 ms after the form is sent, not before', async () => {
    const { clientId } = await bed.owner.siteWith('Redirect', [
      {
        display_after_sec_active: 0,
        design: form('Join and go'),
        design_properties: {
          poptin_design_thank_screen: 0,
          poptin_design_redirect: 1,
          poptin_design_redirect_url: `${bed.host.url}/landed`,
        },
      },
    ]);
    const page = await visit('/redirect', clientId);
    const dialog = page.getByRole('dialog', { name: 'Join and go' });
    await dialog.getByLabel('Email').fill('go@example.com');
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/display/conversion/'),
    );
    await dialog.getByRole('button', { name: 'Join' }).click();
    await answered;
    // Sent: the popup closes at once; the page stays for about 200 ms.
    await dialog.waitFor({ state: 'detached' });
    await page.clock.runFor(150);
    expect(new URL(page.url()).pathname).toBe('/redirect');
    await page.clock.runFor(100);
    await page.waitForURL(`${bed.host.url}/landed`);
  });

  it('still redirects when the conversion call fails', async () => {
    const { clientId } = await bed.owner.siteWith('Fallback', [
      {
        display_after_sec_active: 0,
        design: form('Join anyway'),
        design_properties: {
          poptin_design_thank_screen: 0,
          poptin_design_redirect: 1,
          poptin_design_redirect_url: `${bed.host.url}/landed`,
        },
      },
    ]);
    const page = await visit('/fallback', clientId);
    await page.route('**/api/display/conversion/**', (route) =>
      route.fulfill({ status: 503, body: 'Unavailable' }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const dialog = page.getByRole('dialog', { name: 'Join anyway' });
    await dialog.getByLabel('Email').fill('fallback@example.com');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await runClockUntil(page, async () => new URL(page.url()).pathname === '/landed');
    await page.getByRole('heading', { name: 'Landed' }).waitFor();
    expect(warnings.some((line) => line.includes('the conversion request failed'))).toBe(true);
  });

  it('slides a teaser in over 1 s and nudges it every 3 s', async () => {
    expect(TEASER_EFFECT_MS).toBe(1000);
    expect(TEASER_ANIMATION_TOGGLE_MS).toBe(3000);
    const { clientId } = await bed.owner.siteWith('Teaser timing', [
      {
        poptin_type: 'bside',
        on_click: 1,
        is_teasers_on: 1,
        poptin_size: { width: 360, height: 300 },
        design: {
          blocks: [{ type: 'heading' as const, text: 'Gift popup', level: 2 as const }],
          teaser: { text: 'Open your gift', show: 'always' as const },
        },
      },
    ]);
    const page = await visit('/teaser-timing', clientId, 'pinwheel-teaser');
    const tab = page.locator('pinwheel-teaser').getByRole('button', { name: 'Open your gift' });
    await tab.waitFor();
    // The slide-in: one animation of 1 s on the tab.
    const timing = await tab.evaluate((button) =>
      button.getAnimations().map((motion) => ({
        name: (motion as CSSAnimation).animationName,
        duration: motion.effect?.getTiming().duration,
      })),
    );
    expect(timing).toEqual([{ name: 'pinwheel-teaser-in', duration: 1000 }]);
    const nudging = () => tab.evaluate((button) => button.classList.contains('nudge'));
    expect(await nudging()).toBe(false);
    await page.clock.runFor(2_900);
    expect(await nudging()).toBe(false);
    await page.clock.runFor(200);
    expect(await nudging()).toBe(true);
    await page.clock.runFor(2_800);
    expect(await nudging()).toBe(true);
    await page.clock.runFor(200);
    expect(await nudging()).toBe(false);
  });
});
