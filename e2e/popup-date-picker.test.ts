// A popup form's date field in Chromium on a third-party page (issue 25): beside the masked
// dd/mm/yyyy input, a "Choose date" button opens a calendar that a keyboard alone can use: arrows
// by day and week, PageDown by month, Enter to pick, Escape to close; the picked date is what the
// owner's lead holds. It closes like a popover: Tab or Shift+Tab out of it, or a press outside it
// (in the popup or on the page), closes the calendar alone and leaves the focus where it went;
// Escape gives its button the focus back. In Hebrew the calendar's names are Hebrew, its weeks start on Sunday and it
// runs right to left (the left arrow goes forward), with 44 px day buttons on a phone.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

describe('the date picker in popup forms', () => {
  const bed = widgetTestBed();

  async function formOn(
    lang: 'en' | 'he',
    width: number,
  ): Promise<{ page: Page; dialog: Locator; date: Locator }> {
    const he = lang === 'he';
    const heading = he ? 'הזמינו ביקור' : 'Book a visit';
    const dateLabel = he ? 'תאריך הגעה' : 'Arrival date';
    const { clientId } = await bed.owner.siteWith(`Dates ${lang}`, [
      {
        display_after_sec_active: 0,
        poptin_size: { width: 600, height: 620 },
        design: {
          blocks: [
            { type: 'heading', text: heading, level: 2 },
            {
              type: 'form',
              fields: [
                { kind: 'email', label: he ? 'אימייל' : 'Email', required: true },
                { kind: 'date', label: dateLabel },
              ],
              submit_label: he ? 'שליחה' : 'Book',
            },
          ],
        },
      },
    ]);
    const html = widgetHostPage({ serverUrl: bed.server.url, clientId }).replace(
      '<html>',
      `<html lang="${lang}">`,
    );
    bed.host.page(`/dates-${lang}`, html);
    // bypassCSP: the axe scan is a script the test injects.
    const context = await bed.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}/dates-${lang}`);
    const dialog = page.getByRole('dialog', { name: heading });
    await dialog.waitFor();
    return { page, dialog, date: dialog.getByLabel(dateLabel, { exact: true }) };
  }

  /** Whether `field` has the focus (inside the popup's shadow root). */
  const focused = (field: Locator) =>
    field.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);

  /** A day's full name: "Friday 27 November 2026", with a comma after the weekday in some ICU versions. */
  const fullName = (name: string) => new RegExp(`^${name.replace(' ', ',? ')}$`);

  /** The accessible name of the day button that has the focus. */
  const focusedDay = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('pinwheel-popup')!.shadowRoot!;
      return root.activeElement?.getAttribute('aria-label') ?? null;
    });

  it('opens by keyboard, moves with the arrows and PageDown, and the picked date is the lead’s', async () => {
    const { page, dialog, date } = await formOn('en', 1280);
    await dialog.getByLabel('Email').fill('visitor@dates.test');
    // Typing stays possible; the calendar opens on the typed day.
    await date.pressSequentially('27112026');
    expect(await date.inputValue()).toBe('27/11/2026');
    await page.keyboard.press('Tab');
    const opener = dialog.getByRole('button', { name: 'Choose date: Arrival date' });
    expect(await focused(opener)).toBe(true);
    await page.keyboard.press('Enter');

    const calendar = page.getByRole('dialog', { name: 'Arrival date: Choose date' });
    await calendar.waitFor();
    expect(await calendar.getByRole('heading').textContent()).toBe('November 2026');
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Friday 27 November 2026'));
    // Weeks start on Monday in English.
    expect(await calendar.locator('th').first().getAttribute('abbr')).toBe('Monday');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Saturday 28 November 2026'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Saturday 5 December 2026'));
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Tuesday 5 January 2027'));
    expect(await calendar.getByRole('heading').textContent()).toBe('January 2027');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Monday 4 January 2027'));
    await page.keyboard.press('Enter');

    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('04/01/2027');
    expect(await focused(date)).toBe(true);

    // Escape closes the calendar only: the popup stays, the field keeps its date, and the focus
    // goes back to the calendar's button.
    await opener.click();
    await calendar.waitFor();
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Monday 4 January 2027'));
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    // Still there (read once the popup has redrawn around the closed calendar; a closed popup
    // would not come back).
    await dialog.waitFor();
    expect(await page.locator('pinwheel-popup').count()).toBe(1);
    expect(await date.inputValue()).toBe('04/01/2027');
    expect(await focused(opener)).toBe(true);

    await dialog.getByRole('button', { name: 'Book' }).click();
    await expect
      .poll(async () => (await bed.owner.leads('visitor@dates.test'))[0]?.fields.date)
      .toBe('04/01/2027');
  });

  it('closes when the focus leaves it or a press lands outside it, never the popup with it', async () => {
    const { page, dialog, date } = await formOn('en', 1280);
    const opener = dialog.getByRole('button', { name: 'Choose date: Arrival date' });
    const calendar = page.getByRole('dialog', { name: 'Arrival date: Choose date' });
    const book = dialog.getByRole('button', { name: 'Book' });
    const open = async () => {
      await opener.click();
      await calendar.waitFor();
      await expect.poll(() => focusedDay(page)).not.toBeNull();
    };
    /** The popup is still up once it has redrawn around the closed calendar. */
    const popupStays = async () => {
      await dialog.waitFor();
      expect(await page.locator('pinwheel-popup').count()).toBe(1);
    };

    // Tab from the day goes on to the submit button, and the calendar is gone.
    await date.fill('27/11/2026');
    await open();
    await page.keyboard.press('Tab');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => focused(book)).toBe(true);

    // Shift+Tab from the month buttons back to the calendar's own button.
    await open();
    await page.keyboard.press('Shift+Tab');
    expect(await calendar.isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
    // Its button opens it again from there, by keyboard.
    await page.keyboard.press('Enter');
    await calendar.waitFor();

    // A press on the calendar's month name keeps it open; a press on its button closes it.
    await calendar.getByRole('heading').click();
    expect(await calendar.isVisible()).toBe(true);
    await expect.poll(() => focusedDay(page)).toMatch(fullName('Friday 27 November 2026'));
    await opener.click();
    await calendar.waitFor({ state: 'detached' });
    expect(await page.locator('pinwheel-popup .date-calendar').count()).toBe(0);

    // A press on the popup's heading, outside the calendar: the calendar closes, the popup stays.
    await open();
    await dialog.getByRole('heading', { name: 'Book a visit' }).click();
    await calendar.waitFor({ state: 'detached' });
    await popupStays();

    // A press on the page beside the popup closes the calendar too.
    await open();
    await page.mouse.click(5, 5);
    await calendar.waitFor({ state: 'detached' });
    await popupStays();
    expect(await date.inputValue()).toBe('27/11/2026');
  });

  it('speaks Hebrew right to left, starts weeks on Sunday, and has 44 px days on a phone', async () => {
    const { page, dialog, date } = await formOn('he', 390);
    await date.fill('27/11/2026');
    const opener = dialog.getByRole('button', { name: 'בחירת תאריך: תאריך הגעה' });
    await opener.focus();
    await page.keyboard.press('Space');

    const calendar = page.getByRole('dialog', { name: 'תאריך הגעה: בחירת תאריך' });
    await calendar.waitFor();
    expect(await calendar.getByRole('heading').textContent()).toContain('נובמבר');
    expect(await calendar.getByRole('heading').textContent()).toContain('2026');
    expect(await calendar.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await calendar.locator('th').first().getAttribute('abbr')).toContain('ראשון');
    expect(await calendar.getByRole('button', { name: 'החודש הבא' }).count()).toBe(1);
    await expect.poll(() => focusedDay(page)).toContain('27');

    // Right to left the days run leftwards: the left arrow is the next day.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedDay(page)).toContain('28');
    const box = await calendar.locator('td button[tabindex="0"]').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // The 28th is left of the 27th on the page.
    const day27 = await calendar.locator('td button', { hasText: /^27$/ }).boundingBox();
    expect(box!.x).toBeLessThan(day27!.x);
    // The whole calendar fits the phone's width.
    const whole = await calendar.boundingBox();
    expect(whole!.x).toBeGreaterThanOrEqual(0);
    expect(whole!.x + whole!.width).toBeLessThanOrEqual(390);

    // axe, scanning the calendar inside the popup's shadow root, finds nothing wrong.
    await page.addScriptTag({
      path: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    });
    const scan = (await page.evaluate(() =>
      (window as unknown as { axe: { run(context: unknown): Promise<unknown> } }).axe.run({
        include: [{ fromShadowDom: ['pinwheel-popup', '.date-calendar'] }],
      }),
    )) as AxeResults;
    expect(scan.violations.map((rule) => `${rule.id}: ${rule.help}`)).toEqual([]);
    expect(scan.passes.length).toBeGreaterThan(0);
    await calendar.locator('td button[tabindex="0"]').focus();
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('28/11/2026');

    // Shift+Tab out of it right to left too: the calendar closes, its button has the focus.
    await opener.click();
    await calendar.waitFor();
    await expect.poll(() => focusedDay(page)).toContain('28');
    for (let n = 0; n < 3; n++) await page.keyboard.press('Shift+Tab');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
  });
});
