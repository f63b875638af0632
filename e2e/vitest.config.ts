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
    // Generous because the machine may be busy (a load average of 20 on two cores makes a page's
    // hydration take seconds): a wait ends at its event, so a long limit only slows a failure.
    // expect.poll's own default of 1 s was the usual cause of a test failing only under load.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    pool: 'forks',
  },
});
