// The error contract every route shares, exercised through real routes of the application.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

describe.each(testEngines())('errors and bad input on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let nonce: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const session = await t.app.inject('/api/session');
    cookie = String(session.headers['set-cookie']).split(';')[0]!;
    nonce = session.json().nonce;
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie, [NONCE_HEADER]: nonce, 'content-type': contentType },
      payload,
    });

  it('answers an unknown API route with a 404 in JSON', async () => {
    const response = await t.app.inject('/api/no-such-thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error).toMatchObject({
      code: 'not_found',
      message: 'No route GET /api/no-such-thing',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"email": "a@b.co", ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('malformed_json');
  });

  it('names the field and the reason when a value has the wrong type', async () => {
    const response = await post(JSON.stringify({ email: 42, password: 'x' }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual([{ field: 'email', reason: expect.any(String) }]);
    expect(error.message).toMatch(/^email: /);
  });

  it('refuses script tags where an email belongs', async () => {
    const response = await post(
      JSON.stringify({ email: '<script>alert(1)</script>', password: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].field).toBe('email');
    expect(response.body).not.toContain('<script>');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415 and says so', async () => {
    const response = await post('email=a', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it.each(['/api/%zz', '/%', '/api/display/a%c0%ae'])(
    'answers the address %j, whose escapes do not decode, with 400 bad_url',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        error: {
          code: 'bad_url',
          message: 'The address has a broken %-escape',
          requestId: response.headers['x-request-id'],
        },
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  describe('requests that are not HTTP Node can read', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** The raw answer to a request written as it is. */
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });

    function errorOf(answer: string) {
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toContain('content-type: application/json; charset=utf-8');
      const requestId = /x-request-id: ([\w-]+)/.exec(head!)?.[1];
      const parsed = JSON.parse(body!);
      expect(parsed.error.requestId).toBe(requestId);
      return parsed.error;
    }

    it('answers a method HTTP does not know with 400 unknown_method', async () => {
      const answer = await raw('FOO /api/session HTTP/1.1\r\nHost: shop.test\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(errorOf(answer)).toMatchObject({ code: 'unknown_method' });
    });

    it('answers a request that is not HTTP with 400 bad_request', async () => {
      const answer = await raw('GET /api/session HTTP/1.1\r\nHost shop.test\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(errorOf(answer)).toMatchObject({ code: 'bad_request' });
    });

    it('answers an address over the 16 KB head limit with 431', async () => {
      const path = `/api/${'a'.repeat(20_000)}`;
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(errorOf(answer)).toMatchObject({ code: 'headers_too_large' });
    });
  });

  // The other security headers are plugins/security-headers.test.ts's.
  it('gives every answer its own request id', async () => {
    // Facing visitors directly, a request id a client sends is not believed.
    const response = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a trusted proxy's request id when it is sane", async () => {
    const proxied = await createTestApp(engine, {}, { TRUST_PROXY: 'true' });
    try {
      const kept = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'lb-1234' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-1234');
      const replaced = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'bad id<>' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });

  it('publishes the OpenAPI document with the routes and their schemas', async () => {
    const response = await t.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/session']),
    );
    expect(
      document.paths['/api/session'].post.requestBody.content['application/json'].schema.properties
        .email,
    ).toBeDefined();
  });
});
