#!/usr/bin/env node
// Bench: the export of every transaction order of the fleet-size data (1 000 000 orders) to xlsx
// as a background job on PostgreSQL: rows per second, the server's peak RSS over its idle RSS
// (budget 300 MB) and the progress the export centre shows meanwhile.
//
//   node bench/export.mjs [--template vr_scale_tpl_10011_1000000] [--pg-url postgres://postgres@127.0.0.1:5432]
//
// It copies the template (CREATE DATABASE … TEMPLATE, see bench/README.md "Copy per run"), starts
// the built server on the copy (packages/server/dist, its migrations upgrade the copy) with its
// export worker, queues the order export through HTTP with the admin session the seed inserted,
// polls the task list every second and samples the server's VmRSS (/proc/<pid>/status) every
// 100 ms, then downloads the file and checks its size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cleanup, freePort, log, onCleanup, sleep, stopProcess } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1]?.startsWith('--') ? true : (all[i + 1] ?? true)]] : [])),
);
const pgUrl = args['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432';
const template = args.template ?? 'vr_scale_tpl_10011_1000000';
const token = `vr-scale-${template}-admin`;

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

async function main() {
  const name = `vr_export_run_${Date.now().toString(36)}`;
  await sql('postgres', `create database ${name} template ${template}`);
  onCleanup(() => sql('postgres', `drop database if exists ${name} with (force)`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-export-bench-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
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
  if (task.state !== 2) throw new Error(`export ended in state ${task.state}: ${task.error}`);
  const seconds = (Date.parse(task.finishedAt) - Date.parse(task.startedAt)) / 1000;
  const file = await fetch(`${base}/api/report/reportExportTask/download/${id}`, { headers: { token } });
  const bytes = (await file.arrayBuffer()).byteLength;
  const result = {
    measuredAt: new Date().toISOString(),
    template,
    rows: task.rowCount,
    seconds,
    rowsPerSecond: Math.round(task.rowCount / seconds),
    fileMb: +(task.byteSize / 1024 / 1024).toFixed(1),
    downloadedBytesMatch: bytes === task.byteSize,
    idleRssMb: Math.round(idle),
    peakRssMb: Math.round(peak),
    peakOverIdleMb: Math.round(peak - idle),
    progressSamples: progress.length,
    progressMonotonic: progress.every((p, i) => i === 0 || p.rows >= progress[i - 1].rows),
    progress: progress.filter((_, i) => i % 10 === 0 || i === progress.length - 1),
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/export.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
