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
CREATE UNIQUE INDEX "sys_upload_key_uq" ON "sys_upload" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_upload_user_idx" ON "sys_upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_client_error_created_idx" ON "sys_client_error" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_client_error_org_idx" ON "sys_client_error" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_web_page_org_idx" ON "sys_web_page" USING btree ("org_id","sort");