// The oversell race (issue 15 budget): 50 shoppers check out at once for the last 5 units of a
// product, each from a browser of its own (session cookie and nonce), on SQLite and PostgreSQL.
// Exactly 5 orders must be placed, the stock must end at 0, and each of the other 45 must hear a
// clear "sold out" answer (409 out_of_stock with the product named), not an error. Prints a table;
// exits 1 when any of that fails. BENCH_ENGINES (sqlite,postgres), BENCH_BUYERS (50), BENCH_UNITS (5).
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  requireBuild,
  startServer,
  stopServer,
  visitorSession,
  withPostgresDatabase,
} from './harness/leads-bench.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const UNITS = Number(process.env.BENCH_UNITS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
/** A demo stoneware mug: its stock is set to the last units before the race. */
const VARIATION = 45000000002;
const SOLD_OUT = /sold out|Only \d+ left/;

requireBuild();

const details = {
  billing_email: 'racer@buyer.example',
  billing_phone: '+1 555 0100',
  billing_first_name: 'Race',
  billing_last_name: 'Buyer',
  billing_country: 'US',
  billing_state: 'CA',
  billing_address_1: '1 Main St',
  billing_city: 'Springfield',
  shipping_method: 'flat_rate',
  payment_method: 'cash_on_delivery',
  lines: [{ variation_id: VARIATION, quantity: 1 }],
};

/** The shop's database, as the server sees it: one statement at a time, for setup and checks. */
function database(engine, server, databaseUrl) {
  if (engine === 'sqlite') {
    const db = new SQLite(path.join(server.dataDir, 'pinwheel.sqlite'));
    return {
      run: async (text, values) => db.prepare(text).run(...values),
      one: async (text, values) => db.prepare(text).get(...values),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  const ready = client.connect();
  const numbered = (text) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    run: async (text, values) => (await ready, client.query(numbered(text), values)),
    one: async (text, values) => (
      await ready,
      (await client.query(numbered(text), values)).rows[0]
    ),
    close: () => client.end(),
  };
}

async function race(engine, databaseUrl) {
  const server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}) });
  const db = database(engine, server, databaseUrl);
  try {
    await db.run('update catalog_variations set stock = ?, is_in_stock = 1 where id = ?', [
      UNITS,
      VARIATION,
    ]);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, () => visitorSession(server.url)),
    );
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map(async ({ cookie, nonce }) => {
        const response = await fetch(`${server.url}/api/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-pinwheel-nonce': nonce },
          body: JSON.stringify(details),
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    const ms = performance.now() - started;
    const placed = answers.filter((a) => a.status === 201).length;
    const told = answers.filter(
      (a) =>
        a.status === 409 &&
        a.body.error?.code === 'out_of_stock' &&
        SOLD_OUT.test(a.body.error.message) &&
        a.body.error.message.includes('Stoneware Mug'),
    ).length;
    const other = answers.filter((a) => a.status !== 201 && a.status !== 409);
    const stock = Number(
      (await db.one('select stock from catalog_variations where id = ?', [VARIATION])).stock,
    );
    const orders = Number(
      (await db.one('select count(*) as n from orders_lines where variation_id = ?', [VARIATION]))
        .n,
    );
    return { engine, placed, told, other: other.length, stock, orders, ms, sample: other[0] };
  } finally {
    await db.close();
    await stopServer(server.child);
  }
}

const rows = [];
for (const engine of engines) {
  if (engine === 'postgres') {
    const result = await withPostgresDatabase((url) => race('postgres', url));
    if (result.skipped) {
      console.log(`postgres: skipped (${result.skipped})`);
      rows.push({ engine, skipped: true });
    } else rows.push(result);
  } else rows.push(await race(engine));
}

console.log(`\n${BUYERS} buyers at once for the last ${UNITS} units\n`);
console.log(
  '| engine   | orders placed | told "sold out" | other answers | stock after | order lines | time    | verdict |',
);
console.log(
  '| -------- | ------------- | --------------- | ------------- | ----------- | ----------- | ------- | ------- |',
);
let failed = false;
for (const row of rows) {
  if (row.skipped) {
    console.log(`| ${row.engine.padEnd(8)} | skipped: PostgreSQL unreachable |`);
    continue;
  }
  const ok =
    row.placed === UNITS &&
    row.orders === UNITS &&
    row.stock === 0 &&
    row.told === BUYERS - UNITS &&
    row.other === 0;
  failed ||= !ok;
  console.log(
    `| ${row.engine.padEnd(8)} | ${String(row.placed).padStart(13)} | ${String(row.told).padStart(15)} | ${String(row.other).padStart(13)} | ${String(row.stock).padStart(11)} | ${String(row.orders).padStart(11)} | ${`${Math.round(row.ms)} ms`.padStart(7)} | ${ok ? 'met' : 'FAILED'}  |`,
  );
  if (row.sample) console.log('  first other answer:', JSON.stringify(row.sample).slice(0, 300));
}
if (failed) {
  console.error(
    `\nFailed: expected exactly ${UNITS} orders, stock 0 and ${BUYERS - UNITS} buyers told it sold out.`,
  );
  process.exit(1);
}
