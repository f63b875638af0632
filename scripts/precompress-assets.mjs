// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a build, at the
// strongest settings (brotli 11, gzip 9): done once per build, they cost nothing per request, and
// the server (@fastify/static's preCompressed) sends whichever the browser accepts. A copy that is
// not smaller than its original is not written, so the original is sent instead.
//
// Usage: node scripts/precompress-assets.mjs <dir or file>... (directories are walked; copies
// left by an earlier build are replaced). The web app's and the widget's build scripts run it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses well; images and fonts are compressed already. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map']);

async function filesIn(target) {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [suffix, copy] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (copy.length < content.length) await fs.writeFile(file + suffix, copy);
    else await fs.rm(file + suffix, { force: true });
  }
  return { raw: content.length, br: Math.min(br.length, content.length) };
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('usage: node scripts/precompress-assets.mjs <dir or file>...');
  process.exit(1);
}
const files = (await Promise.all(targets.map(filesIn)))
  .flat()
  .filter((file) => TEXT_EXTENSIONS.has(path.extname(file)));
const sizes = await Promise.all(files.map(precompressFile));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (key) => kb(sizes.reduce((sum, size) => sum + size[key], 0));
console.log(
  `precompressed ${files.length} files in ${targets.join(', ')}: ${total('raw')} → ${total('br')} brotli`,
);
