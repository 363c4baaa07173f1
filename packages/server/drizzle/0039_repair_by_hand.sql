ALTER TABLE "dev_repair" ALTER COLUMN "alarm_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_repair" ALTER COLUMN "fault_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_repair" ALTER COLUMN "fault_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_repair" ADD COLUMN "description" varchar(500);--> statement-breakpoint
ALTER TABLE "dev_repair" ADD COLUMN "opened_by_id" integer;--> statement-breakpoint
ALTER TABLE "dev_repair" ADD COLUMN "opened_by" varchar(64);--> statement-breakpoint
ALTER TABLE "dev_repair" ADD COLUMN "open_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;