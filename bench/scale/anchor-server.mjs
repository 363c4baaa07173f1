// The anchors: a bare Fastify process answering the hot list pages of the back-office, each with ONE
// hand-written, prepared SQL statement (page ids, joined names, sales figures and the total as CTEs
// of a single query), no auth and no validation. Each page has the same JSON body and rows as the
// product's endpoint for the same caller and data, so what it reaches on the same machine is the
// practical limit of that page with this driver. Started by anchor.mjs, one process per driver:
//
//   node bench/scale/anchor-server.mjs --driver node-postgres|postgres --database-url <url>
//
// It prints {"port":N} on stdout once listening on 127.0.0.1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ABNORMAL_REASONS, PLATFORM_DEFAULTS, PLATFORM_KEYS, Status, isIanaTimeZone } from '@vr/contracts';
import Fastify from 'fastify';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The product's pool size (packages/server/src/platform/db/database.ts: `new pg.Pool({ max: 10 })`). */
const POOL_SIZE = 10;
/** The list pages' size and language the bench asks for (endpoints.mjs: page=1&limit=20, no lang header). */
const LIMIT = 20;
const LANG = 'en';
/** The product's exact-total limits: devices (EXACT_TOTAL_LIMIT) and orders (ORDER_EXACT_TOTAL). */
const DEVICE_EXACT_TOTAL = 10_000;
const ORDER_EXACT_TOTAL = 1_000;
/** The keyword the bench searches the device list for (endpoints.mjs). */
const DEFAULT_KEYWORD = 'SC0012';
/** The one-customer operator of the seed (seed.sql), whose data scope is "department and below". */
const OPERATOR = 'scale_operator';

// ——— the driver: node-postgres or porsager's `postgres`, both prepared ———

async function connect(driver, url) {
  if (driver === 'node-postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
    pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
    return {
      /** Statements without values, in one transaction. */
      script: (text) => pool.query(`begin;\n${text}\ncommit;`),
      /** A one-off parameterised statement. */
      once: async (text, values) => (await pool.query(text, values)).rows,
      /** A named statement: parsed and planned once per pooled connection. */
      prepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      end: () => pool.end(),
    };
  }
  if (driver === 'postgres') {
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: POOL_SIZE, onnotice: () => {} });
    return {
      script: (text) => sql.begin((tx) => tx.unsafe(text)),
      once: (text, values) => sql.unsafe(text, values),
      // What the driver does for its tagged queries: a prepared statement per connection and text.
      // `unsafe` without values would otherwise send the simple protocol (parsed and planned each time).
      prepared: (_name, text, values) => sql.unsafe(text, values, { prepare: true, simple: false }),
      end: () => sql.end({ timeout: 5 }),
    };
  }
  throw new Error(`--driver must be node-postgres or postgres, not ${driver}`);
}

// ——— SQL pieces ———

/**
 * A name of the row `id` of `table`, as a sub-select: 20 primary-key look-ups a page, where the
 * planner's generic plan would hash whole tables (points, devices) for 20 rows.
 */
const nameOf = (table, id, column = 'name') => `(select ${column} from ${table} where id = ${id})`;

/** A text as an SQL literal (constants, and values read from the database at start-up). */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** A timestamptz as the product's JSON has it (Date#toISOString: UTC, milliseconds, "Z"). */
const iso = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `what` of the nearest customer on the path of organisation `o` (the product's `customerNameOf`
 * and `orgCurrency`, here once per organisation of the page); `join` adds the customer's row.
 */
const nearestCustomer = (what, join = '') => `(select ${what}
           from sys_org owner ${join}
          where owner.id = any(string_to_array(trim(both '/' from o.path), '/')::int[]) and owner.kind = 'customer'
          order by length(owner.path) desc
          limit 1)`;
const customerName = nearestCustomer('owner.name');
const customerCurrency = nearestCustomer('c.default_currency', 'join sys_customer c on c.org_id = owner.id');

/** An organisation's currency: its nearest customer's (the page's `customers` CTE as `cu`), else the platform's. */
const PLATFORM_CURRENCY = `coalesce(cu.currency,
         (select config_value from sys_config where config_key = ${literal(PLATFORM_KEYS.currency)}),
         ${literal(PLATFORM_DEFAULTS.currency)})`;

/**
 * A list's total as the product computes it: counted up to `exact` + 1 matching rows, and above
 * `exact` the planner's estimate of `matching` (bench_anchor.plan_rows, see anchor-estimate.sql).
 * `matchingText` is an SQL expression giving the text of the matching rows' query.
 */
const cappedTotal = (matching, matchingText, exact) => `counted as (
  select count(*)::int as n from (${matching} limit ${exact + 1}) r
),
total as (
  select case when n > ${exact} then greatest(n, bench_anchor.plan_rows(${matchingText}))::int else n end as total,
         n > ${exact} as estimated
    from counted
)`;

// ——— the device list (modules/devices/listing.ts listDevices, service.ts, reports/rollup/device-sales.ts) ———

/**
 * One page of the device list, newest id first: its ids (21, so a next page is known), the rows
 * with organisation, model, point, zone and route names and currency, the sales of today,
 * yesterday, this month and last month from the daily roll-up (days on the business clock), and
 * the total. `where` is the caller's condition on `d` (dev_device); `total` the CTEs naming `total`.
 */
function deviceStatement({ timeZone, where, total }) {
  return `with days as materialized (
  select today, today - 1 as yesterday,
         date_trunc('month', today::timestamp)::date as month_start,
         (date_trunc('month', today::timestamp) - interval '1 month')::date as last_month_start
    from (select (now() at time zone ${literal(timeZone)})::date as today) t
),
keys as (
  select d.id from dev_device d where ${where} order by d.id desc limit ${LIMIT + 1}
),
page as (
  select d.* from dev_device d where d.id = any(array(select id from keys)) order by d.id desc limit ${LIMIT}
),
sales as (
  select s.device_id,
         sum(s.cup_count) filter (where s.day = days.today) as sales_today,
         sum(s.amount) filter (where s.day = days.today) as amount_today,
         sum(s.cup_count) filter (where s.day = days.yesterday) as sales_yesterday,
         sum(s.amount) filter (where s.day = days.yesterday) as amount_yesterday,
         sum(s.cup_count) filter (where s.day >= days.month_start and s.day <= days.today) as sales_month,
         sum(s.amount) filter (where s.day >= days.month_start and s.day <= days.today) as amount_month,
         sum(s.cup_count) filter (where s.day >= days.last_month_start and s.day < days.month_start) as sales_last_month,
         sum(s.amount) filter (where s.day >= days.last_month_start and s.day < days.month_start) as amount_last_month
    from rpt_sales_daily s
   cross join days
   where s.device_id in (select id from page) and s.day >= days.last_month_start
   group by s.device_id
),
customers as (
  select o.id, ${customerCurrency} as currency
    from sys_org o
   where o.id in (select org_id from page)
),
${total}
select total.total, total.estimated, (select count(*) from keys) > ${LIMIT} as more,
       p.id, p.device_code as "deviceCode", p.nameplate_no as "nameplateNo", p.dtu_code as "dtuCode", p.name,
       p.org_id as "orgId", ${nameOf('sys_org', 'p.org_id')} as "orgName", ${PLATFORM_CURRENCY} as currency,
       p.model_id as "modelId", ${nameOf('dev_model', 'p.model_id', `names ->> ${literal(LANG)}`)} as "modelName",
       p.site_id as "siteId", ${nameOf('dev_site', 'p.site_id')} as "siteName",
       p.zone_id as "zoneId", ${nameOf('dev_zone', 'p.zone_id')} as "zoneName",
       p.route_id as "routeId", ${nameOf('dev_route', 'p.route_id')} as "routeName",
       p.online, p.fault_count as "faultCount", p.warning_count as "warningCount",
       p.material_state as "materialState", p.status, p.signal,
       ${iso('p.last_online_at')} as "lastOnlineAt", ${iso('p.last_offline_at')} as "lastOfflineAt",
       p.app_version as "appVersion", p.mainboard_version as "mainboardVersion", p.dtu_version as "dtuVersion",
       p.capacity, ${iso('p.deployed_at')} as "deployedAt",
       p.warranty_until::text as "warrantyUntil", p.software_expires_at::text as "softwareExpiresAt",
       p.rent::float8 as rent, p.cooperation_mode as "cooperationMode", p.cart_limit as "cartLimit",
       p.min_order_amount::float8 as "minOrderAmount", p.business_hours as "businessHours",
       p.country, p.province, p.city, p.district, p.address, p.lng::float8 as lng, p.lat::float8 as lat,
       p.fence_meters as "fenceMeters", p.scenario, p.water_source as "waterSource",
       p.camera_no as "cameraNo", p.label_printer_no as "labelPrinterNo", p.remark,
       ${iso('p.created_at')} as "createdAt",
       coalesce(s.sales_today, 0)::int as "salesToday", coalesce(s.amount_today, 0)::float8 as "amountToday",
       coalesce(s.sales_yesterday, 0)::int as "salesYesterday", coalesce(s.amount_yesterday, 0)::float8 as "amountYesterday",
       coalesce(s.sales_month, 0)::int as "salesMonth", coalesce(s.amount_month, 0)::float8 as "amountMonth",
       coalesce(s.sales_last_month, 0)::int as "salesLastMonth", coalesce(s.amount_last_month, 0)::float8 as "amountLastMonth"
  from total
  left join (page p
        left join customers cu on cu.id = p.org_id
        left join sales s on s.device_id = p.id) on true
 order by p.id desc`;
}

/** The organisations at and below `orgPath` (the data scope "department and below"). */
const subtree = (orgPath) => `(select o.id from sys_org o where o.path like ${literal(`${orgPath}%`)})`;

/** Unfiltered, the product's total is the sum of the live per-organisation counters (dev_device_counts). */
const deviceCounters = (where) => `total as (
  select coalesce(sum(c.total), 0)::int as total, false as estimated from dev_device_counts c where ${where}
)`;

/** The keyword search's condition ($1: the LIKE pattern), and as query text for the estimate. */
const KEYWORD_COLUMNS = ['device_code', 'nameplate_no', 'dtu_code', 'name'];
const keywordWhere = `(${KEYWORD_COLUMNS.map((c) => `d.${c} ilike $1::text`).join(' or ')})`;
const keywordQueryText = `'select d.id from dev_device d where (' || ${KEYWORD_COLUMNS.map(
  (c, i) => `'${i ? ' or ' : ''}d.${c} ilike ' || quote_literal($1::text)`,
).join(' || ')} || ')'`;

// ——— the order list (modules/orders/service.ts listOrders, view "transaction") ———

/**
 * Page 1 of the transaction orders (no test orders), newest sale first: the rows with device code,
 * point name, customer name and currency, the products ("Latte ×2, Mocha") and cups, and the total
 * (exact up to 1 000, else the planner's estimate). `where` is the caller's condition on `o`.
 */
function orderStatement({ where }) {
  const matching = `select o.id from ord_order o where ${where}`;
  const reasons = Object.fromEntries(Object.entries(ABNORMAL_REASONS).map(([code, texts]) => [code, texts[LANG]]));
  return `with keys as (
  select o.* from ord_order o where ${where} order by o.created_at desc, o.id desc limit ${LIMIT + 1}
),
page as (
  select * from keys order by created_at desc, id desc limit ${LIMIT}
),
items as (
  select it.order_id,
         string_agg(
           case when it.goods_names is null then it.goods_name
                else coalesce(nullif(it.goods_names ->> 'nameEn', ''), it.goods_names ->> 'name') end
           || case when it.quantity > 1 then ' ×' || it.quantity else '' end,
           ', ' order by it.id) as goods,
         sum(it.quantity)::int as cups
    from ord_order_item it
   where it.order_id in (select id from page)
   group by it.order_id
),
customers as (
  select o.id, ${customerName} as name, ${customerCurrency} as currency
    from sys_org o
   where o.id in (select org_id from page)
),
${cappedTotal(matching, literal(matching), ORDER_EXACT_TOTAL)}
select total.total, total.estimated, (select count(*) from keys) > ${LIMIT} as more,
       p.created_at::text as "cursorKey",
       p.id::float8 as id, p.order_code as "orderCode", p.transaction_code as "transactionCode",
       p.pickup_code as "pickupCode", p.org_id as "orgId", cu.name as "customerName",
       p.device_id as "deviceId", ${nameOf('dev_device', 'p.device_id', 'device_code')} as "deviceCode",
       ${nameOf('dev_site', 'p.site_id')} as "siteName",
       p.type, p.source, p.status, p.payment_method as "paymentMethod", p.pay_type as "payType",
       p.pay_status as "payStatus", p.refund_status as "refundStatus", p.ship_status as "shipStatus",
       p.abnormal_status as "abnormalStatus",
       coalesce(${literal(JSON.stringify(reasons))}::jsonb ->> p.abnormal_reason, p.abnormal_reason) as "abnormalReason",
       ${iso('p.abnormal_at')} as "abnormalTime", p.abnormal_lifted_by as "abnormalLiftedBy",
       ${iso('p.abnormal_lifted_at')} as "abnormalLiftedTime",
       p.free_payment as "freePayment", p.is_test as "isTest",
       p.payment_amount::float8 as "paymentAmount", p.received_amount::float8 as "receivedAmount",
       p.fee_amount::float8 as "feeAmount", p.discount_amount::float8 as "discountAmount",
       p.refunded_amount::float8 as "refundedAmount",
       coalesce(items.goods, '') as goods, coalesce(items.cups, 0) as cups,
       p.user_nickname as "userNickname", p.phone, ${iso('p.paid_at')} as "paidTime",
       ${iso('p.created_at')} as "createTime", ${PLATFORM_CURRENCY} as currency
  from total
  left join (page p
        left join customers cu on cu.id = p.org_id
        left join items on items.order_id = p.id) on true
 order by p.created_at desc, p.id desc`;
}

// ——— the answer ———

/** The product's cursor of the page after a row (platform/list/keyset.ts encodeCursor). */
const cursor = (field, key, id) => Buffer.from(JSON.stringify({ f: field, d: 'desc', k: key, i: id }), 'utf8').toString('base64url');

/**
 * The product's list body (platform/http/envelope.ts okList): status, the page's rows, the total,
 * `totalEstimated` when it is an estimate, `nextCursor` when there is a next page. Every row of the
 * statement carries total, estimated and more; an empty page is one row without an id.
 */
function listBody(rows, nextCursorOf) {
  const data = [];
  for (const { total: _total, estimated: _estimated, more: _more, cursorKey: _cursorKey, ...row } of rows) {
    if (row.id !== null) data.push(row);
  }
  const first = rows[0];
  const body = { status: Status.SUCCESS, data, total: first.total };
  if (first.estimated) body.totalEstimated = true;
  if (first.more) body.nextCursor = nextCursorOf(rows[rows.length - 1]);
  return body;
}

const deviceCursor = (last) => cursor('', null, last.id);
const orderCursor = (last) => cursor('createTime', last.cursorKey, last.id);

/** The LIKE pattern of a keyword (platform/sql/like.ts containsPattern). */
const containsPattern = (value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ——— start ———

async function main() {
  const { values: args } = parseArgs({
    options: { driver: { type: 'string' }, 'database-url': { type: 'string' } },
  });
  if (!args['database-url']) throw new Error('--database-url is required');
  const db = await connect(args.driver, args['database-url']);

  await db.script(fs.readFileSync(path.join(here, 'anchor-estimate.sql'), 'utf8'));
  // Read once: the business time zone (platform/settings/time-zone.ts) and the operator's organisation.
  const [zone] = await db.once('select config_value as v from sys_config where config_key = $1', [PLATFORM_KEYS.timeZone]);
  const timeZone = zone?.v && isIanaTimeZone(zone.v) ? zone.v : PLATFORM_DEFAULTS.timeZone;
  const [operator] = await db.once('select o.path from sys_user u join sys_org o on o.id = u.org_id where u.username = $1', [OPERATOR]);
  if (!operator || !/^\/(\d+\/)+$/.test(operator.path)) throw new Error(`no organisation path for ${OPERATOR}`);
  const scope = subtree(operator.path);

  const anchors = {
    devices: {
      text: deviceStatement({ timeZone, where: 'true', total: deviceCounters('true') }),
      values: () => [],
      next: deviceCursor,
    },
    'devices-operator': {
      text: deviceStatement({ timeZone, where: `d.org_id in ${scope}`, total: deviceCounters(`c.org_id in ${scope}`) }),
      values: () => [],
      next: deviceCursor,
    },
    'devices-keyword': {
      text: deviceStatement({
        timeZone,
        where: keywordWhere,
        total: cappedTotal(`select d.id from dev_device d where ${keywordWhere}`, keywordQueryText, DEVICE_EXACT_TOTAL),
      }),
      values: (query) => [containsPattern(typeof query.keyword === 'string' && query.keyword ? query.keyword : DEFAULT_KEYWORD)],
      next: deviceCursor,
    },
    orders: { text: orderStatement({ where: 'not o.is_test' }), values: () => [], next: orderCursor },
    'orders-operator': {
      text: orderStatement({ where: `o.org_id in ${scope} and not o.is_test` }),
      values: () => [],
      next: orderCursor,
    },
  };

  const app = Fastify({ logger: false });
  for (const [name, anchor] of Object.entries(anchors)) {
    const statement = `anchor_${name.replaceAll('-', '_')}`;
    app.get(`/anchor/${name}`, async (request) =>
      listBody(await db.prepared(statement, anchor.text, anchor.values(request.query)), anchor.next),
    );
  }
  // The statements' text, to read or explain them (`curl …/anchor-sql/devices`).
  app.get('/anchor-sql/:name', async (request, reply) => reply.type('text/plain').send(anchors[request.params.name]?.text ?? ''));

  const stop = async () => {
    await app.close();
    await db.end();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
