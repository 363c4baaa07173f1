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
DROP INDEX "ord_order_org_created_idx";--> statement-breakpoint
CREATE INDEX "rpt_sales_product_daily_org_day_idx" ON "rpt_sales_product_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "rpt_sales_site_daily_org_day_idx" ON "rpt_sales_site_daily" USING btree ("org_id","day");--> statement-breakpoint
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