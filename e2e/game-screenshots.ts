// Screenshots of the popup games (spin wheel, gift box, scratch card): waiting, playing and their
// result, at 1280 and 390 px, in English and Hebrew, for a person to look at (not a test). Run
// against a built server started by hand (owner password pinwheel-test-pw):
//   npx tsx e2e/game-screenshots.ts http://127.0.0.1:3911 /tmp/game-shots
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';
import { startHostSite } from './harness/host-site.ts';
import { popupMotionAt, popupMotionSettled } from './harness/popup-motion.ts';
import type { PopupFields } from './harness/owner-api.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';

const [base = 'http://127.0.0.1:3911', out = '/tmp/game-shots'] = process.argv.slice(2);
await mkdir(out, { recursive: true });

const prizes = (lang: 'en' | 'he'): NonNullable<PopupFields['gamified_prize']> => [
  {
    prize_id: 'p1',
    is_winner: 1,
    label: lang === 'he' ? '10% הנחה' : '10% off',
    code: 'SPIN10',
    chances: 0,
  },
  {
    prize_id: 'p2',
    is_winner: 1,
    label: lang === 'he' ? 'משלוח חינם' : 'Free shipping',
    code: 'SPINSHIP',
    chances: 100,
  },
  {
    prize_id: 'p3',
    is_winner: 1,
    label: lang === 'he' ? '20% הנחה' : '20% off',
    code: 'SPIN20',
    chances: 0,
  },
  { prize_id: 'p4', is_winner: 0, label: lang === 'he' ? 'לא הפעם' : 'No luck', chances: 0 },
];

function game(format: `format_${number}`, lang: 'en' | 'he'): Partial<PopupFields> {
  const he = lang === 'he';
  return {
    poptin_type: 'gamified',
    poptin_format: format,
    poptin_size: { width: 600, height: 800 },
    display_after_sec_active: 0,
    wheel_has_coupon: 1,
    gamified_prize: prizes(lang),
    design: {
      theme: { background: '#1e1b4b', text: '#ffffff', accent: '#facc15', align: 'center' },
      blocks: [
        { type: 'heading', text: he ? 'סובבו וזכו!' : 'Spin the wheel!', level: 1 },
        {
          type: 'text',
          text: he ? 'הכניסו את האימייל כדי לשחק.' : 'Enter your email to play.',
        },
        {
          type: 'form',
          fields: [{ kind: 'email', label: he ? 'אימייל' : 'Email address', required: true }],
          submit_label: he ? 'לשחק' : 'Play',
        },
      ],
    },
    design_properties: { poptin_location: 'center' },
  };
}

/** The owner's session (cookie and nonce), to make one site per game with the owner API. */
async function ownerSession() {
  const session = await fetch(`${base}/api/session`);
  const { nonce } = (await session.json()) as { nonce: string };
  let cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce, cookie },
      body: JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length) cookie = [cookie, ...set].join('; ');
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await call('POST', '/api/session', {
    email: 'owner@pinwheel.local',
    password: 'pinwheel-test-pw',
  });
  return {
    async siteWith(name: string, popup: Partial<PopupFields>) {
      const { site } = await call('POST', '/api/admin/sites', { name });
      await call('POST', `/api/admin/sites/${site.id}/popups`, {
        status: 'live',
        popup: { poptin_name: name, poptin_target: 'lead', ...popup },
      });
      return { clientId: site.client_id as string };
    },
  };
}

const owner = await ownerSession();
const host = await startHostSite();
const browser = await chromium.launch(chromiumOptions);
const shot = (page: Page, name: string) => page.screenshot({ path: `${out}/${name}.png` });
try {
  for (const lang of ['en', 'he'] as const) {
    for (const [kind, format] of [
      ['wheel', 'format_1'],
      ['gift', 'format_3'],
      ['scratch', 'format_2'],
    ] as const) {
      const { clientId } = await owner.siteWith(`${kind}-${lang}`, game(format, lang));
      host.page(`/${kind}-${lang}`, widgetHostPage({ serverUrl: base, clientId }));
      for (const width of [1280, 390]) {
        const context = await browser.newContext({
          viewport: { width, height: 860 },
          locale: lang === 'he' ? 'he-IL' : 'en-US',
        });
        const page = await context.newPage();
        await page.goto(`${host.url}/${kind}-${lang}`);
        const dialog = page.locator('pinwheel-popup [role="dialog"]');
        await dialog.waitFor();
        await popupMotionSettled(page);
        const name = `${kind}-${lang}-${width}`;
        await shot(page, `${name}-1-waiting`);
        await dialog.locator('input[type=email]').fill(`${name}@shots.test`);
        await dialog.locator('button[type=submit]').click();
        if (kind === 'scratch') {
          const cover = dialog.locator('canvas.scratch-cover.active');
          await cover.waitFor();
          const box = (await cover.boundingBox())!;
          await page.mouse.move(box.x + 10, box.y + box.height * 0.4);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 20 });
          await page.mouse.up();
          await shot(page, `${name}-2-playing`);
        } else {
          // Mid-play: the wheel well into its spin, the box's lid on its way up.
          await popupMotionAt(page, kind === 'wheel' ? 2500 : 600);
          await shot(page, `${name}-2-playing`);
        }
        await dialog.locator('.game-result').waitFor({ timeout: 15_000 });
        await popupMotionSettled(page);
        await shot(page, `${name}-3-result`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await host.close();
}
