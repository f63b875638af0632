// The platform API's product list (GET /wp-json/wc/v3/products?per_page=100, WooCommerce's REST
// products) at 10,000 products, on SQLite and on PostgreSQL: the demo shop plus generated products
// (bench/harness/seed-catalog.ts, saved through the catalog as an owner's are), the owner signed in
// (cookie + X-WP-Nonce, as the dashboard calls it), loaded with autocannon at 10 connections: the
// first page (newest first) and a page deep in the list (page 50), for reference the same first
// page ordered by price and one filtered by category. Each page is 100 full products: categories,
// images, attributes, variations, bulk tiers, deposit plans and related ids, read with one query
// per table for the whole page.
// Budget: p99 under 50 ms for the first page on each engine. Server and load generator on
// different cores when taskset exists. Prints a table; exits 1 over budget.
// BENCH_PRODUCTS (10000), BENCH_SECONDS (5 per target), BENCH_ENGINES (sqlite,postgres),
// BENCH_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ownerHeaders,
  pinLoadGenerator,
  requireBuild,
  root,
  startServer,
  stopServer,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const MAX_P99_MS = 50;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const targets = [
  { label: 'first page, newest first', path: '/wp-json/wc/v3/products?per_page=100', judged: true },
  { label: 'page 50', path: '/wp-json/wc/v3/products?per_page=100&page=50' },
  { label: 'by price', path: '/wp-json/wc/v3/products?per_page=100&orderby=price&order=asc' },
  { label: 'one category', path: '/wp-json/wc/v3/products?per_page=100&category=cat-desk' },
];

requireBuild();

/** Adds the generated products while no server holds the database. */
function seedCatalog(databaseUrl) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const started = performance.now();
  const run = spawnSync(
    tsx,
    [path.join(root, 'bench/harness/seed-catalog.ts'), databaseUrl, String(PRODUCTS)],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`seeding ${PRODUCTS} products failed`);
  return (performance.now() - started) / 1000;
}

/** The owner as the platform API takes them: the session cookie and a WordPress nonce. */
async function restOwnerHeaders(url) {
  const owner = await ownerHeaders(url);
  const answer = await fetch(`${url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
    headers: { cookie: owner.cookie },
  });
  if (!answer.ok) throw new Error(`rest-nonce answered ${answer.status}`);
  return { cookie: owner.cookie, 'x-wp-nonce': await answer.text() };
}

async function load(url, pathName, headers) {
  const check = await fetch(`${url}${pathName}`, { headers });
  if (check.status !== 200) throw new Error(`${pathName} answered ${check.status}`);
  const items = (await check.json()).length;
  const total = Number(check.headers.get('x-wp-total'));
  const options = { url: `${url}${pathName}`, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    items,
    total,
  };
}

async function benchEngine(engine, databaseUrl) {
  // The first start migrates and seeds the demo shop; the products go in with the server down.
  let server = await startServer({ databaseUrl });
  const { port, dataDir } = server;
  await stopServer(server.child);
  const sqliteUrl = `sqlite:${path.join(dataDir, 'pinwheel.sqlite')}`;
  const seconds = seedCatalog(databaseUrl ?? sqliteUrl);
  pinLoadGenerator();
  server = await startServer({ databaseUrl, port, dataDir });
  const rows = [];
  try {
    const headers = await restOwnerHeaders(server.url);
    for (const target of targets) {
      rows.push({ engine, ...target, ...(await load(server.url, target.path, headers)) });
    }
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
  notes.push(`${engine}: ${PRODUCTS} products seeded in ${run.seconds.toFixed(1)} s`);
}

console.log(
  `\nPlatform API product list (GET /wp-json/wc/v3/products, 100 a page) at demo + ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s a target (budget: p99 < ${MAX_P99_MS} ms for the first page)\n`,
);
console.log('| engine | list | products (of total) | req/s | p50 ms | p99 ms | non-2xx | budget |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
let failed = false;
for (const row of rows) {
  const ok = row.non2xx === 0 && (!row.judged || row.p99 < MAX_P99_MS);
  failed ||= !ok;
  const verdict = row.judged || row.non2xx ? (ok ? 'ok' : 'FAILED') : 'reported';
  console.log(
    `| ${row.engine} | ${row.label}: \`${row.path}\` | ${row.items} (of ${row.total}) | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${verdict} |`,
  );
}
// Other work on the machine moves p99 most: say how busy it was.
notes.push(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
console.log(`\n${notes.join('\n')}`);
process.exit(failed ? 1 : 0);
