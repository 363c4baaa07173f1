CREATE TABLE "crd_staff_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"employee_name" varchar(64) DEFAULT '' NOT NULL,
	"employee_no" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'enabled' NOT NULL,
	"monthly_limit_cents" bigint DEFAULT 0 NOT NULL,
	"quota_cents" bigint DEFAULT 0 NOT NULL,
	"quota_month" char(7) NOT NULL,
	"discount_tenths" integer DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crd_staff_card_quota_ck" CHECK ("crd_staff_card"."quota_cents" >= 0 and "crd_staff_card"."monthly_limit_cents" >= 0),
	CONSTRAINT "crd_staff_card_discount_ck" CHECK ("crd_staff_card"."discount_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "crd_staff_hold" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"price_cents" bigint NOT NULL,
	"discount_tenths" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"quota_month" char(7) NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"settled_cents" bigint,
	"release_reason" varchar(20),
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crd_staff_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"price_cents" bigint,
	"discount_tenths" integer,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"quota_before" bigint NOT NULL,
	"quota_after" bigint NOT NULL,
	"detail" varchar(300),
	"order_code" varchar(64),
	"device_id" integer,
	"operator_id" integer,
	"operator_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crd_staff_hold" ADD CONSTRAINT "crd_staff_hold_card_id_crd_staff_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."crd_staff_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_staff_record" ADD CONSTRAINT "crd_staff_record_card_id_crd_staff_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."crd_staff_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crd_staff_card_no_uq" ON "crd_staff_card" USING btree ("org_id","employee_no");--> statement-breakpoint
CREATE INDEX "crd_staff_card_org_idx" ON "crd_staff_card" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "crd_staff_card_month_idx" ON "crd_staff_card" USING btree ("quota_month");--> statement-breakpoint
CREATE UNIQUE INDEX "crd_staff_hold_request_uq" ON "crd_staff_hold" USING btree ("device_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crd_staff_hold_order_uq" ON "crd_staff_hold" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "crd_staff_hold_open_idx" ON "crd_staff_hold" USING btree ("expires_at") WHERE "crd_staff_hold"."status" = 'held';--> statement-breakpoint
CREATE INDEX "crd_staff_record_card_idx" ON "crd_staff_record" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "crd_staff_record_org_idx" ON "crd_staff_record" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "crd_staff_record_order_idx" ON "crd_staff_record" USING btree ("order_code");