CREATE TABLE "wb_wristband_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wristband_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"device_id" integer,
	"request_id" varchar(64),
	"order_code" varchar(64),
	"user_name" varchar(64),
	"operator_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_wristband" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"wristband_no" varchar(32) NOT NULL,
	"tier" varchar(32),
	"duration" integer NOT NULL,
	"duration_unit" varchar(4) NOT NULL,
	"reusable" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_user" varchar(64),
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_wristband_status_ck" CHECK ("wb_wristband"."status" between 0 and 2),
	CONSTRAINT "wb_wristband_duration_ck" CHECK ("wb_wristband"."duration" > 0 and "wb_wristband"."duration_unit" in ('hour', 'day'))
);
--> statement-breakpoint
ALTER TABLE "wb_wristband_record" ADD CONSTRAINT "wb_wristband_record_wristband_id_wb_wristband_id_fk" FOREIGN KEY ("wristband_id") REFERENCES "public"."wb_wristband"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wb_wristband_record_request_uq" ON "wb_wristband_record" USING btree ("device_id","request_id");--> statement-breakpoint
CREATE INDEX "wb_wristband_record_band_idx" ON "wb_wristband_record" USING btree ("wristband_id","id");--> statement-breakpoint
CREATE INDEX "wb_wristband_record_org_idx" ON "wb_wristband_record" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "wb_wristband_record_device_idx" ON "wb_wristband_record" USING btree ("device_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_wristband_record_order_uq" ON "wb_wristband_record" USING btree ("order_code") WHERE "wb_wristband_record"."order_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wb_wristband_no_uq" ON "wb_wristband" USING btree ("org_id","wristband_no");--> statement-breakpoint
CREATE INDEX "wb_wristband_org_idx" ON "wb_wristband" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "wb_wristband_due_idx" ON "wb_wristband" USING btree ("expires_at") WHERE "wb_wristband"."status" = 1;--> statement-breakpoint
-- The wristband status dictionary now holds the status codes (0, 1, 2): its earlier built-in word values go.
DELETE FROM "sys_dict_data" WHERE "dict_type" = 'wristband_state' AND "dict_value" IN ('not_activated', 'activated', 'expired') AND "built_in";