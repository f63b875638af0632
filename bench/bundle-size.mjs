// Bundle sizes of what host pages download: the loader (every page), the renderer (first popup)
// and the recent-purchase notices chunk (pages of a site that may show notices, when idle).
// Reads the build's manifest; run `npm run build -w @pinwheel/widget` first.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/widget/dist');

/** Gzip budgets in bytes: every host page pays for the loader, so it gets the smaller one. */
const budgets = { loader: 10 * 1024, renderer: 30 * 1024, notices: 5 * 1024 };

let manifest;
try {
  manifest = JSON.parse(await readFile(resolve(distDir, 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${distDir}/manifest.json (${error.message}).`);
  console.error('Build the widget first: npm run build -w @pinwheel/widget');
  process.exit(1);
}

const rows = [];
for (const [part, budget] of Object.entries(budgets)) {
  const file = manifest[part];
  const content = await readFile(resolve(distDir, file));
  const gzip = gzipSync(content, { level: 9 }).length;
  rows.push({ file, raw: content.length, gzip, budget, pass: gzip <= budget });
}

const table = [
  ['file', 'raw bytes', 'gzip bytes', 'budget', 'result'],
  ...rows.map((row) => [
    row.file,
    String(row.raw),
    String(row.gzip),
    String(row.budget),
    row.pass ? 'pass' : 'FAIL',
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ');
console.log(line(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of table.slice(1)) console.log(line(row));

if (rows.some((row) => !row.pass)) {
  console.error('\nA gzip budget is exceeded.');
  process.exit(1);
}
