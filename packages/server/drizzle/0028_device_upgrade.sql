CREATE TABLE "dev_upgrade_device" (
	"upgrade_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"target" varchar(10) NOT NULL,
	"stage" smallint NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_upgrade_device_upgrade_id_device_id_pk" PRIMARY KEY("upgrade_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "dev_upgrade_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_upgrade_package_key_uq" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "dev_upgrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"target" varchar(10) NOT NULL,
	"version" varchar(50) NOT NULL,
	"package_url" varchar(1000) NOT NULL,
	"package_id" integer,
	"file_name" varchar(255),
	"sha256" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"model_id" integer,
	"status" varchar(10) DEFAULT 'staged' NOT NULL,
	"stage" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_upgrade_device" ADD CONSTRAINT "dev_upgrade_device_upgrade_id_dev_upgrade_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."dev_upgrade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_upgrade_device" ADD CONSTRAINT "dev_upgrade_device_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_upgrade" ADD CONSTRAINT "dev_upgrade_package_id_dev_upgrade_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."dev_upgrade_package"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_upgrade_device_active_uq" ON "dev_upgrade_device" USING btree ("device_id","target") WHERE state in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "dev_upgrade_device_state_idx" ON "dev_upgrade_device" USING btree ("upgrade_id","state");--> statement-breakpoint
CREATE INDEX "dev_upgrade_org_time_idx" ON "dev_upgrade" USING btree ("org_id","created_at");