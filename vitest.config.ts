import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { writeContractsIndex } from './scripts/contracts-index.mjs';
import { bothEngineFiles } from './packages/server/src/test/engines.js';

// The contracts' index and lists are written from their folders (not committed).
writeContractsIndex();

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const contractsTexts = fileURLToPath(new URL('./packages/contracts/src/texts.ts', import.meta.url));

/**
 * The server's test files share their worker's module cache (`isolate: false`): importing the
 * whole app again for every file was half of the suite's time. A file that replaces a module
 * (`vi.mock`) would replace it for the files after it, so those files run isolated, in a project
 * of their own.
 */
const serverSrc = fileURLToPath(new URL('./packages/server/src/', import.meta.url));
const MOCKING = (fs.readdirSync(serverSrc, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(serverSrc, file), 'utf8')))
  .map((file) => `packages/server/src/${file.split(path.sep).join('/')}`);
const serverTest = {
  environment: 'node',
  globalSetup: ['packages/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/** One project a suite; scripts/test.mjs runs them one by one and adds up the counts. */
export default defineConfig({
  // Tests read the contracts from source, so they never run against a stale build.
  resolve: {
    alias: [
      { find: /^@vr\/contracts$/, replacement: contracts },
      { find: /^@vr\/contracts\/texts$/, replacement: contractsTexts },
    ],
  },
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
        test: { name: 'server', include: ['packages/server/src/**/*.test.ts'], exclude: MOCKING, isolate: false, ...serverTest },
      },
      {
        extends: true,
        test: { name: 'server-mocking', include: MOCKING.length ? MOCKING : ['no-such-file'], ...serverTest },
      },
      {
        // The server tests that run on both engines (their first line says so:
        // packages/server/src/test/engines.ts), for the second engine's run.
        extends: true,
        test: {
          name: 'server-engine',
          include: Object.keys(bothEngineFiles()).map((file) => `packages/server/src/${file}`),
          exclude: MOCKING,
          isolate: false,
          ...serverTest,
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
