// Browser and process tests: each file runs against the built server on a free port with a temp
// data dir, and drives Debian's Chromium through playwright-core. The global setups start one
// Chromium for every file (each gets a browser of its own) and keep a fresh server ready for the
// next file while one runs. Files run one at a time: tried two at a time beside `npm test`'s unit
// tests, the two cores were saturated (the unit tests, niced, took three times as long) and a test
// with a page's paused clock and a slide-in failed that passes alone; the spares follow
// `maxWorkers` should a machine with more cores run more.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/harness/shared-chromium.ts', 'e2e/harness/spare-servers.ts'],
    // Generous because the machine may be busy (a load average of 20 on two cores makes a page's
    // hydration take seconds): a wait ends at its event, so a long limit only slows a failure.
    // expect.poll's own default of 1 s was the usual cause of a test failing only under load.
    testTimeout: 90_000,
    // A file's first hook waits for its server, which a machine at a load of 25 has taken over a
    // minute to migrate and seed (server-spawn.ts allows it two).
    hookTimeout: 150_000,
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});
