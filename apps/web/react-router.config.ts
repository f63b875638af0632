// React Router framework mode: server-rendered and hydrated. The Fastify process imports
// build/server/index.js and serves build/client/assets at /assets. Middleware is on: the /admin
// layout's guard (app/admin-guard.ts) runs before every admin loader and action, whichever of them
// a request names.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
