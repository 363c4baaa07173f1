CREATE TABLE "ad_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"url" varchar(500) NOT NULL,
	"size" bigint NOT NULL,
	"seconds" smallint DEFAULT 10 NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_release_device" (
	"release_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"plays" integer DEFAULT 0 NOT NULL,
	"last_shown_at" timestamp with time zone,
	"showing" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_release_device_release_id_device_id_pk" PRIMARY KEY("release_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "ad_release" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"material_id" integer NOT NULL,
	"begin_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"hour_from" varchar(5) NOT NULL,
	"hour_to" varchar(5) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"site_ids" jsonb,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_release_device" ADD CONSTRAINT "ad_release_device_release_id_ad_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ad_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_release_device" ADD CONSTRAINT "ad_release_device_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_release" ADD CONSTRAINT "ad_release_material_id_ad_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."ad_material"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_material_org_idx" ON "ad_material" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "ad_release_device_device_idx" ON "ad_release_device" USING btree ("device_id","state");--> statement-breakpoint
CREATE INDEX "ad_release_device_state_idx" ON "ad_release_device" USING btree ("release_id","state");--> statement-breakpoint
CREATE INDEX "ad_release_org_time_idx" ON "ad_release" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_release_material_idx" ON "ad_release" USING btree ("material_id","status");