// An axe-core scan of every page a shopper or the owner opens, in English and in Hebrew, in
// Chromium against the real server: no serious or critical violation. The storefront's own popups
// are kept off (their scan is popup-accessibility.test.ts), so what is scanned is the page.
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

const SHOP_PAGES = [
  '/',
  '/shop',
  '/category/apparel',
  '/product/cotton-hoodie',
  '/product/stoneware-mug',
  '/search?s=mug',
  '/blog',
  '/blog/caring-for-linen',
  '/contact',
  '/no-such-page',
  '/admin/sign-in',
];
const OWNER_PAGES = [
  '/admin',
  '/admin/popups',
  '/admin/leads',
  '/admin/integrations',
  '/admin/messages',
  '/admin/subscribers',
];

/** Serious and critical violations, one line each, readable in a failed assertion. */
async function blockingViolations(page: Page): Promise<{ lines: string[]; nodes: number }> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  const lines = results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
    );
  const nodes = results.passes.reduce((sum, rule) => sum + rule.nodes.length, 0);
  return { lines, nodes };
}

describe('every page, scanned by axe', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: Record<string, BrowserContext> = {};

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    for (const lang of ['en', 'he']) {
      // Our pages' CSP would refuse axe's own script: the scan bypasses it, the pages stay as served.
      const context = await browser.newContext({
        locale: lang === 'he' ? 'he-IL' : 'en-US',
        bypassCSP: true,
      });
      await context.route('**/embed.js*', (route) => route.abort());
      contexts[lang] = context;
    }
    const page = await contexts.en!.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.close();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`finds nothing serious on the shop's pages in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      for (const path of SHOP_PAGES) {
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${server.url}${path}${separator}lang=${lang}`);
        const { lines, nodes } = await blockingViolations(page);
        // The scan really looked at the page (a blank page would pass everything).
        expect(nodes, path).toBeGreaterThan(20);
        found.push(...lines.map((line) => `${path}: ${line}`));
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }

  // The shell's open states: the navigation drawer and the filter drawer on a phone, the mega menu
  // and the search form on a wide screen; each scanned while open.
  for (const lang of ['en', 'he'] as const) {
    it(`finds nothing serious with the drawers and the mega menu open in ${lang}`, async () => {
      const page = await contexts[lang]!.newPage();
      const found: string[] = [];
      const open = [
        { width: 390, button: '.site-header__menu', open: '#nav-drawer[open]' },
        { width: 390, button: '.listing__filters-button', open: '#filters-drawer[open]' },
        { width: 390, button: '.site-header__search-toggle', open: '#site-search:popover-open' },
        { width: 1280, button: '.mega-menu__button', open: '#mega-menu:popover-open' },
      ];
      for (const state of open) {
        await page.setViewportSize({ width: state.width, height: 844 });
        await page.goto(`${server.url}/category/apparel?lang=${lang}`);
        await page.locator(state.button).click();
        await page.locator(state.open).waitFor();
        const { lines, nodes } = await blockingViolations(page);
        expect(nodes, state.open).toBeGreaterThan(20);
        found.push(...lines.map((line) => `${state.open} at ${state.width}: ${line}`));
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }

  it("finds nothing serious on the owner's pages", async () => {
    const page = await contexts.en!.newPage();
    const found: string[] = [];
    for (const path of OWNER_PAGES) {
      await page.goto(`${server.url}${path}`);
      expect(new URL(page.url()).pathname, 'still signed in').toBe(path);
      const { lines } = await blockingViolations(page);
      found.push(...lines.map((line) => `${path}: ${line}`));
    }
    await page.close();
    expect(found).toEqual([]);
  }, 120_000);
});
