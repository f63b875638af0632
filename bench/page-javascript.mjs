// JavaScript each storefront page ships, against the budget of issue 14: at most 120 KB gzip on
// the product page. Starts the built server (run `npm run build` first) with a fresh data dir and
// asks four pages for their HTML as a first visitor gets it: home, a category, a product, search
// results; and two of the owner's dashboard, signed in (shown, not judged). How it counts:
//
// - up front: every module the page's HTML names (`<link rel="modulepreload">` and the module
//   script's imports) plus whatever those import statically, followed file by file. That is all
//   the app's JavaScript the browser must fetch and run before the page is interactive; it is what
//   the budget judges.
// - lazy: modules only reached through a dynamic `import()` from those (a search overlay, a
//   lightbox), with their own static imports, less what is already up front. They load when the
//   visitor asks for them, so they are shown apart and not judged.
// - widget: the popup widget's `embed.js` loader, an async script that never blocks the page (its
//   own budget is bundle-size.mjs's). Shown apart, not judged here.
//
// Sizes are gzip at level 9 of each file on its own, the way the server precompresses assets.
// Prints a table; exits 1 when the product page's up-front JavaScript is over budget.
// `BENCH_JS_DETAIL=1` lists every up-front file of the product page with its size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { requireServerBuild, startBuiltServer } from './harness/built-server.mjs';

const BUDGET_BYTES = 120 * 1024;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/apparel' },
  { name: 'product', path: '/product/linen-shirt', judged: true },
  { name: 'search', path: '/search?s=linen' },
  // The owner's dashboard, signed in: its route modules load only on /admin pages (React Router
  // loads each route's module with its page), so they never count against the storefront's.
  { name: 'dashboard', path: '/admin', owner: true },
  { name: 'dashboard settings', path: '/admin/settings/owners', owner: true },
];

/** The owner's session cookie, from a real sign-in (the bench server's ADMIN_PASSWORD). */
async function ownerCookie(baseUrl) {
  const pairs = (response) => response.headers.getSetCookie().map((one) => one.split(';')[0]);
  const session = await fetch(`${baseUrl}/api/session`);
  const { nonce } = await session.json();
  const cookies = pairs(session);
  const signedIn = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-pinwheel-nonce': nonce,
    },
    body: JSON.stringify({ email: 'owner@pinwheel.local', password: 'bench password 123' }),
  });
  if (!signedIn.ok) throw new Error(`signing in answered ${signedIn.status}`);
  return [...cookies, ...pairs(signedIn)].join('; ');
}

requireServerBuild();

/** The module URLs a page's HTML names: modulepreload links and the imports of module scripts. */
function modulesNamedBy(html) {
  const named = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) named.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)) {
      named.add(spec);
    }
  }
  return named;
}

/** A module's static and dynamic imports, as absolute paths. */
function importsOf(source, fileUrl) {
  const resolve = (spec) => new URL(spec, `http://x${fileUrl}`).pathname;
  const statics = new Set();
  const dynamics = new Set();
  for (const [, spec] of source.matchAll(/(?:^|[;\s})])import\s*["']([^"']+\.js)["']/g)) {
    statics.add(resolve(spec));
  }
  for (const [, spec] of source.matchAll(/\bfrom\s*["']([^"']+\.js)["']/g)) {
    statics.add(resolve(spec));
  }
  for (const [, spec] of source.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) {
    dynamics.add(resolve(spec));
  }
  return { statics, dynamics };
}

const cache = new Map();
async function moduleAt(baseUrl, file) {
  if (!cache.has(file)) {
    cache.set(
      file,
      (async () => {
        const response = await fetch(baseUrl + file);
        if (!response.ok) throw new Error(`${file} answered ${response.status}`);
        const source = Buffer.from(await response.arrayBuffer());
        return {
          raw: source.length,
          gzip: gzipSync(source, { level: 9 }).length,
          ...importsOf(source.toString('utf8'), file),
        };
      })(),
    );
  }
  return cache.get(file);
}

/** Every module reachable from `start` by static imports; dynamic imports met on the way. */
async function closure(baseUrl, start, known = new Set()) {
  const found = new Set();
  const dynamic = new Set();
  const queue = [...start].filter((file) => !known.has(file));
  while (queue.length) {
    const file = queue.shift();
    if (found.has(file) || known.has(file)) continue;
    found.add(file);
    const module = await moduleAt(baseUrl, file);
    for (const next of module.statics) queue.push(next);
    for (const next of module.dynamics) dynamic.add(next);
  }
  return { found, dynamic };
}

async function sizeOf(baseUrl, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const module = await moduleAt(baseUrl, file);
    raw += module.raw;
    gzip += module.gzip;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-page-js-'));
let server;
const rows = [];
let productDetail = [];
try {
  server = await startBuiltServer(dataDir);
  const cookie = await ownerCookie(server.url);
  for (const page of PAGES) {
    const response = await fetch(server.url + page.path, page.owner ? { headers: { cookie } } : {});
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const html = await response.text();
    const upFront = await closure(server.url, modulesNamedBy(html));
    const lazy = await closure(server.url, upFront.dynamic, upFront.found);
    // Lazy modules may reach more lazy modules; follow those too.
    for (let more = lazy.dynamic; more.size;) {
      const next = await closure(server.url, more, new Set([...upFront.found, ...lazy.found]));
      for (const file of next.found) lazy.found.add(file);
      more = next.dynamic;
    }
    const widget = /<script\b[^>]*src="(\/embed\.js)"/.exec(html)?.[1];
    const upFrontSize = await sizeOf(server.url, upFront.found);
    const lazySize = await sizeOf(server.url, lazy.found);
    const widgetSize = widget ? await sizeOf(server.url, [widget]) : { raw: 0, gzip: 0 };
    rows.push({
      page: `${page.name} (${page.path})`,
      files: String(upFront.found.size),
      'up front raw': kb(upFrontSize.raw),
      'up front gzip': kb(upFrontSize.gzip),
      'lazy gzip': `${kb(lazySize.gzip)} (${lazy.found.size})`,
      'widget gzip': kb(widgetSize.gzip),
      budget: page.judged ? kb(BUDGET_BYTES) : '-',
      result: page.judged ? (upFrontSize.gzip <= BUDGET_BYTES ? 'pass' : 'FAIL') : '-',
      over: page.judged && upFrontSize.gzip > BUDGET_BYTES,
    });
    if (page.judged) {
      productDetail = await Promise.all(
        [...upFront.found].map(async (file) => ({ file, ...(await moduleAt(server.url, file)) })),
      );
    }
  }
} finally {
  if (server) {
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const header = Object.keys(rows[0]).filter((key) => key !== 'over');
const cells = [header, ...rows.map((row) => header.map((key) => row[key]))];
const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ');
console.log('JavaScript per page, gzip level 9 per file (up front judged on the product page)\n');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of cells.slice(1)) console.log(line(row));

if (process.env.BENCH_JS_DETAIL) {
  console.log('\nProduct page, up front, largest first:');
  for (const one of productDetail.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(one.gzip).padStart(9)}  ${one.file}`);
  }
}

if (rows.some((row) => row.over)) {
  console.error(`\nThe product page ships more than ${kb(BUDGET_BYTES)} of JavaScript up front.`);
  process.exit(1);
}
console.log(`\nproduct page JavaScript up front within ${kb(BUDGET_BYTES)}: pass`);
