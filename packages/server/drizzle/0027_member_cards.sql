CREATE TABLE "crd_ic_card_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"free_uses_before" integer NOT NULL,
	"free_uses_after" integer NOT NULL,
	"reason" varchar(200),
	"order_code" varchar(64),
	"device_id" integer,
	"operator_id" integer,
	"operator_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crd_ic_card_hold" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"free_use" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"settled_cents" bigint,
	"release_reason" varchar(20),
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crd_ic_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ic_code" varchar(32) NOT NULL,
	"merchant" varchar(100),
	"status" varchar(10) DEFAULT 'enabled' NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"free_uses" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crd_ic_card_balance_ck" CHECK ("crd_ic_card"."balance_cents" >= 0),
	CONSTRAINT "crd_ic_card_free_uses_ck" CHECK ("crd_ic_card"."free_uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crd_ic_card_change" ADD CONSTRAINT "crd_ic_card_change_card_id_crd_ic_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."crd_ic_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_ic_card_hold" ADD CONSTRAINT "crd_ic_card_hold_card_id_crd_ic_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."crd_ic_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crd_ic_card_change_card_idx" ON "crd_ic_card_change" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "crd_ic_card_change_org_idx" ON "crd_ic_card_change" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "crd_ic_card_change_order_idx" ON "crd_ic_card_change" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "crd_ic_card_hold_request_uq" ON "crd_ic_card_hold" USING btree ("device_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crd_ic_card_hold_order_uq" ON "crd_ic_card_hold" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "crd_ic_card_hold_open_idx" ON "crd_ic_card_hold" USING btree ("expires_at") WHERE "crd_ic_card_hold"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "crd_ic_card_code_uq" ON "crd_ic_card" USING btree ("org_id","ic_code");--> statement-breakpoint
CREATE INDEX "crd_ic_card_org_idx" ON "crd_ic_card" USING btree ("org_id","id");