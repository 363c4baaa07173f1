DROP INDEX "rpt_sales_daily_device_day_idx";--> statement-breakpoint
CREATE INDEX "rpt_sales_daily_device_figures_idx" ON "rpt_sales_daily" USING btree ("device_id","day","cup_count","amount");