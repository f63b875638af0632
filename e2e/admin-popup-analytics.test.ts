// The owner's popup analytics (/admin/analytics) and an A/B test's results (/admin/popups/:id/ab)
// in Chromium, on a shop with a seeded history (bench/harness/seed-popup-history.ts: views spread
// over the last 14 days across the demo shop's popups, and conversions among them): the totals,
// the chart drawn and the same numbers in the day-by-day table, the breakdowns, the A/B page's
// chance to beat the original as the API computes it, "make this the winner" after confirming,
// and axe finding nothing at 1280 and 390 px in English and Hebrew, with every breakdown's rows
// on the page (nothing wider than the screen, a phone's cards keeping a figure's second line
// under the figure).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { repoRoot, startServer, type ServerProcess } from './harness/server-process.ts';

const VIEWS = 4200;
const CONVERSIONS = 84;
const DAYS = 14;

interface AbAnswer {
  variants: { id: string; name: string; chance_to_beat_control: number | null }[];
}

describe('the owner’s popup analytics and A/B results', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-e2e-analytics-'));

  beforeAll(async () => {
    // The first start makes the demo shop; the history goes in while no server holds the file.
    const first = await startServer({ dataDir });
    await first.stop();
    const seeded = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [
        path.join(repoRoot, 'bench/harness/seed-popup-history.ts'),
        `sqlite:${path.join(dataDir, 'pinwheel.sqlite')}`,
        String(VIEWS),
        String(CONVERSIONS),
        String(DAYS),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInOnPage(page, server.url);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const total = (name: string) =>
    page.locator('.figure-totals > div').filter({ hasText: name }).locator('dd').innerText();

  it('shows the period’s totals, a chart and the same numbers day by day', async () => {
    await page.getByRole('link', { name: 'Popup analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    await page.getByRole('heading', { name: 'Popup analytics', level: 2 }).waitFor();
    expect(await total('Views')).toBe('4,200');
    expect(await total('Conversions')).toBe('84');
    expect(await total('Conversion rate')).toBe('2%');

    // The chart: a canvas drawn by the chart library, described in words.
    const chart = page.getByRole('img', { name: /^Views per day from/ });
    await chart.locator('canvas').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/4,200 in all/);
    await page.getByLabel('Conversions', { exact: true }).check();
    await page.getByRole('img', { name: /^Conversions per day from .*: 84 in all/ }).waitFor();

    // The day-by-day table holds every view and conversion of the period.
    const days = page.getByRole('region', { name: 'Day by day' });
    const column = async (index: number) =>
      (await days.locator(`tbody tr td:nth-of-type(${index})`).allInnerTexts()).reduce(
        (sum, text) => sum + Number(text.replace(/[^\d]/g, '')),
        0,
      );
    expect(await days.locator('tbody tr').count()).toBe(30);
    expect(await column(1)).toBe(VIEWS);
    expect(await column(2)).toBe(CONVERSIONS);
  });

  it('breaks the period down by popup, device, source and page', async () => {
    const byPopup = page.getByRole('region', { name: 'By popup' });
    const welcome = byPopup
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: /^Welcome 10% off/ }) });
    expect(await welcome.locator('td').first().innerText()).toBe('300');
    const devices = page.getByRole('region', { name: 'By device' });
    expect(await devices.locator('tbody th').allInnerTexts()).toEqual(['Computer', 'Phone']);
    const sources = page.getByRole('region', { name: 'By traffic source' });
    expect(await sources.locator('tbody th').allInnerTexts()).toEqual(
      expect.arrayContaining(['Campaign: newsletter', 'Link from www.google.com', 'Not recorded']),
    );
    const pages = page.getByRole('region', { name: 'By page' });
    expect(await pages.locator('tbody tr').count()).toBe(20);
    // A column's rates all carry one decimal, so their digits line up under each other.
    for (const rate of await pages.locator('td[data-label="Conversion rate"]').allInnerTexts()) {
      expect(rate).toMatch(/^\d+\.\d%$/);
    }
    expect(await page.getByText(/within 30 days after they converted on it/).count()).toBe(1);
  });

  it('reads the A/B test’s chance to beat the original', async () => {
    await page.getByRole('link', { name: 'A/B results of Welcome 10% off' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/popups/demolightbox1/ab');
    await page.getByRole('heading', { name: 'A/B test: Welcome 10% off' }).waitFor();
    const answer = await ownerApi.rest<AbAnswer>(
      'GET',
      '/wp-json/pinwheel/v1/popups/demolightbox1/ab',
      undefined,
      200,
    );
    const variant = answer.variants.find((one) => one.id === 'demolightbox2')!;
    // As the page writes it: to one decimal, always shown, never rounded up to a certainty.
    const percent = new Intl.NumberFormat('en', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const value = variant.chance_to_beat_control!;
    const chance =
      value > 0.999
        ? `>${percent.format(0.999)}`
        : value < 0.001
          ? `<${percent.format(0.001)}`
          : percent.format(value);
    const row = page
      .getByRole('region', { name: 'Variants of Welcome 10% off' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: /variant B/ }) });
    expect(await row.locator('.ab-table__chance').innerText()).toBe(chance);
    expect(await row.innerText()).toMatch(/95% interval \d+\.\d% – \d+\.\d%/);
    expect(await page.getByText(/Wilson score interval/).count()).toBe(1);
  });

  it('is clean for axe at 1280 and 390 px, in English and Hebrew, every breakdown with rows', async () => {
    for (const address of ['/admin/analytics', '/admin/popups/demolightbox1/ab']) {
      for (const lang of ['en', 'he']) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          // The language chosen is kept (a cookie), so each visit names its own.
          await page.goto(`${server.url}${address}?lang=${lang}`);
          await page
            .locator(address.endsWith('/ab') ? '.ab-table' : '.analytics-chart canvas')
            .first()
            .waitFor();
          if (!address.endsWith('/ab')) {
            // Every breakdown is scanned with its rows: popups, devices, sources and pages.
            const rows = await page.evaluate(() =>
              [...document.querySelectorAll('.analytics-table')].map(
                (table) => table.querySelectorAll('tbody th[scope="row"]').length,
              ),
            );
            expect(rows.length).toBe(5);
            for (const count of rows) expect(count).toBeGreaterThan(1);
          }
          if (width === 390) await expectSubLinesUnderFigures(page, `${address} ${lang}`);
          expect(await page.locator('html').getAttribute('dir')).toBe(
            lang === 'he' ? 'rtl' : 'ltr',
          );
          expect(await axeViolations(page), `${address} ${lang} ${width}`).toEqual([]);
          expect(await sidewaysOverflow(page), `${address} ${lang} ${width}`).toBeLessThanOrEqual(
            0,
          );
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // Eight pages loaded and scanned: a loaded two-core machine takes longer than the default.
  }, 240_000);

  it('makes a variant the winner after the owner confirms', async () => {
    await page.goto(`${server.url}/admin/popups/demolightbox1/ab?lang=en`);
    await page
      .getByRole('button', { name: 'Make this the winner: Welcome free shipping (variant B)' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Make Welcome free shipping (variant B) the winner?',
    });
    await dialog.getByRole('button', { name: 'Make this the winner' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Winner: Welcome free shipping \(variant B\), chosen .* by you/ })
      .waitFor();
    expect(await page.getByRole('button', { name: /^Make this the winner/ }).count()).toBe(0);
    const variant = await ownerApi.rest<{ status: string }>(
      'GET',
      '/wp-json/pinwheel/v1/popups/demolightbox2',
      undefined,
      200,
    );
    expect(variant.status).toBe('paused');
    const original = await ownerApi.rest<{ status: string; popup: { poptin_name: string } }>(
      'GET',
      '/wp-json/pinwheel/v1/popups/demolightbox1',
      undefined,
      200,
    );
    expect(original).toMatchObject({ status: 'live', popup: { poptin_name: 'Welcome 10% off' } });
  });
});

/**
 * On a phone each breakdown row is a card of "label … figure" lines: a figure's second line
 * ("0 orders", a rate's interval) must sit below the figure, at the same end of the card, not
 * float apart from it on the line.
 */
async function expectSubLinesUnderFigures(page: Page, where: string): Promise<void> {
  const misplaced = await page.evaluate(() =>
    [...document.querySelectorAll('td.admin-table__number .admin-table__sub')]
      .filter((sub) => getComputedStyle(sub.closest('td')!).display === 'flex')
      .filter((sub) => {
        // The figure: whatever the cell holds before its second line (text or an element).
        const figure = document.createRange();
        figure.setStart(sub.closest('td')!, 0);
        figure.setEndBefore(sub);
        const below = sub.getBoundingClientRect().top >= figure.getBoundingClientRect().bottom - 1;
        const cell = sub.closest('td')!.getBoundingClientRect();
        const box = sub.getBoundingClientRect();
        const rtl = getComputedStyle(sub).direction === 'rtl';
        const text = document.createRange();
        text.selectNodeContents(sub);
        const words = text.getBoundingClientRect();
        const atEnd = rtl ? words.left - cell.left < 2 : cell.right - words.right < 2;
        return !(below && atEnd && box.width > 0);
      })
      .map((sub) => sub.textContent),
  );
  expect(misplaced, where).toEqual([]);
}
