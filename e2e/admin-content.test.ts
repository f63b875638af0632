// The dashboard's categories, attributes, media library and posts (helper m, issue 28) in Chromium
// against the real server: a picture uploaded with a progress bar (the upload throttled so the bar
// is seen), its alt text saved; a picture the shop shows refused deletion with its uses named, an
// unused one deleted after a confirmation; a category created, moved first by keyboard and seen
// first in the storefront's menu; a term's swatch colour saved, then deleted once confirmed; a post written in both languages,
// previewed as a draft, published and seen on /blog; a second owner's save of it told that it
// changed (their version reloaded on request); every page free of axe violations at 1280 and
// 390 px in English and Hebrew, and no page wider than the screen.
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
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

/** A PNG of random pixels (so it does not compress): about width × height × 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i++) rows[i] = (i * 2654435761) >>> 24;
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe("the dashboard's categories, attributes, media and posts", () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The scan injects axe's script, which the pages' CSP would refuse.
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

  const toast = (text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();

  it('uploads a picture with a progress bar and saves its alt text', async () => {
    await page.goto(`${server.url}/admin/media`);
    await page.getByText(/\d+ pictures/).waitFor();
    // Slow the upload down so its progress can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByLabel('choose files').setInputFiles({
      name: 'linen-weave.png',
      mimeType: 'image/png',
      buffer: noisePng(700, 500),
    });
    const bar = page.getByRole('progressbar', { name: 'Uploading linen-weave.png' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.evaluate((el) => (el as HTMLProgressElement).value)))
      .toBeGreaterThan(0);
    await page.getByText('linen-weave.png uploaded.').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByRole('button', { name: 'Details of linen-weave' }).click();
    const dialog = page.getByRole('dialog', { name: 'linen-weave' });
    await dialog.getByLabel('Alt text', { exact: true }).fill('A close weave of natural linen');
    await dialog.getByLabel('Alt text in Hebrew').fill('אריג פשתן טבעי מקרוב');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await toast('Details of linen-weave saved.');
    // Read back from the server, not from the form.
    await page.reload();
    await page.getByRole('dialog', { name: 'linen-weave' }).waitFor();
    expect(
      await page
        .getByRole('dialog', { name: 'linen-weave' })
        .getByLabel('Alt text', { exact: true })
        .inputValue(),
    ).toBe('A close weave of natural linen');
    expect(await page.getByLabel('Alt text in Hebrew').inputValue()).toBe('אריג פשתן טבעי מקרוב');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 60_000);

  it('refuses to delete a picture the shop shows, naming where, and deletes an unused one after asking', async () => {
    await page.goto(`${server.url}/admin/media?view=list`);
    const used = page
      .getByRole('row')
      .filter({ hasText: /Used in \d+ places?/ })
      .first();
    await used.getByRole('button').click();
    const details = page.getByRole('dialog').first();
    await details.getByRole('heading', { name: 'Where it is shown' }).waitFor();
    await details.getByRole('button', { name: 'Delete picture' }).click();
    const refusal = details.getByRole('alert');
    await refusal.getByText(/is in use/).waitFor();
    expect(await refusal.getByRole('link').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/admin/media`);
    await page.getByRole('button', { name: 'Details of linen-weave' }).click();
    const dialog = page.getByRole('dialog', { name: 'linen-weave' });
    await dialog.getByText('Nothing shows this picture.').waitFor();
    await dialog.getByRole('button', { name: 'Delete picture' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “linen-weave”?' });
    await confirm.getByRole('button', { name: 'Delete picture' }).click();
    await toast('“linen-weave” deleted.');
    await expect
      .poll(() => page.getByRole('button', { name: 'Details of linen-weave' }).count())
      .toBe(0);
  });

  it('creates a category, moves it first by keyboard, and the storefront menu shows it first', async () => {
    await page.goto(`${server.url}/admin/categories`);
    await page.getByRole('link', { name: 'New category' }).first().click();
    await page.getByRole('textbox', { name: /^Name\s*\(required\)$/ }).fill('Linen goods');
    await page.getByLabel('Name in Hebrew').fill('מוצרי פשתן');
    await page.getByRole('button', { name: 'Create category' }).click();
    await toast('Category “Linen goods” created.');
    const moveUp = page.getByRole('button', { name: 'Move Linen goods up' });
    await moveUp.waitFor();
    // Up with the keyboard until it is first.
    for (let guard = 0; guard < 20 && (await moveUp.isEnabled()); guard++) {
      const saved = page.waitForResponse((r) => r.url().includes('/categories/batch'));
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await saved;
      await page.getByRole('button', { name: 'Move Linen goods up' }).waitFor();
    }
    expect(await moveUp.isDisabled()).toBe(true);
    const first = page.locator('.category-tree__name').first();
    expect(await first.textContent()).toBe('Linen goods');

    await expect
      .poll(async () => {
        await page.goto(`${server.url}/`);
        return page.locator('.mega-menu__name').first().textContent();
      })
      .toBe('Linen goods');
    await page.goto(`${server.url}/?lang=he`);
    expect(await page.locator('.mega-menu__name').first().textContent()).toBe('מוצרי פשתן');
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  });

  it("saves a colour term's swatch", async () => {
    await page.goto(`${server.url}/admin/attributes`);
    await page.getByRole('link', { name: 'Terms Colour' }).click();
    await page.getByRole('link', { name: 'New term' }).click();
    await page.getByRole('textbox', { name: /^Name\s*\(required\)$/ }).fill('Moss');
    await page.getByLabel('Colour code').fill('#5a6b3c');
    await page.getByRole('button', { name: 'Create term' }).click();
    await toast('Term “Moss” saved.');
    await page.getByText('#5a6b3c').waitFor();
  });

  it('deletes a term only once the owner confirms; the list no longer shows it', async () => {
    await page.getByRole('link', { name: 'Edit Moss' }).click();
    await page.getByRole('heading', { name: 'Edit term Moss' }).waitFor();
    await page.getByRole('button', { name: 'Delete term' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the term “Moss”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByText('#5a6b3c').count()).toBe(1);

    await page.getByRole('button', { name: 'Delete term' }).click();
    await confirm.getByRole('button', { name: 'Delete term' }).click();
    await toast('Term “Moss” deleted.');
    await expect.poll(() => page.getByText('#5a6b3c').count()).toBe(0);
  });

  it('writes a post in both languages, previews the draft, publishes it and /blog shows it', async () => {
    await page.goto(`${server.url}/admin/posts`);
    await page.getByRole('link', { name: 'New post' }).first().click();
    await page.getByLabel('Title', { exact: true }).fill('Linen through the seasons');
    await page.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('Wash it cool, dry it flat, and it lasts for years.');
    await page.getByLabel('Title in Hebrew').fill('פשתן לאורך העונות');
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast('Post saved.');
    await page.waitForURL((url) => /^\/admin\/posts\/[^/]+$/.test(url.pathname));

    const preview = page.getByRole('link', { name: /^Preview/ });
    expect(await preview.getAttribute('href')).toBe('/blog/linen-through-the-seasons?preview=1');
    const draftPage = await context.newPage();
    await draftPage.goto(`${server.url}/blog/linen-through-the-seasons?preview=1`);
    await draftPage.getByText('Preview: this post is not live yet.').waitFor();
    expect(await draftPage.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Linen through the seasons',
    );
    const hidden = await draftPage.goto(`${server.url}/blog/linen-through-the-seasons`);
    expect(hidden?.status()).toBe(404);

    await page.getByRole('radio', { name: 'Published: shown now' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast('Post published.');
    await page.getByRole('link', { name: /^View on the shop/ }).waitFor();

    await draftPage.goto(`${server.url}/blog`);
    await draftPage.getByRole('link', { name: 'Linen through the seasons' }).first().waitFor();
    await draftPage.goto(`${server.url}/blog/linen-through-the-seasons?lang=he`);
    expect(await draftPage.getByRole('heading', { level: 1 }).textContent()).toBe(
      'פשתן לאורך העונות',
    );
    await draftPage.close();
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  }, 60_000);

  it("tells a second owner editing a post that it changed, and keeps the first owner's words", async () => {
    await page.goto(`${server.url}/admin/posts?search=seasons`);
    await page.getByRole('link', { name: 'Linen through the seasons' }).click();
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    const editorUrl = page.url();
    const other = await context.newPage();
    await other.goto(editorUrl);
    await other.getByLabel('Title', { exact: true }).fill('Linen, season by season');
    await other.getByRole('button', { name: 'Update' }).click();
    await other.getByRole('region', { name: 'Notifications' }).getByText('Post saved.').waitFor();
    await other.close();

    await title.fill('Linen for every season');
    await page.getByRole('button', { name: 'Update' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await title.inputValue()).toBe('Linen for every season');
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue())
      .toBe('Linen, season by season');
  });

  it('passes an axe scan on every page, in English and Hebrew, wide and on a phone', async () => {
    const pages: Array<[string, string]> = [
      ['/admin/categories', '.category-tree__name'],
      ['/admin/categories?new=1', '.category-form input'],
      ['/admin/attributes', '.admin-attributes__name'],
      ['/admin/media', '.media-library__tile'],
      ['/admin/media?view=list', '.media-library__table'],
      ['/admin/posts', '.admin-posts__table'],
      ['/admin/posts/new', '.rich-text__content, .ProseMirror'],
    ];
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, ready] of pages) {
          await page.goto(`${server.url}${path}`);
          await page.locator(ready).first().waitFor();
          expect(await violations(page), `${lang} ${width} ${path}`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${lang} ${width} ${path}`).toBeLessThanOrEqual(0);
        }
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 240_000);
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
