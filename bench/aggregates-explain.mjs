// EXPLAIN ANALYZE of the device counters, dashboard and device-detail queries before and after the
// live aggregates, on a scratch PostgreSQL database seeded with 10 000 devices, 90 days of daily
// roll-up and 1 000 000 orders. Also times the gateway's batch writes with and without the triggers.
//
//   npx tsc -b packages/server && node bench/aggregates-explain.mjs [postgres://postgres@127.0.0.1:5432]
//
// The database `vr_aggr_scratch` is dropped and created again. Figures are medians of 7 runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR, openDatabase } from '../packages/server/dist/platform/db/database.js';

const server = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'vr_aggr_scratch';
const BEFORE_TAGS = ['0000_init', '0001_system_areas', '0002_devices_operations'];
const RUNS = 7;

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${NAME} with (force)`);
await admin.query(`create database ${NAME}`);
await admin.end();
const url = `${server}/${NAME}`;

// The schema as it was before the live aggregates: the migrations up to 0002 only.
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-before-'));
fs.mkdirSync(path.join(before, 'meta'));
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
journal.entries = journal.entries.filter((e) => BEFORE_TAGS.includes(e.tag));
fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
for (const tag of BEFORE_TAGS) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(before, `${tag}.sql`));
const pool = new pg.Pool({ connectionString: url, max: 2 });
await migrate(drizzle(pool), { migrationsFolder: before });

const q = (text, params) => pool.query(text, params);
const t0 = Date.now();
// 1 platform organisation, 20 customers with 5 stores each; devices spread over the stores.
await q(`insert into sys_org (id, parent_id, path, kind, name, code) values (1, 0, '/1/', 'platform', 'Platform', 'P')`);
await q(`insert into sys_org (id, parent_id, path, kind, name, code)
         select c, 1, '/1/' || c || '/', 'customer', 'Customer ' || c, 'C' || c from generate_series(2, 21) c`);
await q(`insert into sys_org (id, parent_id, path, kind, name, code)
         select 100 + (c - 2) * 5 + s, c, '/1/' || c || '/' || (100 + (c - 2) * 5 + s) || '/', 'store', 'Store', 'S' || c || '-' || s
           from generate_series(2, 21) c, generate_series(1, 5) s`);
await q(`select setval(pg_get_serial_sequence('sys_org', 'id'), 1000)`);
await q(`insert into sys_user (id, username, employee_name, org_id, password_hash, device_scope)
         values (1, 'bench', 'bench', 2, 'x', 'all'), (2, 'picky', 'picky', 2, 'x', 'selected')`);
await q(`insert into dev_device (id, org_id, device_code, secret_hash, online, fault_count, warning_count, material_state, last_seen_at)
         select g, 101 + (g % 100), 'VR' || lpad(g::text, 6, '0'), 'x', (g % 10 < 8)::int, (g % 17 = 0)::int,
                (g % 13 = 0)::int, (g % 11 = 0)::int, now()
           from generate_series(1, 10000) g`);
await q(`insert into dev_device_grant (user_id, device_id) select 2, g from generate_series(1, 10000, 500) g`);
await q(`insert into rpt_sales_daily (day, device_id, org_id, order_count, cup_count, amount)
         select d::date, g, 101 + (g % 100), 10 + (g % 7), 15 + (g % 9), 100 + (g % 50)
           from generate_series(1, 10000) g, generate_series(current_date - 89, current_date, interval '1 day') d`);
await q(`insert into ord_order (order_code, device_id, org_id, status, payment_method, pay_status, payment_amount, received_amount, created_at)
         select 'O' || g, 1 + (g % 10000), 101 + ((1 + (g % 10000)) % 100), 5, 'wechat_pay', 5, 12.5, 12.5,
                now() - make_interval(secs => (g % 7776000))
           from generate_series(1, 1000000) g`);
await q(`insert into ord_order_item (order_id, goods_code, goods_name, quantity, price, amount, status, dispense)
         select id, 'LATTE', 'Latte', 1, 12.5, 12.5, 1, 'success' from ord_order
         union all select id, 'TEA', 'Tea', 1, 4.5, 4.5, 1, 'success' from ord_order where id % 2 = 0`);
await q('vacuum analyze');
console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

async function timing(text, params = []) {
  const times = [];
  let plan = '';
  for (let i = 0; i < RUNS; i++) {
    const r = await q(`explain (analyze, buffers, format json) ${text}`, params);
    const p = r.rows[0]['QUERY PLAN'][0];
    times.push(p['Planning Time'] + p['Execution Time']);
    plan = p.Plan['Node Type'];
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], plan };
}

const ALL = 'true';
const ONE_CUSTOMER = (col) => `${col} in (select id from sys_org where path like '/1/2/%')`;
const SELECTED = (uid) => `(coalesce((select device_scope from sys_user where id = ${uid}), 'all') = 'selected')`;
const visible = (uid, scope) =>
  `${scope('dev_device.org_id')} and (not ${SELECTED(uid)} or dev_device.id in (select device_id from dev_device_grant where user_id = ${uid}))`;
const today = `(now() at time zone 'Asia/Shanghai')::date`;

const oldQueries = {
  'counters, admin': (scope) => `select count(*), count(*) filter (where online = 1), count(*) filter (where online <> 1),
      count(*) filter (where fault_count > 0), count(*) filter (where warning_count > 0), count(*) filter (where material_state > 0)
      from dev_device where ${visible(1, scope)}`,
  'dashboard sales today': (scope) => `select sum(amount), sum(order_count), sum(cup_count) from rpt_sales_daily
      where device_id in (select id from dev_device where ${visible(1, scope)}) and day >= ${today} and day <= ${today}`,
};
const newQueries = {
  'counters, admin': (scope) => `select sum(total), sum(online), sum(fault), sum(warning), sum(low_material) from (
      select total, online, fault, warning, low_material from dev_device_counts where not ${SELECTED(1)} and ${scope('dev_device_counts.org_id')}
      union all
      select 1, (online = 1)::int, (fault_count > 0)::int, (warning_count > 0)::int, (material_state > 0)::int
        from dev_device join dev_device_grant on dev_device_grant.device_id = dev_device.id and dev_device_grant.user_id = 1
       where ${SELECTED(1)} and ${scope('dev_device.org_id')}) counted`,
  'dashboard sales today': (scope) => `select sum(amount), sum(orders), sum(cups) from (
      select amount, order_count as orders, cup_count as cups from rpt_sales_daily_org
       where day = ${today} and not ${SELECTED(1)} and ${scope('rpt_sales_daily_org.org_id')}
      union all
      select amount, order_count, cup_count from rpt_sales_daily
       where day = ${today} and ${SELECTED(1)} and device_id in (select id from dev_device where ${visible(1, scope)})) sold`,
};
const range = (from, to) =>
  `sum(amount) filter (where day >= ${from} and day <= ${to}), sum(order_count) filter (where day >= ${from} and day <= ${to}),
   sum(cup_count) filter (where day >= ${from} and day <= ${to})`;
const summaryOld = [
  [today, today],
  [`${today} - 1`, `${today} - 1`],
  [`date_trunc('month', ${today})::date`, today],
  [`(date_trunc('month', ${today}) - interval '1 month')::date`, `date_trunc('month', ${today})::date - 1`],
].map(
  ([from, to]) =>
    `select sum(amount), sum(order_count), sum(cup_count) from rpt_sales_daily where device_id = 4242 and day >= ${from} and day <= ${to}`,
);
const summaryNew = `select ${range(today, today)}, ${range(`${today} - 1`, `${today} - 1`)},
    ${range(`date_trunc('month', ${today})::date`, today)},
    ${range(`(date_trunc('month', ${today}) - interval '1 month')::date`, `date_trunc('month', ${today})::date - 1`)}
    from rpt_sales_daily where device_id = 4242 and day >= (date_trunc('month', ${today}) - interval '1 month')::date and day <= ${today}`;
const ordersTab = {
  rows: `select * from ord_order where device_id = 4242 order by created_at desc, id desc limit 20 offset 0`,
  count: `select count(*) from ord_order where device_id = 4242`,
  items: `select order_id, goods_name, quantity from ord_order_item where order_id in (select id from ord_order where device_id = 4242 order by created_at desc, id desc limit 20)`,
};

async function measureReads(queries, label) {
  const out = {};
  for (const [name, build] of Object.entries(queries)) {
    out[`${name} (admin)`] = await timing(build(() => ALL));
    out[`${name} (one customer)`] = await timing(build(ONE_CUSTOMER));
  }
  console.log(`\n${label}`);
  for (const [k, v] of Object.entries(out)) console.log(`  ${k.padEnd(40)} ${v.ms.toFixed(2).padStart(8)} ms  ${v.plan}`);
  return out;
}

/** The gateway's batch writes: 2 000 presence flips in one statement, then 5 000 heartbeats (seen times only). */
async function measureWrites(label) {
  const flips = [];
  const beats = [];
  for (let i = 0; i < RUNS; i++) {
    let s = performance.now();
    await q(`update dev_device d set online = 1 - d.online, last_online_at = now()
               from generate_series(1, 10000, 5) g where d.id = g`);
    flips.push(performance.now() - s);
    s = performance.now();
    await q(`update dev_device d set last_seen_at = now(), signal = 4 from generate_series(1, 10000, 2) g where d.id = g`);
    beats.push(performance.now() - s);
  }
  const med = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(1);
  console.log(`  ${label}: 2 000 presence flips ${med(flips)} ms, 5 000 heartbeats ${med(beats)} ms`);
}

const summary = async (queries) => {
  let total = 0;
  for (const s of queries) total += (await timing(s)).ms;
  return total;
};

await measureReads(oldQueries, 'before (direct counts, per-device sales)');
console.log(`  device summary, 4 queries (no device/day index)  ${(await summary(summaryOld)).toFixed(2).padStart(8)} ms`);
for (const [k, s] of Object.entries(ordersTab))
  console.log(`  orders tab ${k.padEnd(30)} ${(await timing(s)).ms.toFixed(2).padStart(8)} ms`);
console.log('\nwrites without triggers');
await measureWrites('no triggers');

const handle = await openDatabase({ databaseUrl: url });
const m0 = performance.now();
await handle.migrate();
console.log(
  `\nmigrations 0003-0004 (tables, index, triggers, backfill of 10 000 devices and 900 000 roll-up rows): ${(performance.now() - m0).toFixed(0)} ms`,
);
await handle.close();
await q('vacuum analyze');

await measureReads(newQueries, 'after (live aggregates)');
console.log(`  device summary, 4 old queries with device/day index ${(await summary(summaryOld)).toFixed(2).padStart(8)} ms`);
console.log(`  device summary, 1 query                            ${(await timing(summaryNew)).ms.toFixed(2).padStart(8)} ms`);
console.log('\nwrites with triggers');
await measureWrites('statement triggers');
// The same writes with the counters' update trigger off and on, interleaved (load drifts here).
const flipsOff = [];
const flipsOn = [];
const beatsOff = [];
const beatsOn = [];
for (let i = 0; i < 2 * RUNS; i++) {
  const on = i % 2 === 1;
  await q(`alter table dev_device ${on ? 'enable' : 'disable'} trigger dev_device_counts_upd`);
  let s = performance.now();
  await q(`update dev_device d set online = 1 - d.online, last_online_at = now() from generate_series(1, 10000, 5) g where d.id = g`);
  (on ? flipsOn : flipsOff).push(performance.now() - s);
  s = performance.now();
  await q(`update dev_device d set last_seen_at = now(), signal = 4 from generate_series(1, 10000, 2) g where d.id = g`);
  (on ? beatsOn : beatsOff).push(performance.now() - s);
  if (!on) await q(`update dev_device d set online = 1 - d.online from generate_series(1, 10000, 5) g where d.id = g`);
}
await q('alter table dev_device enable trigger dev_device_counts_upd');
const median = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(1);
console.log(
  `  interleaved, trigger off/on: 2 000 presence flips ${median(flipsOff)}/${median(flipsOn)} ms, 5 000 heartbeats ${median(beatsOff)}/${median(beatsOn)} ms`,
);
const exact = await q(`select (select count(*) from dev_device) = (select sum(total) from dev_device_counts)
    and (select count(*) filter (where online = 1) from dev_device) = (select sum(online) from dev_device_counts) as exact`);
console.log(`  counters still exact after the writes: ${exact.rows[0].exact}`);
await pool.end();
