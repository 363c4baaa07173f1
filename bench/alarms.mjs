// Alarms at fleet scale on PostgreSQL: the scale fleet's data (a copy of the scale template), the
// built server with its broker, its jobs (the device-abnormal evaluator every minute) and its
// notification dispatcher on, an SMTP sink of our own, and simulated machines of which a share
// raises a level-2 fault each minute and releases it a little later. Every partition has an e-mail
// contact and the one customer's partitions its operator account (the bell), and every customer's
// rule has no debounce, so what is measured is the path itself. Reports how long a fault takes to
// be stored, to reach the bell and to be e-mailed (p50/p95/p99/max from the machine's raise),
// faults lost, the evaluator's run times, and the server's and PostgreSQL's CPU. The machines run in
// worker threads (`--workers`, 0: in this thread) and stamp each raise when they publish it and
// when the broker acknowledges it; the event-loop delay of this thread and of the machines' threads
// is reported beside, so a late bench is not taken for a late server. `--detail` writes every
// raise with its stamps, alarm row, alert and deliveries to a JSON file.
//
// Usage: npm run bench:alarms -- [--quick] [--minutes 5] [--machines N] [--share 0.01]
//   [--hold 20] [--workers 3] [--devices N --orders N (the template's size)] [--detail <file.json>]
//   [--pg-url postgres://postgres@127.0.0.1:5432] [--write] [--note <text>]
// --write puts the results into bench/README.md between <!-- alarms:start --> and <!-- alarms:end -->.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startFleetHere, startWorkerFleet } from './alarms-fleet.mjs';
import { armMachines } from './scale/machines.mjs';
import { CLK_TCK, backendTicks, percentile, processTicks } from './scale/measure.mjs';
import { DEFAULT_PG_URL, FULL_SIZES, QUICK_SIZES, commitOf, createRunDatabase, ensurePgTemplate, repoRoot } from './scale/seed.mjs';
import { freePort, log, onCleanup, runToEnd, sleep, startServer, stopProcess } from './scale/server.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    machines: { type: 'string' },
    share: { type: 'string', default: '0.01' },
    hold: { type: 'string', default: '20' },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    write: { type: 'boolean', default: false },
    note: { type: 'string' },
    detail: { type: 'string' },
    workers: { type: 'string', default: '3' },
    devices: { type: 'string' },
    orders: { type: 'string' },
  },
});
const base = args.quick ? QUICK_SIZES : FULL_SIZES;
const sizes = { ...base, devices: Number(args.devices ?? base.devices), orders: Number(args.orders ?? base.orders) };
const MINUTES = Number(args.minutes ?? (args.quick ? 3 : 10));
const SHARE = Number(args.share);
const HOLD_MS = Number(args.hold) * 1000;
/** Worker threads running the simulated machines; 0 runs them in the bench's own thread. */
const WORKERS = Number(args.workers);
/** A level-2 fault every catalogue model can raise (a water leak): sent at once, and opens a repair record. */
const FAULT_CODE = 'E301';

/** An SMTP server in this process that notes when each e-mail arrived and for which device code. */
async function startSink() {
  const arrivals = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        arrivals.push({ at: Date.now(), codes: raw.match(/SC\d{5,}/g) ?? [] });
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise((resolve) => server.close(resolve)));
  return { port: server.server.address().port, arrivals };
}

/** Recipients and rules: an e-mail contact in every partition, the operator in the one customer's, no debounce. */
async function prepareAlarms(db) {
  await db.query(`insert into dev_zone_recipient (zone_id, user_id, name, email, alarm_kinds)
                  select z.id, null, 'Bench duty ' || z.id, 'duty' || z.id || '@bench.example', 'fault,warning,material' from dev_zone z`);
  await db.query(`insert into dev_zone_recipient (zone_id, user_id, name, alarm_kinds)
                  select z.id, u.id, 'Scale operator', 'fault,warning,material'
                    from dev_zone z join sys_user u on u.username = 'scale_operator' and z.org_id = u.org_id`);
  const { rowCount } =
    await db.query(`insert into dev_alarm_rule (org_id, fault_min_level, warnings, offline_minutes, material_out, debounce_seconds, group_minutes)
                  select id, 0, true, 30, true, 0, 10 from sys_org where kind = 'customer'
                  on conflict (org_id) do update set debounce_seconds = 0`);
  return rowCount;
}

function startSampler({ serverPid, dbName }) {
  const samples = [];
  let last = { at: Date.now(), server: processTicks(serverPid), pg: backendTicks(dbName) };
  const timer = setInterval(() => {
    const now = { at: Date.now(), server: processTicks(serverPid), pg: backendTicks(dbName) };
    const secs = (now.at - last.at) / 1000;
    let pgTicks = 0;
    for (const [pid, t] of now.pg) pgTicks += t - (last.pg.get(pid) ?? 0);
    samples.push({ at: now.at, server: (now.server - last.server) / CLK_TCK / secs, pg: pgTicks / CLK_TCK / secs });
    last = now;
  }, 1000);
  onCleanup(() => clearInterval(timer));
  return { samples, stop: () => clearInterval(timer) };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { n: 0, p50: null, p95: null, p99: null, max: null };
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) };
};
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

async function main() {
  const seeded = await ensurePgTemplate({ pgUrl: args['pg-url'], sizes, serverRoot: repoRoot });
  const run = await createRunDatabase({ pgUrl: args['pg-url'], ...seeded, serverRoot: repoRoot });
  log(`database ${run.name} (copy of ${seeded.template})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-alarms-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = new pg.Client({ connectionString: run.url });
  await db.connect();
  onCleanup(() => db.end());

  const enabled = Number((await db.query(`select count(*) from dev_device where device_code like 'SC%' and status = 0`)).rows[0].count);
  const { machines } = await armMachines(db, Math.min(Number(args.machines ?? enabled - 1), enabled - 1));
  const sink = await startSink();
  log(`${machines.length} machines armed; SMTP sink on ${sink.port}`);

  const mqttPort = await freePort();
  const server = await startServer({
    root: repoRoot,
    dataDir,
    databaseUrl: run.url,
    env: {
      MQTT_ENABLED: 'true',
      JOBS_ENABLED: 'true',
      MQTT_PORT: String(mqttPort),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}?from=alarms@bench.example`,
    },
  });
  onCleanup(() => stopProcess(server.child));
  log(`server pid ${server.child.pid} ready in ${(server.startedInMs / 1000).toFixed(1)} s`);
  // After the server's start: its migrations made the alarm tables in this copy.
  const rules = await prepareAlarms(db);
  log(`recipients in every partition; ${rules} customers' rules without debounce`);

  const fleetOptions = {
    url: `mqtt://127.0.0.1:${mqttPort}`,
    devices: machines.map(({ code, secret, model }) => ({ code, secret, model })),
    // The first connections spread over a minute at fleet size, as startFleet does by default.
    rampMs: Math.min(60_000, machines.length * 2),
  };
  const fleet = WORKERS > 0 ? startWorkerFleet({ ...fleetOptions, workers: WORKERS }) : await startFleetHere(fleetOptions);
  onCleanup(() => fleet.stop());
  await fleet.waitConnected(180_000);
  log(`${machines.length} machines connected; ${MINUTES} min, ${(SHARE * 100).toFixed(1)} % raising a fault each minute`);

  const sampler = startSampler({ serverPid: server.child.pid, dbName: run.name });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await fleet.lag('lagStart');
  const connectsBefore = (await fleet.counters()).connects;
  let fewestConnected = machines.length;
  const connectedWatch = setInterval(
    () => void fleet.counters().then((c) => (fewestConnected = Math.min(fewestConnected, c.connected))),
    1000,
  );
  onCleanup(() => clearInterval(connectedWatch));
  const raised = [];
  const windowStart = Date.now();
  const perMinute = Math.max(1, Math.round(machines.length * SHARE));
  const timers = new Set();
  for (let minute = 0; minute < MINUTES; minute++) {
    const tickStart = Date.now();
    for (let i = 0; i < perMinute; i++) {
      const m = machines[Math.floor(Math.random() * machines.length)];
      // Spread over the minute as real faults are.
      const delay = Math.floor(Math.random() * 60_000);
      const due = Date.now() + delay;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const r = { code: m.code, eventId: '', level: 0, at: 0, late: Date.now() - due, ackedAt: null };
        raised.push(r);
        void fleet
          .raise(m.code, FAULT_CODE, (ackedAt) => (r.ackedAt = ackedAt))
          .then(({ eventId, level, at }) => {
            Object.assign(r, { eventId, level, at });
            const release = setTimeout(() => {
              timers.delete(release);
              void fleet.release(m.code, eventId);
            }, HOLD_MS);
            timers.add(release);
          });
      }, delay);
      timers.add(timer);
    }
    await sleep(Math.max(0, 60_000 - (Date.now() - tickStart)));
  }
  const windowEnd = Date.now();
  lag.disable();
  const fleetLag = await fleet.lag('lagStop');
  const reconnects = (await fleet.counters()).connects - connectsBefore;
  await sleep(HOLD_MS + 20_000);
  sampler.stop();
  clearInterval(connectedWatch);

  const ids = raised.map((r) => r.eventId);
  const { rows } = await db.query(
    `select a.event_id, a.created_at, a.state,
            (select min(d.created_at) from ntf_alert n join ntf_delivery d on d.alert_id = n.id
              where n.source = 'alarm' and n.alarm_id = a.id and d.channel = 'inapp') as bell_at,
            (select min(d.sent_at) from ntf_alert n join ntf_delivery d on d.alert_id = n.id
              where n.source = 'alarm' and n.alarm_id = a.id and d.channel = 'email' and d.state = 1) as mail_at,
            (select count(*) from ntf_alert n join ntf_delivery d on d.alert_id = n.id
              where n.source = 'alarm' and n.alarm_id = a.id and d.channel = 'email') as mails
       from dev_alarm a where a.event_id = any($1::text[])`,
    [ids],
  );
  const byEvent = new Map(rows.map((r) => [r.event_id, r]));
  const latency = { timerLate: [], brokerAck: [], stored: [], bell: [], mailSent: [], mailArrived: [] };
  let lost = 0;
  let unreleased = 0;
  for (const r of raised) {
    const row = byEvent.get(r.eventId);
    if (!row) {
      lost++;
      continue;
    }
    if (row.state !== 1) unreleased++;
    latency.timerLate.push(r.late);
    if (r.ackedAt !== null) latency.brokerAck.push(r.ackedAt - r.at);
    latency.stored.push(new Date(row.created_at).getTime() - r.at);
    if (row.bell_at) latency.bell.push(new Date(row.bell_at).getTime() - r.at);
    if (row.mail_at) latency.mailSent.push(new Date(row.mail_at).getTime() - r.at);
    const arrival = sink.arrivals.find((a) => a.codes.includes(r.code) && a.at >= r.at);
    if (arrival) latency.mailArrived.push(arrival.at - r.at);
  }
  const jobs = await db.query(
    `select duration_ms, status from sys_job_log where invoke_target like '%evaluateAbnormal%' and start_time >= to_timestamp($1 / 1000.0)`,
    [windowStart],
  );
  const notifications = await db.query(
    `select channel, state, count(*)::int as n from ntf_delivery where created_at >= to_timestamp($1 / 1000.0) group by 1, 2 order by 1, 2`,
    [windowStart],
  );
  const inWindow = sampler.samples.filter((s) => s.at > windowStart && s.at <= windowEnd);
  await fleet.stop();
  await stopProcess(server.child);

  const result = {
    at: new Date(windowStart).toISOString(),
    commit: commitOf(repoRoot),
    template: seeded.template,
    machines: machines.length,
    minutes: MINUTES,
    faultsPerMinute: perMinute,
    holdSeconds: HOLD_MS / 1000,
    raised: raised.length,
    lost,
    unreleased,
    latencyMs: Object.fromEntries(Object.entries(latency).map(([k, v]) => [k, stats(v)])),
    evaluator: {
      runs: jobs.rows.length,
      failed: jobs.rows.filter((j) => j.status !== 0).length,
      ms: stats(jobs.rows.map((j) => j.duration_ms)),
    },
    deliveries: notifications.rows,
    cpu: { server: mean(inWindow.map((s) => s.server)), pg: mean(inWindow.map((s) => s.pg)) },
    workers: WORKERS,
    benchLagMs: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    fleetLagMs: fleetLag,
    reconnects,
    fewestConnected,
    note: args.note ?? null,
  };
  if (args.detail) {
    const alarmIds = Object.fromEntries(rows.map((row) => [row.event_id, { created: new Date(row.created_at).getTime() }]));
    const { rows: ids2 } = await db.query(
      `select a.event_id, a.id, n.created_at as alert_at, d.created_at as delivery_at, d.sent_at, d.channel, d.purpose
         from dev_alarm a left join ntf_alert n on n.source = 'alarm' and n.alarm_id = a.id
         left join ntf_delivery d on d.alert_id = n.id where a.event_id = any($1::text[])`,
      [ids],
    );
    fs.writeFileSync(args.detail, JSON.stringify({ raised, alarmIds, notify: ids2, arrivals: sink.arrivals }));
  }
  console.log(JSON.stringify(result, null, 2));
  if (args.write) await writeReadme(result);
}

async function writeReadme(r) {
  const ms = (v) => (v === null ? '–' : `${Math.round(v)}`);
  const lagText = (l) => `${ms(l.p50)} / ${ms(l.p99)} / ${ms(l.max)}`;
  const row = (name, s) => `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  const lines = [
    `Measured ${r.at} on \`${r.commit}\` (${r.template}): ${r.machines} simulated machines connected through the broker, ` +
      `${r.faultsPerMinute} of them raising a fault each minute for ${r.minutes} min (released ${r.holdSeconds} s later), ` +
      `no debounce. Faults raised ${r.raised}, not stored ${r.lost}, stored but not released at the end ${r.unreleased}.`,
    '',
    '| from the machine’s raise to | faults | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('the broker’s acknowledgement', r.latencyMs.brokerAck),
    row('the alarm stored', r.latencyMs.stored),
    row('the bell’s notification written', r.latencyMs.bell),
    row('the e-mail sent', r.latencyMs.mailSent),
    row('the e-mail in the SMTP sink', r.latencyMs.mailArrived),
    '',
    `Device-abnormal evaluator: ${r.evaluator.runs} runs in the window, ${r.evaluator.failed} failed, ` +
      `${ms(r.evaluator.ms.p50)} ms median, ${ms(r.evaluator.ms.max)} ms longest. ` +
      `CPU over the window (share of one core): server ${(r.cpu.server * 100).toFixed(0)} %, PostgreSQL ${(r.cpu.pg * 100).toFixed(0)} %. ` +
      `Deliveries made: ${r.deliveries.map((d) => `${d.channel} state ${d.state}: ${d.n}`).join(', ')}.`,
    '',
    `The simulated machines ran in ${r.workers > 0 ? `${r.workers} worker threads` : 'the bench’s own thread'}; ` +
      `event-loop delay over the window (p50 / p99 / max ms): the bench’s thread ${lagText(r.benchLagMs)}` +
      `${r.fleetLagMs ? `, the worst fleet thread ${lagText(r.fleetLagMs)}` : ''}. ` +
      `Raise timers late by p95 ${ms(r.latencyMs.timerLate.p95)} ms; reconnections in the window ${r.reconnects}, fewest machines connected ${r.fewestConnected}.`,
    ...(r.note ? ['', r.note] : []),
  ];
  const file = path.join(repoRoot, 'bench/README.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = '<!-- alarms:start -->';
  const end = '<!-- alarms:end -->';
  const body = `${start}\n\n${lines.join('\n')}\n\n${end}`;
  const next = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), body) : `${text.trimEnd()}\n\n${body}\n`;
  // Formatted as the repository's check wants it (the table's columns aligned).
  const prettier = await import('prettier');
  fs.writeFileSync(file, await prettier.format(next, { ...(await prettier.resolveConfig(file)), filepath: file }));
}

runToEnd(main());
