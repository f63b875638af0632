// What a popup's email field tells a visitor, in Chromium on a third-party page, in English and in
// Hebrew (spec §5): a malformed address is "not a valid email" (never "There are typos in the
// email"), and a misspelt common mail domain, Israeli or international, offers the address meant.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

describe('email messages in popup forms', () => {
  const bed = widgetTestBed();

  async function formOn(lang: 'en' | 'he'): Promise<{ page: Page; dialog: Locator }> {
    const heading = lang == 'he' ? 'הצטרפו לרשימה' : 'Join our list';
    const { clientId } = await bed.owner.siteWith(`Email ${lang}`, [
      {
        display_after_sec_active: 0,
        poptin_size: { width: 600, height: 520 },
        design: {
          blocks: [
            { type: 'heading', text: heading, level: 2 },
            {
              type: 'form',
              fields: [
                { kind: 'email', label: lang == 'he' ? 'אימייל' : 'Email', required: true },
                { kind: 'name', label: lang == 'he' ? 'שם' : 'Name' },
              ],
              submit_label: lang == 'he' ? 'הצטרפות' : 'Join',
            },
          ],
        },
      },
    ]);
    const html = widgetHostPage({ serverUrl: bed.server.url, clientId }).replace(
      '<html>',
      `<html lang="${lang}">`,
    );
    bed.host.page(`/email-${lang}`, html);
    const context = await bed.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}/email-${lang}`);
    const dialog = page.getByRole('dialog', { name: heading });
    await dialog.waitFor();
    return { page, dialog };
  }

  /** The words tied to a field (aria-describedby), once it has some. */
  async function described(field: Locator): Promise<string> {
    await expect.poll(() => field.getAttribute('aria-describedby')).toBeTruthy();
    const ids = (await field.getAttribute('aria-describedby'))!;
    return field.page().evaluate((list) => {
      const root = document.querySelector('pinwheel-popup')!.shadowRoot!;
      return list
        .split(' ')
        .map((id) => root.getElementById(id)?.textContent)
        .join(' | ');
    }, ids);
  }

  it('says a malformed address is not a valid email, and offers gmail.com for gmial.com', async () => {
    const { dialog } = await formOn('en');
    const email = dialog.getByLabel('Email');
    await email.fill('not-an-email');
    await dialog.getByLabel('Name').focus();
    expect(await described(email)).toBe('Please enter a valid email address.');
    expect(await dialog.textContent()).not.toContain('typos');

    await email.fill('dana@gmial.com');
    await dialog.getByLabel('Name').focus();
    const offer = dialog.getByRole('button', { name: 'Did you mean dana@gmail.com?' });
    await offer.waitFor();
    await offer.click();
    expect(await email.inputValue()).toBe('dana@gmail.com');
  });

  it('says it in Hebrew, and offers the Israeli mail domain meant', async () => {
    const { dialog } = await formOn('he');
    const email = dialog.getByLabel('אימייל');
    await email.fill('not-an-email');
    await dialog.getByLabel('שם').focus();
    expect(await described(email)).toBe('נא להזין כתובת אימייל תקינה.');

    for (const [typed, meant] of [
      ['dana@wala.co.il', 'dana@walla.co.il'],
      ['dana@bezeqint.nt', 'dana@bezeqint.net'],
      ['dana@yaho.co.il', 'dana@yahoo.co.il'],
    ]) {
      await email.fill(typed!);
      await dialog.getByLabel('שם').focus();
      await dialog.getByRole('button', { name: `האם התכוונת ל־${meant}?` }).waitFor();
    }
  });
});
