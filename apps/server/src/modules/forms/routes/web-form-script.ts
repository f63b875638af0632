// /web-form.js: the one-tag embed of web forms (packages/forms, built into its dist/), fetched by
// other sites' pages. Its name never changes across releases, so it is cached briefly and
// revalidated; any origin may load it. It is a small classic script that imports the form's
// module from /web-form/ (hashed names, cached a year): the form, and the chunks only some forms
// load (the self-hosted captcha, input masks, password strength). A module imported from another
// origin is a CORS request, so they carry Access-Control-Allow-Origin: *. The build's brotli and
// gzip copies are sent to browsers that take them. Absent when the forms package is not built
// (API tests): then the routes answer 404 like any unknown file.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../../../plugins/errors.ts';

const EMBED_MAX_AGE_SECONDS = 300;
const immutable = 'public, max-age=31536000, immutable';

export async function webFormScriptRoute(app: FastifyInstance, options: { formsDir: string }) {
  const chunks = path.join(options.formsDir, 'web-form');
  const built = fs.existsSync(path.join(options.formsDir, 'web-form.js')) && fs.existsSync(chunks);
  if (!built) {
    app.get('/web-form.js', { schema: { hide: true } }, (_request, reply) =>
      sendApiError(reply, 404, 'not_found', 'The web form embed is not built'),
    );
    return;
  }
  const crossOrigin = (reply: { header(name: string, value: string): unknown }) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  };
  await app.register(fastifyStatic, {
    root: chunks,
    prefix: '/web-form/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    // The manifest is the build's note for bench/bundle-size.mjs, not for browsers.
    allowedPath: (pathname) => pathname.endsWith('.js'),
    setHeaders: (reply) => {
      reply.header('cache-control', immutable);
      crossOrigin(reply);
    },
  });
  await app.register(async (loaderScope) => {
    await loaderScope.register(fastifyStatic, {
      root: options.formsDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
        crossOrigin(reply);
      },
    });
    loaderScope.get('/web-form.js', { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile('web-form.js'),
    );
  });
}
