// The popup editor's parts for games, products, teasers and countdowns, as the owner meets them in
// Chromium: a wheel's prize renamed, in English and Hebrew, and the preview's wheel following in
// each language, a chance the API refuses
// shown beside its field and then saved; the teaser switched on with English and Hebrew words, its
// corner and when it shows, seen in the preview's Teaser step in both languages; the countdown set
// to a fixed date, then to evergreen minutes; a Products block added and its products picked from
// the catalog. What is saved is read back through the API; the popups list links each A/B page;
// axe finds nothing at 1280 and 390 px in English and Hebrew.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const GAME = 'demogamified1';
const LIGHTBOX = 'demolightbox1';

interface Stored {
  popup: {
    gamified_prize?: Array<{
      label: string;
      chances: number;
      code?: string;
      translations?: { he?: { label?: string } };
    }>;
    is_teasers_on?: number;
    design?: { teaser?: { text: string; show: string; side?: string }; blocks: { type: string }[] };
    translations?: { he?: { design?: { teaser?: { text: string } } } };
    design_properties: { timer?: string; timer_ver?: number };
    shopify_product_settings?: Record<string, unknown>;
  };
}

describe('the popup editor’s prizes, products, teaser and countdown', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    // The scans inject axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    await signInOnPage(page, server.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const stage = () => page.locator('.popup-preview__stage');
  const stored = (id: string) =>
    ownerApi.rest<Stored>('GET', `/wp-json/pinwheel/v1/popups/${id}`, undefined, 200);
  const save = async (name: string) => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${name}” is saved.`).last().waitFor();
  };

  it('renames a prize with the wheel in the preview following, and refuses a chance over 100 beside it', async () => {
    await page.goto(`${server.url}/admin/popups/${GAME}`);
    await page.getByRole('heading', { name: 'Prizes' }).waitFor();
    const wheel = () => stage().locator('.wheel').textContent();
    await expect.poll(wheel).toContain('10% off');
    await page.getByRole('textbox', { name: 'Prize 1: label (required)' }).fill('15% off');
    await expect.poll(wheel).toContain('15% off');
    // The Hebrew label is the Hebrew preview's; the English preview keeps the English one.
    const hebrewLabel = page.getByLabel('Prize 1: label (Hebrew)');
    expect(await hebrewLabel.inputValue()).toBe('10% הנחה');
    expect(await hebrewLabel.getAttribute('dir')).toBe('rtl');
    await hebrewLabel.fill('15% הנחה');
    const language = page.getByRole('group', { name: 'Language' });
    await language.getByRole('button', { name: 'Hebrew' }).click();
    await expect.poll(wheel).toContain('15% הנחה');
    await language.getByRole('button', { name: 'English' }).click();
    await expect.poll(wheel).toContain('15% off');

    const chance = page.getByLabel('Prize 1: chance (%)');
    await chance.fill('150');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved. Check the fields marked below.').waitFor();
    const error = page.locator('.admin-field', { has: chance }).locator('.admin-field__error');
    expect(await error.textContent()).toMatch(/100/);
    expect(await chance.getAttribute('aria-invalid')).toBe('true');

    await chance.fill('40');
    await page.getByRole('button', { name: 'Add a prize' }).click();
    await page.getByRole('textbox', { name: 'Prize 5: label (required)' }).fill('Try again');
    await page.getByLabel('Prize 5: chance (%)').fill('10');
    await page.getByLabel('Prize 5: words for the visitor', { exact: true }).fill('So close!');
    await expect
      .poll(() => page.getByText(/^The chances add up to/).textContent())
      .toBe('The chances add up to 120%: each prize is drawn by its share of that.');
    await save('Spin to win');
    const prizes = (await stored(GAME)).popup.gamified_prize!;
    expect(prizes[0]).toMatchObject({
      label: '15% off',
      chances: 40,
      code: 'SPIN10',
      translations: { he: { label: '15% הנחה' } },
    });
    // A prize given no Hebrew has none: Hebrew pages show its own label.
    expect(prizes[4]!.translations).toBeUndefined();
    expect(prizes[4]).toMatchObject({
      label: 'Try again',
      chances: 10,
      is_winner: 0,
      loosing_option: 'So close!',
    });
  });

  it('switches the teaser on and shows it in the preview’s Teaser step, in English and Hebrew', async () => {
    await page.goto(`${server.url}/admin/popups/${LIGHTBOX}`);
    await page.getByLabel('Show a teaser tab').check();
    await page.getByLabel('Teaser (English)').fill('Your 10% gift');
    await page.getByLabel('Teaser (Hebrew)').fill('המתנה שלך: 10%');
    await page.getByLabel('Shows', { exact: true }).selectOption('after_close');
    await page.getByLabel('Corner').selectOption('end');
    await page.getByLabel('Step').selectOption('teaser');
    const tab = stage().locator('button.teaser');
    await expect.poll(() => tab.textContent()).toBe('Your 10% gift');
    expect(await tab.getAttribute('class')).toContain('end');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Hebrew' })
      .click();
    await expect.poll(() => tab.textContent()).toBe('המתנה שלך: 10%');
    expect(await tab.getAttribute('dir')).toBe('rtl');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'English' })
      .click();

    // Words the API refuses (a teaser must say something) are shown beside the field.
    await page.getByLabel('Teaser (English)').fill(' ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved. Check the fields marked below.').waitFor();
    const english = page.getByLabel('Teaser (English)');
    expect(await english.getAttribute('aria-invalid')).toBe('true');
    await english.fill('Your 10% gift');
    await save('Welcome 10% off');
    const popup = (await stored(LIGHTBOX)).popup;
    expect(popup.is_teasers_on).toBe(1);
    expect(popup.design?.teaser).toEqual({
      text: 'Your 10% gift',
      show: 'after_close',
      side: 'end',
    });
    expect(popup.translations?.he?.design?.teaser?.text).toBe('המתנה שלך: 10%');
  });

  it('counts down to a fixed date, then evergreen minutes from the first showing', async () => {
    const mode = page.getByLabel('Countdown', { exact: true });
    await mode.selectOption('date');
    await page.getByLabel('Ends at (your time)').fill('2031-03-01T18:30');
    await save('Welcome 10% off');
    expect((await stored(LIGHTBOX)).popup.design_properties).toMatchObject({
      timer: expect.stringMatching(/^2031-03-01\|18:30\|[+-]\d\d:\d\d$/),
      timer_ver: 0,
    });

    await mode.selectOption('evergreen');
    await page.getByLabel('Countdown length (minutes)').fill('20');
    await save('Welcome 10% off');
    expect((await stored(LIGHTBOX)).popup.design_properties).toMatchObject({
      timer: 'timerTime@20|0',
      timer_ver: 2,
    });
    await page.reload();
    expect(await page.getByLabel('Countdown', { exact: true }).inputValue()).toBe('evergreen');
    expect(await page.getByLabel('Countdown length (minutes)').inputValue()).toBe('20');
  });

  it('adds a Products block and picks its products from the catalog', async () => {
    await page.getByLabel('New block').first().selectOption('products');
    await page.getByRole('button', { name: 'Add block' }).first().click();
    await page.getByRole('heading', { name: 'Products', level: 3 }).waitFor();
    await page.getByLabel('Products to show', { exact: true }).selectOption('manual');
    await page.getByRole('checkbox', { name: 'Stoneware Mug' }).check();
    await page.getByText('1 chosen.').waitFor();
    await page.getByLabel('Each product’s button').selectOption('redirect');
    await save('Welcome 10% off');
    expect((await stored(LIGHTBOX)).popup.shopify_product_settings).toEqual({
      category: 'manual',
      manual_products: ['prod-stoneware-mug'],
      count: 3,
      buttons_action: 'redirect',
    });
  });

  it('links each popup of the list to its A/B page', async () => {
    await page.goto(`${server.url}/admin/popups`);
    await page.getByRole('link', { name: 'A/B test of Welcome 10% off' }).click();
    await page.waitForURL(`${server.url}/admin/popups/${LIGHTBOX}/ab`);
    await page.getByRole('heading', { name: 'A/B test: Welcome 10% off' }).waitFor();
  });

  // Four pages and four scans each: a language at a time, with room for a busy machine.
  for (const lang of ['en', 'he'] as const) {
    it(
      `passes axe at 1280 and 390 px in ${lang === 'en' ? 'English' : 'Hebrew'}, without sideways scrolling on a phone`,
      { timeout: 240_000 },
      async () => {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          for (const id of [GAME, LIGHTBOX]) {
            await page.goto(`${server.url}/admin/popups/${id}?lang=${lang}`);
            await stage().locator('[role="dialog"]').waitFor();
            expect(await axeViolations(page), `${id} ${lang} ${width}`).toEqual([]);
            if (width === 390) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
          }
        }
      },
    );
  }
});
