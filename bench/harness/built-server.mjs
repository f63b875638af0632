// The built server (apps/server/dist/main.js) as a shop runs it, on a free port with the given data
// dir, for the benches that look at pages (page-javascript.mjs, lighthouse.mjs). Resolves once
// /readyz answers; throws when it exits or is not ready within 30 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

/** Stops the bench with a clear line when there is no build to start. */
export function requireServerBuild() {
  if (!fs.existsSync(serverEntry)) {
    console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
    process.exit(1);
  }
}

export async function startBuiltServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench password 123',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 30_000) throw new Error('the server was not ready within 30 s');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
