// Scale bench: every list, detail and dashboard GET endpoint against a fleet of 10 011 devices and
// 1 000 000 orders, 50 concurrent clients, p50/p95/p99 and the share of a bare-Fastify ceiling
// measured in the same run, and on PostgreSQL the share of the hand-written one-statement anchor of
// the hot pages. See bench/README.md ("Scale") for what it needs and how to read it.
//
// Usage: npm run bench:scale -- [--server <repo root with built packages/*/dist>] [--label before]
//   [--quick] [--pglite] [--rounds 3] [--duration 5] [--ceiling-duration 2] [--connections 50]
//   [--only <regex>] [--write] [--devices N --orders N --days N] [--reseed] [--pg-url <url>]
//   [--note <text>] [--anchors <module>] [--from-json bench/scale/results/<label>.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ENDPOINTS, askPool, fillFixedIds, fillIds, resolveIds, uncovered } from './endpoints.mjs';
import { drain, measure } from './measure.mjs';
import {
  DEFAULT_PG_URL,
  FULL_SIZES,
  QUICK_SIZES,
  commitOf,
  createRunDataDir,
  createRunDatabase,
  ensurePgTemplate,
  ensurePgliteTemplate,
  repoRoot,
  tokensOf,
} from './seed.mjs';
import { log, onCleanup, runToEnd, startServer, stopProcess } from './server.mjs';
import { markdownTable, summarize, verdict, writeReadme } from './table.mjs';

const { values: args } = parseArgs({
  options: {
    server: { type: 'string', default: repoRoot },
    label: { type: 'string' },
    quick: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    'ceiling-duration': { type: 'string' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    write: { type: 'boolean', default: false },
    devices: { type: 'string' },
    orders: { type: 'string' },
    days: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    note: { type: 'string' },
    /** The anchors' module (startAnchors); bench/scale/anchor.mjs by default, skipped when absent. */
    anchors: { type: 'string' },
    /** Only rewrite the README section from the results file of an earlier run. */
    'from-json': { type: 'string' },
  },
});

const serverRoot = path.resolve(args.server);
const base = args.quick || args.pglite ? QUICK_SIZES : FULL_SIZES;
const sizes = {
  devices: Number(args.devices ?? base.devices),
  orders: Number(args.orders ?? base.orders),
  days: Number(args.days ?? base.days),
};
const rounds = Number(args.rounds ?? (args.quick ? 1 : 3));
// Quick: a smoke test of every endpoint that ends within five minutes, seeding included.
const duration = Number(args.duration ?? (args.quick ? 1 : 5));
const ceilingDuration = Number(args['ceiling-duration'] ?? (args.quick ? 1 : 2));
const connections = Number(args.connections);
const label = args.label ?? (args.pglite ? 'pglite' : 'current');
if (!/^[a-z0-9-]+$/.test(label)) throw new Error('--label: lowercase letters, digits and dashes');
for (const [k, v] of Object.entries({ ...sizes, rounds, duration, ceilingDuration, connections })) {
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${k} must be a positive whole number`);
}
const only = args.only ? new RegExp(args.only, 'i') : null;
const endpoints = ENDPOINTS.filter((e) => !only || only.test(e.name) || only.test(e.url));

/** The ceiling process; answers its URL and body size. */
async function startCeiling() {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/scale/ceiling.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup(() => stopProcess(child));
  const line = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling exited (${code})`)));
  });
  const { port, bytes } = JSON.parse(line);
  return { url: `http://127.0.0.1:${port}/ceiling`, bytes, pid: child.pid };
}

/**
 * The anchors of the hot pages (anchor.mjs: a bare Fastify per database driver answering the
 * hand-written one-statement version of a page), on PostgreSQL runs only and when an endpoint to
 * measure has one; null otherwise, with a line saying why.
 */
async function startAnchorsIfAny(databaseUrl) {
  if (!endpoints.some((e) => e.anchor)) return null;
  const file = path.resolve(args.anchors ?? path.join(repoRoot, 'bench/scale/anchor.mjs'));
  if (args.pglite) {
    log('anchors: PostgreSQL runs only, none on PGlite');
    return null;
  }
  if (!fs.existsSync(file)) {
    log(`anchors: ${path.relative(repoRoot, file)} not there, endpoints measured without their anchor`);
    return null;
  }
  const { startAnchors } = await import(pathToFileURL(file).href);
  const anchors = await startAnchors({ databaseUrl, log });
  onCleanup(() => anchors.stop());
  log(`anchors ${anchors.names.join(', ')} on ${anchors.drivers.map((d) => `${d} (pid ${anchors.pidOf(d)})`).join(', ')}`);
  return anchors;
}

/**
 * What one measurement asks: `origin` and the request `paths` (with their query), one for a fixed
 * URL, the pool in turn for a varying one.
 */
const target = (origin, paths) => ({ origin, paths });
const measureOpts = (t) => ({ url: t.origin + t.paths[0], asks: t.paths.length > 1 ? t.paths : undefined });

/**
 * An anchor's target for an endpoint: the anchor answers the same page, so it is asked with the
 * same query strings as the product, in the same order (after any query urlOf holds).
 */
function anchorTarget(anchors, e, driver) {
  const base = new URL(anchors.urlOf(e.anchor, driver));
  const withQuery = (path) => {
    const query = [base.search.slice(1), path.split('?')[1] ?? ''].filter(Boolean).join('&');
    return query ? `${base.pathname}?${query}` : base.pathname;
  };
  return target(base.origin, e.product.paths.map(withQuery));
}

/** Up to five items spread over `list`, its first and last among them. */
const spread = (list) => [...new Set([0, 0.25, 0.5, 0.75, 1].map((f) => list[Math.round(f * (list.length - 1))]))];

/**
 * Asks a target once (a varying one at five asks spread over its pool), warning of each non-2xx
 * answer; answers the first non-2xx status, else the first's, and the first answer's size.
 */
async function warmUp(name, t, headers) {
  const statuses = [];
  let bytes;
  for (const path of spread(t.paths)) {
    const res = await fetch(t.origin + path, { headers });
    const body = await res.text();
    if (!res.ok) log(`warning: ${name} answers HTTP ${res.status} to ${path}: ${body.slice(0, 200)}`);
    statuses.push(res.status);
    bytes ??= body.length;
  }
  return { status: statuses.find((s) => s < 200 || s > 299) ?? statuses[0], bytes };
}

/** A round's figures for the log. */
function roundText({ ceiling: c, anchors: a = {}, endpoint: m }) {
  const anchorsText = Object.entries(a).map(([driver, x]) => `, ${driver} anchor ${x.rps.toFixed(0)} p95 ${x.p95.toFixed(0)} ms`);
  return (
    `${m.rps.toFixed(0)} req/s p95 ${m.p95.toFixed(0)} ms (ceiling ${c.rps.toFixed(0)}${anchorsText.join('')}), ` +
    `server ${(m.serverCpu * 100).toFixed(0)} %, pg ${(m.pgCpu * 100).toFixed(0)} %, load ${m.load.toFixed(1)}` +
    (m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : '')
  );
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync(path.join(serverRoot, 'packages/server/dist/main.js'))) {
    throw new Error(`${serverRoot}/packages/server/dist/main.js missing: build that checkout first`);
  }

  // ——— data: the size's template, copied for this run ———
  let seeded, databaseUrl, dataDir, dbName;
  if (args.pglite) {
    seeded = await ensurePgliteTemplate({ sizes, serverRoot, reseed: args.reseed });
    dataDir = createRunDataDir({ ...seeded, serverRoot });
  } else {
    seeded = await ensurePgTemplate({ pgUrl: args['pg-url'], sizes, serverRoot, reseed: args.reseed });
    const run = await createRunDatabase({ pgUrl: args['pg-url'], ...seeded, serverRoot });
    databaseUrl = run.url;
    dbName = run.name;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-scale-run-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  }

  // ——— the measured server (its migrations upgrade the copy as they would in production) ———
  const server = await startServer({ root: serverRoot, dataDir, databaseUrl });
  onCleanup(() => stopProcess(server.child));
  log(`server ${serverRoot} (pid ${server.child.pid}) ready in ${(server.startedInMs / 1000).toFixed(1)} s on ${server.base}`);
  const tokens = tokensOf(seeded.template);
  const get = async (url, as = 'admin') => {
    const res = await fetch(server.base + url, { headers: { token: tokens[as] } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const ids = await resolveIds(get, { days: sizes.days });
  try {
    const missing = uncovered(await get('/api/docs/json'));
    log(`GET routes not measured (exports, templates, files, device calls …): ${missing.length}`);
  } catch {
    // a build without the OpenAPI document
  }
  const ceiling = await startCeiling();
  const anchors = await startAnchorsIfAny(databaseUrl);
  log(
    `ceiling ${ceiling.url} (${ceiling.bytes} B); ${endpoints.length} endpoints × ${rounds} round(s) × (${ceilingDuration} + ${duration} s)`,
  );

  // ——— warm-up: each endpoint (a few asks of a varying one) per caller, its status and size noted ———
  const plan = [];
  for (const e of endpoints) {
    const name = fillIds(e.name, ids);
    const pool = askPool(e.url, ids);
    if (pool) log(`${name}: ${pool.length} distinct URLs`);
    const headers = { token: tokens[e.as] };
    const anchor = anchors?.names.includes(e.anchor) ? e.anchor : undefined;
    if (anchors && e.anchor && !anchor) log(`warning: ${name}: the anchors have no ${e.anchor}`);
    const planned = {
      ...e,
      name,
      // shown in the results: a varying endpoint's URL with its varying placeholders
      url: pool ? fillFixedIds(e.url, ids) : fillIds(e.url, ids),
      distinctUrls: pool?.length,
      product: target(server.base, pool ?? [fillIds(e.url, ids)]),
      headers,
      anchor,
      rounds: [],
    };
    plan.push({ ...planned, ...(await warmUp(name, planned.product, headers)) });
    for (const driver of anchor ? anchors.drivers : [])
      await warmUp(`${name} (${driver} anchor)`, anchorTarget(anchors, planned, driver), headers);
  }

  // ——— rounds: per endpoint the ceiling, its anchors, the endpoint; each once the one before has drained ———
  /**
   * Waits for the process just measured, the server and the run database's backends to go idle, so
   * one measurement's backlog never lands on the next; says when that took long.
   */
  const drainAfter = async (pid, what) => {
    const d = await drain({ pids: [...new Set([pid, server.child.pid])], dbName });
    if (d.seconds > 1 || !d.idle) log(`drained after ${what} in ${d.seconds.toFixed(1)} s${d.idle ? '' : ' (still busy at the cap)'}`);
    return d;
  };
  const measured = async (what, opts) => {
    const m = await measure({ connections, dbName, ...opts });
    return { ...m, drain: await drainAfter(opts.serverPid, what) };
  };
  /** One round of an endpoint: the ceiling, each driver's anchor when it has one, the endpoint. */
  const measureRound = async (e) => {
    const c = await measured('the ceiling', { url: ceiling.url, duration: ceilingDuration, serverPid: ceiling.pid, dbName: undefined });
    const a = {};
    for (const driver of e.anchor ? anchors.drivers : []) {
      const opts = { ...measureOpts(anchorTarget(anchors, e, driver)), headers: e.headers, duration, serverPid: anchors.pidOf(driver) };
      a[driver] = await measured(`${e.name} (${driver} anchor)`, opts);
    }
    const m = await measured(e.name, { ...measureOpts(e.product), headers: e.headers, duration, serverPid: server.child.pid });
    return { ceiling: c, ...(e.anchor ? { anchors: a } : {}), endpoint: m };
  };
  await drainAfter(server.child.pid, 'the warm-up');
  for (let round = 1; round <= rounds; round++) {
    for (const e of plan) {
      const r = await measureRound(e);
      e.rounds.push(r);
      log(`round ${round}/${rounds} ${e.name}: ${roundText(r)}`);
    }
  }

  const results = plan.map((e) => ({
    name: e.name,
    as: e.as,
    url: e.url,
    ...(e.distinctUrls ? { distinctUrls: e.distinctUrls } : {}),
    ...(e.anchor ? { anchor: e.anchor } : {}),
    status: e.status,
    bytes: e.bytes,
    summary: summarize(e.rounds),
  }));
  const allLoads = plan.flatMap((e) => e.rounds.map((r) => r.endpoint.load));
  const cpus = os.cpus();
  const run = {
    label,
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    database: args.pglite ? 'PGlite, in the server process' : `PostgreSQL ${await postgresVersion(databaseUrl)}, local`,
    server: serverRoot,
    commit: commitOf(serverRoot),
    sizes,
    template: { name: seeded.template, ...seeded.info },
    seedSeconds: seeded.seconds,
    connections,
    rounds,
    duration,
    ceilingDuration,
    ceilingBytes: ceiling.bytes,
    ceilingRps: summarizeCeiling(plan),
    ...(anchors && plan.some((e) => e.anchor) ? { anchorDrivers: anchors.drivers } : {}),
    load: { mean: allLoads.reduce((a, b) => a + b, 0) / allLoads.length, max: Math.max(...allLoads) },
    seconds: (Date.now() - started) / 1000,
    note: args.note,
    results,
  };
  console.log(`\n${markdownTable(results)}\n`);
  const passed = results.filter((r) => verdict(r.summary).startsWith('✔')).length;
  log(`${passed} of ${results.length} endpoints pass; ${(run.seconds / 60).toFixed(1)} min in all`);
  const out = path.join(repoRoot, 'bench/scale/results', `${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`);
  log(`results in ${path.relative(repoRoot, out)}`);
  if (args.write) {
    writeReadme(repoRoot, run);
    log('bench/README.md updated');
  }
}

function summarizeCeiling(plan) {
  const all = plan.flatMap((e) => e.rounds.map((r) => r.ceiling.rps)).sort((a, b) => a - b);
  return all[Math.floor(all.length / 2)];
}

async function postgresVersion(url) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('show server_version')).rows[0].server_version.split(' ')[0];
  } finally {
    await c.end();
  }
}

if (args['from-json']) {
  writeReadme(repoRoot, JSON.parse(fs.readFileSync(args['from-json'], 'utf8')));
  process.exit(0);
}

runToEnd(main());
