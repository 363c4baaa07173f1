CREATE TABLE "rpt_sales_org_goods_daily" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"goods_code" varchar(50) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_sales_org_goods_daily_day_org_id_goods_code_pk" PRIMARY KEY("day","org_id","goods_code")
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_org_pay_daily" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"model_id" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"received_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_sales_org_pay_daily_day_org_id_payment_method_model_id_pk" PRIMARY KEY("day","org_id","payment_method","model_id")
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_org_site_daily" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"received_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_sales_org_site_daily_day_org_id_site_id_pk" PRIMARY KEY("day","org_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "rpt_sales_device_pay_daily" ADD COLUMN "model_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rpt_sales_org_goods_daily_org_day_idx" ON "rpt_sales_org_goods_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_org_pay_daily_org_day_idx" ON "rpt_sales_org_pay_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_org_site_daily_org_day_idx" ON "rpt_sales_org_site_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_goods_daily_device_day_idx" ON "rpt_sales_device_goods_daily" USING btree ("device_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_goods_daily_site_day_idx" ON "rpt_sales_device_goods_daily" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_pay_daily_device_day_idx" ON "rpt_sales_device_pay_daily" USING btree ("device_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_pay_daily_site_day_idx" ON "rpt_sales_device_pay_daily" USING btree ("site_id","day");--> statement-breakpoint
-- The device's model on the rows written before the column existed.
UPDATE rpt_sales_device_pay_daily r SET model_id = d.model_id FROM dev_device d WHERE d.id = r.device_id AND d.model_id IS NOT NULL;
--> statement-breakpoint
-- The organisation-level report roll-ups follow the device-level rows by statement triggers with
-- transition tables (hand-written: drizzle-kit does not generate triggers), in the same
-- transaction as the device rows they sum. Keys are taken in key order against deadlocks; a key
-- whose figures fall to nothing is removed.
CREATE OR REPLACE FUNCTION rpt_sales_org_pay_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_pay_daily AS s (day, org_id, payment_method, model_id, order_count, cup_count, received_amount, refunded_amount)
    SELECT day, org_id, payment_method, model_id, -sum(order_count), -sum(cup_count), -sum(received_amount), -sum(refunded_amount) FROM old_rows GROUP BY day, org_id, payment_method, model_id ORDER BY day, org_id, payment_method, model_id
    ON CONFLICT (day, org_id, payment_method, model_id) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, received_amount = s.received_amount + excluded.received_amount, refunded_amount = s.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_pay_daily AS s (day, org_id, payment_method, model_id, order_count, cup_count, received_amount, refunded_amount)
    SELECT day, org_id, payment_method, model_id, sum(order_count), sum(cup_count), sum(received_amount), sum(refunded_amount) FROM new_rows GROUP BY day, org_id, payment_method, model_id ORDER BY day, org_id, payment_method, model_id
    ON CONFLICT (day, org_id, payment_method, model_id) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, received_amount = s.received_amount + excluded.received_amount, refunded_amount = s.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM rpt_sales_org_pay_daily s USING (SELECT DISTINCT day, org_id, payment_method, model_id FROM old_rows) o
     WHERE s.day = o.day AND s.org_id = o.org_id AND s.payment_method = o.payment_method AND s.model_id = o.model_id AND s.order_count = 0 AND s.cup_count = 0 AND s.received_amount = 0 AND s.refunded_amount = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_org_site_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_site_daily AS s (day, org_id, site_id, order_count, cup_count, received_amount, refunded_amount)
    SELECT day, org_id, site_id, -sum(order_count), -sum(cup_count), -sum(received_amount), -sum(refunded_amount) FROM old_rows GROUP BY day, org_id, site_id ORDER BY day, org_id, site_id
    ON CONFLICT (day, org_id, site_id) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, received_amount = s.received_amount + excluded.received_amount, refunded_amount = s.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_site_daily AS s (day, org_id, site_id, order_count, cup_count, received_amount, refunded_amount)
    SELECT day, org_id, site_id, sum(order_count), sum(cup_count), sum(received_amount), sum(refunded_amount) FROM new_rows GROUP BY day, org_id, site_id ORDER BY day, org_id, site_id
    ON CONFLICT (day, org_id, site_id) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, received_amount = s.received_amount + excluded.received_amount, refunded_amount = s.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM rpt_sales_org_site_daily s USING (SELECT DISTINCT day, org_id, site_id FROM old_rows) o
     WHERE s.day = o.day AND s.org_id = o.org_id AND s.site_id = o.site_id AND s.order_count = 0 AND s.cup_count = 0 AND s.received_amount = 0 AND s.refunded_amount = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_org_goods_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_goods_daily AS s (day, org_id, goods_code, goods_name, order_count, cup_count, amount, refunded_amount)
    SELECT day, org_id, goods_code, min(goods_name), -sum(order_count), -sum(cup_count), -sum(amount), -sum(refunded_amount) FROM old_rows GROUP BY day, org_id, goods_code ORDER BY day, org_id, goods_code
    ON CONFLICT (day, org_id, goods_code) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount, refunded_amount = s.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rpt_sales_org_goods_daily AS s (day, org_id, goods_code, goods_name, order_count, cup_count, amount, refunded_amount)
    SELECT day, org_id, goods_code, max(goods_name), sum(order_count), sum(cup_count), sum(amount), sum(refunded_amount) FROM new_rows GROUP BY day, org_id, goods_code ORDER BY day, org_id, goods_code
    ON CONFLICT (day, org_id, goods_code) DO UPDATE SET order_count = s.order_count + excluded.order_count, cup_count = s.cup_count + excluded.cup_count, amount = s.amount + excluded.amount, refunded_amount = s.refunded_amount + excluded.refunded_amount, goods_name = excluded.goods_name;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM rpt_sales_org_goods_daily s USING (SELECT DISTINCT day, org_id, goods_code FROM old_rows) o
     WHERE s.day = o.day AND s.org_id = o.org_id AND s.goods_code = o.goods_code AND s.order_count = 0 AND s.cup_count = 0 AND s.amount = 0 AND s.refunded_amount = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_org_pay_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rpt_sales_org_pay_daily;
  DELETE FROM rpt_sales_org_site_daily;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rpt_sales_org_goods_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rpt_sales_org_goods_daily;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER org_pay_ins AFTER INSERT ON rpt_sales_device_pay_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_pay_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_pay_upd AFTER UPDATE ON rpt_sales_device_pay_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_pay_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_pay_del AFTER DELETE ON rpt_sales_device_pay_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_pay_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_site_ins AFTER INSERT ON rpt_sales_device_pay_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_site_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_site_upd AFTER UPDATE ON rpt_sales_device_pay_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_site_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_site_del AFTER DELETE ON rpt_sales_device_pay_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_site_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_pay_trunc AFTER TRUNCATE ON rpt_sales_device_pay_daily
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_pay_clear();
--> statement-breakpoint
CREATE TRIGGER org_goods_ins AFTER INSERT ON rpt_sales_device_goods_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_goods_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_goods_upd AFTER UPDATE ON rpt_sales_device_goods_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_goods_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_goods_del AFTER DELETE ON rpt_sales_device_goods_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_goods_daily_apply();
--> statement-breakpoint
CREATE TRIGGER org_goods_trunc AFTER TRUNCATE ON rpt_sales_device_goods_daily
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_sales_org_goods_clear();
--> statement-breakpoint
-- Backfill after the triggers exist: creating them locked the device rows against writes until
-- this migration commits, so no change can fall between the sums and the triggers.
INSERT INTO rpt_sales_org_pay_daily (day, org_id, payment_method, model_id, order_count, cup_count, received_amount, refunded_amount)
SELECT day, org_id, payment_method, model_id, sum(order_count), sum(cup_count), sum(received_amount), sum(refunded_amount)
  FROM rpt_sales_device_pay_daily GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO rpt_sales_org_site_daily (day, org_id, site_id, order_count, cup_count, received_amount, refunded_amount)
SELECT day, org_id, site_id, sum(order_count), sum(cup_count), sum(received_amount), sum(refunded_amount)
  FROM rpt_sales_device_pay_daily GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO rpt_sales_org_goods_daily (day, org_id, goods_code, goods_name, order_count, cup_count, amount, refunded_amount)
SELECT day, org_id, goods_code, max(goods_name), sum(order_count), sum(cup_count), sum(amount), sum(refunded_amount)
  FROM rpt_sales_device_goods_daily GROUP BY 1, 2, 3;
