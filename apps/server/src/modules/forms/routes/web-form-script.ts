// /web-form.js: the one-tag embed of web forms (packages/forms, built into its dist/), fetched by
// other sites' pages. Its name never changes across releases, so it is cached briefly and
// revalidated; any origin may load it. Absent when the forms package is not built (API tests):
// then the route answers 404 like any unknown file.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../../../plugins/errors.ts';

const EMBED_MAX_AGE_SECONDS = 300;

export async function webFormScriptRoute(app: FastifyInstance, options: { formsDir: string }) {
  let script: Promise<Buffer | null> | undefined;
  app.get('/web-form.js', { schema: { hide: true } }, async (_request, reply) => {
    // Read once per process: the build does not change under a running server.
    script ??= fs.readFile(path.join(options.formsDir, 'web-form.js')).catch(() => null);
    const body = await script;
    if (!body) return sendApiError(reply, 404, 'not_found', 'The web form embed is not built');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${EMBED_MAX_AGE_SECONDS}`)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  });
}
