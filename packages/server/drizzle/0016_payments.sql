CREATE TABLE "pay_callback" (
	"notify_id" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" char(1) DEFAULT '1' NOT NULL,
	"auto_refund" boolean DEFAULT false NOT NULL,
	"merchant_name" varchar(50) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"sign_type" varchar(20) NOT NULL,
	"rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"merchant_key_enc" text NOT NULL,
	"private_key_enc" text,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_code" varchar(64) NOT NULL,
	"order_id" bigint NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"device_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"config_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"pay_type" smallint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_no" varchar(64),
	"pay_url" varchar(500),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_code" varchar(64) NOT NULL,
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_no" varchar(64),
	"message" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sbx_merchant" (
	"merchant_no" varchar(64) PRIMARY KEY NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"merchant_name" varchar(50) NOT NULL,
	"key_enc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sbx_notify" (
	"id" serial PRIMARY KEY NOT NULL,
	"notify_id" varchar(40) NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"url" varchar(500) NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sbx_payment" (
	"provider_no" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"payment_code" varchar(64) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" varchar(200) NOT NULL,
	"notify_url" varchar(500) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sbx_refund" (
	"provider_no" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_no" varchar(64) NOT NULL,
	"refund_code" varchar(64) NOT NULL,
	"payment_provider_no" varchar(40) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"notify_url" varchar(500) NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_config_enabled_uq" ON "pay_config" USING btree ("org_id","pay_type") WHERE status = '0';--> statement-breakpoint
CREATE INDEX "pay_config_org_idx" ON "pay_config" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_payment_code_uq" ON "pay_payment" USING btree ("payment_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_payment_order_uq" ON "pay_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pay_payment_pending_idx" ON "pay_payment" USING btree ("expires_at") WHERE status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refund_code_uq" ON "pay_refund" USING btree ("refund_code");--> statement-breakpoint
CREATE INDEX "pay_refund_order_idx" ON "pay_refund" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sbx_notify_id_uq" ON "sbx_notify" USING btree ("notify_id");--> statement-breakpoint
CREATE INDEX "sbx_notify_due_idx" ON "sbx_notify" USING btree ("next_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sbx_payment_merchant_code_uq" ON "sbx_payment" USING btree ("merchant_no","payment_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sbx_refund_merchant_code_uq" ON "sbx_refund" USING btree ("merchant_no","refund_code");