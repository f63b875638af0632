// Add to cart through Shopify's AJAX cart (POST /cart/add.js) against its budget: p99 under 30 ms
// at 50 connections, on SQLite and on PostgreSQL. Each request is one of 200 shoppers (each with
// its own cart cookie, made by a first add) adding one demo desk lamp: the variation is read from
// the catalog, the cart row locked and bumped, the line written and the added line answered.
// Server and load generator on different cores when taskset exists. Prints a table; exits 1 when
// the budget fails. BENCH_ENGINES (sqlite,postgres), BENCH_SECONDS (8).
import autocannon from 'autocannon';
import {
  pinLoadGenerator,
  requireBuild,
  startServer,
  stopServer,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_P99_MS = 30;
const SHOPPERS = 200;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

requireBuild();
pinLoadGenerator();

/** The demo desk lamp's variation id, as the shop's own listing hands it to its add forms. */
async function lampVariation(url) {
  const html = await (await fetch(`${url}/shop`)).text();
  const form =
    /<input type="hidden" name="id" value="(\d+)"\/?><input type="hidden" name="quantity" value="1"\/?><input type="hidden" name="product_id" value="prod-desk-lamp"/.exec(
      html,
    );
  if (!form) throw new Error('the demo desk lamp is not on /shop');
  return Number(form[1]);
}

/** One cart per shopper: the cookie its first add was answered with. */
async function shopperCookies(url, variationId) {
  const cookies = [];
  for (let i = 0; i < SHOPPERS; i += 1) {
    const response = await fetch(`${url}/cart/add.js`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: variationId, quantity: 1 }] }),
    });
    if (response.status !== 200) throw new Error(`first add answered ${response.status}`);
    const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    cookies.push(pairs.join('; '));
  }
  return cookies;
}

async function benchEngine(engine, databaseUrl) {
  const server = await startServer({ databaseUrl });
  try {
    const variationId = await lampVariation(server.url);
    const cookies = await shopperCookies(server.url, variationId);
    const body = JSON.stringify({ items: [{ id: variationId, quantity: 1 }] });
    let n = 0;
    const load = (seconds) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/cart/add.js',
            setupRequest: (request) => {
              n += 1;
              return {
                ...request,
                headers: { 'content-type': 'application/json', cookie: cookies[n % SHOPPERS] },
                body,
              };
            },
          },
        ],
      });
    await load(2); // warm-up
    const result = await load(SECONDS);
    const check = await fetch(`${server.url}/cart.js`, { headers: { cookie: cookies[0] } });
    const cart = await check.json();
    return {
      engine,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      sent: result.requests.total,
      firstCart: cart.item_count,
    };
  } finally {
    await stopServer(server.child);
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
  `\nAdd to cart (POST /cart/add.js), ${CONNECTIONS} connections, ${SECONDS} s, ${SHOPPERS} carts (budget: p99 < ${MAX_P99_MS} ms)\n`,
);
console.log(
  '| engine | req/s | p50 ms | p99 ms | non-2xx | items in one cart after the run | budget |',
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
    `| ${row.engine} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.firstCart} | ${ok ? 'ok' : 'FAILED'} |`,
  );
}
process.exit(failed ? 1 : 0);
