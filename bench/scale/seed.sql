-- The scale fleet, generated set-wise (generate_series, insert … select) on top of a database the
-- server has migrated and seeded with its reference and demo data. Parameters come as settings
-- (set by seed.mjs): bench.devices (total devices, demo ones included), bench.orders, bench.days,
-- bench.tz (business time zone), bench.goods and bench.cities (catalogue JSON), bench.admin_token
-- and bench.operator_token. Every value derives from the row number, so a size always gives the
-- same data. One statement list, one transaction.

do $$
begin
  if exists (select 1 from dev_device where device_code like 'SC%') then
    raise exception 'this database already holds the scale fleet';
  end if;
end $$;

-- ——— customers: the two demo ones plus eight more; "one customer" (k = 0) is Demo Coffee Co. ———
insert into sys_org (parent_id, path, kind, name, code, sort)
select p.id, '/', 'customer', 'Scale Customer ' || k, 'SCALE-C' || k, 10 + k
  from sys_org p, generate_series(1, 8) k
 where p.kind = 'platform' and p.parent_id = 0;
update sys_org c set path = p.path || c.id || '/'
  from sys_org p where c.parent_id = p.id and c.code like 'SCALE-C%';
insert into sys_customer (org_id, short_name, cooperation_mode, source, contact_name)
select id, 'Scale ' || substr(code, 8), 1 + id % 4, 1, 'Contact ' || id from sys_org where code like 'SCALE-C%';

-- A department and a store under each new customer.
insert into sys_org (parent_id, path, kind, name, code, sort)
select c.id, '/', 'department', 'Operations', c.code || '-OPS', 1 from sys_org c where c.code like 'SCALE-C%';
update sys_org d set path = p.path || d.id || '/'
  from sys_org p where d.parent_id = p.id and d.code like 'SCALE-C%-OPS';
insert into sys_org (parent_id, path, kind, name, code, sort, store_type, business_hours)
select d.id, '/', 'store', 'Store ' || d.parent_id, d.code || '-S1', 1, 1, '07:00-22:00' from sys_org d where d.code like 'SCALE-C%-OPS';
update sys_org s set path = p.path || s.id || '/'
  from sys_org p where s.parent_id = p.id and s.code like 'SCALE-C%-OPS-S1';

create temp table bench_customer on commit drop as
select (row_number() over (order by c.code <> 'DEMO', c.id) - 1)::int as k,
       c.id as org_id,
       (select s.id from sys_org s where s.kind = 'store' and s.path like c.path || '%' order by s.id limit 1) as store_id
  from sys_org c
 where c.kind = 'customer' and (c.code in ('DEMO', 'HARBOR') or c.code like 'SCALE-C%');

-- ——— zones (10 a customer), routes (20), points (200: 2 000 in all) ———
insert into dev_zone (org_id, name, remark)
select c.org_id, 'Scale zone ' || lpad(n::text, 2, '0'), 'bench' from bench_customer c, generate_series(1, 10) n;
create temp table bench_zone on commit drop as
select c.k, (row_number() over (partition by z.org_id order by z.id) - 1)::int as n, z.id
  from dev_zone z join bench_customer c on c.org_id = z.org_id where z.name like 'Scale zone %';

insert into dev_route (org_id, name, zone_id, remark)
select c.org_id, 'Scale route ' || lpad(rn::text, 2, '0'), z.id, 'bench'
  from bench_customer c cross join generate_series(0, 19) rn join bench_zone z on z.k = c.k and z.n = rn % 10;
create temp table bench_route on commit drop as
select c.k, (row_number() over (partition by r.org_id order by r.id) - 1)::int as n, r.id, r.zone_id
  from dev_route r join bench_customer c on c.org_id = r.org_id where r.name like 'Scale route %';

create temp table bench_city on commit drop as
select x.*
  from jsonb_to_recordset(current_setting('bench.cities')::jsonb)
       as x(n int, country text, province text, city text, district text, lat numeric, lng numeric);

insert into dev_site (org_id, name, code, country, province, city, district, address, lng, lat, scenario,
                      contact, phone, zone_id, route_id, status, remark)
select c.org_id, 'Point ' || s, 'SC-S' || lpad(s::text, 5, '0'), ci.country, ci.province, ci.city, ci.district,
       (100 + s % 900) || ' Scale Road, block ' || s, round(ci.lng + (s % 97) * 0.001, 6), round(ci.lat + (s % 89) * 0.001, 6),
       (array['office', 'school', 'hospital', 'mall', 'station'])[1 + s % 5],
       'Keeper ' || s, '139' || lpad(s::text, 8, '0'), r.zone_id, r.id, 0, 'bench'
  from generate_series(0, 1999) s
  join bench_customer c on c.k = s % 10
  join bench_route r on r.k = c.k and r.n = (s / 10) % 20
  join bench_city ci on ci.n = s % (select count(*) from bench_city);
create temp table bench_site on commit drop as
select c.k, (row_number() over (partition by t.org_id order by t.id) - 1)::int as n, t.*
  from dev_site t join bench_customer c on c.org_id = t.org_id where t.code like 'SC-S%';

-- ——— devices: 10 a customer in turn, the four catalogue models in turn within a customer ———
create temp table bench_model on commit drop as
select (row_number() over (order by id) - 1)::int as n, id, code, cup_capacity
  from dev_model where code in ('CM-200', 'MT-100', 'BR-50', 'WS-20');

insert into dev_device (org_id, device_code, nameplate_no, dtu_code, name, model_id, site_id, zone_id, route_id,
    secret_hash, online, last_online_at, last_offline_at, last_seen_at, heartbeat_seconds, signal,
    fault_count, warning_count, app_version, mainboard_version, dtu_version, temperatures, water_source,
    status, capacity, deployed_at, warranty_until, software_expires_at, rent, cooperation_mode, cart_limit,
    min_order_amount, business_hours, country, province, city, district, address, lng, lat, fence_meters,
    scenario, created_at, updated_at)
select case when i % 3 = 0 then c.store_id else c.org_id end,
       'SC' || lpad(i::text, 6, '0'), 'NP-SC' || lpad(i::text, 6, '0'), '86' || lpad(i::text, 13, '0'),
       t.name || ' #' || (i / 2000 + 1), m.id, t.id, t.zone_id, t.route_id,
       -- Not the hash of any secret handed out: these devices are never meant to connect.
       '$2b$10$benchbenchbenchbenchbeOq1V4q9vGJ0y0pJm0Q3oQ9m3p1m5eXq',
       case when ((i / 10) * 7 + i) % 10 < 8 then 1 else 0 end,
       now() - make_interval(hours => i % 240), now() - make_interval(days => 1 + i % 30),
       case when ((i / 10) * 7 + i) % 10 < 8 then now() - make_interval(secs => i % 25) else now() - make_interval(hours => 1 + i % 500) end,
       30, 1 + i % 5,
       case when (i / 10) % 50 = 7 then 1 else 0 end, case when (i / 10) % 33 = 5 then 1 else 0 end,
       '2.' || i % 4 || '.0', 'MB-1.' || i % 3, 'DTU-3.' || i % 2,
       jsonb_build_object('hotWater', 88 + i % 8), case when m.code = 'BR-50' then null else 'tap' end,
       case when (i / 10) % 100 = 99 then 1 else 0 end, m.cup_capacity,
       now() - make_interval(days => 100 + i % 600), current_date + 365 + i % 400, current_date + 500,
       800 + (i % 5) * 100, 1 + i % 4, 5, 0, '07:00-22:00',
       t.country, t.province, t.city, t.district, t.address, t.lng, t.lat, 200, t.scenario,
       now() - make_interval(days => 100 + i % 600), now() - make_interval(days => i % 100)
  from generate_series(1, greatest(0, current_setting('bench.devices')::int - (select count(*)::int from dev_device))) i
  join bench_customer c on c.k = i % 10
  join bench_site t on t.k = c.k and t.n = (i / 10) % 200
  join bench_model m on m.n = (i / 10) % 4;

-- Containers as the model defines them; about 1.5 % under their alarm value, 3 % under warning.
insert into dev_device_container (device_id, no, material_code, capacity, level, warn_value, alarm_value, max_stock, updated_at)
select d.id, mc.no, mc.material_code, mc.capacity,
       round(mc.capacity * case when h < 15 then 0.05 when h < 45 then 0.15 else 0.25 + (h % 700) / 1000.0 end, 2),
       round(mc.capacity * 0.2, 2), round(mc.capacity * 0.1, 2), nullif(d.capacity, 0), now() - make_interval(mins => d.id % 600)
  from dev_device d
  join dev_model_container mc on mc.model_id = d.model_id
  cross join lateral (select (d.id * 37 + mc.no * 101) % 1000 as h) x
 where d.device_code like 'SC%';
update dev_device d set material_state = s.state
  from (select device_id, max(case when level < alarm_value then 2 when level < warn_value then 1 else 0 end) as state
          from dev_device_container group by device_id) s
 where s.device_id = d.id and d.device_code like 'SC%' and s.state > 0;

-- Open faults/warnings of the devices that count them, and a history of released alarms: as many
-- alarms as orders in all (100 a device at both sizes: 1 000 000 alarm rows at fleet size), a fifth
-- of them faults, levels 0–2, spread over the period, each released 5–124 minutes after it was raised.
insert into dev_alarm (device_id, org_id, event_id, kind, code, level, message, state, raised_at, released_at)
select d.id, d.org_id, 'SC-OPEN-' || d.id, case when d.fault_count > 0 then 'fault' else 'warning' end,
       case when d.fault_count > 0 then 'E' || (10 + d.id % 20) else 'W' || (10 + d.id % 20) end,
       case when d.fault_count > 0 then 2 else 1 end, 'Reported by the machine', 0,
       now() - make_interval(hours => d.id % 48), null
  from dev_device d where d.device_code like 'SC%' and (d.fault_count > 0 or d.warning_count > 0);
insert into dev_alarm (device_id, org_id, event_id, kind, code, level, message, state, raised_at, released_at)
select h.device_id, h.org_id, 'SC-HIST-' || h.device_id || '-' || h.n, case when h.n % 5 = 1 then 'fault' else 'warning' end,
       case when h.n % 5 = 1 then 'E' || (10 + (h.device_id + h.n) % 20) else 'W' || (10 + (h.device_id + h.n) % 20) end,
       h.n % 3, 'Reported by the machine', 1, h.raised_at, h.raised_at + make_interval(mins => 5 + (h.device_id * 31 + h.n) % 120)
  from (select d.id as device_id, d.org_id, n,
               now() - make_interval(mins => 130 + ((d.id * 7919 + n * 104729) % (24 * 60 * current_setting('bench.days')::int - 130))) as raised_at
          from dev_device d
         cross join generate_series(1, greatest(2, current_setting('bench.orders')::int / current_setting('bench.devices')::int)) n
         where d.device_code like 'SC%') h;

-- ——— payment configurations: WeChat Pay and Alipay through the sandbox provider for every customer ———
-- (the demo seed makes Demo Coffee Co.'s and Harbor's; its sealed key is reused: no provider is asked
-- during the bench, and a run with jobs on can still open it), automatic refunds on, rate 0.6 %.
insert into pay_config (org_id, provider, pay_type, status, auto_refund, merchant_name, app_id, merchant_no, sign_type, rate,
                        merchant_key_enc, created_by)
select c.org_id, 'sandbox', t.pay_type, '0', true, o.name, 'sbx' || case when t.pay_type = 1 then 'wx' else 'ali' end || lpad(c.k::text, 4, '0'),
       '19000003' || lpad(c.k::text, 2, '0') || t.pay_type, 'HMAC-SHA256', 0.6,
       (select merchant_key_enc from pay_config order by id limit 1), (select id from sys_user where username = 'admin')
  from bench_customer c
  join sys_org o on o.id = c.org_id
 cross join (values (1), (3)) t(pay_type)
 where exists (select 1 from pay_config) and not exists (select 1 from pay_config p where p.org_id = c.org_id and p.pay_type = t.pay_type);
create temp table bench_pay on commit drop as
select c.k, c.org_id, p.pay_type, p.id, p.provider, round(p.rate * 100)::int as fee_bps
  from bench_customer c
  join lateral (select * from pay_config p where p.org_id = c.org_id and p.pay_type in (1, 3) and p.status = '0' order by p.id) p on true;

-- Our codes and the provider's numbers as the product makes them: a prefix, the time in milliseconds
-- (pg_temp.ms) in base 36 (eight digits) and hex digits, here a bijection of the row number where the
-- product has random ones.
create function pg_temp.b36(ms bigint) returns text language sql immutable as $$
  select substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 78364164096 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 2176782336 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 60466176 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 1679616 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 46656 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 1296 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms / 36 % 36)::int + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (ms % 36)::int + 1, 1)
$$;
create function pg_temp.ms(at timestamptz) returns bigint language sql stable as $$
  select (extract(epoch from at) * 1000)::bigint
$$;
create function pg_temp.hex(n bigint, digits int) returns text language sql immutable as $$
  select upper(lpad(to_hex(n), digits, '0'))
$$;

-- ——— orders: spread evenly over the days up to now, 1 or 2 items (1.5 on average) ———
create temp table bench_dev on commit drop as
select (row_number() over (order by d.id) - 1)::int as n, d.id, d.org_id, d.site_id, d.model_id,
       -- The machine's customer (its organisation or the nearest above it): whose payment configurations collect.
       (select c.id from sys_org o join sys_org c on c.kind = 'customer' and o.path like c.path || '%'
         where o.id = d.org_id order by length(c.path) desc limit 1) as customer_id
  from dev_device d;
create temp table bench_goods on commit drop as
select m.id as model_id, (row_number() over (partition by m.id order by g.n) - 1)::int as n,
       count(*) over (partition by m.id) as of, g.code, g.name, g.price, g.cup_size
  from jsonb_to_recordset(current_setting('bench.goods')::jsonb)
       as g(n int, code text, model text, name text, price numeric, cup_size text)
  join dev_model m on m.code = g.model;

-- A real day's shape: the hours of sale weighted to the morning and lunch peaks (6:00–22:00 on the
-- business clock), and the machines skewed: order j goes to the machine of rank floor(N * u³) for a
-- hash u of j in [0, 1), so the busiest sell hundreds of cups a day and the quietest a few in 90 days.
create temp table bench_hour on commit drop as
select hour, sum(weight) over (order by hour) - weight as lo, sum(weight) over (order by hour) as hi
  from (values (6, 1), (7, 4), (8, 9), (9, 7), (10, 5), (11, 7), (12, 10), (13, 8), (14, 5), (15, 5), (16, 5), (17, 6),
               (18, 5), (19, 4), (20, 3), (21, 2)) w(hour, weight);
-- What became of each sale, by a second hash v of j (independent of the machine and of the payment
-- method): v mod 1000 < 8 a dispense that failed (0.8 %: every item, or the second of two), 8–9 a
-- WeChat Pay or Alipay order paid after its payment had expired (closed), never dispensed, 10 one the
-- machine dispensed though it was never paid (both only for orders older than an hour); every other
-- order dispensed. The automatic refund of a failed dispense paid through the provider is refused
-- for 1 in 8 ((v / 1000) mod 8 = 3). Half of the abnormal orders ((v / 8000) mod 2 = 1) were lifted
-- by a person an hour later.
create temp table bench_order_id on commit drop as select coalesce(max(id), 0) as base from ord_order;
create temp table bench_order on commit drop as
select j, b.base + j as order_id, d.id as device_id, d.org_id, d.customer_id, d.site_id, d.model_id, c.created_at,
       1 + j % 2 as items, m.method, m.online, oc.outcome, oc.refused, ab.reason, ab.at as abnormal_at,
       ab.reason is not null and (r.v / 8000) % 2 = 1 and ab.at + interval '1 hour' <= now() as lifted,
       -- The pay flow's times: the machine asks at the sale and the order is stored a second later
       -- (its payment expires 10 minutes after that); the customer pays 3 seconds later and the
       -- notification comes a second after; paid late, at the last second of the payment, its
       -- notification came after the expiry job had closed it.
       case when oc.outcome = 'unpaid' then null when oc.outcome = 'late' then c.created_at + interval '10 minutes'
            else c.created_at + interval '4 seconds' end as paid_at,
       case when oc.outcome = 'late' then c.created_at + interval '11 minutes 1 second'
            else c.created_at + interval '5 seconds' end as notified_at,
       case when m.online then 'PAY' || pg_temp.b36(tm.ms + 1000)
                               || pg_temp.hex((j::bigint * 2654435761) % 281474976710656, 12) end as pay_code,
       case when m.online then 'SBX' || pg_temp.b36(tm.ms + 1000)
                               || pg_temp.hex((j::bigint * 3266489917) % 281474976710656, 12)
                               || pg_temp.hex((j::bigint * 668265263) % 65536, 4) end as pay_no,
       tm.ms + case when oc.outcome = 'late' then 600000 else 4000 end as paid_ms
  from generate_series(1, current_setting('bench.orders')::int) j
  cross join bench_order_id b
  cross join lateral (select ((j::bigint * 2654435761) % 4294967296) / 4294967296.0 as u, (j::bigint * 2246822519) % 4294967296 as v) r
  -- The rank is spread over the machines (7919 is prime to the fleet sizes), so busy ones are in every customer.
  join bench_dev d on d.n = (floor((select count(*) from bench_dev) * power(r.u, 3))::bigint * 7919) % (select count(*) from bench_dev)
  join bench_hour h on (j::bigint * 7877) % (select max(hi) from bench_hour) >= h.lo
                   and (j::bigint * 7877) % (select max(hi) from bench_hour) < h.hi
  cross join lateral (
    select ((((now() at time zone current_setting('bench.tz'))::date
              - floor(current_setting('bench.days')::int * (1 - j::float8 / current_setting('bench.orders')::int))::int)::timestamp
             + make_interval(hours => h.hour, mins => (j * 31) % 60, secs => (j * 17) % 60))
            at time zone current_setting('bench.tz')) as at
  ) t
  cross join lateral (select case when t.at > now() then t.at - interval '1 day' else t.at end as created_at) c
  cross join lateral (select pg_temp.ms(c.created_at) as ms offset 0) tm
  -- Payment methods as a Chinese coffee fleet sees them: mostly WeChat Pay and Alipay, the two the
  -- provider collects (ONLINE_PAY_TYPES); the others are settled at the machine.
  cross join lateral (
    select x.method, x.method in ('wechat_pay', 'alipay') as online
      from (select case when (j * 37) % 100 < 55 then 'wechat_pay' when (j * 37) % 100 < 85 then 'alipay'
                        when (j * 37) % 100 < 89 then 'union_pay_qr' when (j * 37) % 100 < 93 then 'member_card'
                        when (j * 37) % 100 < 95 then 'staff_card' when (j * 37) % 100 < 96 then 'wristband'
                        when (j * 37) % 100 < 99 then 'cash' else 'free' end as method) x
  ) m
  cross join lateral (
    select x.outcome, m.online and x.outcome in ('failed', 'partly') and (r.v / 1000) % 8 = 3 as refused
      from (select case when r.v % 1000 < 4 then 'failed'
                        when r.v % 1000 < 8 then case when j % 2 = 1 then 'partly' else 'failed' end
                        when r.v % 1000 < 10 and m.online and c.created_at < now() - interval '1 hour' then 'late'
                        when r.v % 1000 = 10 and m.online and c.created_at < now() - interval '1 hour' then 'unpaid'
                        else 'ok' end as outcome) x
  ) oc
  -- Abnormal, as the product marks them (ABNORMAL_REASONS): a failed dispense settled at the machine
  -- (no automatic refund for its payment type) when its result comes, 10 seconds after the sale; a
  -- refused automatic refund when the provider's answer comes, a second later; a late payment when
  -- its notification comes; an unpaid order when its dispense result comes.
  cross join lateral (
    select x.reason, c.created_at + case x.reason when 'autoRefundFailed' then interval '11 seconds'
                                                  when 'paidAfterExpiry' then interval '11 minutes 1 second'
                                                  else interval '10 seconds' end as at
      from (select case when oc.outcome in ('failed', 'partly') and not m.online then 'dispenseFailed'
                        when oc.refused then 'autoRefundFailed' when oc.outcome = 'late' then 'paidAfterExpiry'
                        when oc.outcome = 'unpaid' then 'dispenseUnpaid' end as reason) x
  ) ab;
-- A failed dispense fails every item, a partly dispensed order its second; a payment made too late
-- leaves every item untried; the machine that dispensed an unpaid order made every item.
create temp table bench_item on commit drop as
select o.j, k, g.code, g.name, g.cup_size, case when (o.j + k) % 10 = 0 then 2 else 1 end as quantity, g.price,
       case when o.outcome = 'failed' or o.outcome = 'partly' and k = 2 then 'failed' when o.outcome = 'late' then 'not_dispensed'
            else 'success' end as dispense,
       o.outcome = 'unpaid' as unpaid
  from bench_order o
  cross join generate_series(1, 2) k
  join bench_goods g on g.model_id = o.model_id and g.n = (o.j + k * 3) % g.of
 where k <= o.items;

-- Statuses as the intake and the pay flow leave them: dispensed → completed, none → dispense failed,
-- some → partly dispensed (ship status failed for both); a late payment stays new and not shipped;
-- an unpaid order stays new and unpaid (nothing received) with the ship status the machine reported.
-- Payment types by the catalogue's method (PAY_TYPE_OF_METHOD; UnionPay QR and wristband have none),
-- the fee 0.6 % of what was received, rounded half up (the configurations' rate, as the pay flow
-- computes it); orders paid through the provider carry its payment number as their transaction.
insert into ord_order (id, order_code, transaction_code, pickup_code, device_id, org_id, site_id, type, status,
    payment_method, pay_type, pay_status, refund_status, ship_status, payment_amount, received_amount, fee_amount,
    discount_amount, user_nickname, phone, paid_at, created_at, received_at, expires_at,
    source, free_payment, is_test, abnormal_status, abnormal_reason, abnormal_at, abnormal_lifted_by, abnormal_lifted_at)
select o.order_id, 'SC' || lpad(o.j::text, 10, '0'),
       case when not o.online then 'TX' || lpad(o.j::text, 10, '0') when o.outcome <> 'unpaid' then o.pay_no end,
       lpad(((o.j * 13) % 10000)::text, 4, '0'),
       o.device_id, o.org_id, o.site_id, case when o.j % 20 = 0 then 2 else 1 end,
       case o.outcome when 'ok' then 5 when 'failed' then 10 when 'partly' then 11 else 0 end,
       o.method,
       case o.method when 'wechat_pay' then 1 when 'alipay' then 3 when 'cash' then 4 when 'member_card' then 5
                     when 'staff_card' then 7 when 'free' then 60 end,
       case when o.outcome = 'unpaid' then 1 else 5 end, 1,
       case o.outcome when 'ok' then 3 when 'unpaid' then 3 when 'late' then 1 else 4 end,
       a.amount, case when o.outcome = 'unpaid' then 0 else a.amount end,
       case when o.outcome = 'unpaid' then 0 else round(a.amount * 0.006, 2) end, 0,
       case when o.j % 3 = 0 then 'Member ' || o.j % 5000 end, case when o.j % 3 = 0 then '138' || lpad((o.j % 5000)::text, 8, '0') end,
       o.paid_at, o.created_at, o.created_at + interval '1 second',
       case when o.online then o.created_at + interval '10 minutes 1 second' end,
       -- 1 in 40 a shopping-cart order, 1 in 50 password-free, 1 in 1 000 a staff test.
       case when o.j % 40 = 1 then 2 else 1 end, o.j % 50 = 3, o.j % 1000 = 7,
       case when o.reason is null then 0 when o.lifted then 2 else 1 end, o.reason, o.abnormal_at,
       case when o.lifted then 'admin' end, case when o.lifted then o.abnormal_at + interval '1 hour' end
  from bench_order o
  join (select j, sum(price * quantity) as amount from bench_item group by j) a on a.j = o.j
 order by o.j;
select setval(pg_get_serial_sequence('ord_order', 'id'), (select max(id) from ord_order));

insert into ord_order_item (order_id, goods_code, goods_name, cup_size, quantity, price, amount, received_amount, status, dispense)
select b.base + i.j, i.code, i.name, i.cup_size, i.quantity, i.price, i.price * i.quantity,
       case when i.unpaid then 0 else i.price * i.quantity end, case when i.dispense = 'success' then 1 else 2 end, i.dispense
  from bench_item i cross join bench_order_id b
 order by i.j, i.k;

-- ——— payment records (modules/payments): the pay flow's payment of every WeChat Pay and Alipay order, ———
-- asked of the customer's enabled configuration for the payment type when the order was stored and
-- expiring with it: paid (the provider's number and time), or closed by the expiry job half a minute
-- after its time (the unpaid ones; the late ones too, paid afterwards). Each payment notification
-- handled is kept once by its id (pay_callback).
insert into pay_payment (payment_code, order_id, order_code, device_id, org_id, config_id, provider, pay_type, amount, status,
                         provider_no, pay_url, expires_at, paid_at, closed_at, created_at)
select o.pay_code, o.order_id, x.order_code, o.device_id, o.customer_id, p.id, p.provider, p.pay_type, x.payment_amount,
       case when o.outcome = 'unpaid' then 3 else 2 end, o.pay_no, 'http://localhost:8080/sandbox/pay/' || o.pay_no, x.expires_at,
       o.paid_at, case when o.outcome in ('unpaid', 'late') then x.expires_at + interval '30 seconds' end, x.received_at
  from bench_order o
  join ord_order x on x.id = o.order_id
  join bench_pay p on p.org_id = o.customer_id and p.pay_type = x.pay_type
 where o.online
 order by o.j;
insert into pay_callback (notify_id, provider, kind, received_at)
select 'N' || pg_temp.b36(o.paid_ms) || pg_temp.hex((o.order_id * 374761393) % 281474976710656, 12)
            || pg_temp.hex(((o.order_id * 40503) % 16384) * 4, 4), p.provider, 'payment', o.notified_at
  from bench_order o join pay_payment p on p.order_id = o.order_id
 where o.paid_at is not null
 order by o.j;

-- ——— refunds (modules/refunds) ———
-- About 2 % of the completed, paid orders refunded by a person a couple of hours later: 1 in 100
-- whole and 1 in 100 its first item (by a hash of the order, so of every payment method in its
-- share), not on the scale machines with profit sharing (the demo seed's two are not spared: their
-- shares are reversed below). And the automatic refund of
-- every failed dispense paid through the provider (the customers refund automatically), asked by the
-- system when the dispense result comes: the items not dispensed, settled a second later, or refused
-- by the provider (the amounts given back, the order left abnormal). A refund of an order paid through
-- the provider is asked of it (its number, pay_refund, the settlement's notification); any other is
-- done at once. The roll-ups below take the refunded amounts from the orders.
create temp table bench_refund on commit drop as
select r.*, 'RF' || to_char(r.at at time zone 'UTC', 'YYYYMMDD') || pg_temp.hex((r.order_id * 2654435761) % 1099511627776, 10) as code
  from (
    select o.id as order_id, o.org_id, least(now(), o.created_at + interval '2 hours') as at,
           (o.id * 1597334677) % 4294967296 / 65536 % 100 = 11 as whole,
           false as auto, false as refused, o.payment_method in ('wechat_pay', 'alipay') as online
      from ord_order o
      join dev_device d on d.id = o.device_id
     where o.id > (select base from bench_order_id) and o.pay_status = 5 and not o.is_test and o.status = 5
       and (o.id * 1597334677) % 4294967296 / 65536 % 100 in (11, 61)
       and not (d.device_code like 'SC%' and (substr(d.device_code, 3)::int / 10) % 10 = 3)
    union all
    select o.order_id, o.org_id, o.created_at + interval '10 seconds', o.outcome = 'failed', true, o.refused, true
      from bench_order o
     where o.online and o.outcome in ('failed', 'partly')
  ) r;
create temp table bench_refund_item on commit drop as
select r.order_id, it.id as item_id, it.received_amount as amount
  from bench_refund r
  join ord_order_item it on it.order_id = r.order_id
 where case when r.auto then it.status = 2
            else r.whole or it.id = (select min(x.id) from ord_order_item x where x.order_id = r.order_id) end;
insert into ord_refund (refund_code, order_id, org_id, amount, reason, refunder, refunder_user_id, source, status, provider_no,
                        failure_message, auto_kind, created_at, settled_at)
select r.code, r.order_id, r.org_id, (select sum(i.amount) from bench_refund_item i where i.order_id = r.order_id),
       case when r.auto then 'dispenseFailed' when r.whole then 'Customer complaint' else 'Wrong cup size' end,
       case when r.auto then 'system' else 'admin' end, case when not r.auto then (select id from sys_user where username = 'admin') end,
       case when r.auto then 'system' else 'pc' end, case when r.refused then 3 else 2 end,
       case when r.online then 'SBR' || pg_temp.b36(pg_temp.ms(r.at)) || pg_temp.hex((r.order_id * 3266489917) % 281474976710656, 12)
                               || pg_temp.hex((r.order_id * 668265263) % 65536, 4) end,
       case when r.refused then 'merchant account balance insufficient' end, case when r.auto then 'dispense' end,
       r.at, r.at + case when not r.online then interval '0' when r.auto then interval '1 second' else interval '5 seconds' end
  from bench_refund r
 order by r.at, r.order_id;
insert into ord_refund_item (refund_id, order_item_id, amount)
select f.id, i.item_id, i.amount
  from bench_refund_item i join bench_refund r on r.order_id = i.order_id join ord_refund f on f.refund_code = r.code
 order by f.id, i.item_id;
update ord_order_item it set refunded_amount = i.amount, refund_status = 3
  from bench_refund_item i join bench_refund r on r.order_id = i.order_id
 where it.id = i.item_id and not r.refused;
update ord_order o set refunded_amount = x.amount, refund_status = case when x.amount >= o.received_amount then 3 else 2 end
  from (select i.order_id, sum(i.amount) as amount
          from bench_refund_item i join bench_refund r on r.order_id = i.order_id
         where not r.refused group by 1) x
 where o.id = x.order_id;
insert into pay_refund (refund_code, payment_id, order_id, amount, status, provider_no, message, created_at, settled_at)
select f.refund_code, p.id, f.order_id, f.amount, f.status, f.provider_no, f.failure_message, f.created_at, f.settled_at
  from bench_refund r
  join ord_refund f on f.refund_code = r.code
  join pay_payment p on p.order_id = r.order_id
 where r.online
 order by f.id;
insert into pay_callback (notify_id, provider, kind, received_at)
select 'N' || pg_temp.b36(pg_temp.ms(f.settled_at)) || pg_temp.hex((f.order_id * 374761393) % 281474976710656, 12)
            || pg_temp.hex(((f.order_id * 40503) % 16384) * 4 + 1, 4), p.provider, 'refund', f.settled_at
  from pay_refund f join pay_payment p on p.id = f.payment_id
 where f.order_id > (select base from bench_order_id)
 order by f.id;

-- The daily roll-up, by the rule of modules/orders/rollup.ts (paid non-test orders, dispensed cups, received less refunded).
insert into rpt_sales_daily (day, device_id, org_id, order_count, cup_count, amount, updated_at)
select (o.created_at at time zone current_setting('bench.tz'))::date, o.device_id,
       (array_agg(o.org_id order by o.created_at desc, o.id desc))[1], count(*)::int, coalesce(sum(i.cups), 0)::int,
       coalesce(sum(o.received_amount - o.refunded_amount), 0), now()
  from ord_order o
  left join lateral (select sum(it.quantity) as cups from ord_order_item it where it.order_id = o.id and it.status = 1) i on true
 where o.pay_status = 5 and not o.is_test
 group by 1, 2
on conflict (day, device_id) do update
   set org_id = excluded.org_id, order_count = excluded.order_count, cup_count = excluded.cup_count,
       amount = excluded.amount, updated_at = excluded.updated_at;

-- The product and point roll-ups (modules/orders/rollup-keys.ts), when this build has them.
do $$ begin
  if to_regclass('rpt_sales_product_daily') is not null then
    -- Recounted from every order, the demo seed's among them.
    delete from rpt_sales_product_daily;
    delete from rpt_sales_site_daily;
    insert into rpt_sales_product_daily (day, org_id, goods_code, goods_name, order_count, cup_count, amount, updated_at)
    select (o.created_at at time zone current_setting('bench.tz'))::date, o.org_id, it.goods_code, max(it.goods_name),
           count(distinct o.id)::int, coalesce(sum(it.quantity) filter (where it.status = 1), 0)::int,
           coalesce(sum(it.amount - it.refunded_amount), 0), now()
      from ord_order o join ord_order_item it on it.order_id = o.id
     where o.pay_status = 5 and not o.is_test
     group by 1, 2, 3;
    insert into rpt_sales_site_daily (day, site_id, org_id, order_count, cup_count, amount, updated_at)
    select (o.created_at at time zone current_setting('bench.tz'))::date, o.site_id,
           (array_agg(o.org_id order by o.created_at desc, o.id desc))[1], count(*)::int, coalesce(sum(i.cups), 0)::int,
           coalesce(sum(o.received_amount - o.refunded_amount), 0), now()
      from ord_order o
      left join lateral (select sum(it.quantity) as cups from ord_order_item it where it.order_id = o.id and it.status = 1) i on true
     where o.pay_status = 5 and not o.is_test and o.site_id is not null
     group by 1, 2;
  end if;
end $$;

-- The reports' roll-ups per device, point, payment method and product (modules/orders/rollup-reports.ts), when
-- this build has them: recounted from every order, the demo seed's among them.
do $$ begin
  if to_regclass('rpt_sales_device_pay_daily') is not null then
    delete from rpt_sales_device_pay_daily;
    delete from rpt_sales_device_goods_daily;
    insert into rpt_sales_device_pay_daily
      (day, device_id, org_id, site_id, payment_method, order_count, cup_count, received_amount, refunded_amount, updated_at)
    select (o.created_at at time zone current_setting('bench.tz'))::date, o.device_id, o.org_id, coalesce(o.site_id, 0),
           o.payment_method, count(*)::int, coalesce(sum(i.cups), 0)::int, sum(o.received_amount), sum(o.refunded_amount), now()
      from ord_order o
      left join lateral (select sum(it.quantity) as cups from ord_order_item it where it.order_id = o.id and it.status = 1) i on true
     where o.pay_status = 5 and not o.is_test
     group by 1, 2, 3, 4, 5;
    -- The device's model, where the roll-up keeps it (the organisation-level rows follow by trigger).
    if exists (select 1 from information_schema.columns where table_name = 'rpt_sales_device_pay_daily' and column_name = 'model_id') then
      update rpt_sales_device_pay_daily r set model_id = d.model_id from dev_device d where d.id = r.device_id and d.model_id is not null;
    end if;
    insert into rpt_sales_device_goods_daily
      (day, device_id, org_id, site_id, goods_code, goods_name, order_count, cup_count, amount, refunded_amount, updated_at)
    select (o.created_at at time zone current_setting('bench.tz'))::date, o.device_id, o.org_id, coalesce(o.site_id, 0),
           it.goods_code, max(it.goods_name), count(distinct o.id)::int,
           coalesce(sum(it.quantity) filter (where it.status = 1), 0)::int, sum(it.amount), sum(it.refunded_amount), now()
      from ord_order o join ord_order_item it on it.order_id = o.id
     where o.pay_status = 5 and not o.is_test
     group by 1, 2, 3, 4, 5;
  end if;
end $$;

-- The hourly roll-up per organisation, of the days it keeps (modules/orders/rollup-hourly.ts).
insert into rpt_sales_hourly_org (hour, org_id, order_count, cup_count, amount, updated_at)
select date_trunc('hour', o.created_at at time zone current_setting('bench.tz')), o.org_id, count(*)::int,
       coalesce(sum(i.cups), 0)::int, coalesce(sum(o.received_amount - o.refunded_amount), 0), now()
  from ord_order o
  left join lateral (select sum(it.quantity) as cups from ord_order_item it where it.order_id = o.id and it.status = 1) i on true
 where o.pay_status = 5 and not o.is_test
   and o.created_at >= (((now() at time zone current_setting('bench.tz'))::date - 2)::timestamp at time zone current_setting('bench.tz'))
 group by 1, 2
on conflict (hour, org_id) do update
   set order_count = excluded.order_count, cup_count = excluded.cup_count, amount = excluded.amount,
       updated_at = excluded.updated_at;

-- ——— raw materials: 18 to 40 per customer (the catalogue's 18, copied from Demo Coffee Co., plus ———
-- (5k mod 23) generated ones), classified by type in each customer's own classes ———
insert into goods_material_class (org_id, code, name_zh, name_en, name_es, name_ja)
select c.org_id, d.code, d.name_zh, d.name_en, d.name_es, d.name_ja
  from bench_customer c
  join goods_material_class d on d.org_id = (select org_id from bench_customer where k = 0)
 where not exists (select 1 from goods_material_class x where x.org_id = c.org_id);
insert into goods_material (org_id, code, name_zh, name_en, name_es, name_ja, class_id, type, net_content, shelf_life_days,
                            cost_price, sale_price, unit, storage_temp, accessory_code)
select c.org_id, m.code, m.name_zh, m.name_en, m.name_es, m.name_ja,
       (select x.id from goods_material_class x where x.org_id = c.org_id and x.code = upper(m.type)), m.type, m.net_content,
       m.shelf_life_days, m.cost_price, m.sale_price, m.unit, m.storage_temp, m.accessory_code
  from bench_customer c
  join goods_material m on m.org_id = (select org_id from bench_customer where k = 0)
 where not exists (select 1 from goods_material y where y.org_id = c.org_id);
insert into goods_material (org_id, code, name_zh, name_en, name_es, name_ja, class_id, type, net_content, shelf_life_days,
                            cost_price, sale_price, unit, storage_temp)
select c.org_id, 'SCALE-MAT-' || lpad(n::text, 2, '0'), '规模原料 ' || n, 'Scale material ' || n, 'Material de escala ' || n,
       'スケール原料 ' || n, x.id, t.type, 100 * (1 + n % 10), 30 + n * 10, 1 + n % 50, round((1 + n % 50) * 1.5, 2), 1 + n % 3,
       '0-25 °C'
  from bench_customer c
  cross join generate_series(1, 22) n
  cross join lateral (select (array['coffee_beans', 'accessories', 'sugar', 'ice', 'milk', 'water', 'beer', 'other'])[1 + n % 8] as type) t
  left join goods_material_class x on x.org_id = c.org_id and x.code = upper(t.type)
 where n <= (c.k * 5) % 23;

-- ——— supply chain: each customer's price of each of its materials (one open period), and 40
-- purchase orders per customer of two materials each, across the three states ———
insert into sup_material_price (org_id, material_id, price_cents, currency, valid_from, remark)
select m.org_id, m.id, 100 * (5 + m.id % 90), 'CNY', date '2020-01-01', 'bench'
  from goods_material m
  join bench_customer c on c.org_id = m.org_id
 where not exists (select 1 from sup_material_price p where p.org_id = m.org_id and p.material_id = m.id);
insert into sup_purchase_order (org_id, code, seller_id, state, pay_type, currency, amount_cents, paid_cents, refunded_cents,
                                consignee, phone, address, logistics_no, price_day, paid_at, shipped_at, created_at)
select c.org_id, 'SCALE-PO-' || c.k || '-' || n, c.org_id, 1 + n % 3, case when n % 2 = 0 then 1 else 3 end, 'CNY',
       1000 * (1 + n % 7), case when n % 3 = 0 then 0 else 1000 * (1 + n % 7) end,
       case when n % 3 = 0 then 0 when n % 5 = 0 then 1000 * (1 + n % 7) when n % 4 = 0 then 500 else 0 end,
       'Scale consignee ' || n, '13800000000', 'Scale address ' || n, case when n % 3 = 2 then 'SF' || c.k || 'X' || n end,
       (now() - make_interval(days => n))::date, case when n % 3 <> 0 then now() - make_interval(days => n) end,
       case when n % 3 = 2 then now() - make_interval(days => n) end, now() - make_interval(days => n, hours => c.k % 24)
  from bench_customer c
  cross join generate_series(1, 40) n
 where not exists (select 1 from sup_purchase_order o where o.code = 'SCALE-PO-' || c.k || '-' || n);
insert into sup_purchase_item (order_id, material_id, material_code, material_name, quantity, unit_price_cents, amount_cents)
select o.id, m.id, m.code, coalesce(m.name_en, m.code), 1 + (o.id + m.rn) % 5, 1000, 1000 * (1 + (o.id + m.rn) % 5)
  from sup_purchase_order o
  cross join lateral (select g.id, g.code, g.name_en, row_number() over (order by g.id) as rn
                        from goods_material g where g.org_id = o.org_id order by g.id limit 2) m
 where o.code like 'SCALE-PO-%'
   and not exists (select 1 from sup_purchase_item i where i.order_id = o.id);

-- ——— accounts and roles of the customers (the users and roles screens), logs, notices ———
insert into sys_role (name, role_key, sort, data_scope, org_id, remark)
select 'Scale role ' || n, 'scale_role_' || lpad(n::text, 2, '0'), 10 + n, '4', c.org_id, 'bench'
  from generate_series(1, 30) n join bench_customer c on c.k = n % 10;
insert into sys_user (username, employee_name, org_id, password_hash, email, phone, client_id, status, remark)
select 'scale_user_' || lpad(n::text, 4, '0'), 'Scale Employee ' || n, case when n % 2 = 0 then c.store_id else c.org_id end,
       (select password_hash from sys_user where username = 'admin'), 'user' || n || '@scale.example',
       '137' || lpad(n::text, 8, '0'), c.org_id, case when n % 40 = 0 then 1 else 0 end, 'bench'
  from generate_series(1, 300) n join bench_customer c on c.k = n % 10;
insert into sys_user_role (user_id, role_id)
select u.id, r.id from sys_user u join sys_role r on r.role_key = 'scale_role_' || lpad((1 + u.id % 30)::text, 2, '0')
 where u.username like 'scale_user_%';

insert into sys_oper_log (module, action, method, url, user_id, username, org_id, ip, request, status, result, duration_ms, created_at)
select (array['device', 'point', 'user', 'role', 'order'])[1 + n % 5], (array['save', 'remove', 'export'])[1 + n % 3], 'POST',
       '/api/Equipment/save', u.id, u.username, u.org_id, '10.0.' || n % 250 || '.' || n % 200, '{"id":' || n || '}', 1001,
       '{"code":1001}', 5 + n % 90, now() - make_interval(mins => n * 6)
  from generate_series(1, 20000) n join sys_user u on u.username = 'scale_user_' || lpad((1 + n % 300)::text, 4, '0');
insert into sys_login_log (username, user_id, ip, browser, os, outcome, message, created_at)
select u.username, u.id, '10.1.' || n % 250 || '.' || n % 200, 'Chrome 131', 'Windows 10', case when n % 25 = 0 then 1 else 0 end,
       case when n % 25 = 0 then 'wrong password' else 'signed in' end, now() - make_interval(mins => n * 6)
  from generate_series(1, 20000) n join sys_user u on u.username = 'scale_user_' || lpad((1 + n % 300)::text, 4, '0');
insert into sys_notice (notice_title, notice_type, notice_content, status, org_id, created_by, create_by, created_at, updated_at)
select 'Scale notice ' || n, case when n % 2 = 0 then 'notice' else 'announcement' end, '<p>Maintenance window ' || n || '</p>',
       0, (select id from sys_org where kind = 'platform' and parent_id = 0), (select id from sys_user where username = 'admin'),
       'admin', now() - make_interval(days => n), now() - make_interval(days => n)
  from generate_series(1, 200) n;

-- ——— products: 200 a customer (4 categories, one model each in turn) with base recipes, and 10 on each scale machine ———
insert into goods_product_class (org_id, code, name, sort)
select c.org_id, 'SC-CLASS-' || n, 'Scale category ' || n, n from bench_customer c, generate_series(1, 4) n;
insert into goods_product (org_id, code, name, name_en, type, class_id, original_price, sale_price, barcodes, cup_covers, created_at, updated_at)
select c.org_id, 'SC-P' || lpad(n::text, 4, '0'), '规模商品 ' || n, 'Scale product ' || n,
       case when n % 10 = 9 then 'finished' else 'fresh' end, pc.id, 10 + n % 20, 8 + n % 20,
       jsonb_build_array('69' || lpad((c.k * 1000 + n)::text, 11, '0')), '["Flat lid"]'::jsonb,
       now() - make_interval(days => n % 300), now() - make_interval(hours => n)
  from bench_customer c cross join generate_series(0, 199) n
  join goods_product_class pc on pc.org_id = c.org_id and pc.code = 'SC-CLASS-' || (1 + n % 4);
create temp table bench_product on commit drop as
select c.k, (row_number() over (partition by p.org_id order by p.id) - 1)::int as n, p.id
  from goods_product p join bench_customer c on c.org_id = p.org_id where p.code like 'SC-P%';
insert into goods_product_model (product_id, model_id)
select p.id, m.id from bench_product p join bench_model m on m.n = p.n % 4;
insert into goods_recipe_step (product_id, pour_order, material_code, water, amount)
select p.id, s, (array['BEAN-ARABICA', 'MILK-POWDER', 'SUGAR-SYRUP'])[s], 60 * s, 5 + s * 2
  from bench_product p cross join lateral generate_series(1, 1 + p.n % 3) s;
insert into goods_cup_size (product_id, size, extra_price)
select p.id, z.size, z.extra from bench_product p cross join (values ('M', 0), ('L', 3)) z(size, extra);
insert into goods_taste_category (product_id, name, required, multiple, sort)
select p.id, 'Sugar', true, false, 0 from bench_product p where p.n % 3 = 0;
insert into goods_taste_option (category_id, code, name, is_default, extra_price, sort)
select tc.id, o.code, o.name, o.d, 0, o.s
  from goods_taste_category tc join bench_product p on p.id = tc.product_id
 cross join (values ('NONE', 'No sugar', true, 0), ('HALF', 'Half sugar', false, 1), ('FULL', 'Full sugar', false, 2)) o(code, name, d, s);
-- Device i (SC + i) is customer i % 10's, of model (i / 10) % 4: ten distinct products of that model.
insert into dev_goods (device_id, product_id, slot_no, price, status)
select d.id, p.id, s, 8 + p.n % 20, 0
  from (select id, substr(device_code, 3)::int as i from dev_device where device_code like 'SC%') d
 cross join generate_series(1, 10) s
  join bench_product p on p.k = d.i % 10 and p.n = (d.i / 10) % 4 + 4 * ((s * 7 + d.i) % 50);

-- ——— the one-customer operator: data scope "department and below", every non-system menu ———
insert into sys_role (name, role_key, sort, data_scope, org_id, remark)
select 'Scale operator', 'scale_operator', 90, '4', c.org_id, 'bench' from bench_customer c where c.k = 0;
insert into sys_role_menu (role_id, menu_id)
select r.id, m.id from sys_role r cross join sys_menu m
 where r.role_key = 'scale_operator' and m.perms is not null and m.perms not like 'system:%' and m.perms not like 'monitor:%';
insert into sys_user (username, employee_name, org_id, password_hash, client_id, remark)
select 'scale_operator', 'Scale Operator', c.org_id, (select password_hash from sys_user where username = 'admin'), c.org_id, 'bench'
  from bench_customer c where c.k = 0;
insert into sys_user_role (user_id, role_id)
select u.id, r.id from sys_user u, sys_role r where u.username = 'scale_operator' and r.role_key = 'scale_operator';

-- Sessions for both callers (the id is the SHA-256 hex of the token), so no captcha or sign-in is needed.
insert into sys_session (id, user_id, expires_at, ip, browser, os, user_agent)
select encode(sha256(convert_to(t.token, 'UTF8')), 'hex'), u.id, now() + interval '10 years', '127.0.0.1', 'autocannon', 'Linux', 'scale bench'
  from (values ('admin', current_setting('bench.admin_token')), ('scale_operator', current_setting('bench.operator_token'))) t(username, token)
  join sys_user u on u.username = t.username;

-- The customers' people signed in (platform/auth/sessions.ts): 2 000 live sessions of the enabled
-- scale accounts (about seven each: browsers and phones, signed in again after a while), last seen
-- evenly over the 12 hours before the seed, active for up to 4 hours since signing in. A session
-- lasts 720 minutes past its last request; these expire in 10 years instead, as the bench's own, so
-- they are still live whenever the template is used. The expiry job deletes expired sessions every
-- 10 minutes, so the only expired ones are those that ran out since its last run: as many as 2 000
-- live ones lose in 10 minutes, 2 000 × 10 / 720 = 28. Their tokens are nobody's (the id is the hash
-- of a token never handed out).
insert into sys_session (id, user_id, login_at, last_seen_at, expires_at, ip, browser, os, user_agent)
select encode(sha256(convert_to('vr-scale-session-' || s, 'UTF8')), 'hex'), u.id, t.seen - make_interval(secs => (s * 104729) % 14400),
       t.seen, t.seen + case when s <= 2000 then interval '10 years' else interval '720 minutes' end,
       '10.' || 2 + s % 3 || '.' || (s / 7) % 250 || '.' || 1 + (s * 13) % 250,
       a.browser, a.os, a.ua
  from generate_series(1, 2000 + 28) s
  join (select id, (row_number() over (order by id) - 1)::int as n from sys_user where username like 'scale_user_%' and status = 0) u
    on u.n = (s * 7919) % (select count(*) from sys_user where username like 'scale_user_%' and status = 0)
 cross join lateral (select case when s <= 2000 then now() - make_interval(secs => (s::bigint * 21611) % 43200)
                                 else now() - interval '720 minutes' - make_interval(secs => (s - 2000) * 21) end as seen) t
  join (values
    (0, 'Chrome 131', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    (1, 'Edge 131', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'),
    (2, 'Safari 18', 'macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'),
    (3, 'Chrome 131', 'Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    (4, 'Safari 18', 'iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')
  ) a(n, browser, os, ua) on a.n = (s * 3) % 5
 order by s;

-- ——— profit sharing (modules/sharing), when this build has it: 30 applications a customer on its ———
-- WeChat Pay configuration, walked through the transitions of modules/sharing/transitions.ts (history
-- included); an enabled sharing configuration per customer on a tenth of its machines with two (odd
-- customers) or three joiners; a disabled one on the Alipay configuration of four customers; and the
-- sharing rows of modules/sharing/shares.ts: one per joiner for every WeChat Pay payment of those
-- machines, split by the rule of the contracts' splitOrder (fee rounded half up, shares floored, the
-- remainder the customer's), and brought to the net amount after the order's refunds.
do $$ begin
  if to_regclass('shr_order') is null then return; end if;

  -- The ten paths an application takes; its final state is the last step's. Steps: (action, from → to apply, from → to sign).
  create temp table bench_apply_path on commit drop as
  select * from (values
    (0, 1, 'apply', null, 0, null, 4), (0, 2, 'approve', 0, 1, 4, 0), (0, 3, 'signSuccess', 1, 1, 0, 2),
    (1, 1, 'apply', null, 0, null, 4), (1, 2, 'reject', 0, 2, 4, 3), (1, 3, 'resubmit', 2, 0, 3, 4),
    (1, 4, 'approve', 0, 1, 4, 0), (1, 5, 'signSuccess', 1, 1, 0, 2),
    (2, 1, 'apply', null, 0, null, 4), (2, 2, 'approve', 0, 1, 4, 0), (2, 3, 'signFailed', 1, 1, 0, 1),
    (2, 4, 'signSuccess', 1, 1, 1, 2),
    (3, 1, 'apply', null, 0, null, 4), (3, 2, 'approve', 0, 1, 4, 0),
    (4, 1, 'apply', null, 0, null, 4), (4, 2, 'approve', 0, 1, 4, 0), (4, 3, 'signFailed', 1, 1, 0, 1),
    (5, 1, 'apply', null, 0, null, 4),
    (6, 1, 'apply', null, 0, null, 4), (6, 2, 'reject', 0, 2, 4, 3),
    (7, 1, 'apply', null, 0, null, 4), (7, 2, 'cancel', 0, 3, 4, 3),
    (8, 1, 'apply', null, 0, null, 4), (8, 2, 'reject', 0, 2, 4, 3), (8, 3, 'cancel', 2, 3, 3, 3),
    (9, 1, 'apply', null, 0, null, 4), (9, 2, 'reject', 0, 2, 4, 3), (9, 3, 'resubmit', 2, 0, 3, 4)
  ) v(path, step, action, from_apply, to_apply, from_sign, to_sign);

  insert into shr_apply (org_id, pay_config_id, name, merchant_no, contact, phone, business_type, sign_status, apply_status,
                         reject_reason, attachments, created_by, created_by_name, created_at, updated_at)
  select c.org_id, p.id, 'Scale joiner ' || c.k || '-' || lpad(n::text, 2, '0'), '1988' || lpad((c.k * 100 + n)::text, 6, '0'),
         'Partner ' || n, '136' || lpad((c.k * 100 + n)::text, 8, '0'), 2 + n % 2, last.to_sign, last.to_apply,
         case when last.to_apply = 2 then 'Business licence unreadable' end,
         jsonb_build_array('/api/files/bench-licence-' || c.k || '-' || n || '.png'),
         (select id from sys_user where username = 'admin'), 'admin',
         now() - make_interval(days => 60 + n), now() - make_interval(days => 60 + n) + make_interval(hours => 24 * last.step)
    from bench_customer c
    join bench_pay p on p.k = c.k and p.pay_type = 1
   cross join generate_series(0, 29) n
    join lateral (select * from bench_apply_path a where a.path = n % 10 order by a.step desc limit 1) last on true
   order by c.k, n;
  create temp table bench_apply on commit drop as
  select c.k, substr(a.merchant_no, 9)::int % 100 as n, a.id, a.created_at
    from shr_apply a join bench_customer c on c.org_id = a.org_id where a.merchant_no like '1988%';
  insert into shr_apply_history (apply_id, action, from_apply, to_apply, from_sign, to_sign, reason, user_id, user_name, created_at)
  select a.id, s.action, s.from_apply, s.to_apply, s.from_sign, s.to_sign,
         case when s.action = 'reject' then 'Business licence unreadable' end,
         (select id from sys_user where username = 'admin'), 'admin', a.created_at + make_interval(hours => 24 * (s.step - 1))
    from bench_apply a join bench_apply_path s on s.path = a.n % 10
   order by a.id, s.step;

  -- Enabled configurations on the WeChat Pay configuration (Demo Coffee Co.'s exists: it gains a third joiner).
  insert into shr_config (pay_config_id, org_id, status, sharing_type, business_type, all_devices, remark, updated_by, created_at, updated_at)
  select p.id, c.org_id, '0', 1, 1, false, 'bench', (select id from sys_user where username = 'admin'),
         now() - interval '95 days', now() - interval '95 days'
    from bench_customer c join bench_pay p on p.k = c.k and p.pay_type = 1
   where not exists (select 1 from shr_config x where x.pay_config_id = p.id);
  -- Disabled ones on the Alipay configuration of four customers, naming devices of their own.
  insert into shr_config (pay_config_id, org_id, status, sharing_type, business_type, all_devices, remark, updated_by, created_at, updated_at)
  select p.id, c.org_id, '1', 2, 3, false, 'bench, paused', (select id from sys_user where username = 'admin'),
         now() - interval '40 days', now() - interval '10 days'
    from bench_customer c join bench_pay p on p.k = c.k and p.pay_type = 3
   where c.k in (2, 4, 6, 8) and not exists (select 1 from shr_config x where x.pay_config_id = p.id);
  create temp table bench_shr_config on commit drop as
  select c.k, p.pay_type, x.id, x.pay_config_id, p.fee_bps
    from shr_config x join bench_pay p on p.id = x.pay_config_id join bench_customer c on c.org_id = x.org_id;

  -- Joiners: applications 0, 1 (and 2 for even customers), all approved and signed, at 20 %, 15 % and 10 %.
  insert into shr_config_joiner (config_id, apply_id, rate_bps)
  select x.id, a.id, (array[2000, 1500, 1000])[a.n + 1]
    from bench_shr_config x join bench_apply a on a.k = x.k
   where (x.pay_type = 1 and (a.n < 2 or a.n = 2 and x.k % 2 = 0)) or (x.pay_type = 3 and a.n = 0)
  on conflict do nothing;
  -- Devices: machine i of customer i mod 10 with (i / 10) mod 10 = 3 (a tenth of the fleet) under the
  -- enabled configuration; 20 others named by the disabled one.
  insert into shr_config_device (config_id, device_id, enabled)
  select x.id, d.id, x.pay_type = 1
    from (select id, substr(device_code, 3)::int as i from dev_device where device_code like 'SC%') d
    join bench_shr_config x on x.k = d.i % 10
   where (x.pay_type = 1 and (d.i / 10) % 10 = 3) or (x.pay_type = 3 and (d.i / 10) % 10 = 5 and (d.i / 100) % 10 < 2)
  on conflict do nothing;

  -- The sharing rows, made when the dispense result of a paid order comes (10 seconds after the
  -- sale; completed, failed or partly dispensed): each joiner of the enabled configuration covering
  -- the machine for the payment's configuration, in apply-id order, on the payment's amount. The
  -- settlement asks for them at once and they are paid 2 seconds later; about 1 order in 200 is
  -- refused by the provider (the receiver), tried 5 times and failed. A refund settled afterwards (an
  -- automatic one a second later, a person's two hours later) splits the net amount again: each
  -- share gives back the difference, reversed at the provider (shr_reversal, named by the share and
  -- the refunded total) for a share asked, just taken off a refused one (cancelled when nothing is
  -- left of it).
  create temp table bench_joiner on commit drop as
  select j.config_id, j.apply_id, j.rate_bps, a.name, a.merchant_no,
         (row_number() over (partition by j.config_id order by j.apply_id) - 1)::int as split_index,
         jsonb_agg(j.rate_bps) over (partition by j.config_id order by j.apply_id rows between unbounded preceding and unbounded following) as split_bps
    from shr_config_joiner j join shr_apply a on a.id = j.apply_id;
  insert into shr_order (share_code, order_id, order_code, payment_code, device_id, org_id, pay_config_id, config_id, apply_id,
                         joiner_name, merchant_no, rate_bps, fee_bps, split_bps, split_index, primary_row, order_cents,
                         refunded_cents, fee_cents, share_cents, reversed_cents, status, provider_no, message, attempts,
                         next_at, order_time, created_at, settled_at)
  select 'SH' || p.order_id || 'J' || j.apply_id, p.order_id, p.order_code, p.payment_code, p.device_id, p.org_id, p.config_id,
         x.id, j.apply_id, j.name, j.merchant_no, j.rate_bps, x.fee_bps, j.split_bps, j.split_index, j.split_index = 0,
         c0.cents, rf.cents, n.fee, s.share, s.share - s.after,
         case when not f.failed then 3 when s.after = 0 and rf.cents > 0 then 5 else 4 end,
         case when not f.failed then 'SBS' || pg_temp.b36(pg_temp.ms(o.created_at) + 11000)
                                     || pg_temp.hex((p.order_id * 2246822519) % 281474976710656, 12)
                                     || pg_temp.hex(((p.order_id * 40503) % 16384) * 4 + j.split_index, 4) end,
         case when f.failed then 'receiver merchant not active' end,
         case when not f.failed then 0 when s.after = 0 and rf.cents > 0 then 1 else 5 end,
         o.created_at + interval '10 seconds', o.created_at, o.created_at + interval '10 seconds',
         case when not f.failed then o.created_at + interval '12 seconds' when s.after = 0 and rf.cents > 0 then null
              else o.created_at + interval '5 minutes' end
    from pay_payment p
    join ord_order o on o.id = p.order_id and o.pay_status = 5 and o.status in (5, 10, 11)
    join shr_config_device cd on cd.device_id = p.device_id and cd.enabled
    join bench_shr_config x on x.id = cd.config_id and x.pay_config_id = p.config_id
    join bench_joiner j on j.config_id = x.id
   cross join lateral (select round(p.amount * 100)::bigint as cents) c0
   cross join lateral (select coalesce(round(sum(r.amount) * 100), 0)::bigint as cents
                         from pay_refund r where r.order_id = p.order_id and r.status = 2) rf
   cross join lateral (select least(c0.cents, (c0.cents * x.fee_bps + 5000) / 10000) as fee,
                              greatest(0, c0.cents - rf.cents) as net) m
   cross join lateral (select least(m.net, (m.net * x.fee_bps + 5000) / 10000) as fee) n
   cross join lateral (select ((c0.cents - m.fee) * j.rate_bps) / 10000 as share, ((m.net - n.fee) * j.rate_bps) / 10000 as after) s
   cross join lateral (select (p.order_id / 7) % 200 = 17 as failed) f
   where p.status = 2
   order by o.created_at, o.id, j.split_index;
  insert into shr_reversal (reverse_code, share_id, cents, status, created_at)
  select s.share_code || 'R' || s.refunded_cents, s.id, s.reversed_cents, 'success',
         (select max(r.settled_at) from pay_refund r where r.order_id = s.order_id and r.status = 2)
    from shr_order s
   where s.reversed_cents > 0 and s.status = 3 and s.order_id > (select base from bench_order_id)
   order by s.id;
end $$;

-- ——— device records, upgrades and member cards, when this build has them ———
-- The network log and the change log: as many rows each as orders (100 a machine: 1 000 000 at fleet
-- size), spread over the period. Upgrades: 200, each to 50 machines of one customer, all finished or
-- cancelled but the newest ten (so no machine has two running). Member cards: 10 a machine (100 000
-- at fleet size), with as many change records as orders.
do $$ begin
  if to_regclass('dev_change_log') is null then return; end if;
  insert into dev_network_log (device_id, event, signal, ip, detail, created_at)
  select h.device_id, (array['connect', 'disconnect', 'timeout', 'signal'])[1 + h.n % 4],
         case when h.n % 4 = 3 then 1 + (h.device_id + h.n) % 5 end, '10.' || (h.device_id % 250) || '.' || (h.n % 250) || '.7',
         null, h.at
    from (select d.id as device_id, n,
                 now() - make_interval(mins => (d.id * 7919 + n * 104723) % (24 * 60 * current_setting('bench.days')::int)) as at
            from dev_device d
           cross join generate_series(1, greatest(2, current_setting('bench.orders')::int / current_setting('bench.devices')::int)) n
           where d.device_code like 'SC%') h;
  insert into dev_change_log (org_id, device_id, kind, actor, actor_id, actor_name, content, detail, created_at)
  select h.org_id, h.device_id, k.kind, case when k.kind = 'software' then 'device' else 'user' end,
         case when k.kind = 'software' then null else (select id from sys_user where username = 'admin') end,
         case when k.kind = 'software' then null else 'admin' end,
         case when k.kind = 'note' then 'Cleaned the brewer, checked the seals' end,
         case k.kind
           when 'settings' then jsonb_build_object('setting', 'cupLimit', 'before', jsonb_build_object('cupLimit', (h.n % 9)::text),
                                                   'after', jsonb_build_object('cupLimit', (1 + h.n % 9)::text))
           when 'software' then jsonb_build_object('before', jsonb_build_object('app', '2.0.' || h.n), 'after', jsonb_build_object('app', '2.0.' || (h.n + 1)))
           when 'details' then jsonb_build_object('before', jsonb_build_object('name', 'Machine ' || h.device_id),
                                                  'after', jsonb_build_object('name', 'Machine ' || h.device_id || ' (lobby)'))
         end,
         h.at
    from (select d.id as device_id, d.org_id, n,
                 now() - make_interval(mins => (d.id * 6007 + n * 99991) % (24 * 60 * current_setting('bench.days')::int)) as at
            from dev_device d
           cross join generate_series(1, greatest(2, current_setting('bench.orders')::int / current_setting('bench.devices')::int)) n
           where d.device_code like 'SC%') h
   cross join lateral (select (array['settings', 'software', 'details', 'note', 'goods'])[1 + h.n % 5] as kind) k;
end $$;

do $$ begin
  if to_regclass('dev_upgrade_device') is null then return; end if;
  insert into dev_upgrade (org_id, target, version, package_url, sha256, size, status, stage, created_by, created_by_name, created_at)
  select c.org_id, (array['app', 'mainboard', 'dtu'])[1 + u % 3], '3.' || (u / 10) || '.' || (u % 10),
         'https://downloads.example.com/vr/' || u || '.bin', repeat(to_hex(u % 16), 64), 1048576 + u * 1024,
         case when u > 190 then 'running' when u % 17 = 0 then 'cancelled' else 'finished' end, 2,
         (select id from sys_user where username = 'admin'), 'admin', now() - make_interval(hours => (200 - u) * 6)
    from generate_series(1, 200) u
    join bench_customer c on c.k = u % 10
   order by u;
  insert into dev_upgrade_device (upgrade_id, device_id, target, stage, state, percent, reason, attempts, sent_at, finished_at, updated_at)
  select up.id, d.id, up.target, case when d.rn <= 5 then 1 else 2 end, s.state,
         case when s.state in ('success') then 100 when s.state = 'running' then 40 else 0 end,
         case when s.state = 'failed' then 'checksum mismatch' end, case when s.state = 'pending' then 0 else 1 end,
         case when s.state <> 'pending' then up.created_at + interval '1 minute' end,
         case when s.state in ('success', 'failed', 'cancelled') then up.created_at + interval '9 minutes' end,
         up.created_at + interval '9 minutes'
    from (select up.*, row_number() over (partition by up.org_id order by up.id) - 1 as nth from dev_upgrade up
           where up.package_url like 'https://downloads.example.com/vr/%') up
    join lateral (select dd.id, row_number() over (order by dd.id) as rn
                    from dev_device dd
                   where dd.org_id = up.org_id and dd.device_code like 'SC%'
                   order by dd.id offset (up.nth * 50) % greatest(1, (select count(*) from dev_device x where x.org_id = up.org_id) - 50)
                   limit 50) d on true
   cross join lateral (select case
                                when up.status = 'running' then (array['pending', 'running', 'success', 'failed'])[1 + d.rn % 4]
                                when up.status = 'cancelled' then case when d.rn % 2 = 0 then 'cancelled' else 'success' end
                                when d.rn % 13 = 0 then 'failed' else 'success' end as state) s;
end $$;

do $$ begin
  if to_regclass('dev_screen_delivery') is null then return; end if;
  -- One interface configuration a customer, for every machine of the model most of its machines have.
  insert into dev_screen_config (org_id, name, target, model_id, content, revision, updated_by, updated_by_name, updated_at)
  select c.org_id, 'Screen ' || c.k, 'model', m.model_id,
         jsonb_build_object('homeLayout', (array['grid', 'list', 'carousel'])[1 + c.k % 3], 'banners', '[]'::jsonb, 'bannerSeconds', 5,
                            'idleEnabled', true, 'idleSeconds', 120, 'language', 'zh', 'primaryColor', '#1890ff',
                            'backgroundColor', '#ffffff', 'textColor', '#262626'),
         1 + c.k % 4, (select id from sys_user where username = 'admin'), 'admin', now() - make_interval(days => c.k)
    from bench_customer c
    join lateral (select d.model_id from dev_device d where d.org_id = c.org_id and d.model_id is not null
                   group by d.model_id order by count(*) desc limit 1) m on true;
  insert into dev_screen_delivery (device_id, config_id, config_name, revision, state, sent_at, updated_at)
  select d.id, sc.id, sc.name, sc.revision, case when d.id % 7 = 0 then 'waiting' else 'sent' end,
         case when d.id % 7 <> 0 then sc.updated_at + interval '1 minute' end, sc.updated_at + interval '1 minute'
    from dev_screen_config sc
    join dev_device d on d.org_id = sc.org_id and d.model_id = sc.model_id and d.device_code like 'SC%'
   where sc.name like 'Screen %'
  on conflict (device_id) do nothing;
end $$;

do $$ begin
  if to_regclass('crd_ic_card') is null then return; end if;
  insert into crd_ic_card (org_id, ic_code, merchant, status, balance_cents, currency, free_uses, remark, created_at, updated_at)
  select c.org_id, 'SC-' || lpad(i::text, 8, '0'), 'Merchant ' || (i % 37),
         case when i % 29 = 0 then 'disabled' when i % 97 = 0 then 'lost' else 'enabled' end,
         (i * 7919) % 50000, coalesce((select default_currency from sys_customer where org_id = c.org_id), 'CNY'), i % 4, null,
         now() - make_interval(mins => i % (24 * 60 * current_setting('bench.days')::int)), now() - make_interval(mins => i % 600)
    from generate_series(1, 10 * greatest(0, current_setting('bench.devices')::int - 11)) i
    join bench_customer c on c.k = i % 10;
  insert into crd_ic_card_change (card_id, org_id, kind, amount_cents, balance_before, balance_after, free_uses_before, free_uses_after,
                                  reason, order_code, device_id, operator_id, operator_name, created_at)
  select k.id, k.org_id, x.kind, x.amount, k.balance_cents + x.amount, k.balance_cents, k.free_uses, k.free_uses,
         case when x.kind in ('topUp', 'adjustment') then 'Counter top-up' end, null, null,
         case when x.kind in ('topUp', 'adjustment') then (select id from sys_user where username = 'admin') end,
         case when x.kind in ('topUp', 'adjustment') then 'admin' end,
         now() - make_interval(mins => (k.id * 7919 + n * 104723) % (24 * 60 * current_setting('bench.days')::int))
    from crd_ic_card k
   cross join generate_series(1, greatest(1, current_setting('bench.orders')::int / (10 * current_setting('bench.devices')::int))) n
   cross join lateral (select (array['charge', 'charge', 'charge', 'topUp', 'release', 'refund', 'adjustment'])[1 + (k.id + n) % 7] as kind,
                              100 + (k.id * 31 + n) % 900 as amount) x
   where k.ic_code like 'SC-%';
end $$;

-- ——— staff cards and wristbands, when this build has them: 10 of each a machine (100 000 at fleet ———
-- size), each with as many records as a member card has changes (1 000 000 at fleet size): swipes with
-- their price, discount and quota before and after, releases, refunds, monthly resets and people's
-- edits; a band's activation, uses at the customer's machines, its expiry and a person's disable.
do $$ begin
  if to_regclass('crd_staff_card') is null then return; end if;
  insert into crd_staff_card (org_id, employee_name, employee_no, status, monthly_limit_cents, quota_cents, quota_month,
                              discount_tenths, currency, remark, created_at, updated_at)
  select c.org_id, 'Employee ' || i, lpad(i::text, 9, '0'),
         case when i % 31 = 0 then 'disabled' else 'enabled' end,
         ((i % 5) + 1) * 10000, ((i * 7919) % (((i % 5) + 1) * 10000)),
         to_char(now() at time zone current_setting('bench.tz'), 'YYYY-MM'),
         (array[0, 0, 50, 100, 333, 1000])[1 + i % 6], coalesce((select default_currency from sys_customer where org_id = c.org_id), 'CNY'), null,
         now() - make_interval(mins => i % (24 * 60 * current_setting('bench.days')::int)), now() - make_interval(mins => i % 600)
    from generate_series(1, 10 * greatest(0, current_setting('bench.devices')::int - 11)) i
    join bench_customer c on c.k = i % 10;
  insert into crd_staff_record (card_id, org_id, kind, price_cents, discount_tenths, amount_cents, quota_before, quota_after,
                                detail, order_code, device_id, operator_id, operator_name, created_at)
  select k.id, k.org_id, x.kind,
         case when x.kind = 'swipe' then x.amount end, case when x.kind = 'swipe' then k.discount_tenths end,
         case when x.kind in ('swipe') then -x.amount when x.kind = 'edit' then 0 else x.amount end,
         k.quota_cents + x.amount, k.quota_cents,
         case x.kind when 'release' then 'nothingDispensed' when 'refund' then 'RF' || k.id || 'N' || n when 'edit' then 'monthlyLimit' end,
         case when x.kind in ('swipe', 'release', 'refund') then 'SS' || lpad((k.id * 1000 + n)::text, 12, '0') end, null,
         case when x.kind = 'edit' then (select id from sys_user where username = 'admin') end,
         case when x.kind = 'edit' then 'admin' end,
         now() - make_interval(mins => (k.id * 7919 + n * 104723) % (24 * 60 * current_setting('bench.days')::int))
    from crd_staff_card k
   cross join generate_series(1, greatest(1, current_setting('bench.orders')::int / (10 * current_setting('bench.devices')::int))) n
   cross join lateral (select (array['swipe', 'swipe', 'swipe', 'swipe', 'release', 'refund', 'reset', 'edit'])[1 + (k.id + n) % 8] as kind,
                              100 + (k.id * 31 + n) % 900 as amount) x
   where k.employee_no ~ '^[0-9]{9}$' and k.employee_name like 'Employee %';
end $$;

do $$ begin
  if to_regclass('wb_wristband') is null then return; end if;
  insert into wb_wristband (org_id, wristband_no, tier, duration, duration_unit, reusable, status, enabled, uses,
                            activated_at, expires_at, last_user, remark, created_at, updated_at)
  select c.org_id, 'SW-' || lpad(i::text, 8, '0'), (array['VIP', 'Day pass', 'Staff', null])[1 + i % 4],
         (array[2, 12, 1, 3])[1 + i % 4], case when i % 4 in (2, 3) then 'day' else 'hour' end, i % 3 <> 0,
         case when i % 5 = 0 then 0 when i % 5 = 1 then 2 else 1 end, i % 41 <> 0,
         case when i % 5 = 0 then 0 else 1 + i % 20 end,
         a.at, case when i % 5 <> 0 then a.at + case when i % 5 = 1 then interval '2 hours' else interval '30 days' end end,
         case when i % 5 <> 0 then 'Guest ' || (i % 997) end, null,
         coalesce(a.at, now() - make_interval(mins => i % 600)) - interval '1 day', now() - make_interval(mins => i % 600)
    from generate_series(1, 10 * greatest(0, current_setting('bench.devices')::int - 11)) i
    join bench_customer c on c.k = i % 10
   cross join lateral (select case when i % 5 <> 0
                                then now() - make_interval(mins => i % (24 * 60 * current_setting('bench.days')::int)) end as at) a;
  -- Each customer's machines by rank, so a band's uses spread over its own customer's machines.
  create temp table bench_wb_device on commit drop as
  select c.org_id, (row_number() over (partition by c.org_id order by d.id) - 1)::int as rn, d.id
    from bench_customer c
    join sys_org o on o.id = c.org_id
    join sys_org s on s.path like o.path || '%'
    join dev_device d on d.org_id = s.id;
  create temp table bench_wb_count on commit drop as
  select org_id, count(*)::int as cnt from bench_wb_device group by org_id;
  insert into wb_wristband_record (wristband_id, org_id, kind, device_id, request_id, order_code, user_name, operator_id,
                                   expires_at, amount_cents, closed_as, created_at)
  select b.id, b.org_id, x.kind,
         case when x.kind in ('activate', 'use') then d.id end,
         case when x.kind in ('activate', 'use') then 'SWR' || b.id || '-' || n end,
         case when x.kind in ('activate', 'use') then 'SW' || lpad((b.id * 1000 + n)::text, 12, '0') end,
         case when x.kind in ('activate', 'use') then b.last_user when x.kind = 'disable' then 'admin' end,
         case when x.kind = 'disable' then (select id from sys_user where username = 'admin') end,
         b.expires_at, case when x.kind in ('activate', 'use') then 100 + (b.id * 31 + n) % 900 end,
         case when x.kind in ('activate', 'use') then 'settled' end,
         coalesce(b.activated_at, now()) + make_interval(mins => n)
    from wb_wristband b
   cross join generate_series(1, greatest(1, current_setting('bench.orders')::int / (10 * current_setting('bench.devices')::int))) n
   cross join lateral (select case when n = 1 then 'activate' when n % 97 = 0 then 'disable' when n % 89 = 0 then 'expire' else 'use' end as kind) x
    join bench_wb_count k on k.org_id = b.org_id
    left join bench_wb_device d on d.org_id = b.org_id and d.rn = (b.id + n) % k.cnt
   where b.wristband_no like 'SW-%' and b.status <> 0;
end $$;

-- ——— the export centre (platform/exports), when this build has it: 300 finished tasks over eight ———
-- days, of the admin, the one-customer operator and ten customer accounts; the last three days' files
-- still kept, older ones expired, 1 in 23 failed. None queued or running: no worker runs in the bench,
-- and a run with jobs on (bench/export.mjs) must not pick them up.
do $$ begin
  if to_regclass('sys_export_task') is null then return; end if;
  insert into sys_export_task (kind, state, progress_rows, expected_rows, row_count, byte_size, error, requester_id,
                               requester_name, org_id, auth, lang, query, columns, file_name, storage_key, worker_id,
                               heartbeat_at, created_at, started_at, finished_at, expires_at)
  select t.kind, s.state, case when s.state = 3 then t.rows / 2 else t.rows end, t.rows,
         case when s.state <> 3 then t.rows end, case when s.state <> 3 then 2000 + t.rows * 120 end,
         case when s.state = 3 then 'the database did not answer in time' end,
         u.id, u.username, u.org_id,
         jsonb_build_object('userId', u.id, 'username', u.username, 'employeeName', u.employee_name, 'orgId', u.org_id,
                            'orgPath', o.path, 'roles', '[]'::jsonb, 'roleIds', '[]'::jsonb, 'permissions', '[]'::jsonb,
                            'scopes', '[]'::jsonb, 'platformAccount', u.username = 'admin'),
         (array['en', 'zh'])[1 + n % 2], jsonb_build_object('beginTime', to_char(t.at - interval '30 days', 'YYYY-MM-DD')), null,
         t.kind || '_' || to_char(t.at, 'YYYYMMDDHH24MISS') || '.xlsx',
         case when s.state = 2 then 'exports/bench-' || n || '.xlsx' end, 'bench-worker',
         t.at + interval '20 seconds', t.at, t.at + interval '1 second', t.at + interval '20 seconds',
         case when s.state = 2 then t.at + interval '72 hours' end
    from generate_series(1, 300) n
    join sys_user u on u.username = case n % 3 when 0 then 'admin' when 1 then 'scale_operator'
                                                else 'scale_user_' || lpad((1 + n % 10)::text, 4, '0') end
    join sys_org o on o.id = u.org_id
   cross join lateral (select (array['orders', 'devices', 'materials', 'sharingOrders', 'sharingMerchantBill', 'users'])[1 + n % 6] as kind,
                              now() - make_interval(mins => n * 40) as at, 100 + (n * 7919) % 50000 as rows) t
   cross join lateral (select case when n % 23 = 5 then 3 when n * 40 > 72 * 60 then 4 else 2 end as state) s
   order by n desc;
end $$;

-- ——— advertising (modules/ads), when this build has it: 20 materials a customer (every tenth a ———
-- video), 300 releases over the days to 100 machines each, their machines in every state.
do $$ begin
  if to_regclass('ad_release_device') is null then return; end if;
  insert into ad_material (org_id, name, kind, url, size, seconds, remark, created_by_name, created_at, updated_at)
  select c.org_id, 'Scale ad ' || n, case when n % 10 = 0 then 'video' else 'image' end,
         '/api/files/bench-ad-' || c.k || '-' || n || case when n % 10 = 0 then '.mp4' else '.png' end,
         case when n % 10 = 0 then 20971520 else 524288 end, 10, null, 'admin', now() - make_interval(days => n), now() - make_interval(days => n)
    from bench_customer c cross join generate_series(1, 20) n;
  insert into ad_release (org_id, name, material_id, begin_date, end_date, hour_from, hour_to, sort, status, created_by_name, created_at, withdrawn_at)
  select m.org_id, 'Scale release ' || u, m.id,
         to_char(now() - make_interval(days => u % 30), 'YYYY-MM-DD'), to_char(now() + make_interval(days => 30 - u % 45), 'YYYY-MM-DD'),
         '08:00', '22:00', u % 10, case when u % 11 = 0 then 'withdrawn' else 'active' end, 'admin',
         now() - make_interval(hours => (300 - u) * 4), case when u % 11 = 0 then now() - make_interval(hours => (300 - u) * 4 - 2) end
    from generate_series(1, 300) u
    join lateral (select am.id, am.org_id from ad_material am join bench_customer c on c.org_id = am.org_id
                   where c.k = u % 10 and am.name like 'Scale ad %' order by am.id offset u % 20 limit 1) m on true;
  insert into ad_release_device (release_id, device_id, state, reason, attempts, sent_at, acked_at, plays, last_shown_at, showing, updated_at)
  select r.id, d.id, s.state, case when s.state = 'failed' then 'download failed: HTTP 404' end, 1,
         r.created_at + interval '1 minute', case when s.state <> 'pending' then r.created_at + interval '2 minutes' end,
         case when s.state = 'delivered' then d.rn * 3 else 0 end, case when s.state = 'delivered' then r.created_at + interval '1 hour' end,
         case when s.state = 'delivered' and d.rn % 7 = 0 then 1 else 0 end, r.created_at + interval '2 minutes'
    from (select r.*, row_number() over (partition by r.org_id order by r.id) - 1 as nth from ad_release r where r.name like 'Scale release %') r
    join lateral (select dd.id, row_number() over (order by dd.id) as rn
                    from dev_device dd
                   where dd.org_id = r.org_id and dd.device_code like 'SC%'
                   order by dd.id offset (r.nth * 100) % greatest(1, (select count(*) from dev_device x where x.org_id = r.org_id) - 100)
                   limit 100) d on true
   cross join lateral (select case
                                when r.status = 'withdrawn' then 'withdrawn'
                                when d.rn % 17 = 0 then 'failed' when d.rn % 9 = 0 then 'pending' else 'delivered' end as state) s;
end $$;

do $$ begin
  if to_regclass('dev_account_delivery') is null then return; end if;
  -- Twenty device accounts a customer: half sign in on all its machines, half on five chosen ones.
  insert into dev_account (org_id, account, name, role, status, machine_scope, password, updated_by_name, created_at, updated_at)
  select c.org_id, 'tech' || a, 'Technician ' || a, (array['admin', 'maintenance', 'replenish'])[1 + a % 3],
         case when a % 9 = 0 then 'disabled' else 'enabled' end, case when a % 2 = 0 then 'all' else 'selected' end,
         jsonb_build_object('algo', 'scrypt', 'N', 16384, 'r', 8, 'p', 1, 'keyLength', 32, 'salt', md5(c.org_id::text || a), 'hash', md5(a::text)),
         'admin', now() - make_interval(days => a), now() - make_interval(hours => a)
    from bench_customer c cross join generate_series(1, 20) a
  on conflict do nothing;
  insert into dev_account_device (account_id, device_id)
  select da.id, d.id
    from dev_account da
    join lateral (select dd.id from dev_device dd where dd.org_id = da.org_id and dd.device_code like 'SC%'
                   order by dd.id offset (da.id * 5) % 500 limit 5) d on true
   where da.machine_scope = 'selected' and da.account like 'tech%'
  on conflict do nothing;
  -- Every machine of a customer holds its list: most acknowledged, some waiting.
  insert into dev_account_delivery (device_id, digest, names, state, sent_at, updated_at)
  select d.id, md5(d.org_id::text), 'tech10, tech12, tech14', case when d.id % 11 = 0 then 'waiting' else 'sent' end,
         case when d.id % 11 <> 0 then now() - interval '1 hour' end, now() - interval '1 hour'
    from dev_device d join bench_customer c on c.org_id = d.org_id
   where d.device_code like 'SC%'
  on conflict (device_id) do nothing;
end $$;

-- ——— the knowledge base (modules/knowledge), when this build has it: ten classifications with five ———
-- children each, 5 000 articles of about 1 200 characters over the days (four in five published,
-- half shown to every customer, the rest to one to three customers), one in twenty about descaling.
do $$ begin
  if to_regclass('kb_article_org') is null then return; end if;
  insert into kb_class (parent_id, class_name, sort)
  select 0, 'Scale class ' || r, r from generate_series(1, 10) r;
  insert into kb_class (parent_id, class_name, sort)
  select p.id, p.class_name || '.' || n, n
    from kb_class p cross join generate_series(1, 5) n
   where p.parent_id = 0 and p.class_name like 'Scale class %';
  insert into kb_article (class_id, title, content, content_text, state, all_customers, org_id, created_by_name, created_at, updated_at)
  select k.id, t.title, '<p>' || t.body || '</p>', t.body,
         case when n % 5 = 0 then 'draft' else 'published' end, n % 2 = 0,
         (select id from sys_org where parent_id = 0 order by id limit 1), 'admin',
         now() - make_interval(hours => n), now() - make_interval(hours => n)
    from generate_series(1, 5000) n
    join lateral (select id from kb_class where parent_id <> 0 and class_name like 'Scale class %'
                   order by id offset n % 50 limit 1) k on true
   cross join lateral (select case when n % 20 = 0 then 'Descaling the brewer, step ' || n else 'Scale article ' || n || ': grinder, milk line and cup sensor' end as title,
                              repeat('Check the grinder burrs, rinse the milk line, wipe the cup sensor and confirm the water filter date. '
                                     || case when n % 20 = 0 then 'Run the descaling programme until the indicator clears. ' else '' end
                                     || '检查研磨器、清洗奶管并确认滤芯日期。', 9) as body) t;
  insert into kb_article_org (article_id, org_id)
  select a.id, c.org_id
    from kb_article a
    join bench_customer c on c.k between a.id % 10 and a.id % 10 + a.id % 3
   where not a.all_customers and a.title like any (array['Scale article %', 'Descaling the brewer, step %'])
  on conflict do nothing;
end $$;
