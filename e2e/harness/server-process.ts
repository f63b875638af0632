// Starts the real, built server (`node apps/server/dist/main.js`) as a child process, the way
// `npm start` runs it, on a free port with its own temp data dir, and waits until it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { freePort } from './free-port.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

export const OWNER_EMAIL = 'owner@e2e.test';
export const OWNER_PASSWORD = 'e2e owner password';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data dir (restart tests); default a fresh temp dir. */
  dataDir?: string;
  /** Resolve once the process exits instead of waiting for readiness (bad-start tests). */
  expectExit?: boolean;
}

// Temp data dirs made here are removed after the test file that made them (restart tests reuse
// one between two servers, so they cannot go when a server stops). Importing this module from a
// test file registers the hook for that file.
const madeDataDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-e2e-'));
    madeDataDirs.push(dataDir);
  }
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OWNER_EMAIL,
      ADMIN_PASSWORD: OWNER_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const server: ServerProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
  if (options.expectExit) {
    await exited;
    return server;
  }
  await waitUntilReady(url, exited, () => output);
  return server;
}

async function waitUntilReady(url: string, exited: Promise<number | null>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not ready within 20 s:\n${output()}`);
}
