// Runs every bench/*.mjs script except this one, one after another, and fails if any failed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const self = basename(fileURLToPath(import.meta.url));
const scripts = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs') && name !== self)
  .sort();

const failed = [];
for (const script of scripts) {
  console.log(`\n== ${script} ==\n`);
  const { status, signal } = spawnSync(process.execPath, [join(benchDir, script)], {
    stdio: 'inherit',
  });
  if (status !== 0) failed.push(`${script} (${signal ?? `exit ${status}`})`);
}

console.log(`\n${scripts.length - failed.length} of ${scripts.length} benchmarks passed.`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
