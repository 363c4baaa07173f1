CREATE TABLE "dev_repair" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"alarm_id" bigint NOT NULL,
	"fault_code" varchar(32) NOT NULL,
	"fault_level" smallint NOT NULL,
	"fault_message" varchar(200),
	"raised_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"assignee_id" integer,
	"remark" varchar(500),
	"processed_by_id" integer,
	"processed_by" varchar(64),
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dev_repair_alarm_uq" ON "dev_repair" USING btree ("device_id","alarm_id");--> statement-breakpoint
CREATE INDEX "dev_repair_org_idx" ON "dev_repair" USING btree ("org_id","state","raised_at");--> statement-breakpoint
CREATE INDEX "dev_repair_assignee_idx" ON "dev_repair" USING btree ("assignee_id","state");