CREATE TABLE "rpt_sales_product_daily" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"goods_code" varchar(50) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_product_daily_day_org_id_goods_code_pk" PRIMARY KEY("day","org_id","goods_code")
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_site_daily" (
	"day" date NOT NULL,
	"site_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_sales_site_daily_day_site_id_pk" PRIMARY KEY("day","site_id")
);
--> statement-breakpoint
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
CREATE TABLE "ord_refund_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ord_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_code" varchar(40) NOT NULL,
	"order_id" bigint NOT NULL,
	"org_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"refunder" varchar(64) NOT NULL,
	"refunder_user_id" integer,
	"source" varchar(10) NOT NULL,
	"status" smallint NOT NULL,
	"provider_no" varchar(64),
	"failure_message" text,
	"auto_kind" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "ord_order_org_created_idx";--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD COLUMN "tastes" jsonb;--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD COLUMN "refund_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "pay_type" smallint;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "source" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "free_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_lifted_by" varchar(64);--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ord_refund_item" ADD CONSTRAINT "ord_refund_item_refund_id_ord_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."ord_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ord_refund_item" ADD CONSTRAINT "ord_refund_item_order_item_id_ord_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."ord_order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ord_refund" ADD CONSTRAINT "ord_refund_order_id_ord_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ord_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rpt_sales_product_daily_org_day_idx" ON "rpt_sales_product_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_site_daily_org_day_idx" ON "rpt_sales_site_daily" USING btree ("org_id","day");--> statement-breakpoint
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
CREATE UNIQUE INDEX "sbx_refund_merchant_code_uq" ON "sbx_refund" USING btree ("merchant_no","refund_code");--> statement-breakpoint
CREATE INDEX "ord_refund_item_refund_idx" ON "ord_refund_item" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ord_refund_item_item_idx" ON "ord_refund_item" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_refund_code_uq" ON "ord_refund" USING btree ("refund_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_refund_auto_uq" ON "ord_refund" USING btree ("order_id","auto_kind");--> statement-breakpoint
CREATE INDEX "ord_refund_order_idx" ON "ord_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ord_refund_org_created_idx" ON "ord_refund" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ord_order_item_goods_idx" ON "ord_order_item" USING btree ("goods_code","order_id");--> statement-breakpoint
CREATE INDEX "ord_order_created_id_idx" ON "ord_order" USING btree ("created_at","id") WHERE not "ord_order"."is_test";--> statement-breakpoint
CREATE INDEX "ord_order_org_created_id_idx" ON "ord_order" USING btree ("org_id","created_at","id") WHERE not "ord_order"."is_test";--> statement-breakpoint
CREATE INDEX "ord_order_abnormal_idx" ON "ord_order" USING btree ("created_at","id") WHERE "ord_order"."abnormal_status" <> 0;--> statement-breakpoint
CREATE INDEX "ord_order_test_idx" ON "ord_order" USING btree ("created_at","id") WHERE "ord_order"."is_test";--> statement-breakpoint
CREATE INDEX "ord_order_free_idx" ON "ord_order" USING btree ("created_at","id") WHERE "ord_order"."free_payment";--> statement-breakpoint
CREATE INDEX "ord_order_cart_idx" ON "ord_order" USING btree ("created_at","id") WHERE "ord_order"."source" = 2;--> statement-breakpoint
CREATE INDEX "ord_order_transaction_idx" ON "ord_order" USING btree ("transaction_code");--> statement-breakpoint
CREATE INDEX "ord_order_pickup_idx" ON "ord_order" USING btree ("pickup_code");--> statement-breakpoint
CREATE INDEX "ord_order_phone_idx" ON "ord_order" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "ord_order_site_created_idx" ON "ord_order" USING btree ("site_id","created_at");