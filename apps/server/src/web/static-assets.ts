// Static files: the web app's hashed assets and the widget. Hashed names never change content, so
// they are cached for a year; /embed.js keeps its name across releases, so it is cached briefly
// (and revalidated by its ETag). /pixel.js is the same loader under the name Poptin's snippet
// uses, so a page moving from Poptin changes only the host in its snippet. The widget's files are fetched by pages on other origins (the
// renderer by dynamic import, which is a CORS request), so they carry Access-Control-Allow-Origin: *.
// The builds write brotli and gzip copies beside each text file (scripts/precompress-assets.mjs):
// `preCompressed` sends the copy the browser accepts (br, then gzip, else the file itself), with
// Vary: Accept-Encoding, so no request pays for compressing them.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticAssetsOptions {
  /** apps/web/build/client, or undefined when the web app is served by Vite (development). */
  webClientDir: string | undefined;
  /** packages/widget/dist, or undefined when the widget is not served (API tests). */
  widgetDir: string | undefined;
}

const immutable = 'public, max-age=31536000, immutable';
const EMBED_MAX_AGE_SECONDS = 300;

export async function staticAssets(app: FastifyInstance, options: StaticAssetsOptions) {
  if (options.webClientDir) {
    await app.register(fastifyStatic, {
      root: path.join(options.webClientDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', immutable),
    });
  }

  if (options.widgetDir) await widgetAssets(app, options.widgetDir);
  if (options.webClientDir) webRootFiles(app, options.webClientDir);
}

async function widgetAssets(app: FastifyInstance, widgetDir: string) {
  await app.register(fastifyStatic, {
    root: path.join(widgetDir, 'embed'),
    prefix: '/embed/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', immutable);
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  // The loader sits beside the embed/ directory and manifest.json, so it gets a mount of its own
  // that serves no path by itself, only this one route (in its own context, which keeps sendFile).
  await app.register(async (loaderScope) => {
    await loaderScope.register(fastifyStatic, {
      root: widgetDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    for (const loaderPath of ['/embed.js', '/pixel.js']) {
      loaderScope.get(loaderPath, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile('embed.js'),
      );
    }
  });
}

/** Files at the root of the client build (favicon and the like), cached for an hour. */
function webRootFiles(app: FastifyInstance, clientDir: string) {
  const rootFiles = fs.existsSync(clientDir)
    ? fs.readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  for (const file of rootFiles) {
    const full = path.join(clientDir, file.name);
    app.get(`/${file.name}`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type(contentTypeOf(file.name))
        .send(fs.createReadStream(full)),
    );
  }
}

function contentTypeOf(name: string): string {
  const types: Record<string, string> = {
    '.ico': 'image/x-icon',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.txt': 'text/plain; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
  };
  return types[path.extname(name)] ?? 'application/octet-stream';
}
