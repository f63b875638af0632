// The rest of the display protocol as the server sees it, in Chromium on a third-party page
// (spec §6, §7): a converted visitor's views and closes as conversion activities, the limit log
// of a page the monthly view limit kept popups from, a popup's link to another popup answered by
// GET click/{id} (the second shown, the first gone), the click call's poptin_display, and the
// upgrade notice a restricted site's owner sees in debug mode and its visitors never do. What the
// server stored is read from its database (no owner page lists these records).
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { basicPopup, type PopupFields } from './harness/owner-api.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

describe('the rest of the display protocol', () => {
  const bed = widgetTestBed();

  async function visit(
    pathname: string,
    clientId: string,
    options: { query?: string; lang?: string; convertedEmail?: string; width?: number } = {},
    /** Starts waiting for something the page does as it loads. */
    before?: (page: Page) => void,
  ): Promise<Page> {
    const html = widgetHostPage({ serverUrl: bed.server.url, clientId }).replace(
      '<html>',
      `<html lang="${options.lang ?? 'en'}">`,
    );
    bed.host.page(pathname, html);
    const context = await bed.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    if (options.convertedEmail) {
      await context.addInitScript((email) => {
        localStorage.setItem('poptin_converted_email', email);
      }, options.convertedEmail);
    }
    const page = await context.newPage();
    before?.(page);
    await page.goto(`${bed.host.url}${pathname}${options.query ?? ''}`);
    return page;
  }

  /** Rows the server stored (its event buffer is written every 250 ms). */
  function stored<T>(sql: string, ...params: unknown[]): T[] {
    const db = new Database(path.join(bed.server.dataDir, 'pinwheel.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  async function siteWithSettings(
    name: string,
    settings: Record<string, unknown>,
    popups: Partial<PopupFields>[],
  ): Promise<string> {
    const site = await bed.owner.rest<{ id: string; client_id: string }>(
      'POST',
      '/wp-json/pinwheel/v1/sites',
      { name, ...settings },
      201,
    );
    for (const popup of popups) await bed.owner.createPopup(site.id, popup);
    return site.client_id;
  }

  it("records a converted visitor's view and close of a popup as conversion activities", async () => {
    const { clientId, ids } = await bed.owner.siteWith('Activities', [
      { display_after_sec_active: 0, design_properties: { poptin_design_exit_effect: 'none' } },
    ]);
    const page = await visit('/activities', clientId, { convertedEmail: 'dana@example.com' });
    const dialog = page.getByRole('dialog', { name: 'Activities 1' });
    await dialog.waitFor();
    await waitForEvent(page, 'view', ids[0]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await waitForEvent(page, 'close', ids[0]);
    await expect
      .poll(() =>
        stored<{ activity: string; email: string; url: string }>(
          'select activity, email, url from conversion_activities where popup_id = ? order by created_at',
          ids[0],
        ),
      )
      .toEqual([
        { activity: 'viewed', email: 'dana@example.com', url: `${bed.host.url}/activities` },
        { activity: 'closed', email: 'dana@example.com', url: `${bed.host.url}/activities` },
      ]);
  });

  it('logs each page the monthly view limit kept popups from, and shows the visitor nothing', async () => {
    const clientId = await siteWithSettings('Used up', { monthly_view_limit: 0 }, [
      basicPopup('Never shown', { display_after_sec_active: 0 }),
    ]);
    const page = await visit('/limit', clientId);
    await page.waitForFunction(() => document.cookie.includes('poptin_visitor_id='));
    const visitorId = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'poptin_visitor_id',
    )?.value;
    await expect
      .poll(() =>
        stored<{ status: string; ref: string }>(
          `select l.status, l.ref from display_limit_logs l join sites s on s.id = l.site_id
           where s.client_id = ?`,
          clientId,
        ),
      )
      .toEqual([{ status: 'max_views', ref: visitorId }]);
    expect(await page.locator('pinwheel-popup').count()).toBe(0);
  });

  it('opens the popup another popup links to by GET click/{id}, the first making way', async () => {
    // The second popup shows on another page only: this page's display answer does not carry it.
    const site = await bed.owner.createSite('Linked');
    const second = await bed.owner.createPopup(site.id, {
      poptin_name: 'Second offer',
      show_on_pages: [{ rule: 'contain', value: '/elsewhere' }],
    } as Partial<PopupFields>);
    const first = await bed.owner.createPopup(site.id, {
      poptin_name: 'First offer',
      display_after_sec_active: 0,
      design: {
        blocks: [
          { type: 'heading', text: 'First offer', level: 2 },
          {
            type: 'button',
            label: 'See the other offer',
            action: 'link',
            href: `${bed.server.url}/api/display/click/${second}`,
          },
        ],
      },
      design_properties: { poptin_design_exit_effect: 'none' },
    });
    const page = await visit('/linked', site.clientId);
    await page.getByRole('dialog', { name: 'First offer' }).waitFor();
    const clicks: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/display/click/')) clicks.push(request);
    });
    await page.getByRole('link', { name: 'See the other offer' }).click();
    await page.getByRole('dialog', { name: 'Second offer' }).waitFor();
    const view = await waitForEvent(page, 'view', second);
    expect(view.viewId).toBeTruthy();
    expect(await page.getByRole('dialog', { name: 'First offer' }).count()).toBe(0);
    expect((await waitForEvent(page, 'close', first)).closeTrigger).toBe('cancel_click');
    expect(clicks.map((request) => [request.method(), new URL(request.url()).pathname])).toEqual([
      ['GET', `/api/display/click/${second}`],
    ]);
    // The page stays where it was: the link opened a popup, it did not navigate.
    expect(new URL(page.url()).pathname).toBe('/linked');
  });

  it('sends poptin_display with the click call of a link on the page', async () => {
    const site = await bed.owner.createSite('Clicked');
    const offer = await bed.owner.createPopup(site.id, {
      poptin_name: 'Clicked offer',
      show_on_pages: [{ rule: 'contain', value: '/elsewhere' }],
    } as Partial<PopupFields>);
    const html = widgetHostPage({
      serverUrl: bed.server.url,
      clientId: site.clientId,
      body: `<a href="${bed.server.url}/api/display/click/${offer}">Open the offer</a>`,
    });
    bed.host.page('/clicked', html);
    const page = await (await bed.newContext()).newPage();
    await page.goto(`${bed.host.url}/clicked`);
    await page.waitForFunction(() => window.Pinwheel);
    const clickCall = page.waitForRequest((request) => request.url().includes('/click/'));
    await page.getByRole('link', { name: 'Open the offer' }).click();
    const request = await clickCall;
    expect(request.method()).toBe('POST');
    expect(new URLSearchParams(request.postData() ?? '').get('poptin_display')).toBe('onclick');
    await page.getByRole('dialog', { name: 'Clicked offer' }).waitFor();
  });

  it('shows a restricted site’s owner the upgrade notice in debug mode, never its visitors', async () => {
    const clientId = await siteWithSettings('Restricted', { is_restricted: true }, [
      basicPopup('Held back', { display_after_sec_active: 0 }),
    ]);
    let answered: Promise<Response> | undefined;
    const visitor = await visit('/restricted', clientId, {}, (page) => {
      answered = page.waitForResponse((response) =>
        response.url().endsWith(`/api/display/${clientId}`),
      );
    });
    expect(await (await answered!).json()).toMatchObject({
      display: 'not_allowed',
      is_client_restriction: 1,
    });
    // The visitor's loader asked for nothing more: no renderer, no notice.
    expect(await visitor.locator('pinwheel-owner-notice').count()).toBe(0);
    expect(await visitor.locator('pinwheel-popup').count()).toBe(0);
    const loaded = await visitor.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded.filter((name) => /renderer-|upgrade-notice-/.test(name))).toEqual([]);

    const owner = await visit('/restricted', clientId, { query: '?pinwheel_debug=1' });
    const notice = owner.getByRole('status').filter({ hasText: 'Your popups are off' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Visitors do not see this note');
    const link = notice.getByRole('link', { name: 'Open your sites in Pinwheel' });
    expect(await link.getAttribute('href')).toBe(`${bed.server.url}/admin/sites`);
    await notice.getByRole('button', { name: 'Close' }).click();
    expect(await owner.locator('pinwheel-owner-notice').count()).toBe(0);

    const hebrew = await visit('/restricted-he', clientId, {
      query: '?pinwheel_debug=1',
      lang: 'he',
      width: 390,
    });
    const hebrewNotice = hebrew.getByRole('status').filter({ hasText: 'הפופאפים שלך כבויים' });
    await hebrewNotice.waitFor();
    expect(await hebrewNotice.getAttribute('dir')).toBe('rtl');
  });
});
