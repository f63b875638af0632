// The analytics page's data at 1,000,000 popup views and 20,000 conversions, on SQLite and on
// PostgreSQL: the demo shop plus a history seeded by the database itself
// (bench/harness/seed-popup-history.ts; every view within the last 30 days, the page's default
// period, so each call counts all of them), then, signed in as the owner, each call the page makes
// timed one after another (the page's own pattern, not a load test): the analytics over 30 days
// in the owner's offset, the same for one popup, the popups list's performance, and the demo
// shop's A/B test results.
// Budget: p99 under 200 ms for each call on each engine. Prints a table; exits 1 over budget.
// BENCH_VIEWS (1000000), BENCH_CONVERSIONS (20000), BENCH_RUNS (30 a call), BENCH_ENGINES
// (sqlite,postgres), BENCH_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ownerHeaders,
  requireBuild,
  root,
  startServer,
  stopServer,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const CONVERSIONS = Number(process.env.BENCH_CONVERSIONS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAYS = 30;
const MAX_P99_MS = 200;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

requireBuild();

function seedHistory(databaseUrl) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const started = performance.now();
  const run = spawnSync(
    tsx,
    [
      path.join(root, 'bench/harness/seed-popup-history.ts'),
      databaseUrl,
      String(VIEWS),
      String(CONVERSIONS),
      String(DAYS),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('seeding the popup history failed');
  return (performance.now() - started) / 1000;
}

async function restOwnerHeaders(url) {
  const owner = await ownerHeaders(url);
  const answer = await fetch(`${url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
    headers: { cookie: owner.cookie },
  });
  if (!answer.ok) throw new Error(`rest-nonce answered ${answer.status}`);
  return { cookie: owner.cookie, 'x-wp-nonce': await answer.text() };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(url, headers) {
  const times = [];
  let body;
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    body = await answer.json();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

async function benchEngine(engine, databaseUrl) {
  let server = await startServer({ databaseUrl });
  const { port, dataDir } = server;
  await stopServer(server.child);
  const seconds = seedHistory(databaseUrl ?? `sqlite:${path.join(dataDir, 'pinwheel.sqlite')}`);
  server = await startServer({ databaseUrl, port, dataDir });
  const rows = [];
  try {
    const headers = await restOwnerHeaders(server.url);
    const before = new Date();
    const after = new Date(before.getTime() - DAYS * 86_400_000);
    const period = `after=${encodeURIComponent(after.toISOString())}&before=${encodeURIComponent(before.toISOString())}`;
    const api = `${server.url}/wp-json/pinwheel/v1/popups`;
    const overall = await time(`${api}/analytics?${period}&utc_offset=120`, headers);
    rows.push({ engine, call: `analytics, ${DAYS} days, every popup`, ...overall });
    const tested = overall.body.by_popup.find((popup) => popup.ab_test);
    const busiest = overall.body.by_popup[0];
    rows.push({
      engine,
      call: `analytics, ${DAYS} days, one popup`,
      ...(await time(`${api}/analytics?${period}&utc_offset=120&popup=${busiest.id}`, headers)),
    });
    rows.push({
      engine,
      call: `performance (popups list), ${DAYS} days`,
      ...(await time(`${api}/performance?${period}`, headers)),
    });
    rows.push({
      engine,
      call: 'A/B results, all time',
      ...(await time(`${api}/${tested.ab_test}/ab`, headers)),
    });
    rows.at(0).counted =
      `${overall.body.totals.views} views, ${overall.body.totals.conversions} conversions`;
  } finally {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, seconds };
}

const rows = [];
const notes = [];
for (const engine of engines) {
  const run =
    engine === 'postgres'
      ? await withPostgresDatabase((url) => benchEngine(engine, url))
      : await benchEngine(engine);
  if (run.skipped) {
    notes.push(`${engine} skipped: ${run.skipped}`);
    continue;
  }
  rows.push(...run.rows);
  notes.push(
    `${engine}: ${VIEWS} views and ${CONVERSIONS} conversions seeded in ${run.seconds.toFixed(1)} s (${run.rows[0].counted} counted in the period)`,
  );
}

console.log(
  `\nThe analytics page's data at ${VIEWS} views and ${CONVERSIONS} conversions (all in the last ${DAYS} days), ${RUNS} calls each, one at a time (budget: p99 < ${MAX_P99_MS} ms)\n`,
);
console.log('| engine | call | p50 ms | p99 ms | budget |');
console.log('| --- | --- | ---: | ---: | --- |');
let failed = false;
for (const row of rows) {
  const ok = row.p99 < MAX_P99_MS;
  failed ||= !ok;
  console.log(
    `| ${row.engine} | ${row.call} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${ok ? 'ok' : 'FAILED'} |`,
  );
}
notes.push(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
console.log(`\n${notes.join('\n')}`);
process.exit(failed ? 1 : 0);
