// Start-up bench: how long `npm run serve` takes to answer /api/health on an existing database,
// and how much memory the process holds at rest afterwards.
//
// For each database (an embedded PGlite data directory and a PostgreSQL database, both created
// and seeded by a first start that is not counted), starts the built server N times with the
// defaults of `npm run serve` (embedded broker, demo simulator, jobs) on free ports, and records
// the time from spawn to the first 200 of /api/health (and the CPU time the process had used by
// then), and VmRSS after it has idled a while.
//
// Usage: npm run build && node bench/startup.mjs [--runs 5] [--idle 10] [--server <checkout>]
//        [--only pglite|postgres] [--write before|after]
// --server runs another built checkout (e.g. the code before a change); --write puts the medians
// into bench/README.md between the startup markers, in the "before" or "after" row.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cleanup, freePort, log, onCleanup, serverEntry, sleep } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '10' },
    server: { type: 'string', default: root },
    only: { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    write: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const IDLE_MS = Number(args.idle) * 1000;
const serverRoot = path.resolve(args.server);
const mainJs = serverEntry(serverRoot);

const median = (arr) => {
  const s = [...arr].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU seconds (user + system, all threads) a process has used: the work a start costs, whatever the machine's load. */
const cpuSeconds = (pid) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** One start: spawn → first 200 of /api/health, then RSS after the idle time; stops the server. */
async function startOnce(env, idleMs) {
  const [port, mqttPort, mqttWsPort] = [await freePort(), await freePort(), await freePort()];
  const t0 = performance.now();
  const server = spawn(process.execPath, [mainJs], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), MQTT_WS_PORT: String(mqttWsPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let healthMs;
  let cpuS;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}): ${stderr.slice(-2000)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) {
          healthMs = performance.now() - t0;
          cpuS = cpuSeconds(server.pid);
          break;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 120_000) throw new Error('no health answer within 120 s');
      await sleep(20);
    }
    await sleep(idleMs);
    return { healthMs, cpuS, rssMb: rssMb(server.pid) };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

async function measure(name, env) {
  log(`${name}: first start (creates and seeds the database, not counted)`);
  await startOnce(env, 0);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await startOnce(env, IDLE_MS);
    log(
      `${name} run ${i + 1}: health after ${r.healthMs.toFixed(0)} ms (${r.cpuS.toFixed(2)} s CPU), RSS at rest ${r.rssMb.toFixed(0)} MB`,
    );
    runs.push(r);
  }
  return { healthMs: median(runs.map((r) => r.healthMs)), cpuS: median(runs.map((r) => r.cpuS)), rssMb: median(runs.map((r) => r.rssMb)) };
}

async function main() {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: build that checkout first`);
  const results = {};
  if (args.only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-startup-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    results.pglite = await measure('PGlite', { DATA_DIR: dataDir });
  }
  if (args.only !== 'pglite') {
    const dbName = `vr_bench_startup_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${args['pg-url']}/postgres` });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    onCleanup(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-startup-pg-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    results.postgres = await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: `${args['pg-url']}/${dbName}` });
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: serverRoot, encoding: 'utf8' }).stdout.trim();
  console.log(
    JSON.stringify({ server: serverRoot, commit, runs: RUNS, idleSeconds: IDLE_MS / 1000, loadAverage: os.loadavg()[0], ...results }),
  );
  if (args.write) writeReadme(args.write, results);
}

/** Replaces the before/after row of the table between the startup markers of bench/README.md. */
function writeReadme(which, results) {
  const file = path.join(root, 'bench/README.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('<!-- startup:start -->');
  const end = text.indexOf('<!-- startup:end -->');
  if (start < 0 || end < start) throw new Error('bench/README.md has no startup markers');
  const cell = (r) => (r ? `${(r.healthMs / 1000).toFixed(2)} s (${r.cpuS.toFixed(2)} s CPU) / ${r.rssMb.toFixed(0)} MB` : 'not run');
  const row = `| ${which} | ${cell(results.pglite)} | ${cell(results.postgres)} | ${os.loadavg()[0].toFixed(1)} |`;
  const pattern = new RegExp(`^\\|\\s*${which}\\s*\\|.*$`, 'm');
  const section = text.slice(start, end);
  if (!pattern.test(section)) throw new Error(`the startup section of bench/README.md has no "| ${which} |" row`);
  fs.writeFileSync(file, text.slice(0, start) + section.replace(pattern, row) + text.slice(end));
  log(`bench/README.md: ${row}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanup);
