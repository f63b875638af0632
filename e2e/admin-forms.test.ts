// Web forms in the dashboard in Chromium against the built server: a form built in the builder
// from scratch (three fields over two pages, the third shown by a condition read back in plain
// words, fields reordered with the keyboard) beside its live preview (the real form: its pages
// shown by their buttons, the condition working there), a refused address shown beside its field
// with what was typed kept, leaving unsaved asked first; created; a change kept as a draft while
// visitors still get the published form, then published, another discarded; the form filled in
// and sent by a visitor on its page, its entry on the entries page and in the CSV; duplicated and
// the copy deleted after asking. And the forms pages scanned by axe in English and Hebrew at 1280
// and 390 px, nothing wider than the screen.
import { createRequire } from 'node:module';
import { collectPageErrors } from './harness/page-errors.ts';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { keyboardDragListening } from './harness/keyboard-drag.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe('web forms in the dashboard', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let formId = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function newPage(width = 1280, lang: 'en' | 'he' = 'en') {
    // The axe scan injects its script, which the pages' CSP would refuse.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'accept-language': lang },
      bypassCSP: true,
    });
    contexts.push(context);
    await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    return { page, errors };
  }

  async function signIn(page: Page) {
    await page.goto(`${server.url}/admin/sign-in`);
    await page.locator('input[type=email]').fill(OWNER_EMAIL);
    await page.locator('input[type=password]').fill(OWNER_PASSWORD);
    await page.locator('input[type=password]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin');
  }

  /** Adds a field of the type to the page (1-based) and answers the open settings. */
  async function addField(page: Page, pageNumber: number, type: string) {
    const card = page.locator('.form-builder__page').nth(pageNumber - 1);
    await card.getByLabel('New field’s type').selectOption({ label: type });
    await card.getByRole('button', { name: /^Add to / }).click();
    return page.locator('.form-builder__field-settings');
  }

  it('builds a two-page form with a condition from scratch beside its preview, drafts, publishes, then duplicates and deletes', async () => {
    const { page, errors } = await newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/forms`);
    // The demo shop's form is listed with its entry count.
    await page.getByRole('link', { name: 'Workshop sign-up', exact: true }).waitFor();
    await page.getByRole('link', { name: 'New form' }).first().click();
    await page.waitForURL(`${server.url}/admin/forms/new`);

    await page
      .getByLabel(/^Title/)
      .first()
      .fill('Pottery class');
    await page.getByLabel('Title of page 1').fill('About you');
    let settings = await addField(page, 1, 'Single line text');
    await settings.getByLabel(/^Label/).fill('Your name');
    await settings.getByLabel('Required', { exact: true }).check();
    settings = await addField(page, 1, 'Multiple choice');
    await settings.getByLabel(/^Label/).fill('Experience');
    await settings.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Beginner');
    await settings.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Experienced');

    // The choices field goes first with the keyboard, by its handle.
    const handle = page.getByRole('button', { name: 'Move Experience', exact: true });
    // Its settings closed first: the list moves item by item.
    await page.getByRole('button', { name: 'Settings of Experience' }).click();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Experience is now at position 2 of 2.').waitFor({ state: 'attached' });
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Experience is now at position 1 of 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Experience dropped at position 1 of 2.').waitFor({ state: 'attached' });
    const names = page
      .locator('.form-builder__page')
      .first()
      .locator('.form-builder__field-name strong');
    await expect.poll(() => names.allInnerTexts()).toEqual(['Experience', 'Your name *']);

    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByLabel('Title of page 2').fill('Your piece');
    settings = await addField(page, 2, 'Paragraph text');
    await settings.getByLabel(/^Label/).fill('What would you like to make?');
    await settings.getByRole('button', { name: 'Add a condition' }).click();
    await settings.getByLabel('Field', { exact: true }).selectOption({ label: 'Experience' });
    await settings.getByLabel('Test', { exact: true }).selectOption({ label: 'is' });
    await settings.getByLabel('Value', { exact: true }).selectOption({ label: 'Experienced' });
    await expect
      .poll(() => settings.locator('.form-builder__rule-words').innerText())
      .toBe('Shown only when “Experience” is “Experienced”.');

    // The preview is the visitor's form as built so far: any page by its button, the condition
    // working (the field shows once "Experienced" is chosen on the first page).
    const preview = page.locator('.form-builder__preview');
    const previewPages = preview.getByRole('group', { name: 'Show a page of the preview' });
    await previewPages.getByRole('button', { name: 'About you' }).click();
    await preview.locator('legend', { hasText: 'About you' }).waitFor();
    await preview.getByRole('radio', { name: 'Experienced' }).click();
    await previewPages.getByRole('button', { name: 'Your piece' }).click();
    await preview.locator('legend', { hasText: 'Your piece' }).waitFor();
    await preview.getByLabel('What would you like to make?').waitFor();
    await previewPages.getByRole('button', { name: 'About you' }).click();
    await preview.getByRole('radio', { name: 'Beginner' }).click();
    await previewPages.getByRole('button', { name: 'Your piece' }).click();
    await preview.locator('legend', { hasText: 'Your piece' }).waitFor();
    expect(await preview.getByLabel('What would you like to make?').count()).toBe(0);
    // The preview checks a page as the form does before going on.
    await previewPages.getByRole('button', { name: 'About you' }).click();
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => preview.locator('[data-field="text"] .pw-wf__error').textContent())
      .toBe('This field is required.');

    // Leaving a new form unsaved asks first.
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Forms' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/forms/new');

    // An address that is none is refused beside its field; what was typed stays.
    await page.getByLabel('The visitor then').selectOption({ label: 'goes to another address' });
    const address = page.getByLabel(/^Address/);
    await address.fill('not an address');
    await page.getByRole('button', { name: 'Create form' }).click();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(await address.inputValue()).toBe('not an address');
    expect(new URL(page.url()).pathname).toBe('/admin/forms/new');

    await page
      .getByLabel('The visitor then')
      .selectOption({ label: 'sees a message in place of the form' });
    await page.getByLabel('Message', { exact: true }).fill('Thanks, see you at the wheel!');
    await page.getByLabel('Spam check').selectOption({ label: 'None' });
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByText('Form “Pottery class” created.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/forms\/(?!new)[^/]+$/);
    formId = new URL(page.url()).pathname.split('/').pop()!;

    // What was saved is what the builder shows again.
    await page.reload();
    await page.getByLabel('Title of page 2').waitFor();
    expect(await page.getByLabel('Title of page 2').inputValue()).toBe('Your piece');
    expect(await page.locator('.form-builder__field-type').allInnerTexts()).toEqual([
      'Multiple choice',
      'Single line text',
      'Paragraph text · shown by conditions',
    ]);

    const status = page.locator('.form-builder__status');
    expect(await status.textContent()).toBe('Published: visitors see this form.');

    // A change is kept as a draft by itself; visitors still get the published form.
    const { page: visitor } = await newPage();
    await page.getByLabel('Title of page 1').fill('About you and your clay');
    await status.filter({ hasText: /^Draft saved at / }).waitFor();
    await visitor.goto(`${server.url}/form/${formId}`);
    // The pages' titles show once there are two pages to walk (the second one's field chosen).
    await visitor.getByRole('radio', { name: 'Experienced' }).click();
    await visitor.locator('form.pw-wf legend', { hasText: /^About you$/ }).waitFor();
    await page.goto(`${server.url}/admin/forms`);
    await page
      .getByRole('row', { name: /Pottery class/ })
      .getByText('Unpublished changes')
      .waitFor();
    await page.goto(`${server.url}/admin/forms/${formId}`);
    expect(await page.getByLabel('Title of page 1').inputValue()).toBe('About you and your clay');
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await page.getByText('Form “Pottery class” published: visitors see it now.').waitFor();
    await status.filter({ hasText: 'Published: visitors see this form.' }).waitFor();
    await visitor.reload();
    await visitor.getByRole('radio', { name: 'Experienced' }).click();
    await visitor.locator('form.pw-wf legend', { hasText: 'About you and your clay' }).waitFor();

    // Another change, discarded after asking: back to the published form.
    await page.getByLabel('Title of page 2').fill('Your masterpiece');
    await status.filter({ hasText: /^Draft saved at / }).waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard the unpublished changes?' });
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('Changes discarded: the form is as visitors see it.').waitFor();
    await expect.poll(() => page.getByLabel('Title of page 2').inputValue()).toBe('Your piece');
    await status.filter({ hasText: 'Published: visitors see this form.' }).waitFor();

    // A visitor fills the form in on its page and sends it (the time trap is on: a person takes
    // more than 3 s, the test's clock is moved on as theirs would have).
    await visitor.clock.install();
    await visitor.reload();
    await visitor.getByLabel('Your name').fill('Ada Potter');
    await visitor.getByRole('radio', { name: 'Experienced' }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByLabel('What would you like to make?').fill('A teapot, =1+1');
    await visitor.clock.fastForward(5_000);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('Thanks, see you at the wheel!').waitFor({ timeout: 30_000 });

    // Duplicated, then the copy deleted after asking.
    await page.goto(`${server.url}/admin/forms`);
    await page.getByRole('button', { name: 'Duplicate Pottery class' }).click();
    await page.getByText('Copied as “Pottery class (copy)”.').waitFor();
    await page.waitForURL((url) => url.pathname !== '/admin/forms');
    await page.goto(`${server.url}/admin/forms`);
    await page.getByRole('button', { name: 'Delete Pottery class (copy)' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete “Pottery class (copy)”?' });
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Form “Pottery class (copy)” deleted with its entries.').waitFor();
    await expect
      .poll(() => page.locator('.forms-table tbody th').allInnerTexts())
      .toEqual(['Pottery class', 'Workshop sign-up']);
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows the entry the visitor sent on the entries page and in the CSV', async () => {
    expect(formId).not.toBe('');
    const { page, errors } = await newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/forms`);
    await page.getByRole('link', { name: 'Entries of Pottery class: 1' }).click();
    await page.waitForURL(`${server.url}/admin/forms/${formId}/entries`);
    const entry = page.locator('.form-entry').first();
    await entry.waitFor();
    expect(await entry.locator('dt').allInnerTexts()).toEqual([
      'Experience',
      'Your name',
      'What would you like to make?',
    ]);
    expect(await entry.locator('dd').allInnerTexts()).toEqual([
      'Experienced',
      'Ada Potter',
      'A teapot, =1+1',
    ]);
    await page.getByLabel('Search answers').fill('nobody like this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No entries match').waitFor();
    await page.getByLabel('Search answers').fill('teapot');
    await page.getByRole('button', { name: 'Search' }).click();
    await entry.waitFor();
    const href = await page
      .getByRole('link', { name: 'Download these as CSV' })
      .getAttribute('href');
    const csv = await page.evaluate(async (address) => (await fetch(address!)).text(), href);
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sent (UTC),Entry,Experience,Your name,What would you like to make?,Other answers',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Experienced,Ada Potter,"A teapot, =1\+1",$/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('has no axe violations on the list, builder and entries, in English and Hebrew, wide and on a phone', async () => {
    expect(formId).not.toBe('');
    for (const lang of ['en', 'he'] as const) {
      for (const width of [1280, 390]) {
        const { page, errors } = await newPage(width, lang);
        await signIn(page);
        for (const [path, ready] of [
          ['/admin/forms', '.forms-table'],
          [`/admin/forms/${formId}`, '.form-builder__preview form.pw-wf'],
          [`/admin/forms/${formId}/entries`, '.admin-state--empty, .form-entries'],
        ] as const) {
          await page.goto(`${server.url}${path}`);
          await page.locator(ready).first().waitFor();
          if (path === `/admin/forms/${formId}`) {
            // A field's settings open, with its condition.
            await page.locator('.form-builder__field-actions button[aria-expanded]').last().click();
            await page.locator('.form-builder__rule').waitFor();
          }
          await page.addScriptTag({ path: AXE_SCRIPT });
          const results = (await page.evaluate(() =>
            (window as unknown as { axe: { run: () => Promise<unknown> } }).axe.run(),
          )) as AxeResults;
          const violations = results.violations.map(
            (violation) =>
              `${lang} ${width} ${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
          expect(violations).toEqual([]);
          // What sticks out past the screen's edge, by tag and class (none), but the preview's
          // honeypot, off screen on purpose (for robots, not people) and scrolled to by nobody.
          const wide = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            return [...document.querySelectorAll('body *')]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 0 && (box.right > width + 1 || box.left < -1);
              })
              .filter((element) => !element.closest('.pw-wf__honeypot'))
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
          });
          expect(wide, `${lang} ${width} ${path}`).toEqual([]);
        }
        expect(errors).toEqual([]);
      }
    }
  }, 240_000);
});
