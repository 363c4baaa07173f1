CREATE INDEX IF NOT EXISTS "dev_device_container_warning_idx" ON "dev_device_container" USING btree ("device_id","no") WHERE "dev_device_container"."level" < "dev_device_container"."warn_value";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dev_device_last_online_idx" ON "dev_device" USING btree ("last_online_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dev_device_code_trgm_idx" ON "dev_device" USING gin ("device_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dev_device_nameplate_trgm_idx" ON "dev_device" USING gin ("nameplate_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dev_device_dtu_trgm_idx" ON "dev_device" USING gin ("dtu_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dev_device_name_trgm_idx" ON "dev_device" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rpt_sales_daily_device_day_idx" ON "rpt_sales_daily" USING btree ("device_id","day");