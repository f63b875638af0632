// Display-protocol throughput against its budgets, on SQLite and on PostgreSQL. Starts the built
// server (apps/server/dist/main.js; run `npm run build` first) on a fresh data dir or database,
// seeds a site with 20 live popups through the owner API, then loads with autocannon at 50
// connections, in alternating rounds so all see the same machine: a bare Fastify route answering
// a tiny constant JSON (the yardstick), POST /api/display/{clientId} through its Fastify route, the
// same call asking for gzip as every browser does, and GET {poptin_url} (a popup's content, as a
// first view fetches it; both for reference). Budget: the display call's server CPU per request at
// most 5x the yardstick's in the same run (user + system, from /proc: steadier than req/s on a busy
// machine), and its p99 under 25 ms. Then it loads POST /api/display/viewed/{id}, stops the server
// with SIGTERM and checks that every view id it acknowledged (2xx) is in the database. Server and
// load generator are pinned to different cores when taskset exists. Prints a table, and what a
// page view costs in bytes; exits 1 when a budget fails.
//
// BENCH_ENGINES: which engines to measure (default sqlite,postgres).
// BENCH_DATABASE_URL: the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/test);
// a fresh database is created there and dropped afterwards. BENCH_SECONDS: seconds per load (8).
// BENCH_SERVER_NODE_ARGS: extra node flags for the Pinwheel server only, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under this load (node refuses --cpu-prof in
// NODE_OPTIONS).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { freePort } from './harness/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const ROUNDS = 4;
const MAX_CPU_RATIO = 5;
const MAX_P99_MS = 25;
const POPUPS = 20;
const PASSWORD = 'bench password 123';
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!fs.existsSync(serverEntry)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

// Two or more cores: servers on core 0, this process (the load generator) on core 1.
const canPin =
  os.availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
if (canPin) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
const pinned = (command, args) =>
  canPin ? ['taskset', ['-c', '0', command, ...args]] : [command, args];

async function waitFor(url, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() - started > 30_000) throw new Error(`${url} not ready within 30 s`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

// The yardstick: bare Fastify answering a tiny constant JSON, what any Fastify route costs.
const bareServerSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBare() {
  const port = await freePort();
  const [command, args] = pinned(process.execPath, ['--input-type=module', '-e', bareServerSource]);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { child, url: `http://127.0.0.1:${port}` };
}

async function startPinwheel(extraEnv) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-bench-display-'));
  const [command, args] = pinned(process.execPath, [...serverNodeArgs, serverEntry]);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // LOG_LEVEL is left at its default (info): the bench measures what a shop runs. The limit
      // per address on event calls is off: the viewed load comes from one address, and measures
      // how views are stored, not how they are refused.
      DISPLAY_EVENTS_PER_MINUTE: '0',
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_EMAIL: 'owner@pinwheel.local',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`, child);
  return { child, url: `http://127.0.0.1:${port}`, dataDir };
}

/** Signs in through the owner API and answers headers for its writes. */
async function signIn(url) {
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
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookies = [...browser, ...signedIn.headers.getSetCookie().map((c) => c.split(';')[0])];
  return {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-pinwheel-nonce': nonce,
  };
}

// popup-schema.ts's popupTypes but mobile (this bench's visitors are on desktop, so a mobile popup
// would never be answered). A copy: this script runs as plain .mjs and cannot import .ts.
const types = [
  'lightbox',
  'gamified',
  'bar',
  'bside',
  'sside',
  'social',
  'browsing',
  'fullpage',
  'embedded',
  'content',
];

function benchPopup(index) {
  const type = types[index % types.length];
  return {
    poptin_name: `Bench popup ${index + 1}`,
    poptin_target: 'lead',
    poptin_type: type,
    poptin_format: `format_${(index % 3) + 1}`,
    poptin:
      `<div class="poptin-body"><h2 class="poptin-title">Offer number ${index + 1}</h2>` +
      '<p class="poptin-text">Join the list and take 10% off your first order.</p>' +
      '<form class="poptin-form"><input type="email" name="email" placeholder="Your email" required>' +
      '<button type="submit">Get my code</button></form></div>',
    poptin_size: { width: 800, height: 500 },
    x_close_button: 1,
    stop_showing_to_converted_users: 1,
    display_after_sec_active: index % 2 === 0 ? 5 : 'no',
    display_after_scroll_active: index % 3 === 0 ? 40 : 'no',
    display_after_exit_website_active: index % 4 === 0 ? 'yes' : 'no',
    d_f_a: { rule: 'display_once_every_few_days_3', days: 2 },
    show_on_pages: index % 5 === 0 ? [{ rule: 'start', value: '/products/' }] : undefined,
    hide_on_pages: [{ rule: 'start', value: '/checkout' }],
    engagement_with_other_poptin_filter_active: index % 6 === 0 ? 1 : 0,
    engagement_with_other_poptin_filter: 'dont_show|converted|other|any',
    design_properties: {
      poptin_location: 'center',
      poptin_design_close_options_type: 'closing_options-x',
      poptin_design_entry_effect: 'fadeIn',
      poptin_design_thank_screen: 1,
      poptin_design_thank_screen_auto_close_sec: 5,
      coupon: { code: `BENCH${index}`, coupon_type: 'percentage' },
    },
  };
}

async function seedSite(url) {
  const headers = await signIn(url);
  const created = await fetch(`${url}/api/admin/sites`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench shop', allowed_domains: ['shop.example'] }),
  });
  if (created.status !== 201) throw new Error(`creating the site failed: ${await created.text()}`);
  const { site } = await created.json();
  const popupIds = [];
  for (let i = 0; i < POPUPS; i++) {
    const response = await fetch(`${url}/api/admin/sites/${site.id}/popups`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ status: 'live', popup: benchPopup(i) }),
    });
    if (response.status !== 201)
      throw new Error(`creating a popup failed: ${await response.text()}`);
    popupIds.push((await response.json()).popup.id);
  }
  return { clientId: site.client_id, popupIds };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// The CPU time a process has used (user + system), in µs, from /proc; null where there is none.
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function cpuMicros(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks;
  } catch {
    return null;
  }
}

/**
 * Loads the targets in alternating rounds (a, b, c, a, b, c, …) for SECONDS each in total, so a
 * noisy neighbour on the machine slows all alike and their ratios stay fair. Answers per target
 * the requests per second over all rounds, the median of the rounds' p99 latencies, and the CPU
 * time its server (`pid`) spent per request: steadier than req/s on a busy machine, and it says
 * what one request costs.
 */
async function measureRounds(targets) {
  for (const { pid: _pid, ...target } of targets) {
    await load({ ...target, duration: WARMUP_SECONDS });
  }
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { pid, ...target }] of targets.entries()) {
      const before = cpuMicros(pid);
      const result = await load({ ...target, duration: SECONDS / ROUNDS });
      const after = cpuMicros(pid);
      rounds[i].push({ ...result, cpu: before === null || after === null ? null : after - before });
    }
  }
  const summary = (results) => {
    const p99s = results.map((r) => r.latency.p99).sort((x, y) => x - y);
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const cpu = results.some((r) => r.cpu === null)
      ? null
      : results.reduce((sum, r) => sum + r.cpu, 0);
    return {
      // Over the time the rounds really took: autocannon runs a fractional duration for longer.
      rps: requests / results.reduce((sum, r) => sum + r.duration, 0),
      p99: p99s[Math.floor(p99s.length / 2)],
      cpuPerRequest: cpu === null || requests === 0 ? null : cpu / requests,
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    };
  };
  return rounds.map(summary);
}

function displayRequest(url, clientId) {
  const cookies = JSON.stringify({
    visitor_id: 'bench-visitor-0001',
    seen: [],
    closed: [],
    converted: [],
    embedded: [],
    frequency: {},
  });
  const body = new URLSearchParams({
    domain: 'shop.example',
    referrer: 'https://www.google.com/',
    previous_url: 'https://shop.example/',
    cookies,
    triggers: 'delay,scroll,exit',
    if_mobile: '0',
    page_title: 'Ceramic mug',
    poptin_viewed_url: 'https://shop.example/products/ceramic-mug',
    previous_visited_pages: 'https://shop.example/|https://shop.example/collections/all',
    poptin_forms_id: '',
  }).toString();
  return {
    url: `${url}/api/display/${clientId}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  };
}

async function storedViewIds(engine, dataDir, databaseUrl) {
  if (engine === 'sqlite') {
    const db = new SQLite(path.join(dataDir, 'pinwheel.sqlite'), { readonly: true });
    try {
      return new Set(db.prepare('select id from popup_views').pluck().all());
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from popup_views');
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

async function withPostgresDatabase(run) {
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

async function benchEngine(engine, databaseUrl) {
  const server = await startPinwheel(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  let bare;
  try {
    const { clientId, popupIds } = await seedSite(server.url);
    const request = displayRequest(server.url, clientId);
    const check = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const answerText = await check.text();
    const answer = JSON.parse(answerText);
    if (answer.display !== 'allowed') throw new Error(`display refused: ${answerText}`);
    const bytes = Buffer.byteLength(answerText);
    bare = await startBare();
    // What a browser gets: it always asks for gzip.
    const gzipRequest = { ...request, headers: { ...request.headers, 'accept-encoding': 'gzip' } };
    const gzipCheck = await fetch(request.url, {
      method: 'POST',
      headers: gzipRequest.headers,
      body: request.body,
    });
    const gzipBytes = Number(gzipCheck.headers.get('content-length'));
    await gzipCheck.arrayBuffer();
    // Each popup's content, as a first view of it fetches it (then the browser keeps it a year).
    const contentSizes = [];
    for (const popup of answer.poptins) {
      const content = await fetch(new URL(popup.poptin_url, server.url), {
        headers: { 'accept-encoding': 'gzip' },
      });
      const raw = Buffer.from(await content.arrayBuffer());
      contentSizes.push(Number(content.headers.get('content-length') ?? raw.length));
    }
    const contentUrl = new URL(answer.poptins[0].poptin_url, server.url).href;
    const [tinyResult, displayResult, gzipResult, contentResult] = await measureRounds([
      { url: `${bare.url}/`, pid: bare.child.pid },
      { ...request, pid: server.child.pid },
      { ...gzipRequest, pid: server.child.pid },
      { url: contentUrl, headers: { 'accept-encoding': 'gzip' }, pid: server.child.pid },
    ]);
    await stop(bare.child);

    // viewed: keep every id the server acknowledged.
    const acknowledged = [];
    const viewBody = (i) =>
      JSON.stringify({
        client_id: clientId,
        viewer_id: `bench-visitor-${i}`,
        trigger: 'delay',
        type: 'lightbox',
        url: 'https://shop.example/products/ceramic-mug',
      });
    const viewedResult = await load({
      url: server.url,
      requests: [
        {
          method: 'POST',
          path: `/api/display/viewed/${popupIds[0]}`,
          headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
          body: viewBody(0),
          onResponse: (status, body) => {
            if (status >= 200 && status < 300) acknowledged.push(JSON.parse(body).poptin_view_id);
          },
        },
      ],
    });
    const exitCode = await stop(server.child);
    const stored = await storedViewIds(engine, server.dataDir, databaseUrl);
    const missing = acknowledged.filter((id) => !stored.has(id)).length;
    return {
      engine,
      tiny: tinyResult,
      display: { ...displayResult, popups: answer.poptins.length, bytes },
      gzip: { ...gzipResult, bytes: gzipBytes },
      content: { ...contentResult, sizes: contentSizes },
      viewed: {
        rps: viewedResult.requests.average,
        p99: viewedResult.latency.p99,
        acknowledged: acknowledged.length,
        missing,
        exitCode,
      },
    };
  } finally {
    if (bare) await stop(bare.child);
    await stop(server.child);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const rows = [];
let failed = false;
const micros = (result) =>
  result.cpuPerRequest === null || result.cpuPerRequest === undefined
    ? ''
    : Math.round(result.cpuPerRequest);
const record = (row, pass) => {
  rows.push({ ...row, result: pass ? 'pass' : 'FAIL' });
  if (!pass) failed = true;
};
/** A row for one load target; it passes when every answer was 2xx and `alsoPasses`. */
const recordLoad = (target, result, ratio, budget, alsoPasses = true) =>
  record(
    {
      target,
      'req/s': Math.round(result.rps),
      'p99 ms': result.p99,
      'CPU µs/req': micros(result),
      'CPU ratio': Number.isFinite(ratio) ? ratio.toFixed(2) : '',
      budget,
    },
    alsoPasses && result.non2xx === 0 && result.errors === 0,
  );

// BENCH_ENGINES=sqlite (or postgres) measures one engine, for quick comparisons while optimising.
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const outcomes = engines.includes('sqlite') ? [await benchEngine('sqlite')] : [];
if (engines.includes('postgres')) {
  const postgres = await withPostgresDatabase((url) => benchEngine('postgres', url));
  if (postgres.skipped) {
    console.log(`PostgreSQL: skipped (${postgres.skipped})`);
    failed = true;
  } else {
    outcomes.push(postgres);
  }
}

const cpuRatio = (result, yardstick) =>
  result.cpuPerRequest && yardstick.cpuPerRequest
    ? result.cpuPerRequest / yardstick.cpuPerRequest
    : Number.NaN;
const pageViewBytes = [];

for (const outcome of outcomes) {
  const { engine, tiny, display, gzip, content, viewed } = outcome;
  recordLoad(`bare Fastify GET, {"hello":"world"} (${engine} run)`, tiny, 1, 'yardstick (CPU)');
  const ratio = cpuRatio(display, tiny);
  recordLoad(
    `POST /api/display/{clientId} ${engine} (${display.popups} popups, ${(display.bytes / 1024).toFixed(1)} KB)`,
    display,
    ratio,
    `CPU <= ${MAX_CPU_RATIO}x and p99 < ${MAX_P99_MS} ms`,
    ratio <= MAX_CPU_RATIO && display.p99 < MAX_P99_MS,
  );
  recordLoad(
    `POST /api/display/{clientId} ${engine}, gzip as browsers ask (${(gzip.bytes / 1024).toFixed(1)} KB; for reference)`,
    gzip,
    cpuRatio(gzip, tiny),
    'what browsers get, shown, not judged',
  );
  recordLoad(
    `GET {poptin_url} ${engine}, one popup's content, gzip (for reference)`,
    content,
    cpuRatio(content, tiny),
    'a first view of a popup, shown, not judged',
  );
  const contentTotal = content.sizes.reduce((sum, size) => sum + size, 0);
  pageViewBytes.push({
    engine,
    'display answer (plain)': display.bytes,
    'display answer (gzip)': gzip.bytes,
    'content per popup (gzip, avg)': Math.round(contentTotal / content.sizes.length),
    'first view, all popups armed (gzip)': gzip.bytes + contentTotal,
  });
  record(
    {
      target: `POST /api/display/viewed ${engine} (${viewed.acknowledged} acknowledged, ${viewed.missing} missing)`,
      'req/s': Math.round(viewed.rps),
      'p99 ms': viewed.p99,
      'CPU µs/req': '',
      'CPU ratio': '',
      budget: 'every acknowledged view stored after SIGTERM',
    },
    viewed.missing === 0 && viewed.acknowledged > 0 && viewed.exitCode === 0,
  );
}

console.log(
  `${CONNECTIONS} connections; ${SECONDS} s per target in ${ROUNDS} alternating rounds after a ${WARMUP_SECONDS} s warm-up (p99: median of rounds); viewed: one ${SECONDS} s load${canPin ? '; servers on core 0, load generator on core 1' : '; not pinned (taskset missing or one core)'}`,
);
console.table(rows);
console.log('Bytes a page view costs on the wire (answer bodies; headers not counted):');
console.table(pageViewBytes);
if (failed) {
  console.error('A display budget failed.');
  process.exit(1);
}
