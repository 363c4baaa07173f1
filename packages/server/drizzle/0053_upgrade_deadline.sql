ALTER TABLE "dev_upgrade_device" ADD COLUMN "timeout_minutes" integer;--> statement-breakpoint
ALTER TABLE "dev_upgrade_device" ADD COLUMN "last_report_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "dev_upgrade_device_silent_idx" ON "dev_upgrade_device" USING btree ("last_report_at") WHERE state = 'running';--> statement-breakpoint
-- The machines already running count their deadline from their last change.
UPDATE "dev_upgrade_device" SET "last_report_at" = "updated_at" WHERE "state" = 'running';
