// The static files as a browser gets them: a build's assets, precompressed by the same script the
// builds run, served by the plugin with the compression plugin in front, as in the application.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compression from '../plugins/compression.ts';
import { staticAssets } from './static-assets.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Something shaped like a minified bundle: long, repetitive, compressible. */
const bundle = (name: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${name}${i}=()=>"${name} ${i}";`).join('\n');

let dir: string;
let clientDir: string;
let widgetDir: string;
const files = {
  entry: { url: '/assets/entry.client-Ab12.js', content: bundle('entry') },
  renderer: { url: '/embed/renderer-Cd34.js', content: bundle('renderer') },
  loader: { url: '/embed.js', content: bundle('loader') },
};

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

async function appServing(webClientDir: string, widget: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compression);
  await app.register(staticAssets, { webClientDir, widgetDir: widget });
  return app;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-static-'));
  clientDir = path.join(dir, 'client');
  widgetDir = path.join(dir, 'widget');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(widgetDir, 'embed'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, files.entry.url), files.entry.content);
  fs.writeFileSync(path.join(widgetDir, files.renderer.url), files.renderer.content);
  fs.writeFileSync(path.join(widgetDir, 'embed.js'), files.loader.content);
  execFileSync(process.execPath, [
    path.join(repoRoot, 'scripts/precompress-assets.mjs'),
    path.join(clientDir, 'assets'),
    path.join(widgetDir, 'embed'),
    path.join(widgetDir, 'embed.js'),
  ]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('static assets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appServing(clientDir, widgetDir);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each(Object.entries(files))(
    'sends %s as the build precompressed it: brotli, else gzip, else plain',
    async (_name, file) => {
      const onDisk = path.join(file.url.startsWith('/assets/') ? clientDir : widgetDir, file.url);
      for (const [accept, encoding, suffix] of [
        [BROWSER, 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
        ['', undefined, ''],
      ] as const) {
        const answer = await get(file.url, accept ? { 'accept-encoding': accept } : {});
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding'], accept).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        // The very bytes the build wrote: nothing is compressed per request.
        expect(answer.rawPayload.equals(fs.readFileSync(onDisk + suffix))).toBe(true);
        expect(decoded(encoding, answer.rawPayload)).toBe(file.content);
      }
      const br = fs.statSync(`${onDisk}.br`).size;
      expect(br).toBeLessThan(file.content.length / 4);
    },
  );

  it('keeps the year-long cache on hashed files and CORS on the widget', async () => {
    const entry = await get(files.entry.url, { 'accept-encoding': BROWSER });
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);

    const renderer = await get(files.renderer.url, { 'accept-encoding': BROWSER });
    expect(renderer.headers['cache-control']).toBe(IMMUTABLE);
    expect(renderer.headers['access-control-allow-origin']).toBe('*');
    expect(renderer.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const loader = await get(files.loader.url, { 'accept-encoding': BROWSER });
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets a host page revalidate /embed.js without downloading it again', async () => {
    const first = await get('/embed.js', { 'accept-encoding': BROWSER });
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/embed.js', {
      'accept-encoding': BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("serves the loader at Poptin's /pixel.js too: same bytes, headers and revalidation", async () => {
    for (const accept of [BROWSER, 'gzip', '']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const [embed, pixel] = await Promise.all([
        get('/embed.js', headers),
        get('/pixel.js', headers),
      ]);
      expect(pixel.statusCode).toBe(200);
      expect(pixel.rawPayload.equals(embed.rawPayload)).toBe(true);
      for (const name of [
        'content-encoding',
        'content-type',
        'cache-control',
        'etag',
        'vary',
        'access-control-allow-origin',
        'cross-origin-resource-policy',
      ]) {
        expect(pixel.headers[name], `${name} with "${accept}"`).toBe(embed.headers[name]);
      }
    }
    const first = await get('/pixel.js?id=abcdefghij123', { 'accept-encoding': BROWSER });
    const again = await get('/pixel.js?id=abcdefghij123', {
      'accept-encoding': BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD with the headers of GET', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: files.entry.url,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers paths that lead nowhere or outside with 4xx, never 500', async () => {
    for (const url of [
      '/assets/no-such-file.js',
      '/assets/../../../etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/embed/%00',
      '/embed/..%2fembed.js',
      '/assets/%E0%A4%A',
    ]) {
      const answer = await get(url, { 'accept-encoding': BROWSER });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('a widget without its loader built', () => {
  it('answers /embed.js with 404', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-static-empty-'));
    fs.mkdirSync(path.join(empty, 'embed'));
    const app = await appServing(clientDir, empty);
    try {
      const answer = await app.inject({
        url: '/embed.js',
        headers: { 'accept-encoding': BROWSER },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
