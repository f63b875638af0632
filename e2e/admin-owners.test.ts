// Further owners in Chromium against the real server (no SMTP server set): the owner invites an
// address on /admin/settings/owners and is told plainly that no mail went out, with the link to
// pass on; the invited person opens it in their own browser, sets a password (a mismatch is
// refused beside its field) and lands in the dashboard signed in; the link is then used up; the
// first owner removes them after confirming. axe finds nothing on both pages at 1280 and 390 px,
// in English and Hebrew.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const INVITED = 'partner@shop.test';

describe('further owners', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let link = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** The link with the test server's origin (PUBLIC_URL may name another). */
  const onServer = (address: string) => address.replace(/^https?:\/\/[^/]+/, server.url);

  it('invites an address and, with no mail server, shows the link to pass on', async () => {
    await page.goto(`${server.url}/admin/settings/owners`);
    await page.getByRole('table', { name: /Owners, 1 in all/ }).waitFor();
    await page.getByLabel('Their email').fill(INVITED);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = page.getByRole('status').filter({ hasText: 'No mail was sent' });
    await shown.waitFor();
    expect(await shown.textContent()).toContain(INVITED);
    link = await shown.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/admin\/invitation\/[\w-]+$/);
    await page
      .getByRole('table', { name: /Invitations, 1 open/ })
      .getByText(INVITED)
      .waitFor();
  });

  it('lets the invited person set a password and sign in; the link then is used up', async () => {
    const theirs = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const invited = await theirs.newPage();
    await invited.goto(onServer(link));
    await invited.getByText(INVITED).waitFor();
    await invited.getByLabel('Password', { exact: true }).fill('partner password 1');
    await invited.getByLabel('Password again').fill('partner password 2');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.getByText('The two passwords are not the same.').waitFor();
    expect(await invited.getByLabel('Password again').getAttribute('aria-invalid')).toBe('true');

    await invited.getByLabel('Password', { exact: true }).fill('partner password 1');
    await invited.getByLabel('Password again').fill('partner password 1');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.waitForURL((url) => url.pathname === '/admin');
    await invited.getByText(`Signed in as ${INVITED}.`).waitFor();

    await invited.goto(onServer(link));
    await invited.getByText('This invitation was already used.').waitFor();
    await theirs.close();

    // A new browser signs in with the chosen password.
    const again = await browser.newContext();
    const signIn = await again.newPage();
    await signIn.goto(`${server.url}/admin/sign-in`);
    await signIn.getByLabel('Email').fill(INVITED);
    await signIn.getByLabel('Password', { exact: true }).fill('partner password 1');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL((url) => url.pathname === '/admin');
    await again.close();
  });

  it('removes the other owner after a confirmation; the only owner has no Remove', async () => {
    await page.goto(`${server.url}/admin/settings/owners`);
    const table = page.getByRole('table', { name: /Owners, 2 in all/ });
    await table.waitFor();
    await table.getByRole('button', { name: `Remove ${INVITED}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${INVITED}?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${INVITED} is no longer an owner.`).waitFor();
    await page.getByRole('table', { name: /Owners, 1 in all/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  });

  it('passes an axe scan on both pages in English and Hebrew, wide and on a phone', async () => {
    const other = await browser.newContext({ bypassCSP: true });
    const visitor = await other.newPage();
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      await other.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/owners`);
        await page.locator('.owners-table').first().waitFor();
        expect(await violations(page), `owners ${lang} ${width}`).toEqual([]);
        expect(await overflow(page), `owners ${lang} ${width}`).toBeLessThanOrEqual(0);

        await visitor.setViewportSize({ width, height: 900 });
        await visitor.goto(`${server.url}/admin/invitation/not-a-real-token`);
        await visitor.locator('.form__alert').waitFor();
        expect(await violations(visitor), `invitation ${lang} ${width}`).toEqual([]);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await other.close();
  }, 120_000);
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every axe violation, one line each, readable in a failed assertion. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
  );
}
