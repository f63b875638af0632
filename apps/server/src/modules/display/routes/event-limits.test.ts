// The per-address limit on the widget's event calls, as DISPLAY_EVENTS_PER_MINUTE and REDIS_URL
// set it: in one process and shared by two processes through Redis (TEST_REDIS_URL, by default
// the local one). How the limit counts (IPv6 by /64, the log line, Redis away) is
// plugins/rate-limit.test.ts's.
import { randomInt } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { DEMO_CLIENT_ID } from '../../sites/index.ts';
import { DEMO_POPUP_IDS } from '../demo-popups.ts';
import { requestDisplay } from '../testing/display-fixtures.ts';
import { expectRedisReachable, testRedisUrl } from '../../../testing/redis-reachable.ts';

const popupId = DEMO_POPUP_IDS.lightbox;
const redisUrl = testRedisUrl;

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function demoApp(settings: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp('sqlite', {}, settings);
  apps.push(t);
  await t.app.demo.seedIfEmpty();
  return t;
}

/** An address no earlier run has used (Redis keeps counts for a minute). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function viewed(t: TestApp, remoteAddress = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: `/api/display/viewed/${popupId}`,
    remoteAddress,
    payload: { client_id: DEMO_CLIENT_ID, viewer_id: 'visitor-1', type: 'lightbox' },
  });
}

async function viewStatuses(t: TestApp, count: number, remoteAddress?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await viewed(t, remoteAddress)).statusCode);
  return statuses;
}

describe('the limit on event calls', () => {
  it('answers 429 rate_limited, readable cross-origin, once an address is over it', async () => {
    const t = await demoApp({ DISPLAY_EVENTS_PER_MINUTE: '3' });
    expect(await viewStatuses(t, 3)).toEqual([200, 200, 200]);

    const refused = await viewed(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error.message).toMatch(/^Too many requests from this address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // Answers within the limit do not advertise it.
    expect((await viewed(t, '203.0.113.8')).headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('counts each address and each event call on its own, and never limits the display call', async () => {
    const t = await demoApp({ DISPLAY_EVENTS_PER_MINUTE: '2' });
    expect(await viewStatuses(t, 3)).toEqual([200, 200, 429]);
    expect(await viewStatuses(t, 1, '203.0.113.99')).toEqual([200]);

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/display/closed/${popupId}`,
      remoteAddress: '203.0.113.7',
      payload: { client_id: DEMO_CLIENT_ID, close_trigger: 'x_click' },
    });
    expect(closed.statusCode).toBe(200);

    for (let i = 0; i < 4; i++) {
      expect((await requestDisplay(t.app, DEMO_CLIENT_ID)).json().display).toBe('allowed');
    }
  });

  it('stores only the views it acknowledged', async () => {
    const t = await demoApp({ DISPLAY_EVENTS_PER_MINUTE: '2' });
    const answers = [await viewed(t), await viewed(t), await viewed(t)];
    const acknowledged = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    await t.app.close();
    const rows = await t.database.db.selectFrom('popup_views').select('id').execute();
    expect(rows.map((row) => row.id).sort()).toEqual(
      acknowledged.map((answer) => answer.poptin_view_id).sort(),
    );
  });

  it('is off at 0', async () => {
    const t = await demoApp({ DISPLAY_EVENTS_PER_MINUTE: '0' });
    expect(await viewStatuses(t, 5)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('the limit on event calls, shared through Redis', () => {
  beforeAll(() => expectRedisReachable(redisUrl));

  it('counts an address once across two processes', async () => {
    const settings = { DISPLAY_EVENTS_PER_MINUTE: '3', REDIS_URL: redisUrl };
    const [first, second] = [await demoApp(settings), await demoApp(settings)];
    const address = freshAddress();
    expect(await viewStatuses(first, 2, address)).toEqual([200, 200]);
    expect(await viewStatuses(second, 2, address)).toEqual([200, 429]);
    expect(await viewStatuses(first, 1, address)).toEqual([429]);
  });
});
