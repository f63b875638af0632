// A small local HTTP server for tests, answering however a test says: a stand-in for a flaky
// proxy, a server mid-deploy or a future list endpoint. Servers close after each test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
}

const servers = new Set<http.Server>();
afterEach(() => Promise.all([...servers].map(close)));

function close(server: http.Server): Promise<void> {
  servers.delete(server);
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

/**
 * Starts a server answering each request with `answer(request, index)`; `received` logs every
 * request, `close()` stops it early (to test a refused connection).
 */
export async function standIn(answer: (request: Received, index: number) => Answer) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(request);
      const reply = answer(request, received.length - 1);
      const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      const type = reply.raw === undefined ? 'application/json' : 'text/html';
      res.writeHead(reply.status, { 'content-type': type, ...reply.headers });
      res.end(reply.status === 204 ? undefined : text);
    });
  });
  servers.add(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, received, close: () => close(server) };
}
