CREATE TABLE "sys_export_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"progress_rows" integer DEFAULT 0 NOT NULL,
	"expected_rows" integer,
	"row_count" integer,
	"byte_size" bigint,
	"error" varchar(1000),
	"requester_id" integer NOT NULL,
	"requester_name" varchar(64) NOT NULL,
	"org_id" integer NOT NULL,
	"auth" jsonb NOT NULL,
	"lang" varchar(5) NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb,
	"file_name" varchar(200) NOT NULL,
	"storage_key" varchar(100),
	"worker_id" varchar(100),
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_device_goods_daily" (
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_code" varchar(50) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_device_goods_daily_day_device_id_org_id_site_id_goods_code_pk" PRIMARY KEY("day","device_id","org_id","site_id","goods_code")
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_device_pay_daily" (
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"received_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_device_pay_daily_day_device_id_org_id_site_id_payment_method_pk" PRIMARY KEY("day","device_id","org_id","site_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "sbx_share_reverse" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"reverse_code" varchar(80) NOT NULL,
	"share_provider_no" varchar(40) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sbx_share" (
	"provider_no" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"share_code" varchar(64) NOT NULL,
	"payment_provider_no" varchar(40) NOT NULL,
	"receiver_merchant_no" varchar(64) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reversed" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shr_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"pay_config_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"contact" varchar(30) NOT NULL,
	"phone" varchar(20),
	"business_type" smallint NOT NULL,
	"sign_status" smallint NOT NULL,
	"apply_status" smallint NOT NULL,
	"reject_reason" varchar(200),
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shr_apply_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_apply" smallint,
	"to_apply" smallint NOT NULL,
	"from_sign" smallint,
	"to_sign" smallint NOT NULL,
	"reason" varchar(200),
	"user_id" integer,
	"user_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shr_config_device" (
	"config_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shr_config_joiner" (
	"config_id" integer NOT NULL,
	"apply_id" integer NOT NULL,
	"rate_bps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shr_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_config_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" char(1) DEFAULT '1' NOT NULL,
	"sharing_type" smallint NOT NULL,
	"business_type" smallint NOT NULL,
	"all_devices" boolean DEFAULT false NOT NULL,
	"agreement_file" varchar(300),
	"remark" varchar(200),
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shr_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_code" varchar(64) NOT NULL,
	"order_id" bigint NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"payment_code" varchar(64) NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"pay_config_id" integer NOT NULL,
	"config_id" integer NOT NULL,
	"apply_id" integer NOT NULL,
	"joiner_name" varchar(50) NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"rate_bps" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"split_bps" jsonb NOT NULL,
	"split_index" smallint NOT NULL,
	"primary_row" boolean NOT NULL,
	"order_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint NOT NULL,
	"share_cents" bigint NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_no" varchar(64),
	"message" varchar(200),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shr_reversal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reverse_code" varchar(80) NOT NULL,
	"share_id" bigint NOT NULL,
	"cents" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_export_task_state_idx" ON "sys_export_task" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "sys_export_task_requester_idx" ON "sys_export_task" USING btree ("requester_id","id");--> statement-breakpoint
CREATE INDEX "sys_export_task_expires_idx" ON "sys_export_task" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_goods_daily_org_day_idx" ON "rpt_sales_device_goods_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_pay_daily_org_day_idx" ON "rpt_sales_device_pay_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sbx_share_reverse_code_uq" ON "sbx_share_reverse" USING btree ("merchant_no","reverse_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sbx_share_merchant_code_uq" ON "sbx_share" USING btree ("merchant_no","share_code");--> statement-breakpoint
CREATE INDEX "shr_apply_org_idx" ON "shr_apply" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "shr_apply_pay_idx" ON "shr_apply" USING btree ("pay_config_id");--> statement-breakpoint
CREATE INDEX "shr_apply_history_apply_idx" ON "shr_apply_history" USING btree ("apply_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shr_config_device_uq" ON "shr_config_device" USING btree ("config_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shr_config_device_enabled_uq" ON "shr_config_device" USING btree ("device_id") WHERE enabled;--> statement-breakpoint
CREATE UNIQUE INDEX "shr_config_joiner_uq" ON "shr_config_joiner" USING btree ("config_id","apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shr_config_pay_uq" ON "shr_config" USING btree ("pay_config_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shr_config_all_devices_uq" ON "shr_config" USING btree ("org_id") WHERE status = '0' and all_devices;--> statement-breakpoint
CREATE UNIQUE INDEX "shr_order_share_code_uq" ON "shr_order" USING btree ("share_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shr_order_order_apply_uq" ON "shr_order" USING btree ("order_id","apply_id");--> statement-breakpoint
CREATE INDEX "shr_order_pay_time_idx" ON "shr_order" USING btree ("pay_config_id","order_time");--> statement-breakpoint
CREATE INDEX "shr_order_device_time_idx" ON "shr_order" USING btree ("device_id","order_time");--> statement-breakpoint
CREATE INDEX "shr_order_apply_time_idx" ON "shr_order" USING btree ("apply_id","order_time");--> statement-breakpoint
CREATE INDEX "shr_order_org_time_idx" ON "shr_order" USING btree ("org_id","order_time");--> statement-breakpoint
CREATE INDEX "shr_order_due_idx" ON "shr_order" USING btree ("next_at") WHERE status in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "shr_reversal_code_uq" ON "shr_reversal" USING btree ("reverse_code");--> statement-breakpoint
CREATE INDEX "shr_reversal_share_idx" ON "shr_reversal" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "ord_refund_refunding_idx" ON "ord_refund" USING btree ("created_at") WHERE "ord_refund"."status" = 1;