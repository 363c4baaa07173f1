CREATE TABLE "sys_integration_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"direction" varchar(3) NOT NULL,
	"system" varchar(50) NOT NULL,
	"endpoint" varchar(500) NOT NULL,
	"method" varchar(10) NOT NULL,
	"request_payload" text,
	"response_payload" text,
	"status" varchar(10) NOT NULL,
	"http_status" integer,
	"duration_ms" integer NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"error_message" varchar(500),
	"org_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_model_container" (
	"model_id" integer NOT NULL,
	"no" smallint NOT NULL,
	"material_code" varchar(50) NOT NULL,
	"capacity" numeric(12, 2) NOT NULL,
	CONSTRAINT "dev_model_container_model_id_no_pk" PRIMARY KEY("model_id","no")
);
--> statement-breakpoint
CREATE TABLE "dev_model" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"names" jsonb NOT NULL,
	"kind" varchar(20) NOT NULL,
	"cup_capacity" integer DEFAULT 0 NOT NULL,
	"org_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_model_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dev_region" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" smallint NOT NULL,
	"lng" numeric(10, 6),
	"lat" numeric(10, 6),
	CONSTRAINT "dev_region_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dev_route" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"zone_id" integer,
	"user_id" integer,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_route_org_name_uq" UNIQUE("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "dev_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50),
	"region_id" integer,
	"country" varchar(50),
	"province" varchar(50),
	"city" varchar(50),
	"district" varchar(50),
	"address" varchar(200),
	"lng" numeric(10, 6),
	"lat" numeric(10, 6),
	"scenario" varchar(50),
	"contact" varchar(50),
	"phone" varchar(30),
	"zone_id" integer,
	"route_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_site_org_code_uq" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE TABLE "dev_zone_recipient" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30),
	"email" varchar(100),
	"alarm_kinds" varchar(50) DEFAULT 'fault,warning,material' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_zone_org_name_uq" UNIQUE("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "dev_device_container" (
	"device_id" integer NOT NULL,
	"no" smallint NOT NULL,
	"material_code" varchar(50) NOT NULL,
	"capacity" numeric(12, 2) NOT NULL,
	"level" numeric(12, 2),
	"warn_value" numeric(12, 2),
	"alarm_value" numeric(12, 2),
	"max_stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_device_container_device_id_no_pk" PRIMARY KEY("device_id","no")
);
--> statement-breakpoint
CREATE TABLE "dev_device_grant" (
	"user_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "dev_device_grant_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "dev_network_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"signal" smallint,
	"ip" varchar(64),
	"detail" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_device" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_code" varchar(50) NOT NULL,
	"nameplate_no" varchar(50),
	"dtu_code" varchar(50),
	"name" varchar(100),
	"model_id" integer,
	"site_id" integer,
	"zone_id" integer,
	"route_id" integer,
	"secret_hash" varchar(100) NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	"online" smallint DEFAULT 0 NOT NULL,
	"last_online_at" timestamp with time zone,
	"last_offline_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"connection_ts" bigint,
	"heartbeat_seconds" integer DEFAULT 30 NOT NULL,
	"signal" smallint,
	"fault_count" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"material_state" smallint DEFAULT 0 NOT NULL,
	"app_version" varchar(50),
	"mainboard_version" varchar(50),
	"dtu_version" varchar(50),
	"temperatures" jsonb,
	"water_source" varchar(20),
	"status" smallint DEFAULT 0 NOT NULL,
	"capacity" integer,
	"deployed_at" timestamp with time zone,
	"warranty_until" date,
	"software_expires_at" date,
	"rent" numeric(12, 2),
	"cooperation_mode" smallint,
	"cart_limit" integer,
	"min_order_amount" numeric(12, 2),
	"business_hours" varchar(200),
	"country" varchar(50),
	"province" varchar(50),
	"city" varchar(50),
	"district" varchar(50),
	"address" varchar(200),
	"lng" numeric(10, 6),
	"lat" numeric(10, 6),
	"fence_meters" integer,
	"scenario" varchar(50),
	"camera_no" varchar(50),
	"label_printer_no" varchar(50),
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_alarm" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"code" varchar(32) NOT NULL,
	"level" smallint NOT NULL,
	"message" varchar(200),
	"state" smallint DEFAULT 0 NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_command" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" varchar(200),
	"deadline" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"sent_by_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ord_order_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_code" varchar(50) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"cup_size" varchar(10),
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" smallint NOT NULL,
	"dispense" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ord_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"transaction_code" varchar(64),
	"pickup_code" varchar(16),
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer,
	"type" smallint DEFAULT 1 NOT NULL,
	"status" smallint NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"pay_status" smallint DEFAULT 5 NOT NULL,
	"refund_status" smallint DEFAULT 1 NOT NULL,
	"ship_status" smallint DEFAULT 3 NOT NULL,
	"payment_amount" numeric(12, 2) NOT NULL,
	"received_amount" numeric(12, 2) NOT NULL,
	"fee_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"points_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"coupon_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"full_reduction_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"limited_time_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"employee_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"user_nickname" varchar(50),
	"phone" varchar(30),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_daily" (
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_daily_day_device_id_pk" PRIMARY KEY("day","device_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice_org" (
	"notice_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "sys_notice_org_notice_id_org_id_pk" PRIMARY KEY("notice_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_title" varchar(50) NOT NULL,
	"notice_type" varchar(20) NOT NULL,
	"notice_content" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"create_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_theme" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"theme_name" varchar(30) NOT NULL,
	"theme_color" varchar(7) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_mobile_config" (
	"org_id" integer NOT NULL,
	"client" varchar(20) NOT NULL,
	"func_key" varchar(50) NOT NULL,
	"title" varchar(20),
	"icon" varchar(30) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_mobile_config_org_id_client_func_key_pk" PRIMARY KEY("org_id","client","func_key")
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"job_name" varchar(64) NOT NULL,
	"job_group" varchar(64) NOT NULL,
	"invoke_target" varchar(500) NOT NULL,
	"args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"fire_time" timestamp with time zone,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" smallint NOT NULL,
	"job_message" varchar(2000),
	"message_i18n" jsonb,
	"exception_info" varchar(2000),
	"instance" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(64) NOT NULL,
	"job_group" varchar(64) DEFAULT 'DEFAULT' NOT NULL,
	"invoke_target" varchar(500) NOT NULL,
	"args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cron_expression" varchar(255) NOT NULL,
	"misfire_policy" smallint DEFAULT 0 NOT NULL,
	"concurrent" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"built_in_key" varchar(64),
	"remark" varchar(500),
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"schedule_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fire_at" timestamp with time zone,
	"running_since" timestamp with time zone,
	"running_by" varchar(100),
	"last_run_at" timestamp with time zone,
	"last_run_status" smallint,
	"last_run_duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "dev_device_setting" (
	"device_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"value" jsonb,
	"command_id" varchar(64),
	"updated_by" integer,
	"updated_by_name" varchar(50),
	"updated_at" timestamp with time zone,
	"reported" jsonb,
	"reported_at" timestamp with time zone,
	"read_command_id" varchar(64),
	CONSTRAINT "dev_device_setting_device_id_kind_pk" PRIMARY KEY("device_id","kind")
);
--> statement-breakpoint
ALTER TABLE "dev_model_container" ADD CONSTRAINT "dev_model_container_model_id_dev_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."dev_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_zone_recipient" ADD CONSTRAINT "dev_zone_recipient_zone_id_dev_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."dev_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_device_container" ADD CONSTRAINT "dev_device_container_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_device_grant" ADD CONSTRAINT "dev_device_grant_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD CONSTRAINT "ord_order_item_order_id_ord_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ord_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_org" ADD CONSTRAINT "sys_notice_org_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_device_setting" ADD CONSTRAINT "dev_device_setting_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_integration_log_created_idx" ON "sys_integration_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_integration_log_system_idx" ON "sys_integration_log" USING btree ("system","created_at");--> statement-breakpoint
CREATE INDEX "sys_integration_log_org_idx" ON "sys_integration_log" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dev_model_org_idx" ON "dev_model" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dev_region_parent_idx" ON "dev_region" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dev_route_org_idx" ON "dev_route" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dev_route_zone_idx" ON "dev_route" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "dev_site_org_idx" ON "dev_site" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dev_site_zone_idx" ON "dev_site" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "dev_site_route_idx" ON "dev_site" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "dev_site_region_idx" ON "dev_site" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "dev_zone_recipient_zone_idx" ON "dev_zone_recipient" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "dev_zone_org_idx" ON "dev_zone" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dev_device_grant_device_idx" ON "dev_device_grant" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dev_network_log_device_idx" ON "dev_network_log" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "dev_network_log_created_idx" ON "dev_network_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_device_code_uq" ON "dev_device" USING btree ("device_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_device_nameplate_uq" ON "dev_device" USING btree ("nameplate_no") WHERE "dev_device"."nameplate_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_device_dtu_uq" ON "dev_device" USING btree ("dtu_code") WHERE "dev_device"."dtu_code" is not null;--> statement-breakpoint
CREATE INDEX "dev_device_org_idx" ON "dev_device" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "dev_device_org_online_idx" ON "dev_device" USING btree ("org_id","online");--> statement-breakpoint
CREATE INDEX "dev_device_site_idx" ON "dev_device" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dev_device_zone_idx" ON "dev_device" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "dev_device_route_idx" ON "dev_device" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "dev_device_model_idx" ON "dev_device" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "dev_device_seen_idx" ON "dev_device" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_alarm_event_uq" ON "dev_alarm" USING btree ("device_id","event_id");--> statement-breakpoint
CREATE INDEX "dev_alarm_device_idx" ON "dev_alarm" USING btree ("device_id","raised_at");--> statement-breakpoint
CREATE INDEX "dev_alarm_org_idx" ON "dev_alarm" USING btree ("org_id","state","raised_at");--> statement-breakpoint
CREATE INDEX "dev_command_device_idx" ON "dev_command" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "dev_command_pending_idx" ON "dev_command" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "ord_order_item_order_idx" ON "ord_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_order_code_uq" ON "ord_order" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "ord_order_org_created_idx" ON "ord_order" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ord_order_device_created_idx" ON "ord_order" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "rpt_sales_daily_org_day_idx" ON "rpt_sales_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "sys_notice_org_org_idx" ON "sys_notice_org" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_status_idx" ON "sys_notice" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sys_notice_org_idx" ON "sys_notice" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_theme_org_idx" ON "sys_theme" USING btree ("org_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_theme_org_name_uq" ON "sys_theme" USING btree ("org_id","theme_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_theme_default_uq" ON "sys_theme" USING btree ("org_id") WHERE "sys_theme"."is_default";--> statement-breakpoint
CREATE INDEX "sys_job_log_job_idx" ON "sys_job_log" USING btree ("job_id","start_time");--> statement-breakpoint
CREATE INDEX "sys_job_log_start_idx" ON "sys_job_log" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_built_in_uq" ON "sys_job" USING btree ("built_in_key");--> statement-breakpoint
CREATE INDEX "sys_job_name_idx" ON "sys_job" USING btree ("job_name");--> statement-breakpoint
CREATE INDEX "sys_login_log_user_id_idx" ON "sys_login_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_org_idx" ON "sys_oper_log" USING btree ("org_id");