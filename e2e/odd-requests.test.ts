// What the running server answers to requests no page of ours makes, as a probe sends them: form
// posts and links whose redirect target leaves the site, addresses that are not quite paths, and
// methods HTTP does not know. Every answer is a page or a clean 4xx in the API's error shape,
// never a 500, and no redirect leads to another site. Raw sockets: fetch would tidy the addresses.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { formCredentials } from './harness/form-credentials.ts';

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

describe('odd requests', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  /**
   * One request written as it is, with the answer's status, headers (last of each) and body. The
   * socket stays open until the server closes it (Connection: close): a client that half-closes
   * first may get no answer to a slow request.
   */
  function send(requestLine: string, headers: string[] = [], body = ''): Promise<Answer> {
    const head = [requestLine, `Host: 127.0.0.1:${server.port}`, ...headers, 'Connection: close'];
    if (body) head.push(`Content-Length: ${Buffer.byteLength(body)}`);
    return new Promise((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () =>
        socket.write(`${head.join('\r\n')}\r\n\r\n${body}`),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [top = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...headerLines] = top.split('\r\n');
        const headers = new Map(
          headerLines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
        resolve({ status, headers, body: rest.join('\r\n\r\n') });
      });
    });
  }

  function expectApiError(answer: Answer, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code, message: expect.any(String), requestId: expect.any(String) },
    });
  }

  const offSiteTargets = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/.%2f/evil.example',
  ];

  it.each(offSiteTargets)(
    'sends the visitor home, not to another site, after choosing a language from %j',
    async (target) => {
      const { cookie, nonce } = await formCredentials(server.url);
      const form = new URLSearchParams({ _nonce: nonce, lang: 'he', redirectTo: target });
      const answer = await send(
        'POST /lang HTTP/1.1',
        [`Cookie: ${cookie}`, 'Content-Type: application/x-www-form-urlencoded'],
        form.toString(),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/');
    },
  );

  it.each(offSiteTargets)(
    'keeps the sign-in form from carrying %j to another site',
    async (target) => {
      const query = new URLSearchParams({ redirectTo: target });
      const answer = await send(`GET /admin/sign-in?${query} HTTP/1.1`);
      expect(answer.status).toBe(200);
      const carried = /<input type="hidden" name="redirectTo" value="([^"]*)"\/><div/.exec(
        answer.body,
      );
      expect(carried?.[1]).toBe('/admin');
    },
  );

  it('signs the owner in and back to /admin when the sign-in link names another site', async () => {
    const { cookie, nonce } = await formCredentials(server.url);
    const form = new URLSearchParams({
      _nonce: nonce,
      email: 'owner@e2e.test',
      password: 'e2e owner password',
      redirectTo: '/.//evil.example',
    });
    const answer = await send(
      'POST /admin/sign-in HTTP/1.1',
      [`Cookie: ${cookie}`, 'Content-Type: application/x-www-form-urlencoded'],
      form.toString(),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin');
  });

  // A NUL in the address would reach the database (PostgreSQL refuses it in text: a 500).
  it('refuses a control character in the sign-in email with 400 and says why', async () => {
    const { cookie, nonce } = await formCredentials(server.url);
    const form = new URLSearchParams({
      _nonce: nonce,
      email: 'owner\u0000@e2e.test',
      password: 'e2e owner password',
    });
    const answer = await send(
      'POST /admin/sign-in HTTP/1.1',
      [`Cookie: ${cookie}`, 'Content-Type: application/x-www-form-urlencoded', 'Accept: text/html'],
      form.toString(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Enter an email address such as name@example.com.');
  });

  it.each([
    ['//x:y', '//x:y'],
    ['//host', '//evil.example/'],
    ['/\\host', '/\\evil.example'],
    ['an escaped parent segment', '/..%2f..'],
    ['a NUL', '/%00'],
    ['a NUL inside', '/a%00b'],
    ['a path of 10,000 characters', `/${'a'.repeat(10_000)}`],
  ])('answers the address %s with the not-found page, not a 500', async (_label, path) => {
    const answer = await send(`GET ${path} HTTP/1.1`, ['Accept: text/html']);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers "//" with the front page, the path a browser would normalise it to', async () => {
    const answer = await send('GET // HTTP/1.1', ['Accept: text/html']);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it.each(['/%', '/%zz', '/%c0%ae', '/api/%', '/api/display/%zz'])(
    'answers the broken escape in %j with 400 bad_url in the API error shape',
    async (path) => {
      expectApiError(await send(`GET ${path} HTTP/1.1`), 400, 'bad_url');
    },
  );

  it('answers a method HTTP does not know with 400 in the API error shape', async () => {
    expectApiError(await send('FOO / HTTP/1.1'), 400, 'unknown_method');
    expectApiError(await send('FOO /api/session HTTP/1.1'), 400, 'unknown_method');
  });

  it('answers an address too long for the request head with 431 in the API error shape', async () => {
    expectApiError(await send(`GET /${'a'.repeat(20_000)} HTTP/1.1`), 431, 'headers_too_large');
  });

  it('sends redirects with no body and no JSON type', async () => {
    for (const path of ['/admin', '/lang']) {
      const answer = await send(`GET ${path} HTTP/1.1`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('content-type')).toBeUndefined();
      expect(answer.body).toBe('');
    }
  });
});
