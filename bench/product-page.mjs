// Server render of a product page: p50 and p95 of 200 sequential requests for a variable product
// (the full document, as bots and first visits get it), on the demo catalog and on the demo plus
// 10,000 generated products (`--products=N` changes the count; 0 skips that run). Budgets (issue
// 14): p50 under 30 ms with the demo, under 60 ms with 10,000 products. Prints a table; exits 1
// over budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { freePort } from './harness/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = 200;
const WARMUP = 30;
const generated = Number(
  process.argv.find((arg) => arg.startsWith('--products='))?.split('=')[1] ?? 10_000,
);

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench password',
    },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 20_000) throw new Error('not ready within 20 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Copies the demo's linen shirt (with its variations, terms, pictures, category) `count` times. */
function seedProducts(dataDir, count) {
  const db = new Database(path.join(dataDir, 'pinwheel.sqlite'));
  const source = 'prod-linen-shirt';
  db.transaction(() => {
    const product = db.prepare('select * from catalog_products where id = ?').get(source);
    const variations = db
      .prepare('select * from catalog_variations where product_id = ?')
      .all(source);
    const images = db
      .prepare('select * from catalog_product_images where product_id = ?')
      .all(source);
    const terms = db
      .prepare('select * from catalog_product_terms where product_id = ?')
      .all(source);
    const categories = db
      .prepare('select * from catalog_product_categories where product_id = ?')
      .all(source);
    const insert = (table, row) =>
      db
        .prepare(
          `insert into ${table} (${Object.keys(row).join(',')}) values (${Object.keys(row)
            .map(() => '?')
            .join(',')})`,
        )
        .run(...Object.values(row));
    for (let n = 1; n <= count; n++) {
      const id = `bench-${n}`;
      insert('catalog_products', {
        ...product,
        id,
        slug: `bench-shirt-${n}`,
        title: `Bench Shirt ${n}`,
        featured: 0,
        created_at: product.created_at - n * 60_000,
        sales_count: n % 700,
      });
      variations.forEach((v, index) =>
        insert('catalog_variations', {
          ...v,
          id: 90_000_000_000 + n * 100 + index,
          product_id: id,
        }),
      );
      images.forEach((image, index) =>
        insert('catalog_product_images', { ...image, id: `${id}-img-${index}`, product_id: id }),
      );
      terms.forEach((term) => insert('catalog_product_terms', { ...term, product_id: id }));
      categories.forEach((c) => insert('catalog_product_categories', { ...c, product_id: id }));
    }
  })();
  db.close();
}

async function measure(url) {
  const times = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-language': 'en' } });
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

const rows = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-bench-product-'));
try {
  let server = await startServer(dataDir);
  const demo = await measure(`${server.url}/product/linen-shirt?attribute_color=navy`);
  rows.push({ catalog: 'demo (16 products)', ...demo, budget: 30 });
  await server.stop();
  if (generated > 0) {
    seedProducts(dataDir, generated);
    server = await startServer(dataDir);
    const large = await measure(`${server.url}/product/bench-shirt-${Math.ceil(generated / 2)}`);
    rows.push({ catalog: `demo + ${generated} products`, ...large, budget: 60 });
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('| catalog | p50 ms | p95 ms | budget p50 ms |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) {
  console.log(`| ${row.catalog} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.budget} |`);
}
const over = rows.filter((row) => row.p50 > row.budget);
if (over.length) {
  console.error(`Over budget: ${over.map((row) => row.catalog).join(', ')}`);
  process.exit(1);
}
