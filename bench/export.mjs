#!/usr/bin/env node
// Bench: the export of every transaction order of the fleet-size data (1 000 000 orders) to xlsx
// as a background job on PostgreSQL: rows per second, the server's peak RSS (budget 300 MB), the
// progress the export centre shows meanwhile, and the API's response times (p95 of the device
// list and of /api/health) with and without an export running (budget: within 20 %).
//
//   node bench/export.mjs [--template vr_scale_tpl_10011_1000000] [--pg-url postgres://postgres@127.0.0.1:5432]
//     [--server <repo root>] [--label after] [--rate 20] [--idle-seconds 20]
//
// It copies the template (CREATE DATABASE … TEMPLATE, see bench/README.md "Copy per run"), starts
// the built server of `--server` (its packages/server/dist; its migrations upgrade the copy) with
// its export worker, and measures the API at rest: the device list's first page and /api/health,
// each at `--rate` requests a second, evenly spaced, for `--idle-seconds` (after 5 s of the same
// load to warm up), and once more after the export (the two windows pooled). Then
// it queues the order export through HTTP with the admin session the seed inserted, keeps the same
// load on while the export runs (answers completed after the task finished are left out), polls
// the task list every second and samples the server's VmRSS (/proc/<pid>/status, the worker
// threads included) every 100 ms, then downloads the file and checks its size. The result is
// stored under its `--label` in bench/results/export.json beside the other labels' results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cleanup, freePort, log, onCleanup, serverEntry, sleep, stopProcess } from './lib.mjs';
import { percentile } from './scale/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1]?.startsWith('--') ? true : (all[i + 1] ?? true)]] : [])),
);
const pgUrl = args['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432';
const template = args.template ?? 'vr_scale_tpl_10011_1000000';
const token = `vr-scale-${template}-admin`;
const serverRoot = path.resolve(args.server ?? root);
const label = args.label ?? 'after';
const rate = Number(args.rate ?? 20);
const idleSeconds = Number(args['idle-seconds'] ?? 20);
const LOADED = { deviceList: '/api/Equipment/getDevicePageList?page=1&limit=20', health: '/api/health' };

async function sql(database, text) {
  const c = new pg.Client({ connectionString: `${pgUrl}/${database}` });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/** Resident set size of a process in MB (VmRSS, or VmHWM: its peak so far). */
function memoryOf(pid, field = 'VmRSS') {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/**
 * Sends `rate` requests a second to one URL, evenly spaced and without waiting for answers (so a
 * blocked server is seen as the delay it causes), until `stop()`; answers the response times (ms,
 * to the last byte) of the answers completed by `until` (a time in ms, or Infinity), and the
 * non-2xx count.
 */
function load(url) {
  const samples = [];
  let non2xx = 0;
  const inFlight = new Set();
  const send = async () => {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { headers: { token, lang: 'en' } });
      await res.arrayBuffer();
      if (!res.ok) non2xx += 1;
    } catch {
      non2xx += 1;
    }
    samples.push({ at: Date.now(), ms: performance.now() - t0 });
  };
  const timer = setInterval(() => {
    const request = send();
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }, 1000 / rate);
  return {
    async stop(until = Infinity) {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { times: samples.filter((s) => s.at <= until).map((s) => s.ms), non2xx };
    },
  };
}

/** Response-time figures of one or more measurements of the same URL. */
function figures(...measured) {
  const times = measured.flatMap((m) => m.times).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? NaN),
    non2xx: measured.reduce((n, m) => n + m.non2xx, 0),
  };
}

const loadAll = (base) => Object.entries(LOADED).map(([name, url]) => ({ name, run: load(base + url) }));
async function stopAll(runs, until) {
  return Object.fromEntries(await Promise.all(runs.map(async ({ name, run }) => [name, await run.stop(until)])));
}
const figuresOf = (...phases) => Object.fromEntries(Object.keys(LOADED).map((name) => [name, figures(...phases.map((p) => p[name]))]));

/** The API with no export: the load alone for `idleSeconds`. */
async function quietApi(base) {
  const quiet = loadAll(base);
  await sleep(idleSeconds * 1000);
  return stopAll(quiet);
}

/** How much the p95 with an export exceeds the p95 without one, in per cent. */
const rise = (idle, busy) => Math.round((busy.p95 / idle.p95 - 1) * 100);

async function main() {
  const name = `vr_export_run_${Date.now().toString(36)}`;
  await sql('postgres', `create database ${name} template ${template}`);
  onCleanup(() => sql('postgres', `drop database if exists ${name} with (force)`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-export-bench-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const port = await freePort();
  // BENCH_NODE_ARGS: extra options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry(serverRoot)], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `${pgUrl}/${name}`,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      MQTT_ENABLED: 'false',
      MQTT_PORT: String(await freePort()),
      MQTT_WS_PORT: String(await freePort()),
      MQTT_URL: '',
      SIM_DEVICES: '0',
      // The export worker runs with the scheduled jobs.
      JOBS_ENABLED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  onCleanup(() => stopProcess(child));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 2400) throw new Error('server did not start within 10 minutes');
    await sleep(250);
  }
  const call = async (method, url, body) => {
    const res = await fetch(base + url, {
      method,
      headers: { token, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return res.json();
  };
  // A first call warms the caller cache and the routes; then the idle RSS (median of 20 samples).
  await call('GET', '/api/report/reportExportTask/list?limit=1');
  await sleep(5000);
  const idleSamples = [];
  for (let i = 0; i < 20; i++) {
    idleSamples.push(memoryOf(child.pid));
    await sleep(100);
  }
  const idle = idleSamples.sort((a, b) => a - b)[10];
  log(`server pid ${child.pid} idle RSS ${idle.toFixed(0)} MB`);

  // The API without an export, before it and after it: the same load as during the export,
  // after 5 s of warm-up. The two windows are pooled (the machine's other work varies).
  const warm = loadAll(base);
  await sleep(5000);
  await stopAll(warm);
  const quietBefore = await quietApi(base);
  const loadBefore = os.loadavg()[0];
  log(`API without an export: ${JSON.stringify(figuresOf(quietBefore))}`);

  const startRss = memoryOf(child.pid);
  const busy = loadAll(base);
  const created = await call('POST', '/report/reportExportTask/createExportJpgkOrderTask', {});
  if (created.status !== 1001) throw new Error(`create: ${JSON.stringify(created)}`);
  const id = created.data.id;
  let peak = idle;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(child.pid));
    } catch {
      // the process ended
    }
  }, 100);
  const progress = [];
  let task;
  const t0 = Date.now();
  for (;;) {
    await sleep(1000);
    task = (await call('GET', '/api/report/reportExportTask/list?limit=10')).data.find((r) => r.id === id);
    progress.push({
      s: Math.round((Date.now() - t0) / 1000),
      rows: task.progressRows,
      expected: task.expectedRows,
      rssMb: Math.round(memoryOf(child.pid)),
    });
    if (progress.length % 10 === 0) log(`${task.progressRows} of ${task.expectedRows} rows, RSS ${memoryOf(child.pid).toFixed(0)} MB`);
    if (task.state >= 2) break;
  }
  clearInterval(sampler);
  const during = await stopAll(busy, Date.parse(task.finishedAt));
  const loadDuring = os.loadavg()[0];
  const apiDuringExport = figuresOf(during);
  log(`API during the export: ${JSON.stringify(apiDuringExport)}`);
  const quietAfter = await quietApi(base);
  const loadAfter = os.loadavg()[0];
  const apiIdle = figuresOf(quietBefore, quietAfter);
  log(`API without an export, after it: ${JSON.stringify(figuresOf(quietAfter))}`);
  if (task.state !== 2) throw new Error(`export ended in state ${task.state}: ${task.error}`);
  const seconds = (Date.parse(task.finishedAt) - Date.parse(task.startedAt)) / 1000;
  const file = await fetch(`${base}/api/report/reportExportTask/download/${id}`, { headers: { token } });
  const bytes = (await file.arrayBuffer()).byteLength;
  const result = {
    measuredAt: new Date().toISOString(),
    server: path.relative(root, serverRoot) || '.',
    template,
    rows: task.rowCount,
    seconds,
    rowsPerSecond: Math.round(task.rowCount / seconds),
    fileMb: +(task.byteSize / 1024 / 1024).toFixed(1),
    downloadedBytesMatch: bytes === task.byteSize,
    idleRssMb: Math.round(idle),
    peakRssMb: Math.round(peak),
    peakOverIdleMb: Math.round(peak - idle),
    // The RSS when the export was queued, after the API load (the heap grows with it too).
    rssAtExportStartMb: Math.round(startRss),
    api: {
      load: `${rate} requests/s, evenly spaced, on each of ${Object.values(LOADED).join(' and ')}`,
      idle: apiIdle,
      idleBefore: figuresOf(quietBefore),
      idleAfter: figuresOf(quietAfter),
      duringExport: apiDuringExport,
      loadAverage: { before: loadBefore, during: loadDuring, after: loadAfter },
      p95RisePercent: {
        deviceList: rise(apiIdle.deviceList, apiDuringExport.deviceList),
        health: rise(apiIdle.health, apiDuringExport.health),
      },
    },
    progressSamples: progress.length,
    progressMonotonic: progress.every((p, i) => i === 0 || p.rows >= progress[i - 1].rows),
    progress: progress.filter((_, i) => i % 10 === 0 || i === progress.length - 1),
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  };
  console.log(JSON.stringify(result, null, 2));
  const results = path.join(root, 'bench/results/export.json');
  fs.mkdirSync(path.dirname(results), { recursive: true });
  const runs = fs.existsSync(results) ? (JSON.parse(fs.readFileSync(results, 'utf8')).runs ?? {}) : {};
  fs.writeFileSync(results, `${JSON.stringify({ runs: { ...runs, [label]: result } }, null, 2)}\n`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
