// Browser and process tests: each file starts the built server on a free port with a temp data
// dir, and drives Debian's Chromium through playwright-core; one Chromium, started by the global
// setup, serves every file (each in a browser of its own). Files run one at a time: two cores
// cannot host several servers at once without making timings flaky.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/harness/shared-chromium.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
