CREATE TABLE "dev_recording" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"camera" varchar(50) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"state" varchar(10) DEFAULT 'requested' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"reason_code" varchar(50),
	"upload_token" varchar(64) NOT NULL,
	"video_url" varchar(200),
	"size" bigint,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_recording_token_uq" UNIQUE("upload_token")
);
--> statement-breakpoint
ALTER TABLE "dev_recording" ADD CONSTRAINT "dev_recording_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_recording_device_time_idx" ON "dev_recording" USING btree ("device_id","created_at");