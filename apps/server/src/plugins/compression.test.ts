// On-the-fly compression, through real requests: a small app with the plugin and routes shaped
// like ours (a big JSON answer, a tiny one, one that gzips itself, a conditional one, a streamed
// page), and the application itself for the registration.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliDecompressSync,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import compression from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const products = Array.from({ length: 200 }, (_, index) => ({
  id: `product-${index}`,
  name: `Linen shirt ${index}`,
  priceMinor: 4900 + index,
}));
const firstHalf =
  '<!DOCTYPE html><html><head><title>Shop</title></head><body><header>Shop</header>';
const secondHalf = `<main>${'<p>A long page.</p>'.repeat(200)}</main></body></html>`;

/** Resolved by the test once the browser has the first half of the streamed page. */
let releaseSecondHalf: () => void = () => {};

async function appWithRoutes(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compression);
  app.get('/products', async () => ({ products }));
  app.get('/ping', async () => ({ ok: true }));
  // The display protocol's way: gzip chosen and done by the route itself.
  app.get('/gzipped-by-route', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .send(gzipSync(JSON.stringify({ products }))),
  );
  app.get('/conditional', (request, reply) => {
    reply.header('etag', '"v1"');
    if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
    return reply.send({ products });
  });
  // The React Router mount's way: a WHATWG stream whose second half waits on the visitor.
  app.get('/page', (_request, reply) => {
    const halves = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(firstHalf));
        await new Promise<void>((resolve) => (releaseSecondHalf = resolve));
        controller.enqueue(new TextEncoder().encode(secondHalf));
        controller.close();
      },
    });
    return reply.type('text/html; charset=utf-8').send(halves);
  });
  return app;
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithRoutes();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends a big JSON answer in brotli to a browser, gzip to a gzip-only client, plain to others', async () => {
    const plain = await get('/products');
    const brotli = await get('/products', { 'accept-encoding': BROWSER });
    const gzip = await get('/products', { 'accept-encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [brotli, gzip]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoded(answer.headers['content-encoding'], answer.rawPayload))).toEqual({
        products,
      });
    }
  });

  it('leaves a tiny answer as it is', async () => {
    const answer = await get('/ping', { 'accept-encoding': BROWSER });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({ ok: true });
  });

  it('leaves an answer alone that a route compressed itself', async () => {
    const answer = await get('/gzipped-by-route', { 'accept-encoding': BROWSER });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual({ products });
  });

  it('reads a wildcard as what it allows, not as gzip', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip;q=0, *', 'br'],
      ['br;q=0, *', 'gzip'],
      ['*', 'br'],
      ['*;q=0, identity', undefined],
      ['identity;q=1, *;q=0.5', undefined],
    ];
    for (const [header, expected] of cases) {
      const answer = await get('/products', { 'accept-encoding': header });
      expect(answer.headers['content-encoding'], header).toBe(expected);
      expect(JSON.parse(decoded(expected, answer.rawPayload)), header).toEqual({ products });
    }
  });

  it('answers nonsense in Accept-Encoding plainly, never with an error', async () => {
    for (const header of [
      ',,;;q=abc',
      'br;q=zero, *;q=',
      'x'.repeat(4000),
      '*;q=-1',
      'gzip;q=NaN',
    ]) {
      const answer = await get('/products', { 'accept-encoding': header });
      expect(answer.statusCode, header).toBe(200);
      const encoding = answer.headers['content-encoding'];
      expect(JSON.parse(decoded(encoding, answer.rawPayload)), header).toEqual({ products });
    }
  });

  // Fastify answers HEAD before compression sees a body, so HEAD describes the plain answer:
  // its length, no encoding. Consistent, and what a client that asks HEAD can use.
  it('answers HEAD with the plain length and no body', async () => {
    const plain = await get('/products');
    const head = await app.inject({
      method: 'HEAD',
      url: '/products',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a 304 without a body or an encoding', async () => {
    const answer = await get('/conditional', {
      'accept-encoding': BROWSER,
      'if-none-match': '"v1"',
    });
    expect(answer.statusCode).toBe(304);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBe(0);
  });

  describe('a streamed page', () => {
    let origin: string;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    // The server sends the second half only after the browser has decoded the first: if
    // compression held the first half back to gather more bytes, neither would ever arrive.
    it.each(['br', 'gzip'])('arrives compressed (%s) and still streams', async (encoding) => {
      const page = await new Promise<string>((resolve, reject) => {
        setTimeout(() => reject(new Error('the page stopped after its first half')), 30_000);
        const request = http.get(`${origin}/page`, { headers: { 'accept-encoding': encoding } });
        request.on('error', reject);
        request.on('response', (response) => {
          expect(response.headers['content-encoding']).toBe(encoding);
          const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
          let text = '';
          decoder.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text === firstHalf) releaseSecondHalf();
          });
          decoder.on('end', () => resolve(text));
          decoder.on('error', reject);
          response.pipe(decoder);
        });
      });
      expect(page).toBe(firstHalf + secondHalf);
    });
  });
});

describe('the application', () => {
  it('compresses its API answers (the OpenAPI document)', async () => {
    const t = await createTestApp();
    try {
      const docs = await t.app.inject({
        url: '/api/docs',
        headers: { 'accept-encoding': BROWSER },
      });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toBe('3.1.0');
    } finally {
      await t.close();
    }
  });
});
