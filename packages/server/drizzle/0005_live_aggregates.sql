CREATE TABLE "dev_device_counts" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"online" integer DEFAULT 0 NOT NULL,
	"fault" integer DEFAULT 0 NOT NULL,
	"warning" integer DEFAULT 0 NOT NULL,
	"low_material" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpt_sales_daily_org" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cup_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_sales_daily_org_day_org_id_pk" PRIMARY KEY("day","org_id")
);
