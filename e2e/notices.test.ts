// Recent-purchase notices as a visitor meets them (storefront spec §9), in Chromium against the
// built server, with a paused clock the test moves: the first 5 s after the notices arrive, each
// shown 10 s then gone after its 1 s fade, the next 60 s after the one before; a pointer on a
// notice holds it; the × and a swipe close notices for time_close hours (a cookie, so a reload
// shows none); a buyer's name full of markup reads as text. On a third-party page through a site's
// client id, and on our own storefront in Hebrew at phone size, where a notice waits for the
// welcome popup to close and never covers the add-to-cart button.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock, runClockUntilShown } from './harness/paused-clock.ts';
import { OWNER_EMAIL, OWNER_PASSWORD } from './harness/server-process.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const DOTS_MUG = 45000000002;
const MARKUP_NAME = '<img src=x onerror=alert(1)>';
const NOTICES_PATH = '/wp-json/pinwheel/v1/settings/notices';
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A visible notice (not one leaving): Playwright's CSS reaches into the open shadow root. */
const SHOWN = 'pinwheel-notices .notice:not([data-state="leaving"])';
const ANY = 'pinwheel-notices .notice';

describe('recent-purchase notices', () => {
  const bed = widgetTestBed();

  /** Places an order as a shopper's checkout does, with this billing first name and city. */
  async function placeOrder(firstName: string, city: string) {
    const context = await bed.newContext();
    const page = await context.newPage();
    await page.goto(`${bed.server.url}/cart`);
    const status = await page.evaluate(
      async (input) => {
        const { nonce } = await (await fetch('/api/session')).json();
        const answer = await fetch('/api/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
          body: JSON.stringify({
            billing_email: 'notice.buyer@example.test',
            billing_phone: '+972 50 123 4567',
            billing_first_name: input.firstName,
            billing_last_name: 'Katz',
            billing_country: 'IL',
            billing_address_1: 'Herzl 1',
            billing_city: input.city,
            shipping_method: 'flat_rate',
            payment_method: 'cash_on_delivery',
            lines: [{ variation_id: input.variation, quantity: 1 }],
          }),
        });
        return answer.status;
      },
      { firstName, city, variation: DOTS_MUG },
    );
    expect(status).toBe(201);
  }

  let ready: Promise<string> | undefined;
  /** Once per file: notices on (the shop's real orders), one order, a site for the host page. */
  function setUp(): Promise<string> {
    ready ??= (async () => {
      const settings = await bed.owner.rest<Record<string, unknown>>(
        'GET',
        NOTICES_PATH,
        undefined,
        200,
      );
      await bed.owner.rest(
        'PUT',
        NOTICES_PATH,
        {
          ...settings,
          enabled: true,
          source: 'orders',
          billing: true,
          loop: true,
          show_close: true,
          time_close: 24,
          messages: ['{first_name} in {city} bought {product_with_link} {time_ago}'],
          messages_he: ['{first_name} מ{city} קנה/קנתה את {product_with_link} {time_ago}'],
        },
        200,
      );
      await placeOrder(MARKUP_NAME, 'Haifa');
      const site = await bed.owner.createSite('Notices host');
      return site.clientId;
    })();
    return ready;
  }

  /** A host page on the other origin, opened on a paused clock until the notices have arrived. */
  async function hostPage(path: string): Promise<Page> {
    const clientId = await setUp();
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId }));
    const page = await (await bed.newContext()).newPage();
    page.on('dialog', (dialog) => {
      throw new Error(`a script ran from the notice: ${dialog.message()}`);
    });
    await openWithPausedClock(page, `${bed.host.url}${path}`, 'pinwheel-notices');
    return page;
  }

  it('first after 5 s, shown 10 s, gone after the 1 s fade, the next 60 s after the first', async () => {
    const page = await hostPage('/cycle');
    await page.clock.runFor(4_800);
    expect(await page.locator(ANY).count()).toBe(0);
    await page.clock.runFor(300);
    const notice = page.locator(SHOWN);
    await expect.poll(() => notice.count()).toBe(1);
    // The buyer's name is shown as the characters typed: no element made of it, no script run.
    const line = await notice.locator('.notice__line').innerText();
    expect(line).toMatch(
      /^<img src=x onerror=alert\(1\)> in Haifa bought Stoneware Mug \d+ secs? ago$/,
    );
    expect(await page.locator('pinwheel-notices img[src="x"]').count()).toBe(0);
    expect(await notice.getByRole('link', { name: 'Stoneware Mug' }).getAttribute('href')).toBe(
      `${bed.server.url}/product/stoneware-mug`,
    );
    const region = page.locator('pinwheel-notices [role="status"]');
    expect(await region.getAttribute('aria-live')).toBe('polite');

    await page.clock.runFor(9_700);
    expect(await page.locator(SHOWN).count()).toBe(1);
    await page.clock.runFor(400);
    expect(await page.locator(SHOWN).count()).toBe(0);
    await page.clock.runFor(1_100);
    expect(await page.locator(ANY).count()).toBe(0);

    // 5.1 s + 9.7 + 0.4 + 1.1 = 16.3 s: the next is due at 65 s.
    await page.clock.runFor(48_400);
    expect(await page.locator(ANY).count()).toBe(0);
    await page.clock.runFor(600);
    await expect.poll(() => page.locator(SHOWN).count()).toBe(1);
  });

  it('holds a notice while the pointer is on it, and lets it go after', async () => {
    const page = await hostPage('/hover');
    await page.clock.runFor(5_100);
    const notice = page.locator(SHOWN);
    await expect.poll(() => notice.count()).toBe(1);
    await page.clock.runFor(2_000);
    await notice.hover();
    await page.clock.runFor(20_000);
    expect(await notice.count()).toBe(1);
    await page.mouse.move(5, 5);
    // About 8 s were left when the pointer came: still there 7 s after it left, gone by 9.
    await page.clock.runFor(7_000);
    expect(await notice.count()).toBe(1);
    await page.clock.runFor(2_000);
    expect(await notice.count()).toBe(0);
  });

  it('a swipe closes notices, and the close cookie keeps them away after a reload', async () => {
    const page = await hostPage('/swipe');
    await page.clock.runFor(5_100);
    const notice = page.locator(SHOWN);
    await expect.poll(() => notice.count()).toBe(1);
    const box = (await notice.boundingBox())!;
    const y = box.y + box.height / 2;
    // 120 px is not a swipe: it stays.
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 140, y, { steps: 4 });
    await page.mouse.up();
    expect(await notice.count()).toBe(1);
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, y + 30, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => notice.count()).toBe(0);

    const cookie = (await page.context().cookies()).find(
      (c) => c.name === 'pinwheel_notices_closed',
    );
    expect(cookie).toBeDefined();
    // A max-age cookie runs on the browser's wall clock, not the page's (installed) one, which a
    // busy machine leaves behind: read against this machine's wall clock.
    const hours = (cookie!.expires - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/display/notices')) asked.push(request.url());
    });
    await page.reload();
    await runClockUntilShown(page, 'body');
    await page.clock.runFor(70_000);
    expect(await page.locator(ANY).count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('the labelled close button closes notices for time_close hours', async () => {
    const page = await hostPage('/close');
    await page.clock.runFor(5_100);
    const notice = page.locator(SHOWN);
    await expect.poll(() => notice.count()).toBe(1);
    const close = notice.getByRole('button', { name: 'Close this notice' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => notice.count()).toBe(0);
    expect((await page.context().cookies()).map((c) => c.name)).toContain(
      'pinwheel_notices_closed',
    );
    await page.clock.runFor(70_000);
    expect(await page.locator(ANY).count()).toBe(0);
  });

  it('on our storefront in Hebrew at 390 px: right to left, after the welcome popup, clear of add to cart', async () => {
    await setUp();
    const context = await bed.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await openWithPausedClock(
      page,
      `${bed.server.url}/product/stoneware-mug?lang=he`,
      'pinwheel-notices',
    );
    // The shop's welcome popup comes at 5 s: while it is open no notice shows.
    const popup = page.locator('pinwheel-popup [aria-modal="true"]');
    await runClockUntilShown(page, 'pinwheel-popup [aria-modal="true"]');
    await page.clock.runFor(6_000);
    expect(await page.locator(SHOWN).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The popup's way out runs on the page's (paused) clock.
    for (let step = 0; step < 100 && (await popup.count()) > 0; step += 1) {
      await page.clock.runFor(50);
    }
    expect(await popup.count()).toBe(0);

    // The add-to-cart button at the foot of the window: the notice goes to the top.
    await page
      .locator('.add_to_cart_button')
      .first()
      .evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await runClockUntilShown(page, SHOWN);
    const notice = page.locator(SHOWN);
    expect(await notice.getAttribute('dir')).toBe('rtl');
    expect(await notice.locator('.notice__line').innerText()).toMatch(
      // The owner's Hebrew template as written; the product's name and the time ago in Hebrew
      // (seconds since the order, or a minute or more when the machine was slow to get here).
      /^<img src=x onerror=alert\(1\)> מHaifa קנה\/קנתה את ספל חרס לפני (\d+ שניות|דקה|\d+ דקות)$/,
    );
    expect(await notice.getByRole('button', { name: 'סגירת ההודעה' }).count()).toBe(1);
    // Once it has slid in (its 1 s transition runs on the compositor's clock).
    await expect.poll(async () => Math.round((await notice.boundingBox())!.y)).toBe(12);
    const card = (await notice.boundingBox())!;
    const button = (await page.locator('.add_to_cart_button').first().boundingBox())!;
    // The button is at the foot of the window, and the card above it at the window's top.
    expect(button.y + button.height).toBeGreaterThan(844 - 100);
    const overlaps =
      card.x < button.x + button.width &&
      button.x < card.x + card.width &&
      card.y < button.y + button.height &&
      button.y < card.y + card.height;
    expect(overlaps).toBe(false);
    // Right to left: the card sits at the window's right edge.
    expect(Math.round(card.x + card.width)).toBe(390 - 12);
  });

  describe('the owner page', () => {
    let owner: BrowserContext | undefined;
    /** The owner, signed in, with the widget kept off the dashboard's pages for axe. */
    async function ownerPage(): Promise<Page> {
      await setUp();
      if (!owner) {
        owner = await bed.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
        await owner.route('**/embed.js*', (route) => route.abort());
        const page = await owner.newPage();
        await page.goto(`${bed.server.url}/admin/sign-in`);
        await page.getByLabel('Email').fill(OWNER_EMAIL);
        await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname === '/admin');
        return page;
      }
      return owner.pages()[0]!;
    }

    it('refuses a template naming an unknown placeholder beside it, inserts placeholders and saves', async () => {
      const page = await ownerPage();
      await page.goto(`${bed.server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Purchase notices' })
        .click();
      const template = page.getByLabel('Template 1 (English)');
      await template.waitFor();
      expect(await template.inputValue()).toBe(
        '{first_name} in {city} bought {product_with_link} {time_ago}',
      );
      // The preview is the widget's own card, with a made-up buyer.
      const preview = page.locator('.notices-admin__preview-frame[lang="en"] .notice__line');
      const hebrewPreview = page.locator('.notices-admin__preview-frame[lang="he"] .notice__line');
      await expect
        .poll(() => preview.innerText())
        .toMatch(/^Maya in Tel Aviv bought Linen Shirt 2 hours ago$/);
      // Hebrew pages have templates of their own, drawn with a Hebrew buyer and Hebrew words.
      await expect
        .poll(() => hebrewPreview.innerText())
        .toBe('מאיה מתל אביב קנה/קנתה את חולצת פשתן לפני שעתיים');
      const hebrewTemplate = page.getByLabel('Template 1 (Hebrew)');
      await hebrewTemplate.fill('{product_with_link} נקנה {time_ago}');
      await expect.poll(() => hebrewPreview.innerText()).toBe('חולצת פשתן נקנה לפני שעתיים');

      await template.fill('Bought {prodct}');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Message 1: {prodct} is not a placeholder.').waitFor();
      expect(await template.getAttribute('aria-invalid')).toBe('true');

      await template.fill('Just bought: ');
      await page
        .getByRole('group', { name: 'Insert into the template last edited (English)' })
        .getByRole('button', { name: /^Insert \{product_with_link\}/ })
        .click();
      await expect.poll(() => template.inputValue()).toBe('Just bought: {product_with_link}');
      await expect.poll(() => preview.innerText()).toBe('Just bought: Linen Shirt');

      // Generated notices come with the note that they are about nobody real.
      await page.getByLabel('Generated from your lists').check();
      const note = page.getByText(/Generated notices are about nobody real/);
      expect(await note.isVisible()).toBe(true);
      // Generated without products or names: refused, each beside its field.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Give the first names to draw from.').waitFor();
      expect(await page.getByLabel('First names').getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Choose the products generated notices name.').waitFor();
      await page.getByLabel('Real recent orders').check();

      const saved = page.waitForResponse(
        (response) =>
          response.url().includes(NOTICES_PATH) && response.request().method() !== 'GET',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
      const stored = await bed.owner.rest<{ messages: string[]; messages_he: string[] }>(
        'GET',
        NOTICES_PATH,
        undefined,
        200,
      );
      expect(stored.messages).toEqual(['Just bought: {product_with_link}']);
      expect(stored.messages_he).toEqual(['{product_with_link} נקנה {time_ago}']);
      await page.reload();
      await page.getByLabel('Template 1 (English)').waitFor();
      expect(await page.getByLabel('Template 1 (English)').inputValue()).toBe(
        'Just bought: {product_with_link}',
      );
    });

    it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
      const page = await ownerPage();
      for (const lang of ['en', 'he']) {
        await owner!.addCookies([{ name: 'pinwheel_lang', value: lang, url: bed.server.url }]);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${bed.server.url}/admin/notices`);
          await page.locator('.notices-admin__preview-frame').first().waitFor();
          await page.locator('.notices-admin__placeholder').first().waitFor();
          expect(await page.locator('html').getAttribute('dir'), lang).toBe(
            lang === 'he' ? 'rtl' : 'ltr',
          );
          expect(await violations(page), `${lang} ${width}`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
        }
      }
    }, 120_000);
  });
});

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
