// npm test: lint, type-check, unit and API tests on PGlite, the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set, and the end-to-end tests in Chromium. Ends with one line
// "N passed, N failed" counting every test of every suite; exits non-zero when anything failed.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureDependencies, root, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const suites = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function check(name, command, args) {
  console.log(`\n━━ ${name}`);
  const status = run(command, args);
  suites.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function vitest(name, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const report = path.join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  const status = run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env: { ...process.env, ...env },
  });
  let passed;
  let failed;
  try {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrors ?? 0);
    // A file that failed to load counts as a failure even though none of its tests ran.
    failed += r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  } catch {
    passed = 0;
    failed = 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  suites.push({ name, passed, failed });
}

ensureDependencies();
ensureBuilt();

check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '--log-level=warn', '.']);
check('type-check', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit and API (PGlite)', ['--project', 'contracts', '--project', 'device-sim', '--project', 'server', '--project', 'web'], {
  TEST_DATABASE_URL: '',
});

if (process.env.TEST_DATABASE_URL) {
  vitest('API (PostgreSQL)', ['--project', 'server']);
} else {
  console.log('\n━━ API (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

const chromium = ensureChromium();
if (chromium.ok) {
  vitest('end-to-end (Chromium)', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium.path });
} else {
  console.error(`\n━━ end-to-end: ${chromium.reason}`);
  suites.push({ name: 'end-to-end (Chromium)', passed: 0, failed: 1 });
}

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log('\n━━ summary');
for (const s of suites) console.log(`  ${s.failed ? '✖' : '✔'} ${s.name}: ${s.passed} passed, ${s.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
