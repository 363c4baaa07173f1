CREATE TABLE "ntf_account_lang" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ntf_alert" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"alarm_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"code" varchar(32) NOT NULL,
	"level" smallint NOT NULL,
	"message" varchar(200),
	"count" integer DEFAULT 1 NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"first_raised_at" timestamp with time zone NOT NULL,
	"last_raised_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"escalate_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ntf_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"org_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient_key" varchar(120) NOT NULL,
	"user_id" integer,
	"recipient" varchar(500) NOT NULL,
	"address" varchar(500),
	"lang" varchar(5) NOT NULL,
	"title" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ntf_setting" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"quiet_from" varchar(5),
	"quiet_to" varchar(5),
	"escalation_minutes" integer,
	"notify_role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalation_role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" varchar(500),
	"webhook_secret" varchar(400),
	"email_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "dev_repair" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"alarm_id" bigint NOT NULL,
	"fault_code" varchar(32) NOT NULL,
	"fault_level" smallint NOT NULL,
	"fault_message" varchar(200),
	"raised_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"assignee_id" integer,
	"remark" varchar(500),
	"processed_by_id" integer,
	"processed_by" varchar(64),
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "released_by" varchar(64);--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "released_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "dev_alarm" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "ntf_account_lang" ADD CONSTRAINT "ntf_account_lang_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ntf_delivery" ADD CONSTRAINT "ntf_delivery_alert_id_ntf_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."ntf_alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ntf_delivery" ADD CONSTRAINT "ntf_delivery_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ntf_setting" ADD CONSTRAINT "ntf_setting_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_alarm_rule" ADD CONSTRAINT "dev_alarm_rule_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ntf_alert_current_uq" ON "ntf_alert" USING btree ("device_id","code") WHERE "ntf_alert"."current";--> statement-breakpoint
CREATE INDEX "ntf_alert_waiting_idx" ON "ntf_alert" USING btree ("due_at") WHERE "ntf_alert"."state" = 0;--> statement-breakpoint
CREATE INDEX "ntf_alert_escalate_idx" ON "ntf_alert" USING btree ("escalate_at") WHERE "ntf_alert"."escalate_at" is not null and "ntf_alert"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "ntf_alert_org_idx" ON "ntf_alert" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ntf_delivery_recipient_uq" ON "ntf_delivery" USING btree ("alert_id","purpose","channel","recipient_key");--> statement-breakpoint
CREATE INDEX "ntf_delivery_pending_idx" ON "ntf_delivery" USING btree ("next_attempt_at") WHERE "ntf_delivery"."state" = 0;--> statement-breakpoint
CREATE INDEX "ntf_delivery_inbox_idx" ON "ntf_delivery" USING btree ("user_id","created_at") WHERE "ntf_delivery"."channel" = 'inapp';--> statement-breakpoint
CREATE INDEX "ntf_delivery_org_idx" ON "ntf_delivery" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_abnormal_open_uq" ON "dev_abnormal" USING btree ("device_id","kind") WHERE "dev_abnormal"."condition_open";--> statement-breakpoint
CREATE INDEX "dev_abnormal_raised_idx" ON "dev_abnormal" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_abnormal_org_raised_idx" ON "dev_abnormal" USING btree ("org_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_abnormal_device_idx" ON "dev_abnormal" USING btree ("device_id","raised_at");--> statement-breakpoint
CREATE INDEX "dev_abnormal_unresolved_idx" ON "dev_abnormal" USING btree ("org_id") WHERE "dev_abnormal"."state" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_repair_alarm_uq" ON "dev_repair" USING btree ("device_id","alarm_id");--> statement-breakpoint
CREATE INDEX "dev_repair_org_idx" ON "dev_repair" USING btree ("org_id","state","raised_at");--> statement-breakpoint
CREATE INDEX "dev_repair_assignee_idx" ON "dev_repair" USING btree ("assignee_id","state");--> statement-breakpoint
CREATE INDEX "dev_alarm_raised_idx" ON "dev_alarm" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_alarm_org_raised_idx" ON "dev_alarm" USING btree ("org_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "dev_alarm_open_idx" ON "dev_alarm" USING btree ("org_id","kind") WHERE "dev_alarm"."state" = 0;