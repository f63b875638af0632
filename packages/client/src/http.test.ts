// The request core against a small local HTTP server that misbehaves on purpose (a stand-in for a
// flaky proxy or a server mid-deploy): retries, nonce refresh, method override, error fallbacks.
import { NONCE_HEADER } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import {
  CookieJar,
  createPinwheelClient,
  PinwheelApiError,
  type FetchFunction,
  type PinwheelClientOptions,
} from './index.ts';
import { apiFailureOf } from './testing/api-failure.ts';
import { standIn, type Received } from './testing/stand-in-server.ts';

function clientFor(baseUrl: string, options: PinwheelClientOptions = {}) {
  const waits: number[] = [];
  const client = createPinwheelClient({
    baseUrl,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { client, waits };
}

const apiError = (code: string) => ({
  error: { code, message: `refused: ${code}`, requestId: 'req-1' },
});

const proxyPage = '<html><body><h1>502 Bad Gateway</h1></body></html>';

describe('retries', () => {
  it('retries a GET through two 503s and answers the third response', async () => {
    const server = await standIn((_request, index) =>
      index < 2
        ? { status: 503, body: apiError('shutting_down') }
        : { status: 200, body: { ok: true } },
    );
    const { client, waits } = clientFor(server.baseUrl);
    await expect(client.request('GET', '/api/things')).resolves.toEqual({ ok: true });
    expect(server.received).toHaveLength(3);
    expect(waits).toEqual([200, 400]);
  });

  it('gives up after two retries and reports the last failure', async () => {
    const server = await standIn(() => ({ status: 502, raw: proxyPage }));
    const { client } = clientFor(server.baseUrl);
    const failure = await apiFailureOf(client.request('GET', '/api/things'));
    expect(failure).toBeInstanceOf(PinwheelApiError);
    expect(failure).toMatchObject({ status: 502, code: 'invalid_json' });
    expect(server.received).toHaveLength(3);
  });

  it('never retries a POST, even on a 503', async () => {
    const server = await standIn(() => ({ status: 503, body: apiError('shutting_down') }));
    const { client, waits } = clientFor(server.baseUrl, { nonce: 'n1' });
    const failure = await apiFailureOf(client.request('POST', '/api/things', { body: {} }));
    expect(failure).toMatchObject({ status: 503, code: 'shutting_down', requestId: 'req-1' });
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('does not retry a client error such as 404', async () => {
    const server = await standIn(() => ({ status: 404, body: apiError('not_found') }));
    const { client } = clientFor(server.baseUrl);
    await expect(client.request('GET', '/api/nothing')).rejects.toMatchObject({ status: 404 });
    expect(server.received).toHaveLength(1);
  });

  it('retries a GET after network errors, then reports fetch_error', async () => {
    const server = await standIn(() => ({ status: 200, body: {} }));
    let calls = 0;
    const refusingFetch: FetchFunction = async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    };
    const { client, waits } = clientFor(server.baseUrl, { fetch: refusingFetch });
    const failure = await apiFailureOf(client.request('GET', '/api/things'));
    expect(failure).toMatchObject({
      status: 0,
      code: 'fetch_error',
      message: 'You are probably offline.',
    });
    expect(failure.cause).toBeInstanceOf(TypeError);
    expect(calls).toBe(3);
    expect(waits).toEqual([200, 400]);
  });

  it('recovers when the network comes back within the retries', async () => {
    const server = await standIn(() => ({ status: 200, body: { ok: true } }));
    let calls = 0;
    const flakyFetch: FetchFunction = async (input, init) => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const { client } = clientFor(server.baseUrl, { fetch: flakyFetch });
    await expect(client.request('GET', '/api/things')).resolves.toEqual({ ok: true });
  });

  it('does not retry a POST after a network error', async () => {
    let calls = 0;
    const refusingFetch: FetchFunction = async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    };
    const { client } = clientFor('http://127.0.0.1:9', { fetch: refusingFetch, nonce: 'n1' });
    await expect(client.request('POST', '/api/things')).rejects.toMatchObject({
      code: 'fetch_error',
    });
    expect(calls).toBe(1);
  });

  it('reports a real refused connection as fetch_error', async () => {
    const server = await standIn(() => ({ status: 200, body: {} }));
    await server.close();
    const { client } = clientFor(server.baseUrl);
    await expect(client.request('GET', '/api/things')).rejects.toMatchObject({
      status: 0,
      code: 'fetch_error',
    });
  });

  it('does not retry an aborted call', async () => {
    const server = await standIn(() => ({ status: 200, body: {} }));
    const { client, waits } = clientFor(server.baseUrl);
    const call = client.request('GET', '/api/things', { signal: AbortSignal.abort() });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(PinwheelApiError);
    expect(waits).toEqual([]);
  });
});

describe('the nonce', () => {
  function nonceServer(refuse: (request: Received) => string | undefined) {
    let issued = 0;
    return standIn((request) => {
      if (request.method === 'GET' && request.url === '/api/session') {
        issued += 1;
        return { status: 200, body: { owner: null, nonce: `nonce-${issued}` } };
      }
      const code = refuse(request);
      return code ? { status: 403, body: apiError(code) } : { status: 200, body: { done: true } };
    });
  }

  it('is fetched from GET /api/session before the first state-changing call, then reused', async () => {
    const server = await nonceServer(() => undefined);
    const { client } = clientFor(server.baseUrl);
    await client.request('POST', '/api/things', { body: { a: 1 } });
    await client.request('PATCH', '/api/things/1', { body: { a: 2 } });
    expect(server.received.map((r) => `${r.method} ${r.url} ${r.headers[NONCE_HEADER]}`)).toEqual([
      'GET /api/session undefined',
      'POST /api/things nonce-1',
      'POST /api/things/1 nonce-1',
    ]);
  });

  it('is not sent on reads', async () => {
    const server = await nonceServer(() => undefined);
    const { client } = clientFor(server.baseUrl, { nonce: 'n1' });
    await client.request('GET', '/api/things');
    expect(server.received[0]?.headers[NONCE_HEADER]).toBeUndefined();
  });

  it('is fetched once for calls that start together', async () => {
    const server = await nonceServer(() => undefined);
    const { client } = clientFor(server.baseUrl);
    await Promise.all([
      client.request('POST', '/api/a'),
      client.request('POST', '/api/b'),
      client.request('DELETE', '/api/c'),
    ]);
    expect(server.received.filter((r) => r.url === '/api/session')).toHaveLength(1);
  });

  it('is refreshed once after 403 nonce_missing, and the call retried', async () => {
    let refused = false;
    const server = await nonceServer(() => {
      if (refused) return undefined;
      refused = true;
      return 'nonce_missing';
    });
    const { client } = clientFor(server.baseUrl, { nonce: 'stale' });
    await expect(client.request('POST', '/api/things', { body: { a: 1 } })).resolves.toEqual({
      done: true,
    });
    expect(server.received.map((r) => `${r.method} ${r.headers[NONCE_HEADER]} ${r.body}`)).toEqual([
      'POST stale {"a":1}',
      'GET undefined ',
      'POST nonce-1 {"a":1}',
    ]);
  });

  it('is refreshed only once: a second refusal reaches the caller', async () => {
    const server = await nonceServer(() => 'nonce_invalid');
    const { client } = clientFor(server.baseUrl, { nonce: 'stale' });
    await expect(client.request('DELETE', '/api/things/1')).rejects.toMatchObject({
      status: 403,
      code: 'nonce_invalid',
    });
    expect(server.received.map((r) => r.headers['x-http-method-override'] ?? r.method)).toEqual([
      'DELETE',
      'GET',
      'DELETE',
    ]);
  });

  it('is not refreshed for other 403s', async () => {
    const server = await nonceServer(() => 'forbidden');
    const { client } = clientFor(server.baseUrl, { nonce: 'n1' });
    await expect(client.request('POST', '/api/things')).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(server.received).toHaveLength(1);
  });
});

describe('method override', () => {
  it('is on by default: PUT, PATCH and DELETE go out as POST with x-http-method-override', async () => {
    const server = await standIn(() => ({ status: 204 }));
    const { client } = clientFor(server.baseUrl, { nonce: 'n1' });
    await client.request('PUT', '/api/things/1', { body: { a: 1 } });
    await client.request('PATCH', '/api/things/1', { body: { a: 2 } });
    await client.request('DELETE', '/api/things/1');
    await client.request('POST', '/api/things');
    expect(
      server.received.map((r) => [
        r.method,
        r.headers['x-http-method-override'],
        r.headers[NONCE_HEADER],
      ]),
    ).toEqual([
      ['POST', 'PUT', 'n1'],
      ['POST', 'PATCH', 'n1'],
      ['POST', 'DELETE', 'n1'],
      ['POST', undefined, 'n1'],
    ]);
  });

  it('can be turned off: PUT, PATCH and DELETE go out as themselves', async () => {
    const server = await standIn(() => ({ status: 204 }));
    const { client } = clientFor(server.baseUrl, { nonce: 'n1', methodOverride: false });
    await client.request('DELETE', '/api/things/1');
    expect(server.received[0]).toMatchObject({ method: 'DELETE' });
    expect(server.received[0]?.headers['x-http-method-override']).toBeUndefined();
  });
});

describe('requests and answers', () => {
  it('sends JSON, query parameters and default headers, and reads JSON back', async () => {
    const server = await standIn((request) => ({
      status: 200,
      body: { echo: JSON.parse(request.body) },
    }));
    const { client } = clientFor(`${server.baseUrl}/`, {
      nonce: 'n1',
      headers: { 'x-request-id': 'caller-7' },
    });
    const answer = await client.request('POST', '/api/things', {
      body: { name: 'Mug', price: 1200 },
      query: { tag: ['a', 'b c'], draft: false, skip: undefined, none: null },
    });
    expect(answer).toEqual({ echo: { name: 'Mug', price: 1200 } });
    expect(server.received[0]).toMatchObject({
      url: '/api/things?tag=a&tag=b+c&draft=false',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-request-id': 'caller-7',
      },
    });
  });

  it('sends no content-type without a body (Fastify refuses an empty JSON body)', async () => {
    const server = await standIn(() => ({ status: 204 }));
    const { client } = clientFor(server.baseUrl, { nonce: 'n1' });
    await expect(client.request('DELETE', '/api/session')).resolves.toBeUndefined();
    expect(server.received[0]?.headers['content-type']).toBeUndefined();
  });

  it('turns a proxy error page into a PinwheelApiError with the request id header', async () => {
    const server = await standIn(() => ({
      status: 502,
      raw: proxyPage,
      headers: { 'x-request-id': 'edge-42' },
    }));
    const { client } = clientFor(server.baseUrl, { nonce: 'n1' });
    const failure = await apiFailureOf(client.request('POST', '/api/things'));
    expect(failure).toMatchObject({
      name: 'PinwheelApiError',
      status: 502,
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
      requestId: 'edge-42',
      fields: [],
    });
  });

  it('reports a success body that is not JSON as invalid_json', async () => {
    const server = await standIn(() => ({
      status: 200,
      raw: '{"half":',
      headers: { 'content-type': 'application/json' },
    }));
    const { client } = clientFor(server.baseUrl);
    await expect(client.request('GET', '/api/things')).rejects.toMatchObject({
      status: 200,
      code: 'invalid_json',
    });
  });

  it('refuses a path without a leading slash, and a cookie jar without an absolute baseUrl', async () => {
    const { client } = clientFor('http://127.0.0.1:9');
    await expect(client.request('GET', 'api/things')).rejects.toThrow(TypeError);
    expect(() => createPinwheelClient({ cookieJar: new CookieJar() })).toThrow(/absolute baseUrl/);
    expect(() => createPinwheelClient({ retries: -1 })).toThrow(RangeError);
  });
});
