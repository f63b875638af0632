// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the pages a first
// visitor opens: the storefront's home page, a category, a product page, search results (issue
// 14's budget) and /admin (which sends a visitor who is not signed in to the sign-in page; what is
// measured is what that visitor gets, redirect included). Starts the
// built server (apps/server/dist/main.js; run `npm run build` first) on a free port with a fresh
// data dir, asks once for every page and its pictures (so picture sizes are made before measuring),
// runs each page RUNS times in the system Chromium and keeps Lighthouse's median run (a
// single run moves by several points on a busy machine). Prints a table; exits 1 when a page's
// performance or accessibility score is under 95.
//
// CHROME_PATH: the browser (default /usr/bin/chromium). BENCH_LIGHTHOUSE_RUNS: runs per page (3).
// BENCH_LIGHTHOUSE_JSON: a directory to write each page's median report into, for a closer look.
// BENCH_LIGHTHOUSE_PAGES: a comma-separated list of paths to measure instead of the five above.
// Besides the scores it prints the machine's load average, each median run's benchmarkIndex
// (Lighthouse's measure of this machine's speed) and its main-thread breakdown: script
// evaluation, parsing, style and layout, and the widget's embed.js scripting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { requireServerBuild, startBuiltServer } from './harness/built-server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.BENCH_LIGHTHOUSE_JSON;
const MIN_SCORE = 95;
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/category/apparel',
  '/product/linen-shirt',
  '/search?s=linen',
  '/admin',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// Headless without a GPU, and none of Chromium's own background traffic (update checks, sync):
// the machine has no internet, and stray requests would only add noise to the trace.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

requireServerBuild();
if (!fs.existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}

/**
 * Asks once for every page and the pictures it names, so the sizes the media module makes on a
 * picture's first request (sharp) are on disk before Lighthouse measures: a shop in use serves
 * them from there, and a first-request render on a busy machine moved LCP by seconds.
 */
async function warmUp(baseUrl) {
  for (const page of PAGES) {
    const html = await (await fetch(baseUrl + page)).text();
    const pictures = new Set(html.match(/\/media\/[\w-]+\/w\d+\.webp/g) ?? []);
    await Promise.all(
      [...pictures].map(async (picture) => (await fetch(baseUrl + picture)).arrayBuffer()),
    );
  }
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One table row from a Lighthouse report. */
function rowOf(page, lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    LCP: `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`,
    TBT: `${Math.round(audit('total-blocking-time'))} ms`,
    CLS: audit('cumulative-layout-shift').toFixed(3),
    transferred: `${(audit('total-byte-weight') / 1024).toFixed(1)} KB`,
  };
}

/**
 * Where a page's simulated main-thread time goes (Lighthouse's mainthread-work-breakdown, by
 * group), how much of the scripting is the widget's embed.js (bootup-time), and the machine's
 * benchmarkIndex that run measured: scores from machines of different speed compare only beside it.
 */
function breakdownOf(page, lhr) {
  const groups = new Map(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  const embed = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => /\/embed(\.js|\/)/.test(item.url))
    .reduce((sum, item) => sum + (item.scripting ?? 0), 0);
  return {
    page,
    benchmarkIndex: String(Math.round(lhr.environment?.benchmarkIndex ?? 0)),
    'script evaluation': ms(groups.get('scriptEvaluation')),
    'script parse': ms(groups.get('scriptParseCompile')),
    'style & layout': ms(groups.get('styleLayout')),
    'paint & composite': ms(groups.get('paintCompositeRender')),
    'HTML & CSS parse': ms(groups.get('parseHTML')),
    other: ms((groups.get('other') ?? 0) + (groups.get('garbageCollection') ?? 0)),
    'embed.js scripting': ms(embed),
  };
}

function printTable(rows) {
  const header = Object.keys(rows[0]);
  const cells = [header, ...rows.map((row) => header.map((key) => String(row[key])))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-lighthouse-'));
let server;
let chrome;
const rows = [];
const breakdowns = [];
const loadBefore = os.loadavg()[0];
try {
  server = await startBuiltServer(dataDir);
  await warmUp(server.url);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result || result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${page}: ${result?.lhr.runtimeError?.message}`);
      }
      runs.push(result.lhr);
    }
    const median = computeMedianRun(runs);
    rows.push(rowOf(page, median));
    breakdowns.push(breakdownOf(page, median));
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(median, null, 2));
    }
  }
} finally {
  await chrome?.kill();
  if (server) await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const loadAfter = os.loadavg()[0];
console.log(`Lighthouse, mobile preset, median of ${RUNS} runs per page`);
console.log(
  `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ` +
    `on ${os.cpus().length} cores\n`,
);
printTable(rows);
console.log(`\nSimulated main thread of the median run (a mid-range phone's time)\n`);
printTable(breakdowns);
const failing = rows.filter((row) => row.performance < MIN_SCORE || row.accessibility < MIN_SCORE);
if (failing.length > 0) {
  console.error(
    `\nUnder ${MIN_SCORE} (performance or accessibility): ${failing.map((row) => row.page).join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nperformance and accessibility at least ${MIN_SCORE} on every page: pass`);
