// Soak bench of a busy day on PostgreSQL: the scale fleet's data (a copy of the scale template), the
// built server with its embedded broker and its jobs on, and for --minutes at the same time:
// simulated machines selling at a busy-hour rate through the broker (the simulator CLI, its own
// process, WeChat Pay and Alipay sales through the pay flow and the sandbox provider), operators
// browsing lists, details, the dashboard and reports, a refund a second, two large order exports,
// the profit-sharing settlement job, and a probe timing how long a sale takes to show on the
// device's figures. Reports 5xx answers, deadlocks PostgreSQL logged, late or lost sales, response
// times per class, CPU and RSS, and the sale → dashboard gap, beside their targets.
//
// Usage: npm run bench:day -- [--quick] [--minutes 10] [--devices 10011 --orders 1000000]
//   [--machines N] [--orders-per-hour 30] [--clients 30] [--no-pay-flow] [--reseed]
//   [--pg-url postgres://postgres@127.0.0.1:5432] [--pg-log /var/log/postgresql/<file>.log]
//   [--write] [--note <text>] [--from-json <file printed by a run>]
// --write puts the results into bench/README.md between <!-- day:start --> and <!-- day:end -->.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEVICE_DETAIL_API,
  EXPORT_KINDS,
  EXPORT_TASK_API,
  EXPORT_TASK_STATE,
  PAY_STATUS,
  REFUND_API,
  REFUND_RECORD_STATUS,
  REFUND_STATUS,
  SHARING_STATUS,
  SHIP_STATUS,
} from '@vr/contracts';
import { startFleet } from '@vr/device-sim';
import pg from 'pg';
import { ENDPOINTS, fillIds, resolveIds } from './scale/endpoints.mjs';
import { CLK_TCK, backendTicks, percentile, processTicks } from './scale/measure.mjs';
import {
  DEFAULT_PG_URL,
  FULL_SIZES,
  QUICK_SIZES,
  commitOf,
  createRunDatabase,
  ensurePgTemplate,
  repoRoot,
  tokensOf,
} from './scale/seed.mjs';
import { armMachines } from './scale/machines.mjs';
import { freePort, log, onCleanup, runToEnd, sleep, startServer, stopProcess } from './scale/server.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    devices: { type: 'string' },
    orders: { type: 'string' },
    machines: { type: 'string' },
    'orders-per-hour': { type: 'string', default: '30' },
    clients: { type: 'string', default: '30' },
    'no-pay-flow': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    'pg-log': { type: 'string' },
    write: { type: 'boolean', default: false },
    note: { type: 'string' },
    'from-json': { type: 'string' },
  },
});
const baseSizes = args.quick ? QUICK_SIZES : FULL_SIZES;
const sizes = { devices: Number(args.devices ?? baseSizes.devices), orders: Number(args.orders ?? baseSizes.orders), days: baseSizes.days };
const MINUTES = Number(args.minutes ?? (args.quick ? 2 : 10));
const ORDERS_PER_HOUR = Number(args['orders-per-hour']);
const CLIENTS = Number(args.clients);
const PAY_FLOW = !args['no-pay-flow'];
/** What the day must show (printed beside the figures). */
const TARGETS = { fiveXx: 0, deadlocks: 0, lateOrLostSales: 0, listP95Ms: 50 };
/** A browsing operator waits this long between two screens, ms (uniform). */
const THINK_MS = [50, 250];
const PROBE_EVERY_MS = 15_000;
const LATE_MS = 5000;
for (const [name, v] of Object.entries({ minutes: MINUTES, 'orders-per-hour': ORDERS_PER_HOUR, clients: CLIENTS, ...sizes })) {
  if (!(v > 0)) throw new Error(`--${name} must be a positive number`);
}
const CLASSES = ['lists', 'details', 'dashboard', 'reports', 'refunds', 'exports'];

/** The scale endpoints the operators browse, by class (URLs of both callers' variants, once each). */
const BROWSED = [
  ['lists', /^\/api\/(Equipment\/getDevicePageList|Order\/list)\?/],
  ['details', /^\/api\/(Equipment\/detail\?|DeviceDetail\/|Order\/detail\?)/],
  ['dashboard', /^\/api\/Dashboard\//],
  ['reports', /^\/api\/saleReport\//],
];

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const between = ([min, max]) => min + Math.random() * (max - min);
const shuffle = (xs) =>
  xs
    .map((x) => [Math.random(), x])
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);
const day = (text, plusDays) => new Date(Date.parse(`${text}T00:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);
const loadavgText = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

/** VmRSS of a process in MB (NaN once it is gone). */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

// ——— data ———

/**
 * The template's payment keys were sealed with the seeding server's key file, gone with its data
 * directory: sealed again here with this run's SECRET_KEY (the server gets the same), so the
 * sandbox provider can sign payments, refunds and shares.
 */
async function resealMerchantKeys(db) {
  process.env.SECRET_KEY = randomBytes(24).toString('base64url');
  const { encryptSecret } = await import(pathToFileURL(path.join(repoRoot, 'packages/server/dist/platform/secrets/secret-box.js')).href);
  const { rowCount } = await db.query('update pay_config set merchant_key_enc = $1', [
    encryptSecret(`bench-day-${randomBytes(8).toString('hex')}`),
  ]);
  return rowCount;
}

// ——— HTTP ———

/** Every call of the measured window, by class: response times, statuses, errors (no answer in 30 s, a broken connection). */
function createRecorder(base) {
  const classes = new Map();
  const of = (cls) => {
    if (!classes.has(cls)) classes.set(cls, { times: [], statuses: {}, errors: 0, fiveXx: [] });
    return classes.get(cls);
  };
  async function call(cls, method, url, token, body) {
    const c = of(cls);
    const t0 = performance.now();
    try {
      const res = await fetch(base + url, {
        method,
        headers: { token, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      c.times.push(performance.now() - t0);
      const group = `${Math.floor(res.status / 100)}xx`;
      c.statuses[group] = (c.statuses[group] ?? 0) + 1;
      if (res.status >= 500 && c.fiveXx.length < 5) c.fiveXx.push(`${method} ${url.split('?')[0]} ${res.status}: ${text.slice(0, 200)}`);
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (a file)
      }
      return { status: res.status, json };
    } catch (err) {
      c.errors += 1;
      return { status: 0, json: null, error: err.message };
    }
  }
  const summary = () =>
    Object.fromEntries(
      [...classes].map(([cls, c]) => {
        const sorted = [...c.times].sort((a, b) => a - b);
        const p = (q) => Math.round(percentile(sorted, q));
        const s = c.statuses;
        return [
          cls,
          {
            requests: sorted.length,
            p50: p(50),
            p95: p(95),
            p99: p(99),
            max: Math.round(sorted.at(-1) ?? NaN),
            statuses: s,
            fiveXx: s['5xx'] ?? 0,
            errors: c.errors,
            examples: c.fiveXx,
          },
        ];
      }),
    );
  return { call, summary };
}

/**
 * The endpoints an operator of `token` may browse: each scale endpoint of the browsed classes once;
 * those answering 4xx to this caller (another customer's order, a screen outside its menus) are
 * left out, 5xx ones are kept (they count). Reports get a day range drawn anew at every call.
 */
async function browsePlan(base, token, ids) {
  const urls = new Map();
  for (const e of ENDPOINTS) {
    const cls = BROWSED.find(([, re]) => re.test(e.url))?.[0];
    if (cls && !urls.has(e.url)) urls.set(e.url, { cls, name: e.name, template: e.url });
  }
  const plan = [];
  for (const e of urls.values()) {
    const url = () => fillIds(e.template, e.cls === 'reports' ? { ...ids, ...randomRange(ids.today) } : ids);
    const res = await fetch(base + url(), { headers: { token, lang: 'en' } });
    await res.arrayBuffer();
    if (res.status >= 400 && res.status < 500) continue;
    plan.push({ ...e, url });
  }
  return plan;
}

/** A report period: ending today or up to 6 days before, 1 to 60 days long. */
function randomRange(today) {
  const end = day(today, -Math.floor(Math.random() * 7));
  return { today: end, monthAgo: day(end, -Math.floor(Math.random() * 60)) };
}

/** One operator: the plan in its own order, round and round, with a think time, until `until`. */
async function browse(call, plan, token, until) {
  const mine = shuffle(plan);
  if (mine.length === 0) return;
  for (let i = Math.floor(Math.random() * mine.length); Date.now() < until; i++) {
    const e = mine[i % mine.length];
    await call(e.cls, 'GET', e.url(), token);
    await sleep(between(THINK_MS));
  }
}

// ——— refunds ———

/** A paid, dispensed, unrefunded order the simulated machines sold during the run (newest first, not tried before). */
async function refundTarget(db, deviceIds, since, tried) {
  const { rows } = await db.query(
    `select id from ord_order where device_id = any($1) and received_at >= $2 and pay_status = $3 and ship_status <> $4
        and refund_status = $5 and received_amount > 0 and not is_test order by id desc limit 50`,
    [deviceIds, since, PAY_STATUS.paid.code, SHIP_STATUS.notShipped.code, REFUND_STATUS.notRefunded.code],
  );
  return rows.map((r) => Number(r.id)).find((id) => !tried.has(id));
}

/** The refund request of the refund form: every refundable item in whole, or half of the first one. */
function refundRequest(form, whole) {
  const items = form.items.filter((i) => i.refundableAmount > 0);
  if (items.length === 0) return null;
  const cents = (v) => Math.round(v * 100);
  const chosen = whole ? items : [items[0]];
  const amounts = chosen.map((i) => (whole ? cents(i.refundableAmount) : Math.max(1, Math.floor(cents(i.refundableAmount) / 2))));
  const total = amounts.reduce((a, b) => a + b, 0);
  return {
    orderId: form.orderId,
    // A password-free order's items carry no amount: the total is spread over them.
    refundItems: chosen.map((i, k) => (form.freePayment ? { itemId: i.itemId } : { itemId: i.itemId, refundAmount: amounts[k] / 100 })),
    refundAmount: (form.freePayment && whole ? cents(form.refundableAmount) : total) / 100,
    refundReason: whole ? 'bench: customer complaint, whole order' : 'bench: customer complaint, one cup half',
  };
}

/** A refund a second (whole, partial, whole …) as the admin, through the refund form, until `until`. */
async function refundLoop({ call, db, token, deviceIds, since, until }) {
  const out = { attempted: 0, ok: 0, refused: 0, noOrder: 0, whole: 0, partial: 0, refusals: {} };
  const tried = new Set();
  for (let k = 0, next = Date.now(); Date.now() < until; k++) {
    // One a second; a refund slower than that is followed by the next at once.
    next = Math.max(next + 1000, Date.now());
    const whole = k % 2 === 0;
    const orderId = await refundTarget(db, deviceIds, since, tried);
    if (orderId) {
      tried.add(orderId);
      const form = await call('refund form', 'GET', `${REFUND_API.order}?orderId=${orderId}`, token);
      const body = form.json?.data ? refundRequest(form.json.data, whole) : null;
      if (body) {
        out.attempted += 1;
        out[whole ? 'whole' : 'partial'] += 1;
        const res = await call('refunds', 'POST', REFUND_API.refund, token, body);
        if (res.json?.status === 1001) out.ok += 1;
        else {
          out.refused += 1;
          const why = String(res.json?.result ?? res.status).slice(0, 80);
          out.refusals[why] = (out.refusals[why] ?? 0) + 1;
        }
      }
    } else out.noOrder += 1;
    await sleep(Math.max(0, next - Date.now()));
  }
  return out;
}

// ——— exports ———

/**
 * Two large order exports through the export centre: every order (the order screen's button), then
 * the last 30 days (the centre's generic create), a fifth and a third into the window; the task
 * list is polled every 2 s until both ended or the window closes.
 */
async function exportRun({ call, token, ids, windowMs, until }) {
  const asks = [
    { label: 'every order', at: windowMs / 5, url: EXPORT_TASK_API.createOrder, body: {} },
    {
      label: `orders ${ids.monthAgo} – ${ids.today}`,
      at: windowMs / 3,
      url: EXPORT_TASK_API.create,
      body: { kind: EXPORT_KINDS.orders, query: { beginTime: ids.monthAgo, endTime: ids.today } },
    },
  ];
  const started = Date.now();
  const tasks = [];
  for (const a of asks) {
    await sleep(Math.max(0, started + a.at - Date.now()));
    const res = await call('exports', 'POST', a.url, token, a.body);
    tasks.push({
      label: a.label,
      id: res.json?.data?.id ?? null,
      created: res.status,
      error: res.json?.data ? undefined : res.json?.result,
    });
  }
  while (Date.now() < until) {
    const list = await call('exports', 'GET', `${EXPORT_TASK_API.list}?page=1&limit=20`, token);
    for (const t of tasks) Object.assign(t, { row: list.json?.data?.find((r) => r.id === t.id) ?? t.row });
    if (tasks.every((t) => !t.id || (t.row && t.row.state >= EXPORT_TASK_STATE.done.code))) break;
    await sleep(2000);
  }
  return tasks.map(({ row, ...t }) => ({
    ...t,
    state: row ? Object.keys(EXPORT_TASK_STATE).find((k) => EXPORT_TASK_STATE[k].code === row.state) : null,
    rows: row?.rowCount ?? row?.progressRows ?? null,
    expectedRows: row?.expectedRows ?? null,
    seconds: row?.finishedAt && row.startedAt ? (Date.parse(row.finishedAt) - Date.parse(row.startedAt)) / 1000 : null,
    queuedSeconds: row?.startedAt ? (Date.parse(row.startedAt) - Date.parse(row.createdAt)) / 1000 : null,
    error: t.error ?? row?.error ?? undefined,
  }));
}

// ——— the dashboard probe ———

/**
 * One machine of its own (not driven by the simulator) sells a cash cup every 15 s; the device's
 * today figure (its detail summary, read from the daily roll-up) is polled every 100 ms until it
 * counts the sale: the gap between a sale and its appearance.
 */
async function probeLoop({ call, token, fleet, probe, until }) {
  const gaps = [];
  let missed = 0;
  const todayOrders = async () =>
    (await call('probe', 'GET', `${DEVICE_DETAIL_API.summary}?id=${probe.id}`, token)).json?.data?.sales?.today?.orders ?? null;
  while (Date.now() + PROBE_EVERY_MS < until) {
    const next = Date.now() + PROBE_EVERY_MS;
    const before = await todayOrders();
    const sold = Date.now();
    if (before !== null && fleet.sell(probe.code, 'cash')) {
      let seen = false;
      while (!seen && Date.now() - sold < 30_000) {
        await sleep(100);
        seen = ((await todayOrders()) ?? -1) > before;
      }
      if (seen) gaps.push(Date.now() - sold);
      else missed += 1;
    }
    await sleep(Math.max(0, next - Date.now()));
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  return { sales: gaps.length + missed, seen: gaps.length, missed, p50: percentile(sorted, 50), max: sorted.at(-1) ?? NaN };
}

// ——— the simulator, resources, logs ———

/** The simulator CLI in its own process; its JSON status lines are kept (the last is its final count). */
function startSimulator({ mqttUrl, credFile, machines }) {
  const simArgs = [
    path.join(repoRoot, 'packages/device-sim/dist/cli.js'),
    ...['--url', mqttUrl, '--credentials', credFile, '--orders-per-hour', String(ORDERS_PER_HOUR)],
    // Real time (retries after 60 s, so a late order-ack is not hidden by a resend); the machines
    // sell their catalogue menu (the template's goods are not deployed to them).
    ...['--time-scale', '1', '--factory-goods', '--json', '--stats-every', '2'],
    ...(PAY_FLOW ? ['--pay-flow'] : []),
  ];
  const child = spawn(process.execPath, simArgs, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const stats = [];
  let errors = '';
  child.stderr.on('data', (d) => (errors = (errors + d).slice(-4000)));
  const lines = readline.createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    try {
      const m = JSON.parse(line);
      if (m.type === 'stats') stats.push(m);
    } catch {
      // not a status line
    }
  });
  const closed = new Promise((r) => lines.once('close', r));
  onCleanup(() => stopProcess(child, 20_000));
  return { child, stats, closed, errors: () => errors, machines };
}

/** Waits until 98 % of the machines are connected (or 2 minutes passed). */
async function simulatorReady(sim) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (sim.child.exitCode !== null) throw new Error(`simulator exited (${sim.child.exitCode}):\n${sim.errors()}`);
    if ((sim.stats.at(-1)?.connected ?? 0) >= sim.machines * 0.98) break;
    await sleep(500);
  }
  return { connected: sim.stats.at(-1)?.connected ?? 0, seconds: (Date.now() - started) / 1000 };
}

/** Every second: the server's and simulator's CPU (share of one core) and RSS, the run database's backends' CPU, the load. */
function startSampler({ serverPid, simPid, dbName }) {
  const samples = [];
  const reading = () => ({ at: Date.now(), server: processTicks(serverPid), sim: processTicks(simPid), pg: backendTicks(dbName) });
  let last = reading();
  const timer = setInterval(() => {
    const now = reading();
    const secs = (now.at - last.at) / 1000;
    let pgTicks = 0;
    for (const [pid, t] of now.pg) pgTicks += t - (last.pg.get(pid) ?? 0);
    samples.push({
      at: now.at,
      server: (now.server - last.server) / CLK_TCK / secs,
      sim: (now.sim - last.sim) / CLK_TCK / secs,
      pg: pgTicks / CLK_TCK / secs,
      rss: rssMb(serverPid),
      simRss: rssMb(simPid),
      load: os.loadavg()[0],
    });
    last = now;
  }, 1000);
  onCleanup(() => clearInterval(timer));
  return { samples, stop: () => clearInterval(timer) };
}

/** The PostgreSQL server log (`--pg-log`, or the newest in /var/log/postgresql) and its size now. */
function pgLogMark() {
  const dir = '/var/log/postgresql';
  const file =
    args['pg-log'] ??
    (fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.log'))
          .map((f) => path.join(dir, f))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]
      : undefined);
  if (!file) return null;
  try {
    return { file, offset: fs.statSync(file).size };
  } catch {
    return null;
  }
}

/** What the log gained since the mark: deadlock lines (all databases, and the run's), the run database's ERROR lines. */
function pgLogSince(mark, dbName) {
  if (!mark) return { file: null, deadlocks: null, deadlocksOfRun: null, errorsOfRun: null, topErrors: [] };
  const size = fs.statSync(mark.file).size;
  // A rotated (shorter) file is read whole.
  const from = size < mark.offset ? 0 : mark.offset;
  const fd = fs.openSync(mark.file, 'r');
  const buffer = Buffer.alloc(size - from);
  fs.readSync(fd, buffer, 0, buffer.length, from);
  fs.closeSync(fd);
  const lines = buffer.toString('utf8').split('\n');
  const ours = (l) => l.includes(`@${dbName} `);
  const deadlock = lines.filter((l) => l.includes('deadlock detected'));
  const errors = lines.filter((l) => ours(l) && / (ERROR|FATAL|PANIC): /.test(l));
  const top = {};
  for (const l of errors) {
    const msg = l.slice(l.search(/ (ERROR|FATAL|PANIC): /) + 1, l.search(/ (ERROR|FATAL|PANIC): /) + 120);
    top[msg] = (top[msg] ?? 0) + 1;
  }
  return {
    file: mark.file,
    deadlocks: deadlock.length,
    deadlocksOfRun: deadlock.filter(ours).length,
    errorsOfRun: errors.length,
    topErrors: Object.entries(top)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5),
  };
}

/** Error and fatal lines of the server's log (pino levels 50 and 60). */
function watchServerErrors(child) {
  const out = { count: 0, first: [] };
  const onData = (d) => {
    for (const line of String(d).split('\n')) {
      if (!/"level":(50|60)/.test(line)) continue;
      out.count += 1;
      if (out.first.length < 5) out.first.push(line.slice(0, 300));
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return out;
}

// ——— what the database holds afterwards ———

/**
 * Sales of the driven machines since the simulator started: stored; stored more than 5 s after the
 * sale (received_at − created_at; for a WeChat Pay or Alipay sale the pay request); never stored
 * (a simulated machine numbers its sales 1, 2, 3 … in the order code, so a number missing below the
 * machine's highest stored one is a sale that never landed); and sales the customer paid on the
 * sandbox's page more than 5 s before the simulator stopped that were still not dispensed then
 * (the back-office had not heard of the payment, the machine had not been told, or its report had
 * not landed).
 */
async function salesInDatabase(db, deviceIds, since, simStoppedAt) {
  const gaps = await db.query(
    `select coalesce(sum(top - numbers), 0)::int as n
       from (select max(seq) as top, count(distinct seq) as numbers
               from (select device_id, split_part(order_code, '-', 3)::int as seq from ord_order
                      where device_id = any($1) and received_at >= $2 and order_code ~ '-[0-9]+$') o
              group by device_id) d`,
    [deviceIds, since],
  );
  const { rows } = await db.query(
    `select count(*)::int as stored,
            count(*) filter (where received_at - created_at > make_interval(secs => $4))::int as "storedLate",
            round(percentile_cont(0.5) within group (order by extract(epoch from received_at - created_at) * 1000))::int as "p50Ms",
            round(percentile_cont(0.99) within group (order by extract(epoch from received_at - created_at) * 1000))::int as "p99Ms",
            round(max(extract(epoch from received_at - created_at) * 1000))::int as "maxMs",
            count(*) filter (where pay_status <> $3)::int as unpaid
       from ord_order where device_id = any($1) and received_at >= $2`,
    [deviceIds, since, PAY_STATUS.paid.code, LATE_MS / 1000],
  );
  const paid = await db.query(
    `select count(*)::int as n from sbx_payment s join pay_payment p on p.payment_code = s.payment_code join ord_order o on o.id = p.order_id
      where o.device_id = any($1) and s.status = 'paid' and s.paid_at >= $2 and s.paid_at < $3 and o.ship_status = $4`,
    [deviceIds, since, new Date(simStoppedAt - LATE_MS), SHIP_STATUS.notShipped.code],
  );
  return { ...rows[0], neverStored: gaps.rows[0].n, paidNotDispensed: paid.rows[0].n };
}

/**
 * The sandbox provider's payment notifications of the run: it delivers them from its job, one at a
 * time (at most 50 a round, a round a second), through the server's notify route; how long each
 * waited, and how many were still waiting when the simulator stopped.
 */
async function paymentNotices(db, since, simStoppedAt) {
  const { rows } = await db.query(
    `select count(*)::int as queued, count(delivered_at)::int as delivered, count(*) filter (where attempts > 1)::int as retried,
            count(*) filter (where delivered_at is null or delivered_at > $2)::int as "waitingAtStop",
            round(percentile_cont(0.5) within group (order by extract(epoch from delivered_at - created_at) * 1000))::int as "p50Ms",
            round(percentile_cont(0.95) within group (order by extract(epoch from delivered_at - created_at) * 1000))::int as "p95Ms",
            round(max(extract(epoch from coalesce(delivered_at, $2) - created_at) * 1000))::int as "maxMs"
       from sbx_notify where created_at >= $1 and body like '%"kind":"payment"%'`,
    [since, new Date(simStoppedAt)],
  );
  return rows[0];
}

/** Shares created during the run by status (the settlement job moves them on), and refund records by source and status. */
async function sharingAndRefunds(db, since) {
  const name = (statuses, code) => Object.keys(statuses).find((k) => statuses[k].code === code) ?? String(code);
  const shares = await db.query(
    `select status, count(*)::int as n, count(*) filter (where reversed_cents > 0)::int as reversed from shr_order where created_at >= $1 group by status`,
    [since],
  );
  const refunds = await db.query(`select source, status, count(*)::int as n from ord_refund where created_at >= $1 group by 1, 2`, [since]);
  return {
    sharesByStatus: Object.fromEntries(shares.rows.map((r) => [name(SHARING_STATUS, r.status), r.n])),
    sharesReversed: shares.rows.reduce((n, r) => n + r.reversed, 0),
    refundRecords: Object.fromEntries(refunds.rows.map((r) => [`${r.source} ${name(REFUND_RECORD_STATUS, r.status)}`, r.n])),
  };
}

// ——— the run ———

async function main() {
  const started = Date.now();
  const loadAtStart = loadavgText();
  const seeded = await ensurePgTemplate({ pgUrl: args['pg-url'], sizes, serverRoot: repoRoot, reseed: args.reseed });
  const run = await createRunDatabase({ pgUrl: args['pg-url'], ...seeded, serverRoot: repoRoot });
  log(`database ${run.name} (copy of ${seeded.template})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-bench-day-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = new pg.Client({ connectionString: run.url });
  await db.connect();
  onCleanup(() => db.end());

  const enabled = Number((await db.query(`select count(*) from dev_device where device_code like 'SC%' and status = 0`)).rows[0].count);
  const { machines, probe } = await armMachines(db, Math.min(Number(args.machines ?? enabled - 1), enabled - 1));
  const resealed = await resealMerchantKeys(db);
  const credFile = path.join(dataDir, 'machines.json');
  fs.writeFileSync(credFile, JSON.stringify(machines.map(({ code, secret, model }) => ({ code, secret, model }))));
  log(`${machines.length} machines armed (+ probe ${probe.code}); ${resealed} payment keys sealed again`);

  // The device link and the jobs on, unlike the scale bench: machines connect, payments, refunds,
  // exports and the sharing settlement run as in production.
  const mqttPort = await freePort();
  const pgLog = pgLogMark();
  const server = await startServer({
    root: repoRoot,
    dataDir,
    databaseUrl: run.url,
    env: { MQTT_ENABLED: 'true', JOBS_ENABLED: 'true', MQTT_PORT: String(mqttPort), SECRET_KEY: process.env.SECRET_KEY },
  });
  onCleanup(() => stopProcess(server.child));
  const serverErrors = watchServerErrors(server.child);
  // The server's log (level warn and up: the gateway says when orders wait) kept whole for reading afterwards.
  const serverLog = path.join(os.tmpdir(), `vr-bench-day-server-${Date.now().toString(36)}.log`);
  const serverLogFile = fs.createWriteStream(serverLog);
  server.child.stdout.pipe(serverLogFile);
  server.child.stderr.pipe(serverLogFile);
  log(
    `server pid ${server.child.pid} ready in ${(server.startedInMs / 1000).toFixed(1)} s on ${server.base}, broker mqtt://127.0.0.1:${mqttPort}; its log: ${serverLog}`,
  );
  const tokens = tokensOf(seeded.template);
  const get = async (url) => {
    const res = await fetch(server.base + url, { headers: { token: tokens.admin } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const ids = await resolveIds(get);
  const plans = { admin: await browsePlan(server.base, tokens.admin, ids), operator: await browsePlan(server.base, tokens.operator, ids) };
  log(`browsing: ${plans.admin.length} endpoints as admin, ${plans.operator.length} as scale_operator`);

  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  const sim = startSimulator({ mqttUrl, credFile, machines: machines.length });
  const simStarted = new Date();
  const fleet = startFleet({
    url: mqttUrl,
    devices: [{ code: probe.code, secret: probe.secret, model: probe.model }],
    ordersPerHour: 0,
    randomEvents: false,
    factoryGoods: true,
    dispenseFailureRate: 0,
  });
  let fleetStopped = null;
  const stopFleet = () => (fleetStopped ??= fleet.stop());
  onCleanup(stopFleet);
  await fleet.waitConnected(60_000);
  const ready = await simulatorReady(sim);
  log(`${ready.connected} of ${machines.length} machines connected after ${ready.seconds.toFixed(0)} s; ${MINUTES} min of a busy day`);

  // ——— the window ———
  const sampler = startSampler({ serverPid: server.child.pid, simPid: sim.child.pid, dbName: run.name });
  const recorder = createRecorder(server.base);
  const call = recorder.call;
  const windowStart = Date.now();
  const windowMs = MINUTES * 60_000;
  const until = windowStart + windowMs;
  const cpu0 = process.cpuUsage();
  const progress = setInterval(() => {
    const s = sim.stats.at(-1);
    const c = sampler.samples.at(-1);
    const h = recorder.summary();
    log(
      `${Math.round((Date.now() - windowStart) / 1000)} s: sim ${s?.connected} connected, orders ${s?.ordersAcked}/${s?.ordersCreated} acked, ` +
        `${CLASSES.map((k) => `${k} ${h[k]?.requests ?? 0}`).join(', ')}, 5xx ${Object.values(h).reduce((n, x) => n + x.fiveXx, 0)}, ` +
        `server ${((c?.server ?? 0) * 100).toFixed(0)} %, pg ${((c?.pg ?? 0) * 100).toFixed(0)} %, load ${c?.load.toFixed(1)}`,
    );
  }, 20_000);
  onCleanup(() => clearInterval(progress));
  const deviceIds = machines.map((m) => m.id);
  const roles = Array.from({ length: CLIENTS }, (_, i) => (i % 3 === 0 ? 'admin' : 'operator'));
  const [refunds, exportsRun, probeRun] = await Promise.all([
    refundLoop({ call, db, token: tokens.admin, deviceIds, since: simStarted, until }),
    exportRun({ call, token: tokens.admin, ids, windowMs, until }),
    probeLoop({ call, token: tokens.admin, fleet, probe, until }),
    ...roles.map((role) => browse(call, plans[role], tokens[role], until)),
  ]);
  const windowEnd = Date.now();
  const benchCpu = process.cpuUsage(cpu0);
  clearInterval(progress);
  sampler.stop();

  // ——— drain, then the simulator's final count (printed as it stops) ———
  await sleep(5000);
  const simStoppedAt = Date.now();
  await stopProcess(sim.child, 20_000);
  await sim.closed;
  await stopFleet();
  const final = sim.stats.at(-1) ?? {};
  await sleep(2000);
  const stored = await salesInDatabase(db, deviceIds, simStarted, simStoppedAt);
  const sharing = await sharingAndRefunds(db, simStarted);
  const notices = PAY_FLOW ? await paymentNotices(db, simStarted, simStoppedAt) : null;
  await stopProcess(server.child);
  const logged = pgLogSince(pgLog, run.name);

  const inWindow = sampler.samples.filter((s) => s.at > windowStart && s.at <= windowEnd);
  const http = recorder.summary();
  const total5xx = Object.values(http).reduce((n, c) => n + c.fiveXx, 0);
  // Orders the simulator had to send again waited 60 s for their order-ack: late as well.
  const lateOrLost = stored.storedLate + stored.neverStored + stored.paidNotDispensed + (final.ordersResent ?? 0);
  const cpus = os.cpus();
  const result = {
    date: `${new Date(windowStart).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    loadavg: {
      atStart: loadAtStart,
      atEnd: loadavgText(),
      mean: +mean(inWindow.map((s) => s.load)).toFixed(2),
      max: +Math.max(...inWindow.map((s) => s.load)).toFixed(2),
    },
    database: `PostgreSQL ${(await db.query('show server_version')).rows[0].server_version.split(' ')[0]}, local`,
    commit: commitOf(repoRoot),
    template: { name: seeded.template, seededAt: seeded.info.seededAt, counts: seeded.info.counts },
    quick: args.quick,
    minutes: MINUTES,
    simulator: {
      machines: machines.length,
      connected: ready.connected,
      ordersPerHour: ORDERS_PER_HOUR,
      payFlow: PAY_FLOW,
      offeredPerSecond: +((machines.length * ORDERS_PER_HOUR) / 3600).toFixed(1),
    },
    clients: {
      count: CLIENTS,
      admin: roles.filter((r) => r === 'admin').length,
      operator: roles.filter((r) => r === 'operator').length,
      thinkMs: THINK_MS,
    },
    browsed: { admin: plans.admin.length, operator: plans.operator.length },
    http: { total5xx, classes: http },
    postgresLog: logged,
    sales: {
      created: final.ordersCreated,
      acked: final.ordersAcked,
      pendingAtStop: final.ordersPending,
      resent: final.ordersResent,
      ackMs: final.orderAck,
      pay: PAY_FLOW
        ? {
            requested: final.payRequested,
            refused: final.payRefused,
            paidByCustomer: final.payPaidByCustomer,
            confirmed: final.payConfirmed,
            closedUnpaid: final.payClosed,
            notices,
          }
        : null,
      authFailures: final.authFailures,
      database: stored,
      lateOrLost,
    },
    refunds: { ...refunds, records: sharing.refundRecords },
    exports: exportsRun,
    sharing: { sharesByStatus: sharing.sharesByStatus, sharesReversed: sharing.sharesReversed },
    probe: probeRun,
    resources: {
      serverCpuMean: mean(inWindow.map((s) => s.server)),
      serverCpuMax: Math.max(...inWindow.map((s) => s.server)),
      serverRssMax: Math.max(...inWindow.map((s) => s.rss).filter(Number.isFinite)),
      pgCpuMean: mean(inWindow.map((s) => s.pg)),
      simCpuMean: mean(inWindow.map((s) => s.sim)),
      simRssMax: Math.max(...inWindow.map((s) => s.simRss).filter(Number.isFinite)),
      benchCpuMean: (benchCpu.user + benchCpu.system) / 1e6 / ((windowEnd - windowStart) / 1000),
    },
    serverErrors,
    seconds: Math.round((Date.now() - started) / 1000),
    note: args.note,
  };
  result.verdicts = verdicts(result);
  const saved = path.join(os.tmpdir(), `vr-bench-day-${Date.now().toString(36)}.json`);
  fs.writeFileSync(saved, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  log(`result also in ${saved} (--from-json ${saved} rewrites the README section)`);
  if (args.write) writeReadme(result);
}

/** Each target with the figure and whether it was met. */
function verdicts(r) {
  return [
    { target: '5xx answers', want: `${TARGETS.fiveXx}`, got: r.http.total5xx, met: r.http.total5xx <= TARGETS.fiveXx },
    {
      target: "'deadlock detected' in the PostgreSQL log (this run's database)",
      want: `${TARGETS.deadlocks}`,
      got: r.postgresLog.deadlocksOfRun,
      met: r.postgresLog.deadlocksOfRun !== null && r.postgresLog.deadlocksOfRun <= TARGETS.deadlocks,
    },
    {
      target: 'sales acknowledged later than 5 s or never',
      want: `${TARGETS.lateOrLostSales}`,
      got: r.sales.lateOrLost,
      met: r.sales.lateOrLost <= TARGETS.lateOrLostSales,
    },
    {
      target: 'list p95',
      want: `< ${TARGETS.listP95Ms} ms`,
      got: `${r.http.classes.lists?.p95 ?? '–'} ms`,
      met: (r.http.classes.lists?.p95 ?? Infinity) < TARGETS.listP95Ms,
    },
  ];
}

// ——— bench/README.md ———

const n0 = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US').replace(/,/g, ' ') : '–');
const pc = (v) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)} %` : '–');
const ms = (c) => (c ? `${n0(c.p50)} / ${n0(c.p95)} / ${n0(c.p99)} ms` : '–');

function section(r) {
  const s = r.sales;
  const h = r.http.classes;
  const missed = r.verdicts.filter((v) => !v.met);
  const perClass = [...CLASSES, 'refund form', 'probe'].filter((k) => h[k]);
  const exportsText = r.exports
    .map(
      (e) =>
        `${e.label}: ${e.state ?? 'not created'}${e.rows !== null ? `, ${n0(e.rows)}${e.state !== 'done' && e.expectedRows ? ` of ${n0(e.expectedRows)}` : ''} rows` : ''}` +
        `${e.seconds !== null ? ` in ${e.seconds.toFixed(0)} s` : ''} when the window closed`,
    )
    .join('; ');
  const c = r.template.counts ?? {};
  return `<!-- day:start -->

## A busy day (\`bench/day.mjs\`)

Targets: 0 × 5xx, 0 deadlocks, 0 sales lost or acknowledged later than 5 s, list p95 under 50 ms, with machines selling,
operators browsing, refunds, exports and the sharing settlement all at once.

Run ${r.date} (${r.quick ? '`--quick`, ' : ''}${r.minutes} min) on ${r.machine} (the load before and after the run below says whether other work shared it).
\`cat /proc/loadavg\` before the run (other work): \`${r.loadavg.atStart}\`, after: \`${r.loadavg.atEnd}\`; 1-minute load during
the window (this run's processes and the other work) mean ${r.loadavg.mean}, max ${r.loadavg.max}. ${r.database}; commit ${r.commit}; data: a copy of \`${r.template.name}\` (${n0(c.devices)} devices,
${n0(c.orders)} orders over 90 days, seeded ${r.template.seededAt?.slice(0, 16).replace('T', ' ')} UTC). The built server (one Node
process: Fastify, the embedded broker, the jobs) on the copy; at the same time:

- **${n0(r.simulator.machines)} simulated machines** (${n0(r.simulator.connected)} connected; the simulator CLI in its own process, real time,
  ${r.simulator.ordersPerHour} sales per machine and hour, a busy hour: ${r.simulator.offeredPerSecond} sales/s offered${r.simulator.payFlow ? '; WeChat Pay and Alipay sales through the pay flow: the machine asks for the payment, the simulated customer pays on the sandbox page, the machine dispenses when told' : ''});
- **${r.clients.count} browsing operators** (${r.clients.admin} \`admin\`, ${r.clients.operator} \`scale_operator\`), each round and round over the
  device and order lists, device and order details, dashboard and report endpoints of \`bench/scale/endpoints.mjs\`
  (${r.browsed.admin} as admin, ${r.browsed.operator} as operator: those answering the caller 4xx left out) with ${r.clients.thinkMs[0]}–${r.clients.thinkMs[1]} ms
  between screens, report periods drawn anew at every call;
- **a refund a second** as admin through the refund form, whole and partial in turn, of paid orders the machines sold
  during the run: ${n0(r.refunds.attempted)} asked (${n0(r.refunds.ok)} done, ${n0(r.refunds.refused)} refused${r.refunds.noOrder ? `, ${r.refunds.noOrder} seconds without an order to refund` : ''});
- **two order exports** through the export centre: ${exportsText};
- **the sharing settlement**: the sharing area has no API to start one; its job runs every second where jobs run and asks
  the provider for the shares of paid orders of shared machines. Shares created during the run by status:
  ${
    Object.entries(r.sharing.sharesByStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none'
  }${r.sharing.sharesReversed ? ` (${r.sharing.sharesReversed} with a reversal after a refund)` : ''};
- **a probe**: a machine of its own sells a cash cup every 15 s and its today figure (device detail summary) is polled
  every 100 ms until it counts the sale.

| measure | result | target |
| --- | --- | --- |
| 5xx answers (all calls) | ${n0(r.http.total5xx)} | 0 ${mark(r, '5xx answers')} |
${perClass.map((k) => `| ${k}: calls, 5xx, errors; p50 / p95 / p99 | ${n0(h[k].requests)}, ${n0(h[k].fiveXx)}, ${n0(h[k].errors)}; ${ms(h[k])} | ${k === 'lists' ? `p95 < 50 ms ${mark(r, 'list p95')}` : ''} |`).join('\n')}
| \`deadlock detected\` lines PostgreSQL logged during the run: this run's database (all) | ${r.postgresLog.deadlocksOfRun ?? 'log not readable'} (${r.postgresLog.deadlocks ?? '–'}) | 0 ${mark(r, "'deadlock detected' in the PostgreSQL log (this run's database)")} |
| ERROR lines of this run's database in the PostgreSQL log | ${r.postgresLog.errorsOfRun ?? '–'}${r.postgresLog.topErrors?.length ? ` (${r.postgresLog.topErrors.map(([m, k]) => `${k} × ${m.replace(/\|/g, '/')}`).join('; ')})` : ''} | |
| sales reported by the simulator / acknowledged / sent again after 60 s without an order-ack / waiting for one when it stopped | ${n0(s.created)} / ${n0(s.acked)} / ${n0(s.resent)} / ${n0(s.pendingAtStop)} | |
| order → order-ack, simulator p50 / p95 / p99 | ${n0(s.ackMs?.p50)} / ${n0(s.ackMs?.p95)} / ${n0(s.ackMs?.p99)} ms | |
| sales stored more than 5 s after the sale (database, of ${n0(s.database.stored)}; p50 / p99 / max ${n0(s.database.p50Ms)} / ${n0(s.database.p99Ms)} / ${n0(s.database.maxMs)} ms) | ${n0(s.database.storedLate)} | |
| sales never stored (a number missing in a machine's sequence) | ${n0(s.database.neverStored)} | |
| sales paid on the sandbox's page more than 5 s before the simulator stopped, not dispensed then | ${n0(s.database.paidNotDispensed)} | |
| **sales late (> 5 s) or lost** (stored late + never stored + paid not dispensed + sent again) | ${n0(s.lateOrLost)} | 0 ${mark(r, 'sales acknowledged later than 5 s or never')} |
${s.pay ? `| pay flow: asked / refused / paid by the customer / confirmed to the machine / closed unpaid | ${n0(s.pay.requested)} / ${n0(s.pay.refused)} / ${n0(s.pay.paidByCustomer)} / ${n0(s.pay.confirmed)} / ${n0(s.pay.closedUnpaid)} | |\n` : ''}${s.pay?.notices ? `| sandbox payment notifications: queued / delivered / waiting when the simulator stopped; wait p50 / p95 / max | ${n0(s.pay.notices.queued)} / ${n0(s.pay.notices.delivered)} / ${n0(s.pay.notices.waitingAtStop)}; ${n0(s.pay.notices.p50Ms)} / ${n0(s.pay.notices.p95Ms)} / ${n0(s.pay.notices.maxMs)} ms | |\n` : ''}| sale → the device's today figure (probe, ${r.probe.seen} of ${r.probe.sales} seen): p50 / max | ${n0(r.probe.p50)} / ${n0(r.probe.max)} ms | |
| server CPU mean / max of 1 s samples (share of one core), RSS max | ${pc(r.resources.serverCpuMean)} / ${pc(r.resources.serverCpuMax)}, ${n0(r.resources.serverRssMax)} MB | |
| PostgreSQL backends of the run's database, CPU mean | ${pc(r.resources.pgCpuMean)} | |
| simulator CPU mean, RSS max; this bench's own CPU (the operators, refunds, probe) | ${pc(r.resources.simCpuMean)}, ${n0(r.resources.simRssMax)} MB; ${pc(r.resources.benchCpuMean)} | |
| CPU of the run's processes together (server + PostgreSQL + simulator + this bench), share of one core of ${r.machine.split(' ')[0]} | ${pc(r.resources.serverCpuMean + r.resources.pgCpuMean + r.resources.simCpuMean + r.resources.benchCpuMean)} | |
| server log lines at level error or fatal | ${n0(r.serverErrors.count)} | |

${
  s.pay?.notices
    ? `The pay flow waits on the sandbox provider's payment notifications: its job delivers them eight at a time through the
server's notify route, up to 200 a round, a full round followed by the next at once, else a round a second
(\`modules/payments/sandbox/ledger.ts\`); ${n0(s.pay.notices.waitingAtStop)} of
${n0(s.pay.notices.queued)} were still waiting when the simulator stopped, the longest wait ${n0(s.pay.notices.maxMs / 1000)} s. A sale paid and not
dispensed counts as late from the customer's side whatever the cause; \`--no-pay-flow\` runs without the sandbox.\n\n`
    : ''
}${missed.length ? `**Targets missed:** ${missed.map((v) => `${v.target} (${v.got}, target ${v.want})`).join('; ')}.` : '**Every target met.**'}${r.note ? `\n\n${r.note}` : ''}

How the figures are taken: response times from the bench's own HTTP calls (answer read whole; 5xx and errors counted per class;
"refund form" is the GET before each refund, "probe" the probe's polls). The simulator reports only percentiles of its
order-ack times, not a count of acks later than 5 s, so late or lost sales add four counts from the database and the
simulator: orders of the driven machines stored more than 5 s after the machine sold them (\`ord_order.received_at −
created_at\`; for a WeChat Pay or Alipay sale that is its pay request); sales never stored (a simulated machine numbers its
sales in the order code: a number missing below its highest stored one); sales the customer paid on the sandbox's page
more than 5 s before the simulator stopped and still not dispensed then; and orders the simulator sent again because no order-ack came within 60 s. Orders still waiting for
their order-ack when the simulator stopped (5 s after the window, while it kept selling) are in flight and shown, not counted. Deadlocks: the lines PostgreSQL
appended to its log (\`${r.postgresLog.file ?? 'not found'}\`) from the server's start to its stop. CPU from \`/proc\`
(server and simulator processes; PostgreSQL as the backends naming the run's database, this bench's connection included).
The template's payment keys are sealed again with the run's \`SECRET_KEY\` (the seeding server's key file is gone), so the
sandbox provider can sign.

Reproduce: \`npm run bench:day -- --quick --write\` (1 000 devices, 100 000 orders, 2 min; under 5 min once the template
exists) or \`npm run bench:day -- --write\` (10 011 devices, 1 000 000 orders, 10 min). Options: \`--minutes\`, \`--devices\`,
\`--orders\`, \`--machines\` (default every enabled scale device but the probe), \`--orders-per-hour\` (30), \`--clients\` (30),
\`--no-pay-flow\`, \`--reseed\`, \`--pg-url\`, \`--pg-log\`, \`--note\`, \`--from-json\` (only rewrite this section).

<!-- day:end -->`;
}

const mark = (r, target) => (r.verdicts.find((v) => v.target === target)?.met ? '✔' : '✘');

function writeReadme(result) {
  const file = path.join(repoRoot, 'bench/README.md');
  const body = section(result);
  let text = fs.readFileSync(file, 'utf8');
  const re = /<!-- day:start -->[\s\S]*<!-- day:end -->/;
  text = re.test(text) ? text.replace(re, body) : `${text.trimEnd()}\n\n${body}\n`;
  fs.writeFileSync(file, text);
  // Keep the file as Prettier formats it (tables aligned).
  spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/prettier/bin/prettier.cjs'), '--write', file], { stdio: 'ignore' });
  log('bench/README.md updated');
}

if (args['from-json']) {
  const result = JSON.parse(fs.readFileSync(args['from-json'], 'utf8'));
  writeReadme({ ...result, note: args.note ?? result.note });
  process.exit(0);
}

runToEnd(main());
