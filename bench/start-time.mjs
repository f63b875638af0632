// How long `npm start` takes on an already built tree, from launch until /readyz answers 200,
// on a fresh data dir (first start: migrate, seed, hash the owner password) and on a restart of
// the same data dir. Budget: ready in under 3 s. Prints a table; exits 1 over budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = 3000;
const RUNS = 3;

async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench password',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 20_000) throw new Error('not ready within 20 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const rows = [];
for (let run = 1; run <= RUNS; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-bench-'));
  const first = await timeStart(dataDir);
  const restart = await timeStart(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  rows.push({ run, 'first start (ms)': Math.round(first), 'restart (ms)': Math.round(restart) });
}
const worst = Math.max(...rows.flatMap((r) => [r['first start (ms)'], r['restart (ms)']]));
console.table(rows);
console.log(`worst ${worst} ms, budget ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'pass' : 'FAIL'}`);
if (worst > BUDGET_MS) process.exit(1);
