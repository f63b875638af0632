// Popup games in Chromium against the real server (issue 24, spec §1, §2, §4, §9): the wheel
// spins 7 s and lands on the prize the server drew (a request edited to claim another prize
// changes nothing), the scratch card gives up its prize past half scratched or 3 s after a
// smaller scratch, the gift box opens, the losing screen says the losing words, a prize's
// redirect waits three times as long when it shows a code, a prize's close, and reduced motion
// gets a still game. Chances of 100 and 0 make the server's draw certain without touching it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PopupFields } from './harness/owner-api.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

type Prize = NonNullable<PopupFields['gamified_prize']>[number];

/** Four slices; `winner` gets every chance. SPIN10, SPIN20 and SPINSHIP are demo coupons. */
function prizes(winner: string, extra: Partial<Record<string, Partial<Prize>>> = {}): Prize[] {
  const all: Prize[] = [
    { prize_id: 'p-ten', is_winner: 1, label: '10% off', code: 'SPIN10', chances: 0 },
    { prize_id: 'p-ship', is_winner: 1, label: 'Free shipping', code: 'SPINSHIP', chances: 0 },
    { prize_id: 'p-twenty', is_winner: 1, label: '20% off', code: 'SPIN20', chances: 0 },
    {
      prize_id: 'p-lose',
      is_winner: 0,
      label: 'No luck',
      loosing_option: 'Next time!',
      chances: 0,
    },
  ];
  return all.map((prize) => ({
    ...prize,
    ...extra[prize.prize_id],
    chances: prize.prize_id === winner ? 100 : 0,
  }));
}

function game(format: `format_${number}`, gamified_prize: Prize[]): Partial<PopupFields> {
  return {
    poptin_type: 'gamified',
    poptin_format: format,
    poptin_size: { width: 600, height: 900 },
    display_after_sec_active: 0,
    wheel_has_coupon: 1,
    gamified_prize,
    design: {
      theme: { background: '#1e1b4b', text: '#ffffff', accent: '#facc15', align: 'center' },
      blocks: [
        { type: 'heading', text: 'Play to win', level: 1 },
        {
          type: 'form',
          fields: [{ kind: 'email', label: 'Email', required: true }],
          submit_label: 'Play',
        },
      ],
    },
    design_properties: { poptin_location: 'center', poptin_design_exit_effect: 'none' },
  };
}

describe('popup games', () => {
  const bed = widgetTestBed();

  async function play(
    path: string,
    popup: Partial<PopupFields>,
    options: { reducedMotion?: 'reduce'; email?: string } = {},
  ): Promise<{ page: Page; popupId: string }> {
    const { clientId, ids } = await bed.owner.siteWith(path.slice(1), [popup]);
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId }));
    bed.host.page(`${path}/after`, '<!doctype html><title>After the game</title><h1>Welcome</h1>');
    const context = await bed.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${bed.host.url}${path}`);
    const dialog = page.getByRole('dialog', { name: 'Play to win' });
    await dialog.getByLabel('Email').fill(options.email ?? `${path.slice(1)}@games.test`);
    await dialog.getByRole('button', { name: 'Play' }).click();
    return { page, popupId: ids[0]! };
  }

  const popupRoot = (page: Page) => page.locator('pinwheel-popup');

  it('spins the wheel 7 s onto the prize the server drew, whatever the request claims', async () => {
    const { clientId, ids } = await bed.owner.siteWith('wheel', [
      game('format_1', prizes('p-twenty')),
    ]);
    bed.host.page('/wheel', widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const context = await bed.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The visitor edits the conversion call to claim the 10% slice.
    await page.route('**/api/display/conversion/**', (route) =>
      route.continue({
        postData: `${route.request().postData()}&prize_id=p-ten&is_winner=1&prize=p-ten`,
      }),
    );
    await page.clock.install();
    await page.goto(`${bed.host.url}/wheel`);
    const dialog = page.getByRole('dialog', { name: 'Play to win' });
    await expect.poll(() => dialog.getByRole('img', { name: 'Prize wheel' }).count()).toBe(1);
    // Every label reads rightwards or upwards, never upside down, and sits inside the wheel.
    const labels = await popupRoot(page)
      .locator('.wheel svg')
      .evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
        return [...svg.querySelectorAll('text')].map((text) => {
          const rect = text.getBoundingClientRect();
          return {
            text: text.textContent,
            cos: text.getScreenCTM()!.a,
            // From the wheel's centre, as a share of its radius (the view box is 104 to the rim's 100).
            distance:
              Math.hypot(rect.x + rect.width / 2 - cx, rect.y + rect.height / 2 - cy) /
              ((box.width / 2) * (100 / 104)),
          };
        });
      });
    expect(labels.map((label) => label.text)).toEqual([
      '10% off',
      'Free shipping',
      '20% off',
      'No luck',
    ]);
    for (const label of labels) {
      expect(label.cos, label.text!).toBeGreaterThan(0);
      expect(label.distance, label.text!).toBeLessThan(1);
      expect(label.distance, label.text!).toBeGreaterThan(0.2);
    }
    await dialog.getByLabel('Email').fill('spinner@games.test');
    await dialog.getByRole('button', { name: 'Play' }).click();
    // The dialog is named by its screen: the wheel while it spins, then the result.
    await page.getByRole('dialog', { name: 'Prize wheel' }).waitFor();

    const turn = popupRoot(page).locator('.wheel-turn');
    await expect.poll(() => turn.getAttribute('data-rotation')).not.toBe('0');
    // Slice 2 of 4 (20% off) under the pointer: six turns less two and a half quarter slices.
    expect(Number(await turn.getAttribute('data-rotation'))).toBe(6 * 360 - 2.5 * 90);
    expect(await popupRoot(page).locator('.game-status').textContent()).toBe('Spinning…');
    // The page's clock also runs by itself: the checks leave it a margin either side.
    await page.clock.runFor(5000);
    expect(await page.getByText('You won!').count()).toBe(0);
    await page.clock.runFor(2500);
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.waitFor();
    expect(await won.locator('.game-prize').textContent()).toBe('20% off');
    expect(await won.locator('.coupon-code').textContent()).toBe('SPIN20');

    const [lead] = await bed.owner.leads('spinner@games.test');
    expect(lead).toMatchObject({
      popupId: ids[0],
      fields: { email: 'spinner@games.test' },
      prize: { prize_id: 'p-twenty', is_winner: 1, label: '20% off', code: 'SPIN20' },
    });
  });

  it('shows the losing screen with the losing words', async () => {
    const { page } = await play('/losing', game('format_1', prizes('p-lose')));
    await page.clock.runFor(7100);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No luck this time').waitFor();
    await dialog.getByText('Next time!').waitFor();
    expect(await dialog.locator('.coupon-code').count()).toBe(0);
  });

  it('reveals a scratch card once more than half is scratched', async () => {
    const { page } = await play('/scratch', game('format_2', prizes('p-ship')));
    const cover = popupRoot(page).locator('canvas.scratch-cover.active');
    // Hovered first: Playwright waits until the card stands still where the strokes will go.
    await cover.hover({ position: { x: 30, y: 40 } });
    const box = (await cover.boundingBox())!;
    for (const row of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      await page.mouse.move(box.x + 4, box.y + box.height * row);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 4, box.y + box.height * row, { steps: 12 });
      await page.mouse.up();
    }
    // Past half: the card gives up at once, and the winning screen follows.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You won!').waitFor();
    expect(await dialog.locator('.coupon-code').textContent()).toBe('SPINSHIP');
  });

  it('reveals a scratch card scratched at or below half 3 s after the stroke', async () => {
    const { page } = await play('/scratch-little', game('format_2', prizes('p-ten')));
    const cover = popupRoot(page).locator('canvas.scratch-cover.active');
    await cover.hover({ position: { x: 20, y: 20 } });
    const box = (await cover.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 30, { steps: 5 });
    await page.mouse.up();
    await page.clock.runFor(2000);
    expect(await cover.count()).toBe(1);
    await page.clock.runFor(1200);
    await page.getByRole('dialog').getByText('You won!').waitFor();
  });

  it('opens the gift box on the prize', async () => {
    const { page } = await play('/gift', game('format_3', prizes('p-ten')));
    const gift = popupRoot(page).getByRole('img', { name: 'Gift box: 10% off' });
    await gift.waitFor();
    await page.clock.runFor(1700);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You won!').waitFor();
    expect(await dialog.locator('.coupon-code').textContent()).toBe('SPIN10');
  });

  it('keeps the result on the wheel itself when the post-play screen is off', async () => {
    const popup = game('format_1', prizes('p-twenty'));
    const { page } = await play('/no-post-play', {
      ...popup,
      design_properties: { ...popup.design_properties, disable_post_play_screen: 1 },
    });
    await page.clock.runFor(7500);
    const status = popupRoot(page).locator('.game-status');
    await expect.poll(() => status.textContent()).toBe('Your prize: 20% off');
    // No screen of its own: the wheel stays in view where it landed, the code under it.
    const wheel = popupRoot(page).getByRole('img', { name: 'Prize wheel' });
    expect(await wheel.isVisible()).toBe(true);
    const turn = popupRoot(page).locator('.wheel-turn');
    expect(Number(await turn.getAttribute('data-rotation'))).toBe(6 * 360 - 2.5 * 90);
    expect(await popupRoot(page).locator('.game-result').count()).toBe(0);
    expect(await popupRoot(page).locator('.coupon-code').textContent()).toBe('SPIN20');
  });

  it('says what was won without any code when the wheel hands out none', async () => {
    const { page } = await play('/no-codes', {
      ...game('format_1', prizes('p-twenty')),
      wheel_has_coupon: 0,
    });
    await page.clock.runFor(7500);
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.waitFor();
    expect(await won.locator('.game-prize').textContent()).toBe('20% off');
    expect(await won.locator('.coupon-code').count()).toBe(0);
    expect(await won.textContent()).not.toContain('SPIN20');
    // The server gave none either: the lead records the prize without a code.
    const [lead] = await bed.owner.leads('no-codes@games.test');
    expect(lead?.prize).toEqual({ prize_id: 'p-twenty', is_winner: 1, label: '20% off' });
  });

  it('redirects after the prize’s delay, three times as long with a code', async () => {
    const redirect = {
      redirect_to: 1 as const,
      redirect_to_options: { redirect_to_url: '/redirecting/after', redirect_close_delay: 2 },
    };
    const { page } = await play(
      '/redirecting',
      game('format_3', prizes('p-ten', { 'p-ten': redirect })),
    );
    await page.clock.runFor(1700);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Taking you there in 6').waitFor();
    await page.clock.runFor(4000);
    expect(page.url()).toBe(`${bed.host.url}/redirecting`);
    await page.clock.runFor(2500);
    await page.waitForURL(`${bed.host.url}/redirecting/after`);
  });

  it('closes after the prize’s delay when it asks to close', async () => {
    const close = { redirect_to_options: { redirect_close: 1 as const, redirect_close_delay: 3 } };
    const { page, popupId } = await play(
      '/closing',
      game('format_3', prizes('p-lose', { 'p-lose': close })),
    );
    await page.clock.runFor(1700);
    await page.getByRole('dialog').getByText('This window closes in 3').waitFor();
    await page.clock.runFor(3100);
    const closed = await waitForEvent(page, 'close', popupId);
    expect(closed.closeTrigger).toBe('submit');
  });

  it('shows its teaser again once closed, and plays again from it on the same prize', async () => {
    const popup = game('format_3', prizes('p-ship'));
    const { page, popupId } = await play('/again', {
      ...popup,
      is_teasers_on: 1,
      design: { ...popup.design!, teaser: { text: 'Open your gift', show: 'after_close' } },
    });
    await page.clock.runFor(1700);
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.waitFor();
    const tab = page.locator('pinwheel-teaser').getByRole('button', { name: 'Open your gift' });
    expect(await tab.count()).toBe(0);
    await won.getByRole('button', { name: 'Close' }).click();
    await waitForEvent(page, 'close', popupId);
    await tab.click();
    const again = page.getByRole('dialog', { name: 'Play to win' });
    await again.getByLabel('Email').fill('again@games.test');
    await again.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(1700);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    expect(await page.locator('pinwheel-popup .game-prize').textContent()).toBe('Free shipping');
    // One draw for this visitor: both plays are leads recording the same prize.
    const leads = await bed.owner.leads('@games.test');
    const mine = leads.filter((lead) => lead.popupId === popupId);
    expect(mine.map((lead) => lead.prize?.prize_id)).toEqual(['p-ship', 'p-ship']);
  });

  it('keeps the game still with reduced motion, its result a second later', async () => {
    const { page } = await play('/still', game('format_1', prizes('p-ship')), {
      reducedMotion: 'reduce',
    });
    const turn = popupRoot(page).locator('.wheel-turn');
    await expect.poll(() => turn.getAttribute('data-rotation')).toBe(String(6 * 360 - 1.5 * 90));
    expect(await turn.evaluate((element) => element.getAnimations().length)).toBe(0);
    await page.clock.runFor(1100);
    await page.getByRole('dialog').getByText('You won!').waitFor();
  });
});
