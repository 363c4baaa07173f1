CREATE TABLE "sys_user_training" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"content" varchar(1000) DEFAULT '' NOT NULL,
	"time" varchar(19) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "sys_dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"dict_sort" integer DEFAULT 100 NOT NULL,
	"dict_label" varchar(100) NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"list_class" varchar(20) DEFAULT 'default' NOT NULL,
	"css_class" varchar(100),
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_name" varchar(100) NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" varchar(500) NOT NULL,
	"config_type" varchar(1) DEFAULT 'N' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"url" varchar(200) NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"data_entity" varchar(50) NOT NULL,
	"data_field" varchar(50) NOT NULL,
	"original_name" varchar(255),
	"size" bigint NOT NULL,
	"mime" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_client_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"url" varchar(2000) NOT NULL,
	"source" varchar(10) NOT NULL,
	"user_agent" varchar(500),
	"user_id" integer,
	"username" varchar(30),
	"org_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_web_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"page_name" varchar(50) NOT NULL,
	"page_link" varchar(500) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
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
ALTER TABLE "sys_user" ADD COLUMN "position" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "gender" varchar(1);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "device_scope" varchar(10) DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "health_certificates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "login_bound" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "refund_right" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "client" varchar(10) DEFAULT 'pc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user_training" ADD CONSTRAINT "sys_user_training_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_customer" ADD CONSTRAINT "sys_customer_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_user_training_user_idx" ON "sys_user_training" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_type_value_uq" ON "sys_dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "sys_dict_data_type_idx" ON "sys_dict_data" USING btree ("dict_type","dict_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_upload_key_uq" ON "sys_upload" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_upload_user_idx" ON "sys_upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_client_error_created_idx" ON "sys_client_error" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_client_error_org_idx" ON "sys_client_error" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_web_page_org_idx" ON "sys_web_page" USING btree ("org_id","sort");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_client_id_sys_org_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;