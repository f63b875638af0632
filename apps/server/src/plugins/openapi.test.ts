// The API's reference: the page at /api/docs (Swagger UI from our own files, under our CSP), the
// JSON beside it, and a document that covers every route an integrator can call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * Routes under /api and /wp-json left out of the document on purpose, by address prefix: the
 * reference page's own files, the catch-all answering rest_no_route for an address no route
 * serves, CORS preflights (OPTIONS, below) and nothing else.
 */
const hiddenOnPurpose = ['/api/docs', '/wp-json/*'];

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}` (a regex constraint dropped). */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

describe('the API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a browser the reference page, loading only our own scripts', async () => {
    const page = await t.app.inject({ url: '/api/docs', headers: { accept: BROWSER_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Pinwheel API reference</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);

    // Every script is a file of ours (no inline code the CSP would block, no CDN), and is served.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(3);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\/static\//);
      const script = await t.app.inject(src);
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
    const styles = [...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)];
    for (const [, href] of styles) expect((await t.app.inject(href!)).statusCode, href).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs/openapi.json, and still at /api/docs to scripts', async () => {
    const json = await t.app.inject('/api/docs/openapi.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Pinwheel API' } });

    const old = await t.app.inject({ url: '/api/docs', headers: { accept: '*/*' } });
    expect(old.headers['content-type']).toMatch(/^application\/json/);
    expect(old.headers.vary).toMatch(/accept/i);
    expect(old.json()).toEqual(json.json());
  });

  it('documents every /api and /wp-json route, unless it is hidden on purpose', async () => {
    const document = (await t.app.inject('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const callable = t.app
      .registeredRoutes()
      .filter(({ url }) => url.startsWith('/api/') || url.startsWith('/wp-json/'))
      // HEAD comes with every GET; OPTIONS are CORS preflights, answered for the browser.
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS');
    const hidden = callable.filter((route) => route.hidden).map((route) => route.url);
    expect(
      hidden.filter((url) => !hiddenOnPurpose.some((prefix) => url.startsWith(prefix))),
      'hidden routes nobody chose to hide',
    ).toEqual([]);

    const missing = callable
      .filter((route) => !route.hidden)
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    expect(callable.filter((route) => !route.hidden).length).toBeGreaterThan(20);
  });

  it('refers only to components it holds (a recursive schema is a named component)', async () => {
    const text = (await t.app.inject('/api/docs/openapi.json')).body;
    const document = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!));
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components?.schemas, ref).toHaveProperty([ref.split('/').pop()!]);
    }
  });
});
