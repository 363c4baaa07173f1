import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './duration-sequencer.js';

/** End-to-end tests: the built app served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./csp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page's answer to a click can take a few seconds on a loaded two-core machine.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    // The files share the worker's modules (Playwright, the contracts, the helpers): importing them
    // again for every file cost about 1 s of CPU a file. No file replaces a module.
    isolate: false,
    // Shards run at once (scripts/test.mjs): split by time so they end together.
    sequence: { sequencer: DurationSequencer },
  },
});
