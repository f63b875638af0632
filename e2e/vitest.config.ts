// Browser and process tests: each file runs against the built server on a free port with a temp
// data dir, and drives Debian's Chromium through playwright-core. The global setups start one
// Chromium for every file (each gets a browser of its own) and keep a fresh server ready for the
// next file while one runs. Files run one at a time: two cores cannot host several files' pages
// and servers at once without making timings flaky.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/harness/shared-chromium.ts', 'e2e/harness/spare-servers.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
