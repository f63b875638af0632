// The page adapter, over a real socket (fastify.inject tidies odd addresses before the app sees
// them): the page's address is this site plus the path the visitor sent, never a URL resolved
// from it, and React Router's answers go out as they are, a redirect without a body.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../plugins/errors.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-request.ts';

const publicUrl = 'https://shop.example';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('the page adapter', () => {
  const app = Fastify();
  let port: number;

  beforeAll(async () => {
    await app.register(errors);
    // Answers the address the page would be rendered for.
    app.get('/*', (request, reply) =>
      sendFetchResponse(
        reply,
        new Response(toFetchRequest(request, reply, undefined, publicUrl).url),
      ),
    );
    // Answers what React Router answers for a redirect: a Response without a body.
    app.post('/redirect', (_request, reply) =>
      sendFetchResponse(reply, new Response(null, { status: 302, headers: { Location: '/x' } })),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  function send(method: string, path: string, host = 'shop.test'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host } });
      outgoing.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it.each([
    ['/products/mug?colour=blue', 'http://shop.test/products/mug?colour=blue'],
    // "//host" resolved against the site would be another host's page (or no URL at all).
    ['//x:y', 'http://shop.test//x:y'],
    ['//evil.example/admin', 'http://shop.test//evil.example/admin'],
    ['//', 'http://shop.test//'],
    ['/\\evil.example', 'http://shop.test//evil.example'],
    ['/..%2f..', 'http://shop.test/..%2f..'],
    ['/%00', 'http://shop.test/%00'],
  ])('keeps the path %j on this site', async (path, address) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(address);
  });

  it('takes only the path of an address sent in full (absolute form)', async () => {
    const answer = await send('GET', 'http://evil.example/admin?x=1');
    expect(answer.body).toBe('http://shop.test/admin?x=1');
  });

  it.each(['ftp://evil.example/', '*'])(
    'refuses the request target %j with 400',
    async (target) => {
      const answer = await send('GET', target);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('bad_url');
    },
  );

  it.each([
    ['that is no host name', 'a b'],
    ['with a path in it', 'evil.example/x'],
    ['with credentials in it', 'user@evil.example'],
  ])('falls back on PUBLIC_URL for a Host header %s', async (_label, host) => {
    const answer = await send('GET', '/products', host);
    expect(answer.body).toBe('https://shop.example/products');
  });

  it('sends a redirect with its Location and no body, and no JSON type', async () => {
    const answer = await send('POST', '/redirect');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/x');
    expect(answer.headers['content-type']).toBeUndefined();
    expect(answer.body).toBe('');
  });
});
