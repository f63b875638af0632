// React Router framework mode: server-rendered and hydrated. The Fastify process imports
// build/server/index.js and serves build/client/assets at /assets.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
