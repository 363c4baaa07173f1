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
CREATE INDEX "rpt_sales_device_goods_daily_org_day_idx" ON "rpt_sales_device_goods_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_device_pay_daily_org_day_idx" ON "rpt_sales_device_pay_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "ord_refund_refunding_idx" ON "ord_refund" USING btree ("created_at") WHERE "ord_refund"."status" = 1;