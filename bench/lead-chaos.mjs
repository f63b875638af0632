// The chaos run (issue 13): 5,000 conversions sent while the server is killed with SIGKILL and
// started again midway, on the same data. Afterwards every conversion that got a 2xx answer must
// be in the database, and every stored lead must reach the local webhook receiver: exactly once
// by delivery id (what a receiver that remembers Pinwheel-Delivery-Id processes). Raw repeats of
// a delivery id are counted too: a process killed after a receiver got a lead but before it
// recorded the success sends it again when its lease ends (at-least-once; the id lets receivers
// drop the repeat). On SQLite and PostgreSQL. Exits 1 when a lead is lost or undelivered.
// BENCH_ENGINES (sqlite,postgres), BENCH_CHAOS_CONVERSIONS (5000).
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  conversionRequest,
  recordViews,
  requireBuild,
  seedLeadSite,
  startServer,
  stopServer,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const TOTAL = Number(process.env.BENCH_CHAOS_CONVERSIONS ?? 5000);
const CONCURRENCY = 20;
const VIEWS = 100;
/** The outbox's lease (webhook-outbox.ts): a killed process's claims come back after it. */
const DELIVERY_WAIT_MS = 90_000;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

requireBuild();

async function receiver() {
  const byLead = new Map();
  const deliveryIds = new Set();
  let requests = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests += 1;
      const id = request.headers['pinwheel-delivery-id'];
      if (!deliveryIds.has(id)) {
        deliveryIds.add(id);
        const leadId = JSON.parse(body).lead.id;
        byLead.set(leadId, (byLead.get(leadId) ?? 0) + 1);
      }
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${server.address().port}/hook`,
    byLead,
    requests: () => requests,
  };
}

async function storedLeadIds(engine, dataDir, databaseUrl) {
  if (engine === 'sqlite') {
    const db = new SQLite(path.join(dataDir, 'pinwheel.sqlite'), { readonly: true });
    try {
      return new Set(db.prepare('select id from leads').pluck().all());
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return new Set((await client.query('select id from leads')).rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

async function chaos(engine, databaseUrl) {
  const hook = await receiver();
  const env = { WEBHOOK_FIRST_RETRY_MS: '500' };
  let server = await startServer({ databaseUrl, env });
  const { port, dataDir } = server;
  const site = await seedLeadSite(server.url, hook.url);
  const views = await recordViews(server.url, site, VIEWS);
  const acknowledged = [];
  let refused = 0;
  let sent = 0;
  let restarting = null;
  const started = Date.now();

  async function worker() {
    for (;;) {
      const n = sent++;
      if (n >= TOTAL) return;
      if (n === Math.floor(TOTAL / 2) && !restarting) {
        // Midway: kill without warning, and start again on the same data and port.
        restarting = (async () => {
          await stopServer(server.child, 'SIGKILL');
          server = await startServer({ databaseUrl, env, port, dataDir });
        })();
      }
      const { path: pathname, body } = conversionRequest(site, views[n % VIEWS], n);
      // While the server is down a visitor's conversion gets no answer (no promise was made); the
      // bench tries it again for a while, as a visitor clicking again would.
      for (let attempt = 0; attempt < 100; attempt++) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          const text = await response.text();
          if (response.ok) acknowledged.push(JSON.parse(text).conversion_id);
          else refused += 1;
          break;
        } catch {
          if (attempt === 99) refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await restarting;
  const sendSeconds = (Date.now() - started) / 1000;

  const stored = await storedLeadIds(engine, dataDir, databaseUrl);
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  const until = Date.now() + DELIVERY_WAIT_MS;
  while (Date.now() < until && [...stored].some((id) => !hook.byLead.has(id))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const undelivered = [...stored].filter((id) => !hook.byLead.has(id)).length;
  const twice = [...hook.byLead.values()].filter((count) => count > 1).length;
  const result = {
    engine,
    acknowledged: acknowledged.length,
    refused,
    stored: stored.size,
    lost,
    undelivered,
    twice,
    repeats: hook.requests() - [...hook.byLead.values()].reduce((a, b) => a + b, 0),
    sendSeconds,
    deliverSeconds: (Date.now() - started) / 1000,
  };
  await stopServer(server.child);
  hook.server.close();
  return result;
}

const rows = [];
for (const engine of engines) {
  if (engine === 'postgres') {
    const row = await withPostgresDatabase((url) => chaos(engine, url));
    rows.push(row.skipped ? { engine, skipped: row.skipped } : row);
  } else {
    rows.push(await chaos(engine));
  }
}

console.log(`\nChaos: ${TOTAL} conversions, SIGKILL and restart midway\n`);
console.log(
  '| engine | 2xx | no answer or refused | stored | 2xx lost | undelivered | leads delivered twice | repeated delivery ids | sent in s | all delivered in s | result |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
let failed = false;
for (const row of rows) {
  if (row.skipped) {
    console.log(`| ${row.engine} | skipped: ${row.skipped} | | | | | | | | | |`);
    continue;
  }
  const ok = row.lost === 0 && row.undelivered === 0 && row.twice === 0;
  failed ||= !ok;
  console.log(
    `| ${row.engine} | ${row.acknowledged} | ${row.refused} | ${row.stored} | ${row.lost} | ${row.undelivered} | ${row.twice} | ${row.repeats} | ${row.sendSeconds.toFixed(1)} | ${row.deliverSeconds.toFixed(1)} | ${ok ? 'ok' : 'FAILED'} |`,
  );
}
process.exit(failed ? 1 : 0);
