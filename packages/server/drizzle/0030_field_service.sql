CREATE TABLE "dev_inspection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"device_status" smallint NOT NULL,
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" varchar(500),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'pending_review' NOT NULL,
	"inspector_id" integer NOT NULL,
	"inspector_name" varchar(64),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resubmits" integer DEFAULT 0 NOT NULL,
	"reviewer_id" integer,
	"reviewed_by" varchar(64),
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rep_inventory_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"container_no" smallint NOT NULL,
	"material_code" varchar(50) NOT NULL,
	"change_type" smallint NOT NULL,
	"before" numeric(12, 2),
	"after" numeric(12, 2) NOT NULL,
	"record_id" bigint,
	"by_id" integer NOT NULL,
	"by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rep_plan_item" (
	"plan_id" bigint NOT NULL,
	"device_id" integer NOT NULL,
	"container_no" smallint NOT NULL,
	"material_code" varchar(50) NOT NULL,
	"capacity" numeric(12, 2) NOT NULL,
	"level" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rep_plan_item_plan_id_device_id_container_no_pk" PRIMARY KEY("plan_id","device_id","container_no")
);
--> statement-breakpoint
CREATE TABLE "rep_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"route_id" integer,
	"site_id" integer,
	"place_name" varchar(100),
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"assignee_id" integer,
	"created_by_id" integer NOT NULL,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rep_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"plan_id" bigint,
	"by_id" integer NOT NULL,
	"by_name" varchar(64),
	"command_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rep_plan_item" ADD CONSTRAINT "rep_plan_item_plan_id_rep_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rep_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_inspection_org_idx" ON "dev_inspection" USING btree ("org_id","state","submitted_at");--> statement-breakpoint
CREATE INDEX "dev_inspection_inspector_idx" ON "dev_inspection" USING btree ("inspector_id","state");--> statement-breakpoint
CREATE INDEX "dev_inspection_device_idx" ON "dev_inspection" USING btree ("device_id","submitted_at");--> statement-breakpoint
CREATE INDEX "rep_inventory_change_org_idx" ON "rep_inventory_change" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "rep_inventory_change_device_idx" ON "rep_inventory_change" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "rep_plan_item_device_idx" ON "rep_plan_item" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "rep_plan_org_idx" ON "rep_plan" USING btree ("org_id","state","created_at");--> statement-breakpoint
CREATE INDEX "rep_plan_assignee_idx" ON "rep_plan" USING btree ("assignee_id","state");--> statement-breakpoint
CREATE INDEX "rep_record_device_idx" ON "rep_record" USING btree ("device_id","created_at");