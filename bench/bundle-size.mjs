// Bundle sizes of what host pages download: the widget's loader (every page), renderer (first
// popup) and recent-purchase notices chunk (pages of a site that may show notices, when idle),
// and the web form's embed: what every form loads (/web-form.js, its entry module and the chunks
// that imports) and each part only some forms load (the self-hosted captcha, input masks, password
// strength); and the contact form's one-tag embed (contact-form.js, one file). Reads the builds'
// manifests; run `npm run build -w @pinwheel/widget` and
// `npm run build -w @pinwheel/forms` first.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/widget/dist');
const formsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/forms/dist');

/** Gzip budgets in bytes: every host page pays for the loader, so it gets the smaller one. */
const budgets = { loader: 10 * 1024, renderer: 30 * 1024, notices: 5 * 1024 };
/** The web form: every form pays the first; a form loads a lazy part only when it draws one. */
const webFormBudgets = {
  'web form (every form)': 30 * 1024,
  altcha: 40 * 1024,
  imask: 18 * 1024,
  zxcvbn: 14 * 1024,
};

/** The contact form's embed: kept small by importing core's lean entry, not its index. */
const contactFormBudget = 24 * 1024;

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

let formsManifest;
try {
  formsManifest = JSON.parse(await readFile(resolve(formsDir, 'web-form/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${formsDir}/web-form/manifest.json (${error.message}).`);
  console.error('Build the forms package first: npm run build -w @pinwheel/forms');
  process.exit(1);
}
const gzipOf = async (files) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
};
const inWebForm = (file) => resolve(formsDir, 'web-form', file);
for (const [part, budget] of Object.entries(webFormBudgets)) {
  const files =
    part === 'web form (every form)'
      ? [
          resolve(formsDir, 'web-form.js'),
          inWebForm(formsManifest.entry),
          ...formsManifest.eager.map(inWebForm),
        ]
      : (formsManifest.lazy[part] ?? []).map(inWebForm);
  if (files.length === 0) {
    console.error(`The web form build has no chunk for ${part} (is it still loaded lazily?).`);
    process.exit(1);
  }
  const { raw, gzip } = await gzipOf(files);
  const file = part === 'web form (every form)' ? part : `web form: ${part} (lazy)`;
  rows.push({ file, raw, gzip, budget, pass: gzip <= budget });
}

{
  const { raw, gzip } = await gzipOf([resolve(formsDir, 'contact-form.js')]).catch((error) => {
    console.error(`Cannot read ${formsDir}/contact-form.js (${error.message}).`);
    console.error('Build the forms package first: npm run build -w @pinwheel/forms');
    process.exit(1);
  });
  rows.push({
    file: 'contact-form.js',
    raw,
    gzip,
    budget: contactFormBudget,
    pass: gzip <= contactFormBudget,
  });
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
