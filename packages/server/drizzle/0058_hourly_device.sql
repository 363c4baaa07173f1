CREATE TABLE "rpt_sales_hourly_device" (
	"hour" timestamp NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_hourly_device_hour_device_id_pk" PRIMARY KEY("hour","device_id")
);
--> statement-breakpoint
-- The device-hours of the kept days (today and the two before, on the business clock), counted
-- from the orders by the sale rule (paid = 5, not a test; cups are items dispensed = 1); the
-- organisation-hours of those days then become their sums, so both tables agree before the
-- triggers below start keeping the organisation rows.
WITH tz AS (
  SELECT coalesce((SELECT config_value FROM sys_config WHERE config_key = 'sys.platform.timeZone'
                     AND config_value IN (SELECT name FROM pg_timezone_names)), 'Asia/Shanghai') AS name
), kept AS (
  SELECT tz.name, ((now() AT TIME ZONE tz.name)::date - 2) AS from_day FROM tz
)
INSERT INTO rpt_sales_hourly_device (hour, device_id, org_id, order_count, cup_count, amount)
SELECT date_trunc('hour', o.created_at AT TIME ZONE kept.name), o.device_id,
       (array_agg(o.org_id ORDER BY o.created_at DESC, o.id DESC))[1], count(*),
       coalesce(sum((SELECT sum(it.quantity) FROM ord_order_item it WHERE it.order_id = o.id AND it.status = 1)), 0),
       coalesce(sum(o.received_amount - o.refunded_amount), 0)
  FROM kept JOIN ord_order o ON o.created_at >= kept.from_day::timestamp AT TIME ZONE kept.name
 WHERE o.pay_status = 5 AND NOT o.is_test
 GROUP BY 1, 2;
--> statement-breakpoint
WITH tz AS (
  SELECT coalesce((SELECT config_value FROM sys_config WHERE config_key = 'sys.platform.timeZone'
                     AND config_value IN (SELECT name FROM pg_timezone_names)), 'Asia/Shanghai') AS name
)
DELETE FROM rpt_sales_hourly_org USING tz WHERE hour >= ((now() AT TIME ZONE tz.name)::date - 2)::timestamp;
--> statement-breakpoint
INSERT INTO rpt_sales_hourly_org (hour, org_id, order_count, cup_count, amount)
SELECT hour, org_id, sum(order_count), sum(cup_count), sum(amount) FROM rpt_sales_hourly_device GROUP BY 1, 2;
--> statement-breakpoint
-- Sales per organisation and hour follow the device-hours by statement triggers with transition
-- tables, in the transaction that writes the device rows, keys taken in key order; an hour whose
-- figures fall to nothing is removed.
CREATE OR REPLACE FUNCTION rpt_sales_hourly_org_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO rpt_sales_hourly_org AS s (hour, org_id, order_count, cup_count, amount)
    SELECT hour, org_id, -sum(order_count), -sum(cup_count), -sum(amount) FROM old_rows GROUP BY hour, org_id ORDER BY hour, org_id
    ON CONFLICT (hour, org_id) DO UPDATE SET order_count = s.order_count + excluded.order_count,
      cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount, updated_at = now();
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rpt_sales_hourly_org AS s (hour, org_id, order_count, cup_count, amount)
    SELECT hour, org_id, sum(order_count), sum(cup_count), sum(amount) FROM new_rows GROUP BY hour, org_id ORDER BY hour, org_id
    ON CONFLICT (hour, org_id) DO UPDATE SET order_count = s.order_count + excluded.order_count,
      cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount, updated_at = now();
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM rpt_sales_hourly_org s USING (SELECT DISTINCT hour, org_id FROM old_rows) o
     WHERE s.hour = o.hour AND s.org_id = o.org_id AND s.order_count = 0 AND s.cup_count = 0 AND s.amount = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_hourly_org_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rpt_sales_hourly_org;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hourly_org_ins AFTER INSERT ON rpt_sales_hourly_device REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_hourly_org_apply();
--> statement-breakpoint
CREATE TRIGGER hourly_org_upd AFTER UPDATE ON rpt_sales_hourly_device REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_hourly_org_apply();
--> statement-breakpoint
CREATE TRIGGER hourly_org_del AFTER DELETE ON rpt_sales_hourly_device REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_hourly_org_apply();
--> statement-breakpoint
CREATE TRIGGER hourly_org_trunc AFTER TRUNCATE ON rpt_sales_hourly_device
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_hourly_org_clear();
