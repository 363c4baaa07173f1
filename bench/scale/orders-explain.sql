-- The order list's statements as the server sends them (the page's ids in index order, then the
-- count capped at 10 001), for EXPLAIN ANALYZE on a copy of the scale template:
--   createdb -T vr_scale_tpl_10011_1000000 vr_scale_orders_explain
--   psql -d vr_scale_orders_explain -f bench/scale/orders-explain.sql
\echo '--- page 1, newest first (platform account)'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order where not is_test
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 0;
\echo '--- payment method filter, page 2000 (offset 39 980)'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order where not is_test and payment_method = 'alipay'
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 39980;
\echo '--- page 2000 by offset, no filter'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order where not is_test
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 39980;
\echo '--- the page after row 40 000 by cursor'
select created_at::text as at, id from ord_order where not is_test order by ord_order.created_at desc, ord_order.id desc offset 39999 limit 1 \gset
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order
 where not is_test and (created_at < :'at' or (created_at = :'at' and id < :id)) and created_at <= :'at'
 order by ord_order.created_at desc, ord_order.id desc limit 21;
\echo '--- one customer (the operator: organisation subtree)'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order
 where org_id in (select id from sys_org where path like (select path from sys_org where code = 'DEMO') || '%') and not is_test
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 0;
\echo '--- one machine'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order
 where device_id = (select id from dev_device where device_code = 'SC000010') and not is_test
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 0;
\echo '--- a product code among the items'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order
 where not is_test and exists (select 1 from ord_order_item it where it.order_id = ord_order.id and (it.goods_code = 'C-LATTE' or it.goods_name ilike '%C-LATTE%'))
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 0;
\echo '--- abnormal orders (partial index)'
explain (analyze, buffers, costs off, timing off)
select id, cast(created_at as text) from ord_order where abnormal_status <> 0
 order by ord_order.created_at desc, ord_order.id desc limit 21 offset 0;
\echo '--- the capped count of a filter'
explain (analyze, buffers, costs off, timing off)
select cast(count(*) as integer) from (select id from ord_order where not is_test and payment_method = 'alipay' limit 1001) r;
\echo '--- totals of one day, per organisation'
explain (analyze, buffers, costs off, timing off)
select org_id, count(*), sum(payment_amount), sum(received_amount), sum(fee_amount), sum(discount_amount), sum(refunded_amount)
  from ord_order where not is_test
   and created_at >= ((now() at time zone 'Asia/Shanghai')::date - 1)::timestamp at time zone 'Asia/Shanghai'
   and created_at < ((now() at time zone 'Asia/Shanghai')::date)::timestamp at time zone 'Asia/Shanghai'
 group by org_id;
