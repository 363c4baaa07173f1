-- Live aggregates, kept by the database for every writer (gateway batches, back-office writes,
-- imports, the roll-up job, bulk SQL). Statement-level AFTER triggers with transition tables:
-- one upsert per statement whatever the number of rows, rows locked in key order so concurrent
-- batches never deadlock on them, and an update that changes no counted value (heartbeats,
-- telemetry) yields no delta and writes nothing. Each migration step is idempotent.

-- Device counters per organisation (offline = total - online).
CREATE OR REPLACE FUNCTION dev_device_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dev_device_counts AS c (org_id, total, online, fault, warning, low_material)
    SELECT org_id, count(*), count(*) FILTER (WHERE online = 1), count(*) FILTER (WHERE fault_count > 0),
           count(*) FILTER (WHERE warning_count > 0), count(*) FILTER (WHERE material_state > 0)
      FROM new_rows GROUP BY org_id ORDER BY org_id
    ON CONFLICT (org_id) DO UPDATE SET total = c.total + excluded.total, online = c.online + excluded.online,
      fault = c.fault + excluded.fault, warning = c.warning + excluded.warning,
      low_material = c.low_material + excluded.low_material;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dev_device_counts AS c (org_id, total, online, fault, warning, low_material)
    SELECT org_id, -count(*), -count(*) FILTER (WHERE online = 1), -count(*) FILTER (WHERE fault_count > 0),
           -count(*) FILTER (WHERE warning_count > 0), -count(*) FILTER (WHERE material_state > 0)
      FROM old_rows GROUP BY org_id ORDER BY org_id
    ON CONFLICT (org_id) DO UPDATE SET total = c.total + excluded.total, online = c.online + excluded.online,
      fault = c.fault + excluded.fault, warning = c.warning + excluded.warning,
      low_material = c.low_material + excluded.low_material;
  ELSE
    -- New rows count +1, old rows -1: a device moved to another organisation leaves one and joins the other.
    INSERT INTO dev_device_counts AS c (org_id, total, online, fault, warning, low_material)
    SELECT org_id, total, online, fault, warning, low_material FROM (
      SELECT org_id, sum(n)::int AS total,
             coalesce(sum(n) FILTER (WHERE online = 1), 0)::int AS online,
             coalesce(sum(n) FILTER (WHERE fault_count > 0), 0)::int AS fault,
             coalesce(sum(n) FILTER (WHERE warning_count > 0), 0)::int AS warning,
             coalesce(sum(n) FILTER (WHERE material_state > 0), 0)::int AS low_material
        FROM (SELECT org_id, online, fault_count, warning_count, material_state, 1 AS n FROM new_rows
              UNION ALL
              SELECT org_id, online, fault_count, warning_count, material_state, -1 FROM old_rows) d
       GROUP BY org_id) delta
     WHERE (total, online, fault, warning, low_material) <> (0, 0, 0, 0, 0)
     ORDER BY org_id
    ON CONFLICT (org_id) DO UPDATE SET total = c.total + excluded.total, online = c.online + excluded.online,
      fault = c.fault + excluded.fault, warning = c.warning + excluded.warning,
      low_material = c.low_material + excluded.low_material;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dev_device_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dev_device_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_device_counts_ins ON dev_device;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_device_counts_upd ON dev_device;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_device_counts_del ON dev_device;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_device_counts_trunc ON dev_device;
--> statement-breakpoint
CREATE TRIGGER dev_device_counts_ins AFTER INSERT ON dev_device REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_device_counts_apply();
--> statement-breakpoint
CREATE TRIGGER dev_device_counts_upd AFTER UPDATE ON dev_device REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_device_counts_apply();
--> statement-breakpoint
CREATE TRIGGER dev_device_counts_del AFTER DELETE ON dev_device REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_device_counts_apply();
--> statement-breakpoint
CREATE TRIGGER dev_device_counts_trunc AFTER TRUNCATE ON dev_device
  FOR EACH STATEMENT EXECUTE FUNCTION dev_device_counts_clear();
--> statement-breakpoint
-- Backfill after the triggers exist: creating them locked dev_device against writes until this
-- migration commits, so no change can fall between the recount and the triggers.
DELETE FROM dev_device_counts;
--> statement-breakpoint
INSERT INTO dev_device_counts (org_id, total, online, fault, warning, low_material)
SELECT org_id, count(*), count(*) FILTER (WHERE online = 1), count(*) FILTER (WHERE fault_count > 0),
       count(*) FILTER (WHERE warning_count > 0), count(*) FILTER (WHERE material_state > 0)
  FROM dev_device GROUP BY org_id;
--> statement-breakpoint

-- Daily sales per organisation: rpt_sales_daily summed by (org, day), in the same transaction
-- as the device rows it sums.
CREATE OR REPLACE FUNCTION rpt_sales_daily_org_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rpt_sales_daily_org AS s (org_id, day, order_count, cup_count, amount)
    SELECT org_id, day, sum(order_count), sum(cup_count), sum(amount)
      FROM new_rows GROUP BY org_id, day ORDER BY day, org_id
    ON CONFLICT (org_id, day) DO UPDATE SET order_count = s.order_count + excluded.order_count,
      cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rpt_sales_daily_org AS s (org_id, day, order_count, cup_count, amount)
    SELECT org_id, day, -sum(order_count), -sum(cup_count), -sum(amount)
      FROM old_rows GROUP BY org_id, day ORDER BY day, org_id
    ON CONFLICT (org_id, day) DO UPDATE SET order_count = s.order_count + excluded.order_count,
      cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount;
  ELSE
    INSERT INTO rpt_sales_daily_org AS s (org_id, day, order_count, cup_count, amount)
    SELECT org_id, day, order_count, cup_count, amount FROM (
      SELECT org_id, day, sum(order_count * n)::int AS order_count, sum(cup_count * n)::int AS cup_count,
             sum(amount * n) AS amount
        FROM (SELECT org_id, day, order_count, cup_count, amount, 1 AS n FROM new_rows
              UNION ALL
              SELECT org_id, day, order_count, cup_count, amount, -1 FROM old_rows) d
       GROUP BY org_id, day) delta
     WHERE (order_count, cup_count, amount) <> (0, 0, 0)
     ORDER BY day, org_id
    ON CONFLICT (org_id, day) DO UPDATE SET order_count = s.order_count + excluded.order_count,
      cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_daily_org_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rpt_sales_daily_org;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS rpt_sales_daily_org_ins ON rpt_sales_daily;
--> statement-breakpoint
DROP TRIGGER IF EXISTS rpt_sales_daily_org_upd ON rpt_sales_daily;
--> statement-breakpoint
DROP TRIGGER IF EXISTS rpt_sales_daily_org_del ON rpt_sales_daily;
--> statement-breakpoint
DROP TRIGGER IF EXISTS rpt_sales_daily_org_trunc ON rpt_sales_daily;
--> statement-breakpoint
CREATE TRIGGER rpt_sales_daily_org_ins AFTER INSERT ON rpt_sales_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_daily_org_apply();
--> statement-breakpoint
CREATE TRIGGER rpt_sales_daily_org_upd AFTER UPDATE ON rpt_sales_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_daily_org_apply();
--> statement-breakpoint
CREATE TRIGGER rpt_sales_daily_org_del AFTER DELETE ON rpt_sales_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_daily_org_apply();
--> statement-breakpoint
CREATE TRIGGER rpt_sales_daily_org_trunc AFTER TRUNCATE ON rpt_sales_daily
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_daily_org_clear();
--> statement-breakpoint
DELETE FROM rpt_sales_daily_org;
--> statement-breakpoint
INSERT INTO rpt_sales_daily_org (org_id, day, order_count, cup_count, amount)
SELECT org_id, day, sum(order_count), sum(cup_count), sum(amount) FROM rpt_sales_daily GROUP BY org_id, day;
