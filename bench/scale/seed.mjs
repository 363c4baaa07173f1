// The scale fleet: seeded once per size into a template (a PostgreSQL template database, or a
// PGlite data directory), then copied for each run, so "before" and "after" measure the same data.
//
// Seeding: the built server starts once on the empty database (it migrates, syncs the reference
// data and seeds the demo organisations, accounts and devices) and stops; seed.sql then adds the
// fleet set-wise, in one transaction.
//
// Usage (the runner calls it itself): node bench/scale/seed.mjs [--devices 10011] [--orders 1000000]
//   [--days 90] [--quick] [--pglite] [--server <repo root>] [--reseed]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { log, onCleanup, runToEnd, startServer, stopProcess } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432';
export const FULL_SIZES = { devices: 10011, orders: 1_000_000, days: 90 };
export const QUICK_SIZES = { devices: 1000, orders: 100_000, days: 90 };

/** The first characters of seed.sql's hash: a changed seed never reuses a template of the old one. */
const SEED_VERSION = createHash('sha256')
  .update(fs.readFileSync(path.join(here, 'seed.sql')))
  .digest('hex')
  .slice(0, 6);

/** Database (or directory) name of a size's template. */
export function templateName({ devices, orders, days }) {
  return `vr_scale_tpl_${devices}_${orders}${days === 90 ? '' : `_${days}d`}_${SEED_VERSION}`;
}

/** The seeded sessions' tokens: derived from the template, so any copy of it answers to them. */
export function tokensOf(template) {
  return { admin: `vr-scale-${template}-admin`, operator: `vr-scale-${template}-operator` };
}

/** Number of migrations a build ships (its drizzle journal). */
export function migrationCount(root) {
  const journal = JSON.parse(fs.readFileSync(path.join(root, 'packages/server/drizzle/meta/_journal.json'), 'utf8'));
  return journal.entries.length;
}

export function commitOf(root) {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function catalogJson(root) {
  const catalog = JSON.parse(fs.readFileSync(path.join(root, 'packages/device-sim/src/catalog.json'), 'utf8'));
  const goods = catalog.beverages.map((b, n) => ({
    n,
    code: b.code,
    model: b.model,
    name: b.name.en,
    price: b.price,
    cup_size: b.cupSizes?.[0] ?? null,
  }));
  return { goods: JSON.stringify(goods), cities: JSON.stringify(catalog.cities.map((c, n) => ({ n, ...c }))) };
}

/** Runs seed.sql with its parameters on a connection (node-postgres client or PGlite). */
async function runSeedSql(query, { sizes, template, timeZone }) {
  const { goods, cities } = catalogJson(repoRoot);
  const tokens = tokensOf(template);
  const settings = {
    'bench.devices': sizes.devices,
    'bench.orders': sizes.orders,
    'bench.days': sizes.days,
    'bench.tz': timeZone,
    'bench.goods': goods,
    'bench.cities': cities,
    'bench.admin_token': tokens.admin,
    'bench.operator_token': tokens.operator,
  };
  for (const [name, value] of Object.entries(settings)) await query(`select set_config($1, $2, false)`, [name, String(value)]);
  await query(`begin;\n${fs.readFileSync(path.join(here, 'seed.sql'), 'utf8')}\ncommit;`);
}

const TIME_ZONE_SQL = `select coalesce((select config_value from sys_config where config_key = 'sys.platform.timeZone'), 'Asia/Shanghai') as tz`;
const COUNTS_SQL = `select (select count(*) from dev_device)::int as devices, (select count(*) from dev_device_container)::int as containers,
  (select count(*) from ord_order)::int as orders, (select count(*) from ord_order_item)::int as items,
  (select count(*) from rpt_sales_daily)::int as "salesDays", (select count(*) from dev_site)::int as sites,
  (select count(*) from goods_material)::int as materials, (select count(*) from pay_payment)::int as payments,
  (select count(*) from ord_refund)::int as refunds, (select count(*) from ord_order where abnormal_status <> 0)::int as "abnormalOrders",
  (select count(*) from sys_session where expires_at > now())::int as "liveSessions"`;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return name;
};

/** What a template was seeded with (its database comment), or null when there is none. */
async function templateInfo(pgUrl, template) {
  return withClient(`${pgUrl}/postgres`, async (c) => {
    const r = await c.query(`select shobj_description(oid, 'pg_database') as info from pg_database where datname = $1`, [template]);
    if (r.rowCount === 0) return null;
    return JSON.parse(r.rows[0].info ?? '{}');
  });
}

/**
 * The size's template database, seeded now when it does not exist yet (or `reseed`). It is built
 * under a temporary name and renamed when complete, so a broken seed is never taken for a template.
 */
export async function ensurePgTemplate({ pgUrl = DEFAULT_PG_URL, sizes, serverRoot, reseed = false }) {
  const template = templateName(sizes);
  let info = await templateInfo(pgUrl, template);
  if (info && reseed) {
    await withClient(`${pgUrl}/postgres`, (c) => c.query(`drop database ${ident(template)} with (force)`));
    info = null;
  }
  if (info) {
    log(`template ${template} seeded ${info.seededAt} by ${info.server} (${info.migrations} migrations)`);
    return { template, info, seconds: 0 };
  }
  const started = Date.now();
  const building = `${template}_building`;
  await withClient(`${pgUrl}/postgres`, async (c) => {
    await c.query(`drop database if exists ${ident(building)} with (force)`);
    await c.query(`create database ${ident(building)}`);
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-scale-seed-'));
  try {
    log(`seeding ${template}: the server at ${serverRoot} migrates and seeds reference data`);
    const server = await startServer({ root: serverRoot, dataDir, databaseUrl: `${pgUrl}/${building}` });
    await stopProcess(server.child);
    const counts = await withClient(`${pgUrl}/${building}`, async (c) => {
      const timeZone = (await c.query(TIME_ZONE_SQL)).rows[0].tz;
      log(`seed.sql: ${sizes.devices} devices, ${sizes.orders} orders over ${sizes.days} days (${timeZone})`);
      await runSeedSql((text, params) => c.query(text, params), { sizes, template, timeZone });
      await c.query('vacuum analyze');
      return (await c.query(COUNTS_SQL)).rows[0];
    });
    info = {
      seededAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      server: `${path.basename(serverRoot)}@${commitOf(serverRoot)}`,
      migrations: migrationCount(serverRoot),
      sizes,
      counts,
    };
    await withClient(`${pgUrl}/postgres`, async (c) => {
      await c.query(`alter database ${ident(building)} rename to ${ident(template)}`);
      await c.query(`comment on database ${ident(template)} is '${JSON.stringify(info).replace(/'/g, "''")}'`);
    });
  } catch (err) {
    await withClient(`${pgUrl}/postgres`, (c) => c.query(`drop database if exists ${ident(building)} with (force)`)).catch(() => {});
    throw err;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = (Date.now() - started) / 1000;
  log(`template ${template} ready in ${seconds.toFixed(0)} s: ${JSON.stringify(info.counts)}`);
  return { template, info, seconds };
}

/**
 * A run's own copy of the template. A build older than the one that seeded the template would
 * run on the newer schema (its migrator does not undo anything): refused.
 */
export async function createRunDatabase({ pgUrl = DEFAULT_PG_URL, template, info, serverRoot }) {
  const have = migrationCount(serverRoot);
  if (info.migrations > have) {
    throw new Error(
      `${template} was migrated by a newer build (${info.migrations} migrations, ${serverRoot} has ${have}): ` +
        `seed it with the oldest build you measure (--reseed with --server <that build>)`,
    );
  }
  const name = `vr_scale_run_${Date.now().toString(36)}`;
  await withClient(`${pgUrl}/postgres`, (c) => c.query(`create database ${ident(name)} template ${ident(template)}`));
  onCleanup(() => withClient(`${pgUrl}/postgres`, (c) => c.query(`drop database if exists ${ident(name)} with (force)`)));
  return { name, url: `${pgUrl}/${name}` };
}

/** Where PGlite templates live (a data directory per size). */
export const pgliteTemplateRoot = () => path.join(os.tmpdir(), 'vr-scale-pglite');

/**
 * The PGlite template: a server data directory whose pglite/ the server migrated and seeded, then
 * opened with the server's own openDatabase to run the same seed SQL.
 */
export async function ensurePgliteTemplate({ sizes, serverRoot, reseed = false }) {
  const template = templateName(sizes);
  const dir = path.join(pgliteTemplateRoot(), template);
  const infoFile = path.join(dir, 'seed.json');
  if (fs.existsSync(infoFile) && !reseed) {
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
    log(`PGlite template ${dir} seeded ${info.seededAt} by ${info.server}`);
    return { template, dir, info, seconds: 0 };
  }
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  const building = `${dir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    log(`seeding PGlite ${template}: the server at ${serverRoot} migrates and seeds reference data`);
    const server = await startServer({ root: serverRoot, dataDir: building });
    await stopProcess(server.child);
    const { openDatabase } = await import(pathToFileURL(path.join(serverRoot, 'packages/server/dist/platform/db/database.js')).href);
    const handle = await openDatabase({ dataDir: path.join(building, 'pglite') });
    let counts;
    try {
      await handle.migrate();
      const client = handle.db.$client;
      const query = (text, params) => (params ? client.query(text, params) : client.exec(text));
      const timeZone = (await client.query(TIME_ZONE_SQL)).rows[0].tz;
      log(`seed.sql: ${sizes.devices} devices, ${sizes.orders} orders over ${sizes.days} days (${timeZone})`);
      await runSeedSql(query, { sizes, template, timeZone });
      await client.exec('vacuum analyze');
      counts = (await client.query(COUNTS_SQL)).rows[0];
    } finally {
      await handle.close();
    }
    const info = {
      seededAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      server: `${path.basename(serverRoot)}@${commitOf(serverRoot)}`,
      migrations: migrationCount(serverRoot),
      sizes,
      counts,
    };
    fs.writeFileSync(path.join(building, 'seed.json'), JSON.stringify(info, null, 2));
    fs.renameSync(building, dir);
    const seconds = (Date.now() - started) / 1000;
    log(`PGlite template ready in ${seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
    return { template, dir, info, seconds };
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    throw err;
  }
}

/** A run's copy of the PGlite template (a server DATA_DIR). */
export function createRunDataDir({ dir, info, template, serverRoot }) {
  const have = migrationCount(serverRoot);
  if (info.migrations > have) {
    throw new Error(`${template} was migrated by a newer build (${info.migrations} migrations, ${serverRoot} has ${have}): --reseed`);
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-scale-run-'));
  fs.cpSync(path.join(dir, 'pglite'), path.join(runDir, 'pglite'), { recursive: true });
  onCleanup(() => fs.rmSync(runDir, { recursive: true, force: true }));
  return runDir;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: a } = parseArgs({
    options: {
      devices: { type: 'string' },
      orders: { type: 'string' },
      days: { type: 'string' },
      quick: { type: 'boolean', default: false },
      pglite: { type: 'boolean', default: false },
      server: { type: 'string', default: repoRoot },
      'pg-url': { type: 'string', default: DEFAULT_PG_URL },
      reseed: { type: 'boolean', default: false },
    },
  });
  const base = a.quick ? QUICK_SIZES : FULL_SIZES;
  const sizes = {
    devices: Number(a.devices ?? base.devices),
    orders: Number(a.orders ?? base.orders),
    days: Number(a.days ?? base.days),
  };
  const serverRoot = path.resolve(a.server);
  const job = a.pglite
    ? ensurePgliteTemplate({ sizes, serverRoot, reseed: a.reseed })
    : ensurePgTemplate({ pgUrl: a['pg-url'], sizes, serverRoot, reseed: a.reseed });
  runToEnd(job);
}
