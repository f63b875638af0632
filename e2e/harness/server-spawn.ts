// Starts the real, built server (`node apps/server/dist/main.js`) as a child process, the way
// `npm start` runs it, on a free port with the data dir given, and waits until it is ready. Used
// by a test file (server-process.ts) and by the run's spare servers (spare-servers.ts), so it
// registers no test hooks of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

export const OWNER_EMAIL = 'owner@e2e.test';
export const OWNER_PASSWORD = 'e2e owner password';

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const port = await freePort();
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

/** Sends `signal` unless the process is gone, and resolves with its exit code and the time taken. */
export async function stopSpawned(
  server: SpawnedServer,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const code = await server.exited;
  return { code, ms: Date.now() - started };
}

const READY_WITHIN_MS = 120_000;

export async function waitUntilReady(server: SpawnedServer) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  // A fresh data dir is migrated and seeded first: on a two-core machine shared by several runs
  // (load average 20) that alone has taken over 20 s.
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `The server was not ready within ${READY_WITHIN_MS / 1000} s:\n${server.output()}`,
  );
}
