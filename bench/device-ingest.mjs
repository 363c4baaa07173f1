// Device ingest bench (design.md budget: 10 000 devices with a heartbeat every 30 s and telemetry
// every 60 s held by one API process with CPU to spare; at least 1 000 orders/s stored).
//
// Starts the built server (embedded broker) on a fresh PostgreSQL database (created and dropped
// here; PGlite lives inside the server process, so it cannot be seeded from outside), creates the
// devices directly in the database with
// known secrets, runs the simulator CLI in a separate process with time compression, then an
// order burst. Samples the server's CPU and RSS from /proc, the gateway's message counters from
// /admin/monitor/mqtt, order-ack latency from the simulator, and telemetry visibility latency
// (publish → level row updated) with a probe device.
//
// Usage: npm run build && node bench/device-ingest.mjs [--devices 10000] [--time-scale 4]
//        [--steady 90] [--burst-rate 1200] [--burst-seconds 20] [--write]
// --write puts the results into bench/README.md (between the device-ingest markers).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import pg from 'pg';
import { freePort, log, onCleanup, runToEnd, serverEntry, sleep } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '10000' },
    'time-scale': { type: 'string', default: '4' },
    steady: { type: 'string', default: '90' },
    'burst-rate': { type: 'string', default: '1200' },
    'burst-seconds': { type: 'string', default: '20' },
    'orders-per-hour': { type: 'string', default: '6' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    write: { type: 'boolean', default: false },
    /** Only rewrite the README section from a result printed by an earlier run. */
    'from-json': { type: 'string' },
  },
});
const N = Number(args.devices);
const SCALE = Number(args['time-scale']);
const STEADY = Number(args.steady);
const BURST_RATE = Number(args['burst-rate']);
const BURST_SECONDS = Number(args['burst-seconds']);
const ORDERS_PER_HOUR = Number(args['orders-per-hour']);
const catalog = JSON.parse(fs.readFileSync(path.join(root, 'packages/device-sim/src/catalog.json'), 'utf8'));
const CLK_TCK = 100;

const pct = (arr, p) => {
  if (arr.length === 0) return NaN;
  const s = [...arr].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const mean = (arr) => (arr.length ? arr.reduce((a, b) => a + b, 0) / arr.length : NaN);

/** utime+stime (ticks) and RSS (MB) of a process from /proc. */
function procSample(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    return { ticks, rss };
  } catch {
    return null;
  }
}

/** CPU ticks by pid of the PostgreSQL backends serving the bench database (their command line names it). */
function pgBackendTicks(dbName) {
  const ticks = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres:') || !cmd.includes(` ${dbName} `)) continue;
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(d, Number(f[11]) + Number(f[12]));
    } catch {
      // gone
    }
  }
  return ticks;
}

/** Ticks spent since the previous reading (backends that appeared count from zero). */
function pgDelta(now, before) {
  let sum = 0;
  for (const [pid, t] of now) sum += t - (before.get(pid) ?? 0);
  return sum;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-ingest-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // ——— database ———
  const dbName = `vr_bench_${Date.now().toString(36)}`;
  const databaseUrl = `${args['pg-url']}/${dbName}`;
  {
    const admin = new pg.Client({ connectionString: `${args['pg-url']}/postgres` });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    onCleanup(async () => {
      const c = new pg.Client({ connectionString: `${args['pg-url']}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
      log(`dropped database ${dbName}`);
    });
    log(`PostgreSQL database ${dbName}`);
  }

  // ——— server ———
  const port = await freePort();
  const mqttPort = await freePort();
  const mqttWsPort = await freePort();
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    MQTT_PORT: String(mqttPort),
    MQTT_WS_PORT: String(mqttWsPort),
    MQTT_URL: '',
    SIM_DEVICES: '0',
    LOGIN_RATE_LIMIT: '1000',
  };
  let serverLog = '';
  const server = spawn(process.execPath, [serverEntry(root)], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (serverLog += d));
  server.stderr.on('data', (d) => (serverLog += d));
  onCleanup(async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await Promise.race([new Promise((r) => server.once('exit', r)), sleep(15_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverLog}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 480) throw new Error(`server did not start:\n${serverLog}`);
    await sleep(250);
  }
  log(`server pid ${server.pid} on ${base}, broker mqtt://127.0.0.1:${mqttPort}`);
  const login = await (
    await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123', code: '', uuid: '' }),
    })
  ).json();
  const token = login.result?.token;
  const mqttStats = async () => {
    try {
      const body = await (await fetch(`${base}/admin/monitor/mqtt`, { headers: { token } })).json();
      return body.data ?? null;
    } catch {
      return null;
    }
  };

  // ——— devices, straight into the database ———
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  onCleanup(() => db.end());
  const org = (await db.query(`select id from sys_org where code = 'DEMO'`)).rows[0].id;
  const models = new Map((await db.query('select id, code from dev_model')).rows.map((r) => [r.code, r.id]));
  const credentials = [];
  const byCode = new Map();
  const t0 = Date.now();
  const modelCodes = catalog.deviceModels.map((m) => m.code);
  for (let start = 0; start < N + 1; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(N + 1, start + 1000); i++) {
      const code = i === N ? 'BENCHPROBE' : `BENCH${String(i).padStart(5, '0')}`;
      const model = i === N ? 'CM-200' : modelCodes[i % modelCodes.length];
      const secret = randomBytes(24).toString('base64url');
      credentials.push({ code, secret, model });
      byCode.set(code, credentials.at(-1));
      rows.push([org, code, `sha256:${createHash('sha256').update(secret).digest('hex')}`, models.get(model) ?? null, `Bench ${i}`]);
    }
    const params = rows.flat();
    const placeholders = rows.map((_, r) => `($${r * 5 + 1}, $${r * 5 + 2}, $${r * 5 + 3}, $${r * 5 + 4}, $${r * 5 + 5})`).join(',');
    const inserted = await db.query(
      `insert into dev_device (org_id, device_code, secret_hash, model_id, name) values ${placeholders} returning id, device_code`,
      params,
    );
    const cRows = [];
    for (const r of inserted.rows) {
      const cred = byCode.get(r.device_code);
      cred.id = r.id;
      const m = catalog.deviceModels.find((x) => x.code === cred.model);
      m.containers.forEach((c, k) =>
        cRows.push([r.id, k + 1, c.material, c.capacity, c.capacity * 0.7, c.capacity * 0.2, c.capacity * 0.1]),
      );
    }
    for (let k = 0; k < cRows.length; k += 2000) {
      const chunk = cRows.slice(k, k + 2000);
      const ph = chunk.map((_, r) => `(${Array.from({ length: 7 }, (_, j) => `$${r * 7 + j + 1}`).join(',')})`).join(',');
      await db.query(
        `insert into dev_device_container (device_id, no, material_code, capacity, level, warn_value, alarm_value) values ${ph}`,
        chunk.flat(),
      );
    }
  }
  log(`${N} devices (+1 probe) with containers inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const probe = credentials.pop();
  const credFile = path.join(dataDir, 'devices.json');
  fs.writeFileSync(credFile, JSON.stringify(credentials.map(({ code, secret, model }) => ({ code, secret, model }))));

  // ——— sampling ———
  const samples = []; // { at, phase, cpu (share of one core), rss, pgCpu }
  let phase = 'connect';
  let last = procSample(server.pid);
  let lastPg = pgBackendTicks(dbName);
  let lastAt = Date.now();
  let simPid = 0;
  let lastSim = null;
  const loads = [];
  const sampler = setInterval(() => {
    loads.push(os.loadavg()[0]);
    const now = Date.now();
    const s = procSample(server.pid);
    const pgTicks = pgBackendTicks(dbName);
    const sm = simPid ? procSample(simPid) : null;
    if (s && last) {
      const secs = (now - lastAt) / 1000;
      samples.push({
        at: now,
        phase,
        cpu: (s.ticks - last.ticks) / CLK_TCK / secs,
        rss: s.rss,
        pgCpu: pgDelta(pgTicks, lastPg) / CLK_TCK / secs,
        simCpu: sm && lastSim ? (sm.ticks - lastSim.ticks) / CLK_TCK / secs : NaN,
        simRss: sm?.rss ?? NaN,
      });
    }
    last = s;
    lastPg = pgTicks;
    lastSim = sm;
    lastAt = now;
  }, 1000);
  onCleanup(() => clearInterval(sampler));
  const gatewaySamples = []; // { at, phase, total, perSecond, connected }
  const statsTimer = setInterval(async () => {
    const s = await mqttStats();
    if (s)
      gatewaySamples.push({ at: Date.now(), phase, total: s.messagesTotal, perSecond: s.messagesPerSecond, connected: s.connectedDevices });
  }, 5000);
  onCleanup(() => clearInterval(statsTimer));

  // ——— telemetry probe: publish → level visible in dev_device_container ———
  const probeLatency = { steady: [], burst: [] };
  const probeClient = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
    clientId: probe.code,
    username: probe.code,
    password: probe.secret,
    reconnectPeriod: 1000,
  });
  onCleanup(() => probeClient.endAsync());
  const probeModel = catalog.deviceModels.find((m) => m.code === 'CM-200');
  probeClient.publish(
    `vr/v1/${probe.code}/up/hello`,
    JSON.stringify({
      v: 1,
      ts: Date.now(),
      model: 'CM-200',
      firmware: { app: 'probe', mainboard: 'probe', dtu: 'probe' },
      capacity: 200,
      heartbeatSeconds: 30,
      containers: probeModel.containers.map((c, i) => ({ no: i + 1, material: c.material, capacity: c.capacity })),
    }),
    { qos: 1 },
  );
  let probeSeq = 0;
  let probing = false;
  const probeOnce = async () => {
    if (probing || (phase !== 'steady' && phase !== 'burst')) return;
    probing = true;
    const at = phase;
    probeSeq += 1;
    const level = 1000 + (probeSeq % 900) + 0.5;
    const sent = Date.now();
    probeClient.publish(
      `vr/v1/${probe.code}/up/telemetry`,
      JSON.stringify({
        v: 1,
        ts: sent,
        materials: probeModel.containers.map((c, i) => ({ no: i + 1, material: c.material, level: i === 0 ? level : c.capacity / 2 })),
        temperatures: { hotWater: 92 },
      }),
    );
    while (Date.now() - sent < 30_000) {
      const r = await db.query('select level from dev_device_container where device_id = $1 and no = 1', [probe.id]);
      if (Number(r.rows[0]?.level) === level) {
        probeLatency[at].push(Date.now() - sent);
        break;
      }
      await sleep(25);
    }
    probing = false;
  };
  const probeTimer = setInterval(() => void probeOnce(), 3000);
  onCleanup(() => clearInterval(probeTimer));

  // ——— the fleet, in its own process ———
  const simArgs = [
    path.join(root, 'packages/device-sim/dist/cli.js'),
    '--url',
    `mqtt://127.0.0.1:${mqttPort}`,
    '--credentials',
    credFile,
    '--time-scale',
    String(SCALE),
    '--orders-per-hour',
    String(ORDERS_PER_HOUR),
    '--ramp-ms',
    String(Math.min(60_000, N * 6)),
    // The bench measures ingestion, not deployment: the machines sell their catalogue menu.
    '--factory-goods',
    '--json',
    '--stats-every',
    '5',
    '--burst-rate',
    String(BURST_RATE),
    '--burst-seconds',
    String(BURST_SECONDS),
    '--burst-after',
    String(STEADY),
  ];
  const sim = spawn(process.execPath, simArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  simPid = sim.pid;
  let simErr = '';
  sim.stderr.on('data', (d) => (simErr = (simErr + d).slice(-4000)));
  onCleanup(async () => {
    if (sim.exitCode !== null) return;
    sim.kill('SIGTERM');
    await Promise.race([new Promise((r) => sim.once('exit', r)), sleep(20_000)]);
    if (sim.exitCode === null) sim.kill('SIGKILL');
  });
  const simSamples = [];
  let burst = null;
  let connectedAt = 0;
  const started = Date.now();
  const lines = readline.createInterface({ input: sim.stdout });
  const done = new Promise((resolve, reject) => {
    sim.once('exit', (code) => (burst ? resolve() : reject(new Error(`simulator exited (${code}):\n${simErr}`))));
    lines.on('line', (line) => {
      let m;
      try {
        m = JSON.parse(line);
      } catch {
        return;
      }
      if (m.type === 'stats') simSamples.push({ ...m, phase });
      if (m.type === 'connected') {
        connectedAt = Date.now();
        log(`all ${N} devices connected after ${((connectedAt - started) / 1000).toFixed(1)} s; steady state for ${STEADY} s`);
        phase = 'steady';
        setTimeout(() => {
          phase = 'burst';
          log(`order burst: ${BURST_RATE}/s for ${BURST_SECONDS} s`);
        }, STEADY * 1000);
      }
      if (m.type === 'burst') {
        burst = m;
        phase = 'after';
        resolve();
      }
    });
  });
  const progress = setInterval(() => {
    const s = simSamples.at(-1);
    const g = gatewaySamples.at(-1);
    const c = samples.at(-1);
    if (s)
      log(
        `${phase}: ${s.connected}/${N} connected, sim ${s.publishedPerSecond.toFixed(0)} msg/s, gateway ${g?.perSecond?.toFixed?.(0) ?? '?'} msg/s, ` +
          `orders ${s.ordersAcked}/${s.ordersCreated} acked, server cpu ${((c?.cpu ?? 0) * 100).toFixed(0)} %, rss ${c?.rss?.toFixed(0)} MB`,
      );
  }, 15_000);
  onCleanup(() => clearInterval(progress));
  await done;
  clearInterval(progress);
  clearInterval(probeTimer);
  // Presence while the fleet still runs.
  const online = await db.query(
    `select count(*)::int as n from dev_device where device_code like 'BENCH%' and device_code <> 'BENCHPROBE' and online = 1`,
  );
  const seen = await db.query(
    `select count(*)::int as n from dev_device where device_code like 'BENCH%' and device_code <> 'BENCHPROBE' and last_seen_at > now() - make_interval(secs => $1)`,
    [Math.ceil(90 / SCALE) + 5],
  );
  // Stop the fleet (it prints its final counters), then let the gateway flush.
  sim.kill('SIGTERM');
  await new Promise((r) => (sim.exitCode !== null ? r() : sim.once('exit', r)));
  await sleep(3000);
  const finalSim = simSamples.at(-1);

  // ——— what the database holds ———
  const stored = await db.query(
    `select count(*)::int as orders, count(distinct o.order_code)::int as codes from ord_order o join dev_device d on d.id = o.device_id where d.device_code like 'BENCH%'`,
  );

  // ——— results ———
  const by = (p) => samples.filter((s) => s.phase === p);
  const steadyG = gatewaySamples.filter((g) => g.phase === 'steady');
  const handledSteady =
    steadyG.length >= 2 ? (steadyG.at(-1).total - steadyG[0].total) / ((steadyG.at(-1).at - steadyG[0].at) / 1000) : NaN;
  const steadySim = simSamples.filter((s) => s.phase === 'steady');
  const publishedSteady = mean(steadySim.slice(1).map((s) => s.publishedPerSecond));
  const orderAckSteady = steadySim.at(-1)?.orderAck ?? {};
  const realRate = (N / 30 + N / 60).toFixed(0);
  const cores = os.cpus().length;
  const cpuModel = os.cpus()[0]?.model ?? 'unknown';
  const result = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${cores} cores (${cpuModel}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, shared with other work`,
    loadAverage: { mean: mean(loads), max: Math.max(...loads) },
    database: 'PostgreSQL 15 (local, fresh database)',
    devices: N,
    timeScale: SCALE,
    ordersPerHour: ORDERS_PER_HOUR,
    connectSeconds: connectedAt ? (connectedAt - started) / 1000 : NaN,
    steady: {
      seconds: STEADY,
      publishedPerSecond: publishedSteady,
      handledPerSecond: handledSteady,
      realLoadPerSecond: Number(realRate),
      serverCpuMean: mean(by('steady').map((s) => s.cpu)),
      serverCpuP95: pct(
        by('steady').map((s) => s.cpu),
        95,
      ),
      pgCpuMean: mean(by('steady').map((s) => s.pgCpu)),
      simCpuMean: mean(
        by('steady')
          .map((s) => s.simCpu)
          .filter(Number.isFinite),
      ),
      simRssMax: Math.max(
        0,
        ...by('steady')
          .map((s) => s.simRss)
          .filter(Number.isFinite),
      ),
      rssMax: Math.max(...by('steady').map((s) => s.rss)),
      orderAckP95: orderAckSteady.p95,
      orderAckP50: orderAckSteady.p50,
      telemetryVisibleP50: pct(probeLatency.steady, 50),
      telemetryVisibleP95: pct(probeLatency.steady, 95),
      probes: probeLatency.steady.length,
    },
    connect: { serverCpuMean: mean(by('connect').map((s) => s.cpu)), rssMax: Math.max(0, ...by('connect').map((s) => s.rss)) },
    burst: {
      rate: BURST_RATE,
      seconds: BURST_SECONDS,
      sent: burst.sent,
      acked: burst.acked,
      ackedPerSecond: burst.ackedPerSecond,
      latency: burst.latencyMs,
      serverCpuMean: mean(by('burst').map((s) => s.cpu)),
      pgCpuMean: mean(by('burst').map((s) => s.pgCpu)),
      rssMax: Math.max(0, ...by('burst').map((s) => s.rss)),
      telemetryVisibleP95: pct(probeLatency.burst, 95),
    },
    database_check: {
      ordersStored: stored.rows[0].orders,
      distinctCodes: stored.rows[0].codes,
      ordersAckedBySim: finalSim?.ordersAcked,
      ordersCreatedBySim: finalSim?.ordersCreated,
      online: online.rows[0].n,
      seenRecently: seen.rows[0].n,
    },
    simulator: { authFailures: finalSim?.authFailures, resent: finalSim?.ordersResent },
  };
  console.log(JSON.stringify(result, null, 2));
  if (args.write) writeReadme(result);
}

const n = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US').replace(/,/g, ' ') : '–');
const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const pc = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(0)} %` : '–');

function writeReadme(r) {
  const file = path.join(root, 'bench/README.md');
  const section = `<!-- device-ingest:start -->
## Device ingest (\`bench/device-ingest.mjs\`)

Budget (design.md): 10 000 devices, heartbeat every 30 s and telemetry every 60 s, held by one API
process on 2 cores with CPU to spare; at least 1 000 orders/s stored.

Run ${r.date} on ${r.machine} (1-minute load average during the run: mean ${f1(r.loadAverage.mean)}, max ${f1(r.loadAverage.max)}); ${r.database}; the built server (one Node process: Fastify, the
embedded aedes broker, the gateway) and the simulator in a separate process on the same machine.
${n(r.devices)} devices (the four catalogue models in turn) created in the database with their secrets;
time compressed ×${r.timeScale} (heartbeat every ${f1(30 / r.timeScale)} s, telemetry every ${f1(60 / r.timeScale)} s, ${r.ordersPerHour ?? ORDERS_PER_HOUR} sales per device and hour → ${f0((r.devices * (r.ordersPerHour ?? ORDERS_PER_HOUR) * r.timeScale) / 3600)} orders/s in the background),
so the steady phase carries ${r.timeScale} times the budget's real-time load.

| measure | result |
| --- | --- |
| all ${n(r.devices)} connected (first connections spread over ${f0(Math.min(60, r.devices * 0.006))} s) | ${f1(r.connectSeconds)} s, server CPU ${pc(r.connect.serverCpuMean)} of one core |
| messages/s published by the fleet (steady, ×${r.timeScale}) | ${f0(r.steady.publishedPerSecond)} (real time: ${r.steady.realLoadPerSecond}/s + orders) |
| messages/s handled by the gateway (its counter) | ${f0(r.steady.handledPerSecond)} |
| server CPU, steady (mean / p95 of 1 s samples, share of one core) | ${pc(r.steady.serverCpuMean)} / ${pc(r.steady.serverCpuP95)} |
| PostgreSQL backends' CPU for this database, steady | ${pc(r.steady.pgCpuMean)} |
| server RSS, steady (max) | ${f0(r.steady.rssMax)} MB |
| the simulator process (${n(r.devices)} MQTT clients), steady: CPU mean / RSS max | ${pc(r.steady.simCpuMean)} / ${f0(r.steady.simRssMax)} MB |
| telemetry publish → level row visible (probe device, p50 / p95, ${r.steady.probes} probes) | ${f0(r.steady.telemetryVisibleP50)} / ${f0(r.steady.telemetryVisibleP95)} ms |
| order publish → order-ack (after commit), steady p50 / p95 | ${f0(r.steady.orderAckP50)} / ${f0(r.steady.orderAckP95)} ms |
| order burst: ${n(r.burst.rate)}/s for ${r.burst.seconds} s on top of the steady load | ${n(r.burst.acked)} of ${n(r.burst.sent)} acknowledged, **${f0(r.burst.ackedPerSecond)} orders/s stored** (first order → last ack) |
| burst order-ack p50 / p95 / p99 / max | ${f0(r.burst.latency.p50)} / ${f0(r.burst.latency.p95)} / ${f0(r.burst.latency.p99)} / ${f0(r.burst.latency.max)} ms |
| server CPU / PostgreSQL CPU during the burst (mean) | ${pc(r.burst.serverCpuMean)} / ${pc(r.burst.pgCpuMean)} |
| server RSS during the burst (max) | ${f0(r.burst.rssMax)} MB |
| telemetry visible during the burst (p95) | ${f0(r.burst.telemetryVisibleP95)} ms |
| orders sold by the simulator / stored (distinct codes) / acknowledged when it stopped | ${n(r.database_check.ordersCreatedBySim)} / ${n(r.database_check.ordersStored)} (${n(r.database_check.distinctCodes)}) / ${n(r.database_check.ordersAckedBySim)} |
| devices online / seen in the last ${Math.ceil(90 / r.timeScale) + 5} s at the end | ${n(r.database_check.online)} / ${n(r.database_check.seenRecently)} |

Reproduce: \`npm run build && node bench/device-ingest.mjs --write\` (options: \`--devices\`, \`--time-scale\`,
\`--steady\`, \`--burst-rate\`, \`--burst-seconds\`, \`--orders-per-hour\`). It needs PostgreSQL at
postgres://postgres@127.0.0.1:5432 (it creates and drops a database \`vr_bench_…\`) and about 20 000 open files.
<!-- device-ingest:end -->`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const re = /<!-- device-ingest:start -->[\s\S]*<!-- device-ingest:end -->/;
  text = re.test(text) ? text.replace(re, section) : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, text);
  // Keep the file as Prettier formats it (tables aligned), when Prettier is installed.
  spawnSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', file], { stdio: 'ignore' });
  log('bench/README.md updated');
}

if (args['from-json']) {
  writeReadme(JSON.parse(fs.readFileSync(args['from-json'], 'utf8')));
  process.exit(0);
}

runToEnd(main());
