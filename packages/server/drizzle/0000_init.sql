CREATE TABLE "sys_org" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"path" varchar(500) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50),
	"sort" integer DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"employee_name" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"password_hash" varchar(100) NOT NULL,
	"email" varchar(100),
	"phone" varchar(30),
	"avatar" varchar(500),
	"introduction" varchar(500),
	"status" smallint DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_org" (
	"role_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "sys_role_org_role_id_org_id_pk" PRIMARY KEY("role_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"role_key" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"data_scope" varchar(1) DEFAULT '1' NOT NULL,
	"org_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"built_in" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"titles" jsonb NOT NULL,
	"menu_type" varchar(1) NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"component" varchar(255),
	"perms" varchar(100),
	"icon" varchar(100),
	"sort" integer DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"redirect" varchar(200),
	"no_cache" boolean DEFAULT false NOT NULL,
	"affix" boolean DEFAULT false NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"login_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"browser" varchar(100),
	"os" varchar(100),
	"user_agent" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"user_id" integer,
	"ip" varchar(64),
	"browser" varchar(100),
	"os" varchar(100),
	"outcome" smallint NOT NULL,
	"message" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"method" varchar(10) NOT NULL,
	"url" varchar(500) NOT NULL,
	"user_id" integer,
	"username" varchar(30),
	"org_id" integer,
	"ip" varchar(64),
	"request" text,
	"status" integer NOT NULL,
	"result" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_org" ADD CONSTRAINT "sys_role_org_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_org" ADD CONSTRAINT "sys_role_org_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role" ADD CONSTRAINT "sys_role_org_id_sys_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."sys_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_org_parent_idx" ON "sys_org" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_org_path_idx" ON "sys_org" USING btree ("path" varchar_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_org_idx" ON "sys_user" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_key_uq" ON "sys_role" USING btree ("role_key");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_name_uq" ON "sys_menu" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_captcha_expires_idx" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_expires_idx" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_login_log_created_idx" ON "sys_login_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_login_log_user_idx" ON "sys_login_log" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_oper_log_created_idx" ON "sys_oper_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_oper_log_user_idx" ON "sys_oper_log" USING btree ("user_id");