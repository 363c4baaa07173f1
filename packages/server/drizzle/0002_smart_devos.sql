CREATE TABLE "sys_user_training" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"content" varchar(1000) DEFAULT '' NOT NULL,
	"time" varchar(19) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
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
CREATE INDEX "sys_user_training_user_idx" ON "sys_user_training" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_type_value_uq" ON "sys_dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "sys_dict_data_type_idx" ON "sys_dict_data" USING btree ("dict_type","dict_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_client_id_sys_org_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;