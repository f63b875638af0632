// Signs the demo owner in on the dashboard's sign-in page, as a person does, and waits for the
// overview: the page's context then holds the owner's session for every page after.
import type { Page } from 'playwright-core';
import { OWNER_EMAIL, OWNER_PASSWORD } from './server-process.ts';

export async function signInOnPage(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/admin/sign-in`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}
