CREATE TABLE "dev_alarm_rule" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"fault_min_level" smallint NOT NULL,
	"warnings" boolean NOT NULL,
	"offline_minutes" integer,
	"no_sale_hours" integer,
	"material_out" boolean NOT NULL,
	"temperature_min" numeric(5, 1),
	"temperature_max" numeric(5, 1),
	"debounce_seconds" integer NOT NULL,
	"group_minutes" integer NOT NULL,
	"updated_by" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_abnormal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"level" smallint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"condition_open" boolean DEFAULT true NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(64),
	"resolved_by_user_id" integer,
	"remark" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "released_by" varchar(64);--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "released_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "dev_alarm_rule" ADD CONSTRAINT "dev_alarm_rule_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_abnormal_open_uq" ON "dev_abnormal" USING btree ("device_id","kind") WHERE "dev_abnormal"."condition_open";--> statement-breakpoint
CREATE INDEX "dev_abnormal_raised_idx" ON "dev_abnormal" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_abnormal_org_raised_idx" ON "dev_abnormal" USING btree ("org_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_abnormal_device_idx" ON "dev_abnormal" USING btree ("device_id","raised_at");--> statement-breakpoint
CREATE INDEX "dev_abnormal_unresolved_idx" ON "dev_abnormal" USING btree ("org_id") WHERE "dev_abnormal"."state" = 0;--> statement-breakpoint
CREATE INDEX "dev_alarm_raised_idx" ON "dev_alarm" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_alarm_org_raised_idx" ON "dev_alarm" USING btree ("org_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_alarm_open_idx" ON "dev_alarm" USING btree ("org_id","kind") WHERE "dev_alarm"."state" = 0;