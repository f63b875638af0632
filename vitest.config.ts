// Unit and API tests (everything named *.test.ts outside e2e/). Browser tests have their own config.
//
// Two projects, by what a test file leaves behind in its process:
// - server: the server's, core's and the client's tests share their worker's module cache
//   (isolate: false). Each file builds its own app on its own database, and what their modules
//   keep between files is static data (country, e-mail domain and GeoIP tables), so importing
//   Fastify, Kysely and the modules once per worker instead of once per file halves the run.
// - isolated: the widget's, the forms' and the web app's tests install listeners and patch the
//   DOM's fetch and history (as the loader does on a host page), and the webhook tests restart an
//   app whose outbox posts through the process's keep-alive agents (one of them was seen waiting
//   past its 5 s when it ran after other files in one worker): each of these files gets a fresh
//   module graph and environment.
import { defineConfig } from 'vitest/config';

const shared = {
  exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
  // Generous: in CI these run niced beside the browser tests at a load average of 10–25, where
  // building one file's app alone has taken over 20 s and the whole run four times its quiet
  // length (2,405 s against 572 s); the slowest tests take 8–12 s on a quiet machine (the API
  // types' generation, two app instances sharing a database). A test ends when it is done: the
  // limit only decides how long a hung one waits.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  pool: 'forks' as const,
};

const serverTests = [
  'apps/server/src/**/*.test.ts',
  'packages/core/src/**/*.test.ts',
  'packages/client/src/**/*.test.ts',
];
/** Server test files that run in a fresh process state of their own (see above). */
const isolatedFolder = 'apps/server/src/modules/leads/';
export const isolatedServerTests = [`${isolatedFolder}webhook-*.test.ts`];
/** The same choice, for a list of files relative to the repository. */
export const isIsolatedServerTest = (file: string) =>
  file.startsWith(`${isolatedFolder}webhook-`) && file.endsWith('.test.ts');

export default defineConfig({
  test: {
    ...shared,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: serverTests,
          exclude: [...shared.exclude, ...isolatedServerTests],
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'isolated',
          include: [
            ...isolatedServerTests,
            'apps/web/app/**/*.test.ts',
            'packages/widget/src/**/*.test.ts',
            'packages/forms/src/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
