// npm test: lint, format and type-check, the unit and API tests (the API tests on PostgreSQL when
// TEST_DATABASE_URL is set, with the engine-specific ones again on PGlite; on PGlite alone
// otherwise), and the end-to-end tests in Chromium. Ends with a table of each step's wall time and
// one line "N passed, N failed" counting every test of every suite; exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, root } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { coresBusy, coresStolen, cpuSpeedSeconds, describeMachine, machineTicks } from './machine-load.mjs';

const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const suites = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();
const cores = os.availableParallelism();
const ticksAtStart = machineTicks();
/** Wall seconds of each step, and how busy the machine's cores were meanwhile, for the time report at the end. */
const times = [];

async function timed(name, step) {
  const t0 = Date.now();
  const ticks0 = machineTicks();
  try {
    return await step();
  } finally {
    times.push({ name, from: (t0 - started) / 1000, to: (Date.now() - started) / 1000, busy: coresBusy(ticks0, machineTicks(), cores) });
  }
}

/** Runs a command with its output kept, printed whole when it ends (so parallel steps don't interleave). */
function runBuffered(label, command, args, env = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => (output += String(e)));
    child.on('close', (code) => {
      console.log(`\n── ${label}\n${output}`);
      resolve(code ?? 1);
    });
  });
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

/** One static check, timed, counted as a suite of one case. */
const staticCheck = (name, command, args) =>
  timed(name, async () => {
    const status = await runBuffered(name, command, args);
    suites.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  });

/** One vitest run whose counts are added to the suite `name` (several runs may make one suite). */
async function vitestRun(name, label, args, env = {}) {
  const report = reportOf(label);
  const code = await runBuffered(label, bin('vitest'), vitestArgs(args, report), env);
  const { passed, failed } = counts(report, code);
  let suite = suites.find((s) => s.name === name);
  if (!suite) suites.push((suite = { name, passed: 0, failed: 0 }));
  suite.passed += passed;
  suite.failed += failed;
}

/** One vitest suite, timed. */
async function vitest(name, args, env = {}) {
  console.log(`\n━━ ${name}`);
  await timed(name, () => vitestRun(name, name, args, env));
}

// What else runs and how fast the CPU is: the time table below is read against them.
const machineAtStart = await describeMachine('at the start');
const cpuSeconds = cpuSpeedSeconds();
console.log(`${machineAtStart.join('\n')}\n  CPU speed: ${cpuSeconds.toFixed(2)} s of one core for 10⁹ additions`);

await timed('install', async () => ensureDependencies());

// Lint and format read only the sources: they start beside the build, whose type-checked compile is
// mostly one thread. The type-check writes the same declarations the build does, so it follows it.
console.log('\n━━ lint and format (started beside the build; their output follows when they end)');
const lintAndFormat = Promise.all([
  staticCheck('lint', bin('eslint'), ['.', '--max-warnings=0']),
  staticCheck('format', bin('prettier'), ['--check', '--log-level=warn', '.']),
]);
await timed('build', async () => {
  const status = await runBuffered('build', process.execPath, ['-e', "import('./scripts/lib.mjs').then((m) => m.ensureBuilt())"]);
  if (status !== 0) {
    console.error(`\n✖ the build failed (exit ${status})`);
    process.exit(status);
  }
});

// The end-to-end suite is the longest and, alone, leaves part of the machine idle while its pages
// wait on the server (docs/testing.md, "End-to-end tests"). Its first shard starts at once, beside the other
// suites, which run one after another; its second, smaller one when they are done, for the cores
// they free. Each shard has its own server, database and broker.
const E2E = 'end-to-end (Chromium)';
const chromium = ensureChromium();
const e2eShard = (index, count, shares) => {
  const label = count > 1 ? `${E2E}, shard ${index}/${count}` : E2E;
  console.log(`\n━━ ${label} (started; its output follows when it ends)`);
  const args = ['--config', 'e2e/vitest.config.ts', ...(count > 1 ? [`--shard=${index}/${count}`] : [])];
  return timed(label, () => vitestRun(E2E, label, args, { CHROMIUM_PATH: chromium.path, E2E_SHARD_SHARES: shares }));
};
// E2E_SHARDS=1: the whole suite in one run; the shares split the files by their recorded seconds.
const e2eShards = process.env.E2E_SHARDS === '1' ? 1 : 2;
const E2E_SHARES = process.env.E2E_SHARD_SHARES ?? '82,18';
let firstShard = Promise.resolve();
if (chromium.ok) firstShard = e2eShard(1, e2eShards, E2E_SHARES);
else {
  console.error(`\n━━ end-to-end: ${chromium.reason}`);
  suites.push({ name: E2E, passed: 0, failed: 1 });
}

console.log('\n━━ type-check');
await Promise.all([lintAndFormat, staticCheck('type-check', 'npm', ['run', '--silent', 'typecheck'])]);

// Vitest's default is one worker per core but one, which on a two-core machine leaves a core idle
// while a test waits on its database. Each test file has a database of its own, so two at once is safe.
const workers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
const unitProjects = ['--project', 'contracts', '--project', 'device-sim', '--project', 'web'];
// The server tests run once, on PostgreSQL when there is one (what installations beyond a trial
// run), and the engine-specific ones again on embedded PGlite (docs/testing.md, "Which engine").
if (process.env.TEST_DATABASE_URL) {
  await vitest('unit and API (PostgreSQL)', [...unitProjects, '--project', 'server', '--project', 'server-mocking', workers]);
  await vitest('API, engine-specific (PGlite)', ['--project', 'server-engine', workers], { TEST_DATABASE_URL: '' });
} else {
  await vitest('unit and API (PGlite)', [...unitProjects, '--project', 'server', '--project', 'server-mocking', workers]);
  console.log('\n━━ API, engine-specific (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

if (chromium.ok && e2eShards === 2) await e2eShard(2, 2, E2E_SHARES);
await firstShard;

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`\n━━ time (wall seconds from the start; steps that overlap ran at once; the machine's busy cores meanwhile, of ${cores})`);
times.sort((a, b) => a.from - b.from || a.to - b.to);
const secs = (n) => n.toFixed(0).padStart(5);
const busy = (b) => (b === null ? '' : `  ${b.toFixed(2)} cores busy`);
for (const t of times) console.log(`  ${t.name.padEnd(34)} ${secs(t.to - t.from)} s  (${secs(t.from)} → ${secs(t.to)})${busy(t.busy)}`);
console.log(
  `  ${'total'.padEnd(34)} ${secs((Date.now() - started) / 1000)} s${' '.repeat(17)}${busy(coresBusy(ticksAtStart, machineTicks(), cores))}`,
);
console.log(`  CPU speed: ${cpuSeconds.toFixed(2)} s of one core for 10⁹ additions`);
const stolen = coresStolen(ticksAtStart, machineTicks(), cores);
if (stolen !== null) console.log(`  stolen by the hypervisor for other guests: ${stolen.toFixed(2)} cores on average`);
for (const line of [...machineAtStart, ...(await describeMachine('at the end'))]) console.log(`  ${line}`);
console.log('\n━━ summary');
for (const s of suites) console.log(`  ${s.failed ? '✖' : '✔'} ${s.name}: ${s.passed} passed, ${s.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
