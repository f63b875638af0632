// Screenshots of the dashboard's popup-side pages (sites, popups, the template gallery, the
// editor, targeting, why-view, A/B results, analytics with its breakdowns, leads, subscribers,
// messages, privacy) at 1280 and 390 px, in English and Hebrew, each page shot screen by screen
// down to its end, for a person to look at (not a test). Run against a built server started by
// hand with ADMIN_PASSWORD=pinwheel-test-pw on a shop seeded with a history
// (bench/harness/seed-popup-history.ts) so the tables have rows:
//   npx tsx e2e/admin-popup-pages-screenshots.ts http://127.0.0.1:3948 /tmp/popup-pages [page…]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3948', out = '/tmp/popup-pages', ...only] = process.argv.slice(2);
/** Each page with what shows its data has come. */
const PAGES: Record<string, { path: string; ready: string }> = {
  sites: { path: '/admin/sites', ready: 'main h2' },
  popups: { path: '/admin/popups', ready: 'main table tbody tr' },
  new: { path: '/admin/popups/new', ready: 'main h2' },
  editor: { path: '/admin/popups/demolightbox1', ready: '.popup-preview__stage [role="dialog"]' },
  targeting: { path: '/admin/popups/demolightbox1/targeting', ready: 'main h2' },
  why: { path: '/admin/popups/why', ready: 'main h2' },
  ab: { path: '/admin/popups/demolightbox1/ab', ready: '.ab-table' },
  analytics: { path: '/admin/analytics', ready: '.analytics-chart canvas' },
  leads: { path: '/admin/leads', ready: 'main h2' },
  subscribers: { path: '/admin/subscribers', ready: 'main h2' },
  messages: { path: '/admin/messages', ready: 'main h2' },
  privacy: { path: '/admin/privacy', ready: 'main h2' },
};
const HEIGHT = 900;
/** Long pages are shot this many screens deep at most. */
const SCREENS = 8;

await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/admin/sign-in`);
      await page.locator('input[type=email]').fill('owner@pinwheel.local');
      await page.locator('input[type=password]').fill('pinwheel-test-pw');
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin');
      for (const [name, { path, ready }] of Object.entries(PAGES)) {
        if (only.length > 0 && !only.includes(name)) continue;
        await page.goto(`${base}${path}`);
        await page.locator(ready).first().waitFor({ timeout: 60_000 });
        await page.evaluate(() => document.fonts.ready);
        await page.mouse.move(0, 0);
        const { full, wide } = await page.evaluate(() => ({
          full: document.documentElement.scrollHeight,
          wide: document.documentElement.scrollWidth - window.innerWidth,
        }));
        if (wide > 0) console.log(`${name} ${lang} ${width}: ${wide}px wider than the screen`);
        const screens = Math.min(SCREENS, Math.ceil(full / HEIGHT));
        for (let screen = 0; screen < screens; screen++) {
          await page.evaluate((y) => window.scrollTo(0, y), screen * HEIGHT);
          await page.screenshot({ path: `${out}/${name}-${lang}-${width}-${screen}.png` });
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
