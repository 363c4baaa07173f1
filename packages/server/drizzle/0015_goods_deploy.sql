CREATE TABLE "goods_device_state" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"target_version" integer DEFAULT 0 NOT NULL,
	"target_package_id" integer,
	"deployed_at" timestamp with time zone,
	"running_version" integer,
	"reported_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"error_version" integer,
	"last_error" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "goods_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"kind" varchar(10) DEFAULT 'deploy' NOT NULL,
	"rollout_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_package_device_version_uq" UNIQUE("device_id","version")
);
--> statement-breakpoint
CREATE TABLE "goods_rollout_device" (
	"rollout_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"version" integer,
	"deployed_at" timestamp with time zone,
	CONSTRAINT "goods_rollout_device_rollout_id_device_id_pk" PRIMARY KEY("rollout_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "goods_rollout" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"product_id" integer,
	"status" varchar(12) DEFAULT 'staged' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_rollout_device" ADD CONSTRAINT "goods_rollout_device_rollout_id_goods_rollout_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."goods_rollout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_package_rollout_idx" ON "goods_package" USING btree ("rollout_id");--> statement-breakpoint
CREATE INDEX "goods_rollout_device_device_idx" ON "goods_rollout_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "goods_rollout_org_idx" ON "goods_rollout" USING btree ("org_id");