// The unit test files that run differently on PostgreSQL (apps/server/src/testing/engine-test-files.ts
// chooses them), for `npm run test:pg`: the other unit files do the same work whatever the engine,
// so running them again there would prove nothing new. They are all server tests, which share
// their worker's module cache but for the few vitest.config.ts isolates (it says why).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { engineTestFiles } from './apps/server/src/testing/engine-test-files.ts';
import { isIsolatedServerTest, isolatedServerTests } from './vitest.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const shared = {
  exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
  // Generous: in CI these run niced beside the browser tests at a load average of 10–15, where
  // building one file's app alone has taken over 20 s. A test ends when it is done.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    ...shared,
    projects: [
      {
        test: {
          ...shared,
          name: 'engines',
          include: engineTestFiles(root),
          exclude: [...shared.exclude, ...isolatedServerTests],
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'engines, isolated',
          include: engineTestFiles(root).filter(isIsolatedServerTest),
        },
      },
    ],
  },
});
