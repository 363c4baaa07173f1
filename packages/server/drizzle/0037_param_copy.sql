CREATE TABLE "dev_param_copy" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"source_device_id" integer NOT NULL,
	"source_code" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"state" varchar(10) NOT NULL,
	"command_id" varchar(64),
	"requested_by" integer NOT NULL,
	"requested_by_name" varchar(50) NOT NULL,
	"actor_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dev_param_copy" ADD CONSTRAINT "dev_param_copy_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_param_copy_device_idx" ON "dev_param_copy" USING btree ("device_id","state");