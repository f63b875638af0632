import { chromium } from 'playwright-core';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, width, lang] of [['leads-en', 1280, 'en'], ['leads-he-phone', 390, 'he']] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('Email').fill('owner@pinwheel.local');
  await page.getByLabel('Password').fill('secret-pass-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
  if (lang === 'he') { await page.getByRole('button', { name: 'עברית' }).click(); await page.waitForFunction(() => document.documentElement.dir === 'rtl'); }
  await page.goto(`${base}/admin/leads`);
  await page.locator('details summary').first().click();
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
  await page.goto(`${base}/admin/integrations`);
  await page.locator('details summary').first().click().catch(() => {});
  await page.screenshot({ path: `/tmp/${name}-integrations.png`, fullPage: true });
}
await browser.close();
