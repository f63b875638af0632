import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRequest, restRequestInit } from './rest-request.ts';

describe('the forms REST helper', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ method: string; headers: http.IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ method: request.method ?? '', headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends PUT and DELETE as POST with the method-override header, and the nonce header', async () => {
    await restRequest(`${base}/a`, { method: 'PUT', body: 'x', nonce: 'n1' });
    await restRequest(`${base}/b`, { method: 'DELETE', nonce: 'n2' });
    await restRequest(`${base}/c`, { method: 'POST', body: 'y' });
    expect(
      seen.map(({ method, headers }) => [
        method,
        headers['x-http-method-override'],
        headers['x-pinwheel-nonce'],
      ]),
    ).toEqual([
      ['POST', 'PUT', 'n1'],
      ['POST', 'DELETE', 'n2'],
      ['POST', undefined, undefined],
    ]);
  });

  it('sends cookies only with a nonce (our own pages), never to embeds', () => {
    expect(restRequestInit({ nonce: 'n' }).credentials).toBe('same-origin');
    expect(restRequestInit({}).credentials).toBe('omit');
  });
});
