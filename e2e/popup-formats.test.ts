// Each format at the size the spec gives it (§9), in Chromium against the real server: a game on
// its format's canvas (600x950, 900x950, 1130x1000), a mobile format 3 on its 390x242 base, a
// lightbox at the size its owner gave it, a full page filling the window with its Skip at full
// size, and a bar designed 1920 px wide scaled to a 1280 px window (its height and type by 2/3,
// the page pushed down by the height drawn, and again as the window is resized). Each popup is
// forced with the preview parameter.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PopupFields } from './harness/owner-api.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const design = (heading: string): PopupFields['design'] => ({
  theme: { background: '#ffffff', text: '#111827', accent: '#1d4ed8', font_scale: 'large' },
  blocks: [
    { type: 'heading', text: heading, level: 1 },
    { type: 'text', text: 'Twenty percent off this week.' },
  ],
});

/** The popups, by name: each one's type, format and the size its owner typed. */
const POPUPS: Record<string, Partial<PopupFields>> = {
  wheel: { poptin_type: 'gamified', poptin_format: 'format_1' },
  scratch: { poptin_type: 'gamified', poptin_format: 'format_2' },
  gift: { poptin_type: 'gamified', poptin_format: 'format_3' },
  phone: { poptin_type: 'mobile', poptin_format: 'format_3' },
  lightbox: {
    poptin_type: 'lightbox',
    poptin_format: 'format_2',
    poptin_size: { width: 700, height: 400 },
  },
  takeover: {
    poptin_type: 'fullpage',
    poptin_format: 'format_7',
    design_properties: { poptin_design_close_options_type: 'closing_options-button' },
  },
  bar: {
    poptin_type: 'bar',
    poptin_format: 'format_2',
    poptin_size: { width: 1920, height: 90 },
    design_properties: { poptin_location: 'center-top' },
  },
};

describe('popup formats at their sizes', () => {
  const bed = widgetTestBed();
  const ids: Record<string, string> = {};
  let clientId = '';

  beforeAll(async () => {
    const names = Object.keys(POPUPS);
    const site = await bed.owner.siteWith(
      'formats',
      names.map((name) => ({
        poptin_name: name,
        poptin_size: { width: 500, height: 500 },
        // Never by themselves: each is forced by the preview parameter.
        display_after_sec_active: 600,
        design: design(`The ${name}`),
        design_properties: { poptin_location: 'center' },
        ...POPUPS[name],
      })),
    );
    clientId = site.clientId;
    names.forEach((name, index) => (ids[name] = site.ids[index]!));
    bed.host.page(
      '/formats',
      widgetHostPage({ serverUrl: bed.server.url, clientId, body: '<main><h1>Shop</h1></main>' }),
    );
  });

  async function preview(name: string, viewport: { width: number; height: number }) {
    const context = await bed.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}/formats?pinwheel_preview=${ids[name]}`);
    const dialog = page.getByRole('dialog', { name: `The ${name}` });
    await dialog.waitFor({ timeout: 60_000 });
    return { page, dialog };
  }

  const sizeOf = async (page: Page, name: string) => {
    const box = await page.getByRole('dialog', { name: `The ${name}` }).boundingBox();
    return { width: Math.round(box!.width), height: Math.round(box!.height) };
  };

  it('draws each game on its format’s canvas, the mobile format 3 on 390x242 and a lightbox at its own size', async () => {
    const room = { width: 1280, height: 1100 };
    const expected: Record<string, { width: number; height: number }> = {
      wheel: { width: 600, height: 950 },
      scratch: { width: 900, height: 950 },
      gift: { width: 1130, height: 1000 },
      phone: { width: 390, height: 242 },
      lightbox: { width: 700, height: 400 },
    };
    for (const [name, size] of Object.entries(expected)) {
      const { page } = await preview(name, room);
      expect(await sizeOf(page, name), name).toEqual(size);
      await page.context().close();
    }
    // Never enlarged, only shrunk: the gift box in a smaller window fits inside it.
    const { page } = await preview('gift', { width: 1024, height: 700 });
    const small = await sizeOf(page, 'gift');
    expect(small.width).toBeLessThanOrEqual(1024);
    expect(small.height).toBeLessThanOrEqual(700);
  });

  it('fills a laptop’s window with a full page, its type scaled from the canvas and its Skip full size', async () => {
    const { page, dialog } = await preview('takeover', { width: 1280, height: 800 });
    expect(await sizeOf(page, 'takeover')).toEqual({ width: 1280, height: 800 });
    const skip = dialog.getByRole('button', { name: 'Skip' });
    expect((await skip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The canvas's body type (18 px at 2.25 times) at 1280/1920 of it.
    const headingSize = await dialog
      .getByRole('heading')
      .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
    expect(headingSize).toBeCloseTo(18 * 2.25 * (1280 / 1920) * 2.25, 0);
  });

  it('scales a bar designed 1920 px wide to a 1280 px window, and pushes the page down by the height drawn', async () => {
    const { page, dialog } = await preview('bar', { width: 1280, height: 800 });
    expect(await sizeOf(page, 'bar')).toEqual({ width: 1280, height: 60 });
    const text = await dialog
      .getByText('Twenty percent off this week.')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(text).toBeCloseTo(18 * (1280 / 1920), 0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).marginTop)).toBe(
      '60px',
    );
    // In a window as wide as its design it is drawn as designed.
    const wide = await preview('bar', { width: 1920, height: 1000 });
    expect(await sizeOf(wide.page, 'bar')).toEqual({ width: 1920, height: 90 });
  });

  it('follows the window as it is resized: the bar is drawn again and the page pushed by as much', async () => {
    const { page } = await preview('bar', { width: 1280, height: 800 });
    const pushed = () => page.evaluate(() => getComputedStyle(document.documentElement).marginTop);
    expect(await pushed()).toBe('60px');
    // A laptop window made wider: the bar grows to 1600/1920 of its 90 px, the push with it.
    await page.setViewportSize({ width: 1600, height: 800 });
    await expect.poll(() => sizeOf(page, 'bar')).toEqual({ width: 1600, height: 75 });
    await expect.poll(pushed).toBe('75px');
    // A phone turned upright: the bar as designed (a fifth of it would be unreadable).
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await sizeOf(page, 'bar');
    expect(phone.width).toBe(390);
    await expect.poll(pushed).toBe(`${phone.height}px`);
    // The page's first line starts just under the bar, not under it or below a gap.
    const top = await page.getByRole('heading', { name: 'Shop' }).boundingBox();
    expect(top!.y).toBeGreaterThanOrEqual(phone.height);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(pushed).toBe('60px');
  });
});
