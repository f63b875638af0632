// Development only: serves the web app through Vite in middleware mode, loading React Router's
// server build per request, so edits show without a rebuild. Vite is a dev dependency and is
// imported lazily so production never loads it.
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

export interface DevWeb {
  mountMiddleware(app: FastifyInstance): Promise<void>;
  loadBuild(): Promise<ServerBuild>;
  close(): Promise<void>;
}

export async function startDevWeb(webRoot: string): Promise<DevWeb> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    async mountMiddleware(app) {
      await app.register(middie);
      app.use(vite.middlewares);
    },
    loadBuild: () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
