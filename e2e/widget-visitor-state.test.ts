// What the loader remembers about a visitor, in Chromium against the real server: first-party
// cookies with the spec's lifetimes, display frequency holding across reloads, the A/B split
// sticking to a visitor, a cumulative delay counted across pages, and a close being recorded.
import { chooseVariant } from '@pinwheel/core';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { recordedEvents, waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 24 * 60 * 60;

describe('visitor state on a third-party page', () => {
  const bed = widgetTestBed();

  /** Loads (or reloads) `url` and resolves once the display answer arrived, with its popup ids. */
  async function load(tab: Page, clientId: string, url?: string): Promise<string[]> {
    const answer = tab.waitForResponse(`${bed.server.url}/api/display/${clientId}`);
    await (url ? tab.goto(url) : tab.reload());
    const body = (await (await answer).json()) as { poptins: { poptin_id: string }[] };
    return body.poptins.map((popup) => popup.poptin_id);
  }

  it.concurrent(
    'keeps first-party cookies with the spec’s lifetimes, and records a close',
    async ({ expect }) => {
      const site = await bed.owner.createSite('Cookies');
      const id = await bed.owner.createPopup(site.id, { display_after_sec_active: 0 });
      bed.host.page(
        '/cookies',
        widgetHostPage({ serverUrl: bed.server.url, clientId: site.clientId }),
      );
      const context = await bed.newContext();
      const tab = await context.newPage();
      const problems: string[] = [];
      tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      tab.on('pageerror', (error) => problems.push(`error: ${error.message}`));
      await tab.goto(`${bed.host.url}/cookies`, { referer: 'https://search.example/?q=gift' });
      await waitForEvent(tab, 'view', id);

      const now = Date.now() / 1000;
      const cookies = new Map((await context.cookies(bed.host.url)).map((c) => [c.name, c]));
      const lifetime = (name: string) => (cookies.get(name)?.expires ?? Number.NaN) - now;
      expect(lifetime('poptin_client_id')).toBeGreaterThan(364 * DAY);
      expect(lifetime('poptin_visitor_id')).toBeCloseTo(30 * DAY, -2);
      expect(lifetime('poptin_viewer_id')).toBeCloseTo(30 * 60, -2);
      expect(lifetime('poptin_session')).toBeCloseTo(30 * 60, -2);
      expect(lifetime('poptin_old_user')).toBeCloseTo(2 * DAY, -2);
      // Short lifetimes count down from the write: allow for a slow machine between the write and
      // this read, but never more than the spec's lifetime.
      const shortLived = (name: string, seconds: number) => {
        expect(lifetime(name)).toBeLessThanOrEqual(seconds + 1);
        expect(lifetime(name)).toBeGreaterThan(seconds - 20);
      };
      shortLived('poptin_referrer', 120);
      shortLived('poptin_previous_url', 120);
      shortLived('poptin_website_session', 60);
      expect(lifetime('poptin_user_ip')).toBeGreaterThan(364 * DAY);
      expect(lifetime(`poptin_seen_${id}`)).toBeGreaterThan(364 * DAY);
      expect(cookies.get('poptin_client_id')?.value).toBe(site.clientId);
      expect(decodeURIComponent(cookies.get('poptin_referrer')?.value ?? '')).toBe(
        'https://search.example/?q=gift',
      );
      expect(cookies.get('poptin_visit_count')?.value).toBe('1');
      expect(cookies.get('poptin_session_pages')?.value).toBe('1');
      for (const cookie of cookies.values()) {
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
      }

      const closed = tab.waitForResponse(`${bed.server.url}/api/display/closed/${id}`);
      await tab.evaluate((popupId) => window.Pinwheel?.close(popupId, 'x_click'), id);
      expect((await closed).status()).toBe(200);
      expect(await waitForEvent(tab, 'close', id)).toMatchObject({ closeTrigger: 'x_click' });
      const closedMarker = (await context.cookies(bed.host.url)).find(
        (cookie) => cookie.name === `poptin_closed_${id}`,
      );
      expect(closedMarker?.value).toMatch(/^\d+$/);
      expect(problems).toEqual([]);
    },
  );

  it.concurrent(
    'shows a once-a-visitor popup once, across reloads, and again to a new visitor',
    async ({ expect }) => {
      const site = await bed.owner.createSite('Once');
      const id = await bed.owner.createPopup(site.id, {
        display_after_sec_active: 0,
        d_f_a: { rule: 'display_once_a_visitor_2' },
      });
      bed.host.page(
        '/once',
        widgetHostPage({ serverUrl: bed.server.url, clientId: site.clientId }),
      );
      const tab = await (await bed.newContext()).newPage();
      expect(await load(tab, site.clientId, `${bed.host.url}/once`)).toEqual([id]);
      await waitForEvent(tab, 'view', id);
      for (let reload = 0; reload < 2; reload++) {
        expect(await load(tab, site.clientId)).toEqual([]);
        await pause(300);
        expect(await recordedEvents(tab)).toEqual([]);
      }
      const newcomer = await (await bed.newContext()).newPage();
      await newcomer.goto(`${bed.host.url}/once`);
      expect(await waitForEvent(newcomer, 'trigger', id)).toMatchObject({ trigger: 'delay' });
    },
  );

  it.concurrent(
    'keeps each visitor on one A/B variant, and splits visitors between them',
    { timeout: 60_000 },
    async ({ expect }) => {
      const site = await bed.owner.createSite('Split');
      const original = await bed.owner.createPopup(site.id, {
        ab_test: 1,
        display_after_sec_active: 0,
      });
      const variant = await bed.owner.createPopup(site.id, {
        ab_test_parent_id: original,
        display_after_sec_active: 0,
      });
      bed.host.page(
        '/split',
        widgetHostPage({ serverUrl: bed.server.url, clientId: site.clientId }),
      );

      // Visitor ids the split sends to each side, so both sides are certainly exercised.
      const visitors: Array<[string, string]> = [];
      for (let n = 1; visitors.length < 6 && n < 1000; n++) {
        const visitorId = `e2evisitor${n}`;
        const side = chooseVariant([original, variant], visitorId, original);
        if (visitors.filter(([, chosen]) => chosen === side).length < 3) {
          visitors.push([visitorId, side]);
        }
      }
      // One tab for every visitor, one visit after another (each visitor's cookies alone), so a
      // busy machine loads one page of this test at a time instead of twenty at once.
      const context = await bed.newContext();
      const tab = await context.newPage();
      const visit = async () => {
        const offered = await load(tab, site.clientId, `${bed.host.url}/split`);
        const shown = (await waitForEvent(tab, 'trigger')).popupId;
        expect(offered).toEqual([shown]);
        return shown;
      };
      for (const [visitorId, side] of visitors) {
        await context.clearCookies();
        await context.addCookies([
          { name: 'poptin_visitor_id', value: visitorId, url: bed.host.url },
        ]);
        expect([await visit(), await visit()]).toEqual([side, side]);
      }
      // A new visitor: the loader makes up its id, and the visitor stays on the side it got.
      await context.clearCookies();
      const first = await visit();
      expect([await visit(), await visit()]).toEqual([first, first]);
    },
  );

  it.concurrent(
    'counts a cumulative delay over the website session, across pages',
    async ({ expect }) => {
      const site = await bed.owner.createSite('Cumulative');
      const delayMs = 6000;
      const id = await bed.owner.createPopup(site.id, {
        display_after_sec_active: delayMs / 1000,
        display_after_sec_active_on: 'website',
      });
      for (const path of ['/session/1', '/session/2']) {
        bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId: site.clientId }));
      }
      const context = await bed.newContext();
      const tab = await context.newPage();
      await load(tab, site.clientId, `${bed.host.url}/session/1`);
      // Times count from when the website session began (its cookie), not from this test's
      // steps, so a slow page load on a busy machine cannot make the test race its own timer.
      const sessionCookie = (await context.cookies()).find(
        (cookie) => cookie.name === 'poptin_website_session',
      );
      const sessionStart = Number(decodeURIComponent(sessionCookie?.value ?? ''));
      expect(sessionStart).toBeGreaterThan(0);
      await pause(Math.max(0, sessionStart + delayMs / 2 - Date.now()));
      expect(Date.now() - sessionStart).toBeLessThan(delayMs - 1000);
      expect(await recordedEvents(tab)).toEqual([]);

      await load(tab, site.clientId, `${bed.host.url}/session/2`);
      const pageTwoStart = await tab.evaluate(() => performance.timeOrigin);
      const trigger = await waitForEvent(tab, 'trigger', id);
      const firedAt = pageTwoStart + trigger.at;
      // Not before the session is 6 s old...
      expect(firedAt - sessionStart).toBeGreaterThanOrEqual(delayMs - 50);
      // ...and well before 6 s on page 2 alone, which a per-page delay would need.
      expect(firedAt - pageTwoStart).toBeLessThan(delayMs - 1500);
    },
  );
});
