// Screenshots of the dashboard's forms pages (the list, the builder with a field open beside its
// live preview, then with a change kept as a draft, the entries), at 1280 and 390 px wide, in English and Hebrew, for a person to look at (not a test).
// Run against a built server started by hand, after a form with entries exists:
//   npx tsx e2e/forms-admin-screenshots.ts http://127.0.0.1:3980 /tmp/forms-shots
// (the owner is the one a server started with ADMIN_PASSWORD=pinwheel-test-pw creates).
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3980', out = '/tmp/forms-shots'] = process.argv.slice(2);
const OWNER_EMAIL = process.env.OWNER_EMAIL ?? 'owner@pinwheel.local';
const OWNER_PASSWORD = process.env.OWNER_PASSWORD ?? 'pinwheel-test-pw';
const text = (en: string, he: string) => ({ en, he });
const WORKSHOP = {
  title: 'Workshop sign-up',
  definition: {
    version: 1,
    pageIndicator: 'progress',
    ajax: true,
    confirmation: { type: 'message', message: text('See you there!', 'נתראה שם!') },
    notifications: [{ enabled: true, to: ['{admin_email}'], subject: {} }],
    currency: {
      code: 'USD',
      thousandsSeparator: ',',
      decimals: 2,
      decimalSeparator: '.',
      symbol: '$',
      symbolPosition: 'left',
    },
    antiSpam: { captcha: 'altcha', timeTrap: true, storeVisitorUuid: false },
    pages: [
      {
        id: 'page-1',
        title: text('About you', 'עליך'),
        fields: [
          { id: 'name', type: 'text', label: text('Full name', 'שם מלא'), required: true },
          { id: 'email', type: 'email', label: text('Email', 'אימייל'), required: true },
          {
            id: 'level',
            type: 'radio',
            label: text('Experience', 'ניסיון'),
            choices: [
              { id: 'new', label: text('New to pottery', 'חדש בקדרות') },
              { id: 'some', label: text('Some experience', 'קצת ניסיון') },
            ],
          },
        ],
      },
      {
        id: 'page-2',
        title: text('Your seat', 'המקום שלך'),
        fields: [
          {
            id: 'wheel',
            type: 'checkboxes',
            label: text('What would you like to try?', 'מה תרצו לנסות?'),
            choices: [
              { id: 'wheel', label: text('The wheel', 'האובניים') },
              { id: 'glaze', label: text('Glazing', 'זיגוג') },
            ],
            conditions: {
              action: 'show',
              groups: [[{ field: 'level', operator: 'is', value: 'some' }]],
            },
          },
          {
            id: 'seat',
            type: 'payment-single',
            label: text('Seat', 'מקום'),
            priceType: 'fixed',
            price: 45,
            quantity: { min: 1, max: 4 },
          },
          { id: 'total', type: 'payment-total', label: text('Total', 'סה״כ'), summary: true },
        ],
      },
    ],
  },
};

await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      await context.route('**/embed.js*', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${base}/admin/sign-in`);
      await page.locator('input[type=email]').fill(OWNER_EMAIL);
      await page.locator('input[type=password]').fill(OWNER_PASSWORD);
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin');
      // A form to look at, made through the owner API the first time.
      await page.evaluate(async (form) => {
        const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
        const headers = { 'content-type': 'application/json', 'x-wp-nonce': nonce };
        const list = await (await fetch('/wp-json/pinwheel/v1/forms', { headers })).json();
        if (list.length > 0) return;
        await fetch('/wp-json/pinwheel/v1/forms', {
          method: 'POST',
          headers,
          body: JSON.stringify(form),
        });
      }, WORKSHOP);
      await page.goto(`${base}/admin/forms`);
      await page.locator('.forms-table, .admin-state--empty').first().waitFor();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${out}/list-${lang}-${width}.png`, fullPage: true });
      const first = page.locator('.forms-table tbody th a').first();
      if ((await first.count()) === 0) continue;
      const href = (await first.getAttribute('href'))!;
      await page.goto(`${base}${href}`);
      await page.locator('.form-builder').waitFor();
      // The preview is the visitor's form component, loaded with the builder.
      await page.locator('.form-builder__preview form.pw-wf').waitFor();
      await page.locator('.form-builder__field-actions button[aria-expanded]').last().click();
      await page.locator('.form-builder__field-settings').waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({ path: `${out}/builder-${lang}-${width}.png`, fullPage: true });
      // A phone's builder is long: its parts one by one as well.
      const parts = [
        '.form-builder__pages',
        '.form-builder__field-settings',
        '.form-builder__preview',
      ];
      for (const [index, part] of parts.entries()) {
        await page
          .locator(part)
          .first()
          .screenshot({ path: `${out}/builder-${lang}-${width}-${index + 1}.png` });
      }
      // What the owner sees side by side (a laptop) or stacked (a phone), as the screen shows it.
      await page.screenshot({ path: `${out}/builder-view-${lang}-${width}.png` });
      // A change kept as a draft: the status says so, Publish and Discard are offered.
      const pageTitle = page.locator('.form-builder__page input[type=text]').first();
      await pageTitle.fill(`${await pageTitle.inputValue()}!`);
      await page
        .locator('.form-builder__status', { hasText: /Draft saved|הטיוטה נשמרה/ })
        .waitFor();
      await page
        .locator('.form-builder__actions')
        .screenshot({ path: `${out}/builder-draft-${lang}-${width}.png` });
      await page.goto(`${base}/admin/forms`);
      await page.locator('.forms-table .status-badge').first().waitFor();
      await page.screenshot({ path: `${out}/list-draft-${lang}-${width}.png` });
      await page.goto(`${base}${href}`);
      await page.getByRole('button', { name: /Discard changes|ביטול השינויים/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Discard changes|ביטול השינויים/ })
        .click();
      await page.locator('.form-builder__status', { hasText: /Published|פורסם/ }).waitFor();
      await page.goto(`${base}${href}/entries`);
      await page.locator('.form-entries, .admin-state--empty').first().waitFor();
      await page.screenshot({ path: `${out}/entries-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
