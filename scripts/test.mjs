// npm test: lint, type-check, unit and API tests on PGlite, the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set, and the end-to-end tests in Chromium. Ends with one line
// "N passed, N failed" counting every test of every suite; exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

const reportOf = (name) => path.join(outDir, `${name.replace(/\W+/g, '-')}.json`);
const vitestArgs = (args, report) => ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

/** Passed and failed counts of one vitest JSON report; a missing report or a non-zero exit is a failure. */
function counts(report, status) {
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
  return { passed, failed };
}

function vitest(name, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const report = reportOf(name);
  const status = run(bin('vitest'), vitestArgs(args, report), { env: { ...process.env, ...env } });
  suites.push({ name, ...counts(report, status) });
}

/**
 * One suite run as `shards` vitest processes at once, each its own files (vitest's --shard) and,
 * for the end-to-end tests, its own server, database and broker. Each shard's output is printed
 * whole when it ends, so the logs don't interleave.
 */
async function vitestSharded(name, args, shards, env = {}) {
  console.log(`\n━━ ${name} (${shards} shards at once)`);
  const results = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const shard = `${i + 1}/${shards}`;
      const report = reportOf(`${name} ${i + 1}`);
      return new Promise((resolve) => {
        let output = '';
        const child = spawn(bin('vitest'), vitestArgs([...args, `--shard=${shard}`], report), {
          cwd: root,
          env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          console.log(`\n── ${name}, shard ${shard}\n${output}`);
          resolve(counts(report, code ?? 1));
        });
      });
    }),
  );
  suites.push({ name, passed: results.reduce((n, r) => n + r.passed, 0), failed: results.reduce((n, r) => n + r.failed, 0) });
}

ensureDependencies();
ensureBuilt();

check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '--log-level=warn', '.']);
check('type-check', 'npm', ['run', '--silent', 'typecheck']);
// Vitest's default is one worker per core but one, which on a two-core machine leaves a core idle
// while a test waits on its database. Each test file has a database of its own, so two at once is safe.
const workers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
vitest('unit and API (PGlite)', ['--project', 'contracts', '--project', 'device-sim', '--project', 'server', '--project', 'web', workers], {
  TEST_DATABASE_URL: '',
});

if (process.env.TEST_DATABASE_URL) {
  vitest('API (PostgreSQL)', ['--project', 'server', workers]);
} else {
  console.log('\n━━ API (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

const chromium = ensureChromium();
if (chromium.ok) {
  // Most of an end-to-end test's time is spent waiting on the page, so shards share the two cores well.
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
  await vitestSharded('end-to-end (Chromium)', ['--config', 'e2e/vitest.config.ts'], shards, { CHROMIUM_PATH: chromium.path });
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
