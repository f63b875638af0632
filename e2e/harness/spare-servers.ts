// Vitest global setup for the browser tests: a fresh server always ready for each next test file.
// Starting one takes a file a few seconds of waiting (migrations, the demo seed, the web build
// loaded); here the next file's server starts while the current file runs, so a file that asks
// for a server with the default settings (startServer() in server-process.ts) gets one at once,
// fresh and its own as before, while a file with settings of its own still starts its own.
// Files reach the spares through a small HTTP service on 127.0.0.1: POST /take answers a ready
// server (and starts the next), POST /stop stops one and answers its exit code and how long the
// exit took. Each server's output is written to a file, which the test file reads.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { spawnServer, stopSpawned, waitUntilReady, type SpawnedServer } from './server-spawn.ts';

/** What a test file gets from POST /take. */
export interface SpareServer {
  url: string;
  port: number;
  dataDir: string;
  /** The file the server's output goes to. */
  outputFile: string;
}

interface Started {
  spare: SpareServer;
  server: SpawnedServer;
  stopped?: Promise<{ code: number | null; ms: number }>;
}

export default async function spareServers(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-e2e-spares-'));
  const started = new Map<number, Started>();

  const startOne = async (): Promise<Started> => {
    const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
    const server = await spawnServer(dataDir);
    const outputFile = path.join(root, `output-${server.port}.log`);
    const output = fs.createWriteStream(outputFile);
    server.child.stdout!.pipe(output);
    server.child.stderr!.pipe(output);
    const entry = { spare: { url: server.url, port: server.port, dataDir, outputFile }, server };
    started.set(server.port, entry);
    await waitUntilReady(server);
    return entry;
  };

  // One spare per file running at once (the config's workers), so no file waits for another's.
  // A spare that failed to start fails the file that takes it, with the server's output.
  const spares = Math.max(1, project.config.maxWorkers);
  const ready: Promise<Started>[] = [];
  const startSpare = () => {
    const spare = startOne();
    spare.catch(() => {});
    ready.push(spare);
  };
  for (let i = 0; i < spares; i++) startSpare();

  const control = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    try {
      if (request.url === '/take') {
        // The next file's spare starts now, whether or not this one started well.
        const taking = ready.shift()!;
        startSpare();
        response.end(JSON.stringify((await taking).spare));
        return;
      }
      if (request.url === '/stop') {
        const { port, signal } = JSON.parse(body) as { port: number; signal: NodeJS.Signals };
        const entry = started.get(port);
        if (!entry) throw new Error(`No spare server on port ${port}`);
        entry.stopped ??= stopSpawned(entry.server, signal);
        const stopped = await entry.stopped;
        fs.rmSync(entry.spare.dataDir, { recursive: true, force: true });
        response.end(JSON.stringify(stopped));
        return;
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error instanceof Error ? error.message : error));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => control.listen(port, '127.0.0.1', resolve));
  project.provide('spareServers', `http://127.0.0.1:${port}`);

  return async () => {
    control.close();
    await Promise.all(
      [...started.values()].map((entry) => (entry.stopped ??= stopSpawned(entry.server))),
    );
    fs.rmSync(root, { recursive: true, force: true });
  };
}
