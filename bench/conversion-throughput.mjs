// The conversion call (POST /api/display/conversion/{viewer_id}) against its budget: p99 under
// 50 ms at 50 connections, on SQLite and on PostgreSQL. Each request is a real lead (every field
// re-checked, the lead and its webhook outbox row written in one transaction) from one of 200
// recorded views; the site has a webhook endpoint (a local receiver answering 200) so the outbox
// runs as it would in a shop. Server and load generator on different cores when taskset exists.
// Prints a table; exits 1 when the budget fails. BENCH_ENGINES (sqlite,postgres), BENCH_SECONDS (8).
import http from 'node:http';
import autocannon from 'autocannon';
import {
  conversionRequest,
  pinLoadGenerator,
  recordViews,
  requireBuild,
  seedLeadSite,
  startServer,
  stopServer,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_P99_MS = 50;
const VIEWS = 200;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

requireBuild();
pinLoadGenerator();

async function receiver() {
  let count = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/hook`, count: () => count };
}

async function benchEngine(engine, databaseUrl) {
  const hook = await receiver();
  const server = await startServer({ databaseUrl });
  try {
    const site = await seedLeadSite(server.url, hook.url);
    const views = await recordViews(server.url, site, VIEWS);
    let n = 0;
    const load = (seconds) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            setupRequest: (request) => {
              n += 1;
              const { path, body } = conversionRequest(site, views[n % VIEWS], n);
              return { ...request, path, body };
            },
          },
        ],
      });
    await load(2); // warm-up
    const result = await load(SECONDS);
    return {
      engine,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      sent: result.requests.total,
      delivered: hook.count(),
    };
  } finally {
    await stopServer(server.child);
    hook.server.close();
  }
}

const rows = [];
for (const engine of engines) {
  if (engine === 'postgres') {
    const row = await withPostgresDatabase((url) => benchEngine(engine, url));
    rows.push(row.skipped ? { engine, skipped: row.skipped } : row);
  } else {
    rows.push(await benchEngine(engine));
  }
}

console.log(
  `\nConversion call, ${CONNECTIONS} connections, ${SECONDS} s (budget: p99 < ${MAX_P99_MS} ms)\n`,
);
console.log(
  '| engine | req/s | p50 ms | p99 ms | non-2xx | webhooks delivered during the run | budget |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
let failed = false;
for (const row of rows) {
  if (row.skipped) {
    console.log(`| ${row.engine} | skipped: ${row.skipped} | | | | | |`);
    continue;
  }
  const ok = row.p99 < MAX_P99_MS && row.non2xx === 0;
  failed ||= !ok;
  console.log(
    `| ${row.engine} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.delivered} of ${row.sent} | ${ok ? 'ok' : 'FAILED'} |`,
  );
}
process.exit(failed ? 1 : 0);
