// The unit test files that run differently on PostgreSQL (apps/server/src/testing/engine-test-files.ts
// chooses them), for `npm run test:pg`: the other unit files do the same work whatever the engine,
// so running them again there would prove nothing new.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { engineTestFiles } from './apps/server/src/testing/engine-test-files.ts';
import unit from './vitest.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: { ...unit.test, include: engineTestFiles(root) },
});
