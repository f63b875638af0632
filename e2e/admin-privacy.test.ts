// The owner's privacy requests at /admin/privacy, in Chromium: one visitor left a lead through the
// widget's conversion call, signed up in the storefront's footer and sent a message through the
// contact page. The owner finds them by address (counts per kind), downloads the export (which
// holds all three), erases them after a dialog naming what goes and what the books keep, and the
// leads, subscribers and messages pages no longer show them. Axe finds nothing on the page.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_FORM_MIN_FILL_MS, CONTACT_FORM_STARTED } from '@pinwheel/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const VISITOR = 'tamar@visitor.test';

describe("the owner's privacy requests", () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const owner = await signInAsOwner(server.url);
    const site = await owner.createSite('Privacy shop');
    const popupId = await owner.createPopup(site.id, {
      poptin_name: 'Join us',
      design: {
        blocks: [
          {
            type: 'form',
            fields: [{ kind: 'email', label: 'Email', required: true }],
            submit_label: 'Join',
          },
        ],
      },
    });
    const viewed = await fetch(`${server.url}/api/display/viewed/${popupId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: site.clientId, viewer_id: 'tamar', type: 'lightbox' }),
    });
    const { poptin_view_id } = (await viewed.json()) as { poptin_view_id: string };
    const converted = await fetch(`${server.url}/api/display/conversion/tamar`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: site.clientId,
        poptin_id: popupId,
        poptin_view_id,
        email: VISITOR,
      }),
    });
    expect(converted.status).toBe(200);

    context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
    page = await context.newPage();
    await signInOnPage(page, server.url);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('finds, exports and erases one visitor; the lists no longer show them', async () => {
    // The visitor signs up in the footer and writes through the contact page, as a shopper does.
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    await shop.route('**/embed.js', (route) => route.abort());
    await shop.goto(`${server.url}/`);
    const footer = shop.locator('footer form.pw-ml');
    await footer.getByLabel('Email', { exact: true }).fill(VISITOR);
    await footer
      .getByLabel('I agree to get the shop’s newsletter by email. I can unsubscribe at any time.')
      .check();
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await footer.locator('[role="status"]').filter({ hasText: /\S/ }).waitFor();
    await shop.goto(`${server.url}/contact`);
    await shop.locator('.pw-cf[data-ready] .pw-cf__form').waitFor();
    await shop.fill('[name="your-name"]', 'Tamar');
    await shop.fill('[name="your-email"]', VISITOR);
    await shop.selectOption('[name="topic"]', 'Returns');
    await shop.fill('[name="your-message"]', 'Please forget me after this.');
    await shop.check('[name="terms"]');
    // The time trap is judged from the issue time its token carries (as contact-form.test.ts).
    const token = await shop.inputValue(`input[name="${CONTACT_FORM_STARTED}"]`);
    const issuedAt = parseInt(token.split('_')[0] ?? '', 36);
    await expect
      .poll(() => Date.now() - issuedAt, { timeout: CONTACT_FORM_MIN_FILL_MS + 10_000 })
      .toBeGreaterThan(CONTACT_FORM_MIN_FILL_MS);
    await shop.click('.pw-cf__submit');
    await shop.locator('.pw-cf__form[data-status="sent"]').waitFor();
    await visitor.close();

    await page.goto(`${server.url}/admin/privacy`);
    await page.getByRole('heading', { name: 'Privacy requests', level: 2 }).waitFor();
    await page.getByLabel('Their email address').fill(` ${VISITOR.toUpperCase()} `);
    await page.getByLabel('Their email address').press('Enter');
    const kept = page.getByRole('table', { name: `Records about ${VISITOR}, by kind` });
    await kept.waitFor();
    const count = (kind: string) =>
      kept.getByRole('row').filter({ hasText: kind }).locator('td').textContent();
    expect(await count('Leads')).toBe('1');
    expect(await count('Mailing-list subscriptions')).toBe('1');
    expect(await count('Contact messages')).toBe('1');
    expect(await kept.getByRole('link', { name: 'Leads' }).getAttribute('href')).toBe(
      `/admin/leads?q=${encodeURIComponent(VISITOR)}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('personal-data.json');
    // The browser runs apart from this process: the file is copied here to be read.
    const saved = path.join(
      await mkdtemp(path.join(os.tmpdir(), 'privacy-export-')),
      'export.json',
    );
    await download.saveAs(saved);
    const exported = JSON.parse(await readFile(saved, 'utf8'));
    expect(exported.kinds.leads[0].email).toBe(VISITOR);
    expect(exported.kinds.subscribers[0].email).toBe(VISITOR);
    expect(exported.kinds.messages[0].fields['your-message']).toEqual([
      'Please forget me after this.',
    ]);

    await page.getByRole('button', { name: 'Erase everything…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase everything about ${VISITOR}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Kept for your books, without the person');
    // Focus starts on Cancel: a dangerous action is never one Enter away.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Erase everything…' }).click();
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    const done = page.getByRole('table', { name: 'What was done, by kind' });
    await page.getByRole('heading', { name: `${VISITOR} is erased` }).waitFor();
    const removed = (kind: string) =>
      done.getByRole('row').filter({ hasText: kind }).locator('td').first().textContent();
    expect(await removed('Leads')).toBe('1');
    expect(await removed('Mailing-list subscriptions')).toBe('1');
    expect(await removed('Contact messages')).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/admin/leads`);
    await page.getByRole('heading', { name: 'Leads', level: 2 }).waitFor();
    expect(await page.getByText(VISITOR).count()).toBe(0);
    await page.goto(`${server.url}/admin/subscribers`);
    await page.getByRole('heading', { name: 'Subscribers', level: 2 }).waitFor();
    expect(await page.getByText(VISITOR).count()).toBe(0);
    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    expect(await page.getByText(VISITOR).count()).toBe(0);
  });
});
