// The security headers on a small app: a page gets a Content-Security-Policy whose script nonce is
// the one its inline scripts carry, fresh per request, and is kept out of shared caches; every
// other answer gets a policy that allows no active content, and each carries its request id.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from './security-headers.ts';

async function headersApp(development: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityHeaders, { development });
  app.get('/page', (request, reply) =>
    reply.type('text/html; charset=utf-8').send(`<script nonce="${request.cspNonce}"></script>`),
  );
  app.get('/cached-page', (_request, reply) =>
    reply.type('text/html').header('cache-control', 'public, max-age=60').send('<p>hi</p>'),
  );
  app.get('/json', () => ({ ok: true }));
  app.get('/own-policy', (_request, reply) =>
    reply.header('content-security-policy', "default-src 'self'").send({ ok: true }),
  );
  await app.ready();
  return app;
}

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await headersApp(false);
  });
  afterAll(() => app.close());

  it('give a page a script policy whose nonce is the one on its scripts, fresh each time', async () => {
    const first = await app.inject('/page');
    const policy = directives(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonce}'`);
    expect(first.body).toBe(`<script nonce="${nonce}"></script>`);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");

    const second = await app.inject('/page');
    expect(second.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  it('keep a page out of shared caches and out of other sites frames', async () => {
    const page = await app.inject('/page');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("leave a page's own caching alone", async () => {
    expect((await app.inject('/cached-page')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('give every other answer, errors included, a policy that allows no active content', async () => {
    for (const url of ['/json', '/no-such-route']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it("keep a route's own policy", async () => {
    const response = await app.inject('/own-policy');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('tell every answer its request id', async () => {
    const ids = await Promise.all(
      ['/page', '/json', '/json'].map(
        async (url) => (await app.inject(url)).headers['x-request-id'],
      ),
    );
    for (const id of ids) expect(id).toMatch(/^req-/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('security headers in development', () => {
  it("let Vite's inline scripts and its live-reload socket through", async () => {
    const app = await headersApp(true);
    try {
      const policy = directives((await app.inject('/page')).headers['content-security-policy']);
      expect(policy.get('script-src')).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
      expect(policy.get('connect-src')).toBe("'self' ws: wss:");
    } finally {
      await app.close();
    }
  });
});
