// What the transport does that the typed client's tests (http.test.ts) do not reach, against a
// small local server: form bodies sent again whole after a nonce refusal, a caller without a nonce
// source (a form embedded on another site), whole URLs, and the cookies' setting.
import { NONCE_HEADER } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { createTransport, type FetchFunction } from './index.ts';
import { standIn } from './testing/stand-in-server.ts';

const refusal = { error: { code: 'nonce_invalid', message: 'stale', requestId: 'req-1' } };

describe('the transport', () => {
  it('sends a FormData body again whole, multipart, after a stale nonce was replaced', async () => {
    const server = await standIn((request, index) => {
      if (request.url === '/api/session') return { status: 200, body: { nonce: 'fresh' } };
      return index === 0 ? { status: 403, body: refusal } : { status: 200, body: { ok: true } };
    });
    const api = createTransport({ baseUrl: server.baseUrl });
    const form = new FormData();
    form.set('your-message', 'Hello');
    form.set('file', new Blob(['pdf bytes'], { type: 'application/pdf' }), 'order.pdf');
    const answer = await api.request('POST', '/api/forms/feedback', { body: form, nonce: 'old' });
    expect(answer).toEqual({ ok: true });
    const posts = server.received.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.headers[NONCE_HEADER])).toEqual(['old', 'fresh']);
    for (const post of posts) {
      expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(post.body).toContain('Hello');
      expect(post.body).toContain('pdf bytes');
    }
  });

  it('without a nonce source sends no nonce and hands a refusal back as it came', async () => {
    const server = await standIn(() => ({ status: 403, body: refusal }));
    const api = createTransport({ baseUrl: server.baseUrl, nonceSource: null });
    const response = await api.send('POST', '/api/embed/feedback', { body: { a: 1 } });
    expect(response.status).toBe(403);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.headers[NONCE_HEADER]).toBeUndefined();
  });

  it('takes a whole URL as the path, and sends cookies as told (same-origin unless said)', async () => {
    const server = await standIn(() => ({ status: 200, body: {} }));
    const credentials: Array<RequestCredentials | undefined> = [];
    const recording: FetchFunction = (input, init) => {
      credentials.push(init.credentials);
      return fetch(input, init);
    };
    await createTransport({ fetch: recording }).request('GET', `${server.baseUrl}/api/a?x=1`, {
      query: { lang: 'he' },
    });
    await createTransport({ fetch: recording, credentials: 'omit' }).request(
      'GET',
      `${server.baseUrl}/api/b`,
    );
    expect(server.received.map((r) => r.url)).toEqual(['/api/a?x=1&lang=he', '/api/b']);
    expect(credentials).toEqual(['same-origin', 'omit']);
  });
});
