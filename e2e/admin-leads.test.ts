// The owner's leads at /admin/leads and webhooks at /admin/integrations, in Chromium: a lead sent
// through the real conversion call shows with its fields, a visitor's hostile text reads as text
// (nothing of it runs), the table fits a laptop and is a card per lead on a phone (en and he),
// search narrows the list, the CSV link carries the search, and an endpoint
// added on the integrations page receives a signed test delivery that the log then shows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

describe("the owner's leads and integrations", () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let receiver: http.Server;
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));

    const owner = await signInAsOwner(server.url);
    const site = await owner.createSite('Tea house');
    const popupId = await owner.createPopup(site.id, {
      poptin_name: 'Tea club',
      design: {
        blocks: [
          {
            type: 'form',
            fields: [
              { kind: 'name', label: 'Name' },
              { kind: 'email', label: 'Email', required: true },
            ],
            submit_label: 'Join',
          },
        ],
      },
    });
    for (const [viewer, email, note] of [
      ['viewer-1', 'mira@teahouse.test', HOSTILE],
      ['viewer-2', 'yossi@teahouse.test', 'Green tea'],
    ]) {
      const viewed = await fetch(`${server.url}/api/display/viewed/${popupId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: site.clientId, viewer_id: viewer, type: 'lightbox' }),
      });
      const { poptin_view_id } = (await viewed.json()) as { poptin_view_id: string };
      const converted = await fetch(`${server.url}/api/display/conversion/${viewer}`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: site.clientId,
          poptin_id: popupId,
          poptin_view_id,
          email: email!,
          name: 'Mira',
          note: note!,
          url: 'https://teahouse.test/?utm_source=ads',
          newExtraFields: JSON.stringify([{ type: 'hidden', name: 'note' }]),
        }),
      });
      expect(converted.status).toBe(200);
    }

    page = await browser.newPage();
    await page.goto(`${server.url}/admin/leads`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/leads');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('lists leads with their fields, and shows a visitor’s script as text', async () => {
    await page.getByRole('heading', { name: 'Leads', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Leads, 2 shown' });
    const row = table.getByRole('row').filter({ hasText: 'mira@teahouse.test' });
    await row.getByText('Show').click();
    await expect.poll(() => row.locator('dd').allTextContents()).toContain(HOSTILE);
    expect(await row.locator('dd').allTextContents()).toContain(
      'https://teahouse.test/?utm_source=ads',
    );
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await page.locator('table img, table script').count()).toBe(0);
  });

  it('fits a laptop with nothing to scroll sideways, and makes each lead a card on a phone', async () => {
    const kindAndCountry = { en: 'Form · United States', he: 'טופס · ארצות הברית' };
    for (const lang of ['en', 'he'] as const) {
      await page.context().addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/leads`);
        const row = page
          .locator('.admin-leads__table tbody tr')
          .filter({ hasText: 'mira@teahouse.test' });
        await row.waitFor();
        // Delete, the last column, is in view: neither the table nor the page scrolls sideways.
        const past = await page.locator('.admin-leads__table').evaluate((table) => ({
          table: table.scrollWidth - table.clientWidth,
          page: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect(past, `${lang} ${width}`).toEqual({ table: 0, page: 0 });
        // The country the lead came from is named in the page's language, under the address.
        expect(await row.locator('.lead-kind').innerText()).toBe(kindAndCountry[lang]);
        const [address, popup] = await Promise.all([
          row.getByRole('rowheader').boundingBox(),
          row.locator('td').first().boundingBox(),
        ]);
        if (width === 390) {
          // A card: the popup under the address, not beside it.
          expect(popup!.y, lang).toBeGreaterThanOrEqual(address!.y + address!.height);
        } else {
          expect(popup!.y, lang).toBeLessThan(address!.y + address!.height);
        }
      }
    }
    await page.context().addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${server.url}/admin/leads`);
  });

  it('searches, and the CSV link exports what the search found', async () => {
    await page.getByLabel('Search leads').fill('yossi');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\?q=yossi$/);
    await page.getByRole('table', { name: 'Leads, 1 shown' }).waitFor();
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).toBe('/api/admin/leads.csv?q=yossi');
    const csv = await page.evaluate(async (href) => (await fetch(href)).text(), csvHref!);
    expect(csv).toContain('yossi@teahouse.test');
    expect(csv).not.toContain('mira@teahouse.test');
  });

  it('adds a webhook endpoint whose test delivery arrives signed and shows in the log', async () => {
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'Integrations', level: 2 }).waitFor();
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Tea house' });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
    await page.getByLabel('Address').fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('status').filter({ hasText: 'Endpoint added.' }).waitFor();
    await page.getByText('Show secret').click();
    expect(await page.locator('.endpoint__secret code').textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: `Send a test lead to ${url}` }).click();
    await page.getByRole('status').filter({ hasText: 'Test delivery queued' }).waitFor();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    expect(received[0]!.headers['pinwheel-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // The site's conversion code, which the conversion call then answers.
    const code = '<script>window.converted = true</script>';
    await page.getByLabel('Conversion code for Tea house').fill(code);
    await page
      .locator('form')
      .filter({ has: page.getByLabel('Conversion code for Tea house') })
      .getByRole('button', { name: 'Save code' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Conversion code saved.' }).waitFor();
    expect(await page.getByLabel('Conversion code for Tea house').inputValue()).toBe(code);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole('table', { name: /latest delivery attempts/ })
            .locator('tbody tr')
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});
