CREATE TABLE "sys_customer" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"short_name" varchar(50),
	"cooperation_mode" smallint DEFAULT 4 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"contact_email" varchar(100),
	"logo" varchar(500),
	"banner" varchar(500),
	"theme_color" varchar(7) DEFAULT '#1890ff' NOT NULL,
	"default_language" varchar(5) DEFAULT 'zh' NOT NULL,
	"default_currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" jsonb DEFAULT '{"pc":[],"bSide":[],"member":[]}'::jsonb NOT NULL,
	"models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "leader" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "email" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "service_phone" varchar(30);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "sales_org" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "purchase_org" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "store_type" smallint;--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "province" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "city" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "district" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "delivery_support" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "delivery_range" integer;--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "delivery_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "min_order_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "delivery_times" varchar(200);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "business_hours" varchar(200);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "deposit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "franchisee_code" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "sys_customer" ADD CONSTRAINT "sys_customer_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;