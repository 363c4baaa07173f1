import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BOTH_ENGINES } from './packages/server/src/test/engines.js';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

/** One project a suite; scripts/test.mjs runs them one by one and adds up the counts. */
export default defineConfig({
  // Tests read the contracts from source, so they never run against a stale build.
  resolve: { alias: { '@vr/contracts': contracts } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server tests that run on both engines (packages/server/src/test/engines.ts), for the
        // second engine's run.
        extends: true,
        test: {
          name: 'server-engine',
          include: Object.keys(BOTH_ENGINES).map((file) => `packages/server/src/${file}`),
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'device-sim',
          include: ['packages/device-sim/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
