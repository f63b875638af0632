// The built server a test file runs against: on a free port with its own temp data dir, started
// the way `npm start` runs it (server-spawn.ts). With the default settings it is one of the run's
// spare servers (spare-servers.ts), fresh and started while the file before ran; with settings of
// its own (or outside that global setup) the file starts it itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import type { SpareServer } from './spare-servers.ts';
import { spawnServer, stopSpawned, waitUntilReady } from './server-spawn.ts';

export { OWNER_EMAIL, OWNER_PASSWORD, repoRoot } from './server-spawn.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The spare servers' address (spare-servers.ts). */
    spareServers?: string;
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
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
  const spares = inject('spareServers');
  if (spares && !options.env && !options.dataDir && !options.expectExit) {
    return takeSpare(spares);
  }
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-e2e-'));
    madeDataDirs.push(dataDir);
  }
  const spawned = await spawnServer(dataDir, options.env);
  const server: ServerProcess = {
    url: spawned.url,
    port: spawned.port,
    dataDir,
    output: spawned.output,
    stop: (signal) => stopSpawned(spawned, signal),
  };
  if (options.expectExit) await spawned.exited;
  else await waitUntilReady(spawned);
  return server;
}

async function takeSpare(spares: string): Promise<ServerProcess> {
  const answer = await fetch(`${spares}/take`, { method: 'POST' });
  if (!answer.ok) throw new Error(`No spare server: ${await answer.text()}`);
  const spare = (await answer.json()) as SpareServer;
  return {
    url: spare.url,
    port: spare.port,
    dataDir: spare.dataDir,
    output: () => fs.readFileSync(spare.outputFile, 'utf8'),
    async stop(signal = 'SIGTERM') {
      const stopped = await fetch(`${spares}/stop`, {
        method: 'POST',
        body: JSON.stringify({ port: spare.port, signal }),
      });
      if (!stopped.ok) throw new Error(`Stopping the spare server: ${await stopped.text()}`);
      return (await stopped.json()) as { code: number | null; ms: number };
    },
  };
}
