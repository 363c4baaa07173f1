CREATE TABLE "frn_application" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"contact_email" varchar(100) NOT NULL,
	"region" varchar(100) NOT NULL,
	"address" varchar(200),
	"planned_points" integer NOT NULL,
	"planned_machines" integer NOT NULL,
	"remark" varchar(500),
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"username" varchar(30) NOT NULL,
	"password_hash" varchar(100) NOT NULL,
	"lang" varchar(5) DEFAULT 'en' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resubmits" integer DEFAULT 0 NOT NULL,
	"submit_ip" varchar(64),
	"reviewer_id" integer,
	"reviewed_by" varchar(64),
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"customer_org_id" integer,
	"account_id" integer,
	"notice" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frn_application_state_ck" CHECK ("frn_application"."state" in ('pending', 'passed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "frn_application" ADD CONSTRAINT "frn_application_customer_org_id_sys_org_id_fk" FOREIGN KEY ("customer_org_id") REFERENCES "public"."sys_org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "frn_application_token_uq" ON "frn_application" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "frn_application_customer_uq" ON "frn_application" USING btree ("customer_org_id");--> statement-breakpoint
CREATE INDEX "frn_application_state_idx" ON "frn_application" USING btree ("state","submitted_at");--> statement-breakpoint
ALTER TABLE "rep_inventory_change" ADD CONSTRAINT "rep_inventory_change_after_ck" CHECK ("rep_inventory_change"."after" >= 0);