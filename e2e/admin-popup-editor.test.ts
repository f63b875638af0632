// The popup editor at /admin/popups/:id, as the owner meets it in Chromium: opened from the list;
// the heading changed in English and in Hebrew and the live preview (the widget's renderer in a
// shadow root) follows in the language shown; the format offered only as the type has them; a
// text colour that reads below 4.5:1 warned of and saved only once confirmed; the save kept after
// a reload and shown on the storefront (`?lang=he` in Hebrew); a javascript: redirect refused beside
// its field, what was typed kept; a save after someone else's told, then overwritten; axe finds
// nothing at 1280 and 390 px in either language, and the 390 px page does not scroll sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { keyboardDragListening } from './harness/keyboard-drag.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const POPUP = 'demolightbox1';
const EDITOR = `/admin/popups/${POPUP}`;

describe('the popup editor', () => {
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

  const preview = () => page.locator('.popup-preview__stage [role="dialog"]');
  const previewHeading = () => preview().getByRole('heading').first().textContent();
  const englishHeading = () => page.getByLabel('Heading (English)', { exact: true }).first();
  const hebrewHeading = () => page.getByLabel('Heading (Hebrew)', { exact: true }).first();

  it('opens a popup from the list in the editor, its preview drawn beside the form', async () => {
    await page.goto(`${server.url}/admin/popups`);
    await page.getByRole('link', { name: 'Edit Welcome 10% off' }).click();
    await page.waitForURL(`${server.url}${EDITOR}`);
    await page.getByRole('heading', { name: 'Edit “Welcome 10% off”' }).waitFor();
    await preview().waitFor();
    expect(await previewHeading()).toBe('Welcome! Take 10% off');
    expect(await englishHeading().inputValue()).toBe('Welcome! Take 10% off');
    expect(await hebrewHeading().inputValue()).toBe('ברוכים הבאים! 10% הנחה');
  });

  it('follows the English and the Hebrew heading as they are typed, in the language shown', async () => {
    await englishHeading().fill('Welcome! Take 15% off');
    await expect.poll(previewHeading).toBe('Welcome! Take 15% off');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Hebrew' })
      .click();
    await expect.poll(previewHeading).toBe('ברוכים הבאים! 10% הנחה');
    expect(await page.locator('.popup-preview__stage .layer').getAttribute('dir')).toBe('rtl');
    await hebrewHeading().fill('ברוכים הבאים! 15% הנחה');
    await expect.poll(previewHeading).toBe('ברוכים הבאים! 15% הנחה');
    // The thank-you screen, and the phone's width.
    await page.getByLabel('Step').selectOption('thanks');
    await expect
      .poll(() => page.locator('.popup-preview__stage').getAttribute('data-preview-screen'))
      .toBe('thanks');
    await preview().locator('.thanks').first().waitFor();
    await page
      .getByRole('group', { name: 'Screen' })
      .getByRole('button', { name: 'Phone' })
      .click();
    await expect
      .poll(() => page.locator('.popup-stage__viewport').evaluate((node) => node.clientWidth))
      .toBe(390);
    await page.getByLabel('Step').selectOption('form');
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect.poll(previewHeading).toBe('Welcome! Take 15% off');
  });

  it('offers only the formats a lightbox has, and asks before saving hard-to-read colours', async () => {
    const format = page.getByLabel('Format');
    expect(await format.locator('option').count()).toBe(22);
    await format.selectOption('format_2');
    await page.getByLabel('Text', { exact: true }).fill('#cccccc');
    const warning = page.locator('.popup-contrast');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('contrast of 1.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The colours are hard to read.' }).waitFor();
    await page.getByLabel('Keep these colours anyway').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('“Welcome 10% off” is saved.').waitFor();
  });

  it('keeps the saved popup after a reload', async () => {
    await page.reload();
    await preview().waitFor();
    expect(await englishHeading().inputValue()).toBe('Welcome! Take 15% off');
    expect(await hebrewHeading().inputValue()).toBe('ברוכים הבאים! 15% הנחה');
    expect(await page.getByLabel('Format').inputValue()).toBe('format_2');
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('#cccccc');
    // Still warned of, and still confirmed: the owner chose them.
    await page.locator('.popup-contrast').waitFor();
    expect(await page.getByLabel('Keep these colours anyway').isChecked()).toBe(true);
  });

  it(
    'shows the saved words on the storefront, in Hebrew with ?lang=he',
    { timeout: 180_000 },
    async () => {
      for (const [lang, heading] of [
        ['he', 'ברוכים הבאים! 15% הנחה'],
        ['en', 'Welcome! Take 15% off'],
      ] as const) {
        const visitor = await browser.newContext({ reducedMotion: 'reduce' });
        const shop = await visitor.newPage();
        await shop.goto(`${server.url}/?lang=${lang}&pinwheel_preview=${POPUP}`);
        const dialog = shop.locator('pinwheel-popup [role="dialog"]').first();
        await dialog.waitFor({ timeout: 150_000 });
        expect((await dialog.getByRole('heading').first().textContent())?.trim()).toBe(heading);
        await visitor.close();
      }
    },
  );

  it('refuses a javascript: redirect beside its field and keeps what was typed', async () => {
    await page.getByLabel('Take the visitor to another page').check();
    const address = page.getByLabel('Page address');
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved. Check the fields marked below.').waitFor();
    const error = page.locator('.admin-field', { has: address }).locator('.admin-field__error');
    expect(await error.textContent()).toContain('tel:');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await address.inputValue()).toBe('javascript:alert(1)');
    await address.fill('/thanks');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('“Welcome 10% off” is saved.').last().waitFor();
    await page
      .getByText('Not saved. Check the fields marked below.')
      .waitFor({ state: 'detached' });
  });

  it('tells the owner when someone else saved the popup meanwhile, and overwrites on request', async () => {
    await ownerApi.rest('PATCH', `/wp-json/pinwheel/v1/popups/${POPUP}`, { status: 'live' }, 200);
    const name = page.getByLabel('Name (only you see it)');
    await name.fill('Welcome 15% off');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await name.inputValue()).toBe('Welcome 15% off');
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await page.getByText('“Welcome 15% off” is saved.').waitFor();
    const stored = await ownerApi.rest<{ popup: { poptin_name: string } }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/${POPUP}`,
      undefined,
      200,
    );
    expect(stored.popup.poptin_name).toBe('Welcome 15% off');
  });

  it('clears the warning once the text reads well again', async () => {
    await page.getByLabel('Text', { exact: true }).fill('#111827');
    await page.locator('.popup-contrast').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('“Welcome 15% off” is saved.').last().waitFor();
  });

  it('moves a block with its buttons and with the keyboard, and the preview follows', async () => {
    const texts = () =>
      preview()
        .locator('h1, h2, h3, p')
        .evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.tagName));
    await expect.poll(texts).toEqual(['H1', 'P']);
    await page.getByRole('button', { name: 'Move down: Heading: Welcome! Take 15% off' }).click();
    await expect.poll(texts).toEqual(['P', 'H1']);
    await page.getByRole('button', { name: /^Move up: Heading: Welcome! Take 15% off/ }).click();
    await expect.poll(texts).toEqual(['H1', 'P']);
    // With the keyboard: the handle picked up with Space, moved with an arrow, dropped with Space,
    // each step announced.
    const name = 'Heading: Welcome! Take 15% off';
    const heard = (words: string) => page.getByText(words).waitFor({ state: 'attached' });
    const keyboardMove = async (key: 'ArrowDown' | 'ArrowUp', from: number, to: number) => {
      await page.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
      await page.keyboard.press('Space');
      await heard(`${name} is now at position ${from} of 4.`);
      await keyboardDragListening(page);
      await page.keyboard.press(key);
      await heard(`${name} is now at position ${to} of 4.`);
      await page.keyboard.press('Space');
      await heard(`${name} dropped at position ${to} of 4.`);
    };
    await keyboardMove('ArrowDown', 1, 2);
    await expect.poll(texts).toEqual(['P', 'H1']);
    await keyboardMove('ArrowUp', 2, 1);
    await expect.poll(texts).toEqual(['H1', 'P']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('“Welcome 15% off” is saved.').last().waitFor();
  });

  it('passes axe at 1280 and 390 px in English and Hebrew, without sideways scrolling on a phone', async () => {
    for (const lang of ['en', 'he'] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}${EDITOR}?lang=${lang}`);
        await preview().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(await axeViolations(page), `${lang} ${width}`).toEqual([]);
        if (width === 390) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
    }
  });
});
