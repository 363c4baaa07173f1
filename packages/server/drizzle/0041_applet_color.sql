CREATE TABLE "dev_applet_color" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"primary_color" varchar(7) NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
