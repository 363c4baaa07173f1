CREATE TABLE "dev_account_delivery" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"digest" varchar(64) NOT NULL,
	"names" varchar(2000),
	"state" varchar(8) NOT NULL,
	"command_id" varchar(64),
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_account_device" (
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "dev_account_device_account_id_device_id_pk" PRIMARY KEY("account_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "dev_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"account" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"employee_id" integer,
	"role" varchar(16) NOT NULL,
	"status" varchar(8) NOT NULL,
	"machine_scope" varchar(8) NOT NULL,
	"password" jsonb NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_account_delivery" ADD CONSTRAINT "dev_account_delivery_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_account_device" ADD CONSTRAINT "dev_account_device_account_id_dev_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dev_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_account_device" ADD CONSTRAINT "dev_account_device_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_account_delivery_waiting_idx" ON "dev_account_delivery" USING btree ("state");--> statement-breakpoint
CREATE INDEX "dev_account_device_device_idx" ON "dev_account_device" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_account_org_account_uq" ON "dev_account" USING btree ("org_id","account");--> statement-breakpoint
CREATE INDEX "dev_account_org_idx" ON "dev_account" USING btree ("org_id","updated_at");