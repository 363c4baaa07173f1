CREATE TABLE "dev_applet_color" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"primary_color" varchar(7) NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_screen_config_device" (
	"config_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "dev_screen_config_device_config_id_device_id_pk" PRIMARY KEY("config_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "dev_screen_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"target" varchar(10) NOT NULL,
	"model_id" integer,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_screen_delivery" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"config_id" integer,
	"config_name" varchar(50),
	"revision" integer DEFAULT 0 NOT NULL,
	"state" varchar(8) NOT NULL,
	"command_id" varchar(64),
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_screen_config_device" ADD CONSTRAINT "dev_screen_config_device_config_id_dev_screen_config_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."dev_screen_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_screen_config_device" ADD CONSTRAINT "dev_screen_config_device_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_screen_delivery" ADD CONSTRAINT "dev_screen_delivery_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_screen_config_device_uq" ON "dev_screen_config_device" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_screen_config_model_uq" ON "dev_screen_config" USING btree ("org_id","model_id") WHERE target = 'model';--> statement-breakpoint
CREATE INDEX "dev_screen_config_org_idx" ON "dev_screen_config" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "dev_screen_delivery_config_idx" ON "dev_screen_delivery" USING btree ("config_id","device_id");--> statement-breakpoint
CREATE INDEX "dev_screen_delivery_waiting_idx" ON "dev_screen_delivery" USING btree ("state");