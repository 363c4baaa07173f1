ALTER TABLE "ord_order_item" ADD COLUMN "received_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every order's received amount spread over its items in proportion to their amounts, to the cent:
-- shares rounded down, the cents left one each to the largest remainders (the earlier item on a tie).
WITH cents AS (
  SELECT it.id, it.order_id, round(it.amount * 100) AS amount, round(o.received_amount * 100) AS received,
         sum(round(it.amount * 100)) OVER (PARTITION BY it.order_id) AS total,
         row_number() OVER (PARTITION BY it.order_id ORDER BY it.id) AS position
    FROM "ord_order_item" it JOIN "ord_order" o ON o.id = it.order_id
   WHERE o.received_amount <> 0
),
floored AS (
  SELECT id, order_id, received, position,
         CASE WHEN total > 0 THEN div(received * amount, total) WHEN position = 1 THEN received ELSE 0 END AS share,
         CASE WHEN total > 0 THEN mod(received * amount, total) ELSE 0 END AS remainder
    FROM cents
),
ranked AS (
  SELECT id, share, received - sum(share) OVER (PARTITION BY order_id) AS left_over,
         row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, position) AS turn
    FROM floored
)
UPDATE "ord_order_item" it
   SET "received_amount" = (ranked.share + CASE WHEN ranked.turn <= ranked.left_over THEN 1 ELSE 0 END)::numeric / 100
  FROM ranked
 WHERE ranked.id = it.id;--> statement-breakpoint
-- The product roll-ups count what the items received, no longer their list price: their amounts
-- are counted again from the orders, by the business days of the business time zone.
WITH zone AS (
  SELECT coalesce((SELECT z.name FROM "sys_config" c JOIN pg_timezone_names z ON z.name = c.config_value
                    WHERE c.config_key = 'sys.platform.timeZone' LIMIT 1), 'Asia/Shanghai') AS name
),
items AS (
  SELECT (o.created_at AT TIME ZONE zone.name)::date AS day, o.org_id, o.device_id, coalesce(o.site_id, 0) AS site_id,
         it.goods_code, it.received_amount, it.refunded_amount
    FROM "ord_order" o JOIN "ord_order_item" it ON it.order_id = o.id CROSS JOIN zone
   WHERE o.pay_status = 5 AND NOT o.is_test
),
product AS (
  UPDATE "rpt_sales_product_daily" r SET "amount" = s.amount
    FROM (SELECT day, org_id, goods_code, sum(received_amount - refunded_amount) AS amount FROM items GROUP BY 1, 2, 3) s
   WHERE s.day = r.day AND s.org_id = r.org_id AND s.goods_code = r.goods_code
  RETURNING 1
)
UPDATE "rpt_sales_device_goods_daily" r SET "amount" = s.amount
  FROM (SELECT day, device_id, org_id, site_id, goods_code, sum(received_amount) AS amount FROM items GROUP BY 1, 2, 3, 4, 5) s
 WHERE s.day = r.day AND s.device_id = r.device_id AND s.org_id = r.org_id AND s.site_id = r.site_id AND s.goods_code = r.goods_code;
