CREATE TABLE "sup_material_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_purchase_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"material_code" varchar(32) NOT NULL,
	"material_name" varchar(50) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_purchase_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"seller_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"pay_type" smallint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"consignee" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address" varchar(200) NOT NULL,
	"logistics_no" varchar(40),
	"remark" varchar(200),
	"price_day" date NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sup_purchase_order_refund_ck" CHECK ("sup_purchase_order"."refunded_cents" >= 0 and "sup_purchase_order"."refunded_cents" <= "sup_purchase_order"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "sup_purchase_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"message" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_payment" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_payment" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_refund" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_payment" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "sup_purchase_item" ADD CONSTRAINT "sup_purchase_item_order_id_sup_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sup_purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sup_purchase_refund" ADD CONSTRAINT "sup_purchase_refund_order_id_sup_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sup_purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sup_material_price_owner_idx" ON "sup_material_price" USING btree ("org_id","material_id","valid_from");--> statement-breakpoint
CREATE INDEX "sup_material_price_material_idx" ON "sup_material_price" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "sup_purchase_item_order_idx" ON "sup_purchase_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_purchase_order_code_uq" ON "sup_purchase_order" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sup_purchase_order_org_idx" ON "sup_purchase_order" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "sup_purchase_order_seller_idx" ON "sup_purchase_order" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "sup_purchase_order_created_idx" ON "sup_purchase_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_purchase_refund_code_uq" ON "sup_purchase_refund" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sup_purchase_refund_order_idx" ON "sup_purchase_refund" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_payment_purchase_uq" ON "pay_payment" USING btree ("purchase_id") WHERE status <> 3;