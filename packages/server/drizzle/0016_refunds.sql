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
ALTER TABLE "ord_refund_item" ADD CONSTRAINT "ord_refund_item_refund_id_ord_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."ord_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ord_refund_item" ADD CONSTRAINT "ord_refund_item_order_item_id_ord_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."ord_order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ord_refund" ADD CONSTRAINT "ord_refund_order_id_ord_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ord_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ord_refund_item_refund_idx" ON "ord_refund_item" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ord_refund_item_item_idx" ON "ord_refund_item" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_refund_code_uq" ON "ord_refund" USING btree ("refund_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ord_refund_auto_uq" ON "ord_refund" USING btree ("order_id","auto_kind");--> statement-breakpoint
CREATE INDEX "ord_refund_order_idx" ON "ord_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ord_refund_org_created_idx" ON "ord_refund" USING btree ("org_id","created_at");