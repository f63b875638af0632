// What the leads benches share: the built server started on a data dir or a PostgreSQL database,
// a fresh PostgreSQL database per run, the owner API sign-in, a site with a lead popup, views
// recorded through the widget's viewed call, and the conversion request as the widget sends it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_ENTRY: another build's main.js (a copy of an earlier dist), to measure a change
// before and after in turns under the same conditions.
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
const PASSWORD = 'bench password 123';
export const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function requireBuild() {
  if (!fs.existsSync(serverEntry)) {
    console.error(`${serverEntry} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// Two or more cores: servers on core 0, the load generator on core 1.
const canPin =
  os.availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
export function pinLoadGenerator() {
  if (canPin) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

async function waitFor(url, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('server exited');
    if (Date.now() - started > 30_000) throw new Error(`${url} not ready within 30 s`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the built server; `port` and `dataDir` again for a restart on the same data. */
export async function startServer({ databaseUrl, port, dataDir, env = {} } = {}) {
  const chosenPort = port ?? (await freePort());
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-bench-leads-'));
  // BENCH_SERVER_NODE_ARGS passes node flags (such as --cpu-prof) to the server, as in display-throughput.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, serverEntry];
  const [command, commandArgs] = canPin
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DISPLAY_EVENTS_PER_MINUTE: '0',
      // All load comes from 127.0.0.1 at thousands of writes a second (adds, orders, conversions):
      // far past the per-address limits a shop keeps for its visitors (README: VISITOR_WRITE_LIMITS).
      VISITOR_WRITE_LIMITS: 'off',
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_EMAIL: 'owner@pinwheel.local',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${chosenPort}`;
  await waitFor(`${url}/readyz`, child);
  return { child, url, port: chosenPort, dataDir: dir };
}

export function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Runs `run(url)` on a fresh PostgreSQL database; answers { skipped } when there is none. */
export async function withPostgresDatabase(run) {
  const name = `pinwheel_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${pgUrl}: ${error.message}` };
  }
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A new visitor's cookie and nonce, as a shop page hands them to its scripts. */
export async function visitorSession(url) {
  const session = await fetch(`${url}/api/session`);
  const { nonce } = await session.json();
  const cookie = session.headers
    .getSetCookie()
    .map((pair) => pair.split(';')[0])
    .join('; ');
  return { cookie, nonce };
}

/** The signed-in owner's cookie and nonce, as the dashboard calls the owner API with them. */
export async function ownerHeaders(url) {
  const session = await fetch(`${url}/api/session`);
  const { nonce } = await session.json();
  const browser = session.headers.getSetCookie().map((c) => c.split(';')[0]);
  const signedIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: browser.join('; '),
      'x-pinwheel-nonce': nonce,
    },
    body: JSON.stringify({ email: 'owner@pinwheel.local', password: PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
  const cookies = [...browser, ...signedIn.headers.getSetCookie().map((c) => c.split(';')[0])];
  return {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-pinwheel-nonce': nonce,
  };
}

/**
 * The demo wheel's prizes (issue 24): codes that are demo coupons, drawn on the server by these
 * chances when a lead is stored.
 */
export const BENCH_PRIZES = [
  { prize_id: 'p1', is_winner: 1, label: '10% off', code: 'SPIN10', chances: 30 },
  { prize_id: 'p2', is_winner: 1, label: 'Free shipping', code: 'SPINSHIP', chances: 30 },
  { prize_id: 'p3', is_winner: 1, label: '20% off', code: 'SPIN20', chances: 10 },
  { prize_id: 'p4', is_winner: 0, label: 'No luck', chances: 30 },
];

/**
 * A site with one lead popup (name, required email, phone); optionally a webhook endpoint. With
 * `game`, the popup is a spin wheel whose every lead draws a prize.
 */
export async function seedLeadSite(url, webhookUrl, { game = false } = {}) {
  const headers = await ownerHeaders(url);
  const post = async (pathname, body) => {
    const response = await fetch(`${url}${pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { site } = await post('/api/admin/sites', { name: 'Bench leads' });
  const { popup } = await post(`/api/admin/sites/${site.id}/popups`, {
    status: 'live',
    popup: {
      poptin_name: 'Bench lead form',
      poptin_target: 'lead',
      poptin_type: game ? 'gamified' : 'lightbox',
      poptin_format: 'format_1',
      poptin_size: { width: 800, height: 500 },
      design_properties: {},
      ...(game ? { gamified_prize: BENCH_PRIZES, wheel_has_coupon: 1 } : {}),
      design: {
        blocks: [
          {
            type: 'form',
            fields: [
              { kind: 'name', label: 'Name' },
              { kind: 'email', label: 'Email', required: true },
              { kind: 'phone', label: 'Phone' },
            ],
            submit_label: 'Join',
          },
        ],
      },
    },
  });
  if (webhookUrl) await post(`/api/admin/sites/${site.id}/webhooks`, { url: webhookUrl });
  return { clientId: site.client_id, popupId: popup.id };
}

/** Records one view per viewer, 50 at a time; answers [{ viewer, viewId }]. */
export async function recordViews(url, site, count) {
  const views = [];
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 50); i++) batch.push(recordView(url, site, i));
    views.push(...(await Promise.all(batch)));
  }
  // The recorder writes views within a quarter second.
  await new Promise((resolve) => setTimeout(resolve, 600));
  return views;
}

async function recordView(url, site, i) {
  const viewer = `bench-viewer-${i}`;
  const response = await fetch(`${url}/api/display/viewed/${site.popupId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: site.clientId,
      viewer_id: viewer,
      type: 'lightbox',
      trigger: 'delay',
    }),
  });
  return { viewer, viewId: (await response.json()).poptin_view_id };
}

/** The conversion call's path and form body for one view, as the widget sends it. */
export function conversionRequest(site, view, n) {
  return {
    path: `/api/display/conversion/${view.viewer}`,
    body: new URLSearchParams({
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: view.viewId,
      url: 'https://shop.example/sale?utm_source=bench',
      referrer: 'https://search.example/',
      visitor: 'desktop',
      browser_language: 'en-US',
      operating_system: 'Linux',
      trigger: 'delay',
      checkbox_checked: '1',
      name: 'Dana Levi',
      email: `dana${n}@acme-bench.example`,
      phone: '+1 201 555 0123',
      newExtraFields: JSON.stringify([
        { type: 'name', name: 'name' },
        { type: 'email', name: 'email' },
        { type: 'phone', name: 'phone' },
      ]),
    }).toString(),
  };
}
