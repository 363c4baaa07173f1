// npm run typecheck: the built packages (incrementally, as the build leaves them), then the server's
// tests, the web app and the end-to-end tests, which nothing emits. Every project is checked, so one
// run shows all the errors; the exit is non-zero when any project had one.
import { writeContractsIndex } from './contracts-index.mjs';
import { run, TSC } from './lib.mjs';

writeContractsIndex();
const checks = [
  ['-b', 'packages/contracts', 'packages/device-sim', 'packages/server'],
  ['-p', 'packages/server/tsconfig.test.json', '--noEmit'],
  ['-p', 'packages/web', '--noEmit'],
  ['-p', 'e2e', '--noEmit'],
];
const failed = checks.filter((args) => run(process.execPath, [TSC, ...args]) !== 0);
for (const args of failed) console.error(`✖ tsc ${args.join(' ')} found errors`);
process.exit(failed.length ? 1 : 0);
