CREATE TABLE "dev_change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"actor" varchar(8) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(64),
	"content" varchar(500),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "dev_network_log_created_idx";--> statement-breakpoint
CREATE INDEX "dev_change_log_created_idx" ON "dev_change_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dev_change_log_org_idx" ON "dev_change_log" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dev_change_log_device_idx" ON "dev_change_log" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dev_network_log_created_idx" ON "dev_network_log" USING btree ("created_at","id");