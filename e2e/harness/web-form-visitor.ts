// What the web form's browser tests share: a host page on another site embedding a form by its
// one script tag, and the demo shop's "Workshop sign-up" walked by a visitor to its last page
// (the first page filled in for "Myself", so the company page is skipped; a date and a ticket
// chosen). Used by web-form.test.ts, web-form-page.test.ts (the same walk on the shop's own form
// page) and hosted-captcha.test.ts.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { HostSite } from './host-site.ts';

/** The next weekday after today, as the date input takes it (the form allows Monday–Friday). */
export function nextWeekday(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * A page of the host site with the form embedded as its owner's instructions say (a placeholder
 * and /web-form.js from the shop's server), in host styles no form should take on; its address.
 */
export function embedWebForm(
  host: HostSite,
  serverUrl: string,
  options: { formId: string; lang?: 'en' | 'he'; pathname?: string },
): string {
  const lang = options.lang ?? 'en';
  const pathname = options.pathname ?? `/${options.formId}-${lang}.html`;
  host.page(
    pathname,
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Pottery club</title></head>
    <body style="font: 24px/3 serif; color: red">
      <h1>Pottery club</h1>
      <div data-pinwheel-web-form="${options.formId}" data-lang="${lang}"></div>
      <script async src="${serverUrl}/web-form.js"></script>
    </body></html>`,
  );
  return `${host.url}${pathname}`;
}

/** The demo "Workshop sign-up"'s first page filled in for "Myself", and Next pressed. */
export async function fillWorkshopAboutYou(
  page: Page,
  visitor: { name: string; email: string },
): Promise<void> {
  await page.getByLabel('Full name').fill(visitor.name);
  await page.locator('[data-field="email"] input').first().fill(visitor.email);
  await page.getByLabel('Confirm email').fill(visitor.email);
  const myself = page.getByRole('radio', { name: 'Myself' });
  await myself.click();
  // The choice stays chosen once the form has drawn it again.
  await expect.poll(() => myself.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * The demo "Workshop sign-up" walked to its last page: the first page filled in, the company
 * page skipped, a weekday and the ticket "With materials" chosen.
 */
export async function walkWorkshopToLastPage(
  page: Page,
  visitor: { name: string; email: string },
): Promise<void> {
  await fillWorkshopAboutYou(page, visitor);
  await page.locator('legend', { hasText: 'The workshop' }).waitFor();
  await page.getByLabel('Preferred date').fill(nextWeekday());
  await page.getByRole('radio', { name: /With materials/ }).click();
}
