// Screenshots of every demo popup on our storefront, in English and Hebrew, on a laptop (1280) and
// a phone (390), for a person to look at (not a test). Each popup is forced with the preview
// parameter; the embedded one gets a placeholder added to the page. Run against a built server
// started by hand:
//   npx tsx e2e/demo-popup-screenshots.ts http://127.0.0.1:3982 /tmp/demo-popup-shots [popupId…]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3982', out = '/tmp/demo-popup-shots', ...only] =
  process.argv.slice(2);
await mkdir(out, { recursive: true });

const POPUPS: Record<string, string> = {
  demolightbox1: '/',
  demolightbox2: '/',
  demogamified1: '/',
  demobar000001: '/',
  demobside0001: '/',
  demosside0001: '/',
  demosocial001: '/',
  demobrowsing1: '/',
  demofullpage1: '/',
  demomobile001: '/',
  demoembedded1: '/',
  democontent01: '/blog/caring-for-linen',
};

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const browser = await chromium.launch(chromiumOptions);
try {
  for (const [id, path] of Object.entries(POPUPS)) {
    if (only.length && !only.includes(id)) continue;
    for (const lang of ['en', 'he'] as const) {
      for (const width of [1280, 390]) {
        const phone = width < 600;
        const context = await browser.newContext({
          viewport: { width, height: phone ? 844 : 800 },
          reducedMotion: 'reduce',
          ...(phone ? { userAgent: PHONE_AGENT, isMobile: true, hasTouch: true } : {}),
        });
        await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
        const page = await context.newPage();
        if (id === 'demoembedded1') {
          // The placeholder must be there before the loader asks (it may run before the page
          // has finished loading): added as soon as the page's main element is.
          await page.addInitScript(() => {
            const watch = new MutationObserver(() => {
              const main = document.querySelector('main');
              if (!main) return;
              watch.disconnect();
              const slot = document.createElement('div');
              slot.className = 'poptin-embedded';
              slot.dataset.id = 'demoembedded1';
              main.prepend(slot);
            });
            watch.observe(document, { childList: true, subtree: true });
          });
        }
        await page.goto(`${base}${path}?pinwheel_preview=${id}`);
        try {
          await page.locator('pinwheel-popup [role="dialog"]').first().waitFor({ timeout: 30_000 });
        } catch {
          console.log(`${id} ${lang} ${width}: no popup`);
          await context.close();
          continue;
        }
        // The popup's own font in and its entrance animation over, then the picture.
        await page.evaluate(async () => {
          await document.fonts.ready;
          const root = document.querySelector('pinwheel-popup')?.shadowRoot;
          const ending = (root?.getAnimations() ?? []).filter(
            (one) => one.effect?.getComputedTiming().iterations !== Infinity,
          );
          await Promise.all(ending.map((one) => one.finished));
        });
        await page.screenshot({ path: `${out}/${id}-${lang}-${width}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
