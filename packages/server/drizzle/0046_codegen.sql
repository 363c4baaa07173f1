CREATE TABLE "gen_table_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"column_name" varchar(64) NOT NULL,
	"db_type" varchar(100) NOT NULL,
	"nullable" boolean NOT NULL,
	"is_pk" boolean DEFAULT false NOT NULL,
	"default_expr" varchar(200),
	"sort" smallint NOT NULL,
	"labels" jsonb NOT NULL,
	"ts_type" varchar(10) NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"min_value" integer,
	"max_value" integer,
	"pattern" varchar(200),
	"listed" boolean NOT NULL,
	"search_kind" varchar(10) NOT NULL,
	"in_form" boolean NOT NULL,
	"dict_type" varchar(100),
	CONSTRAINT "gen_table_column_name_key" UNIQUE("table_id","column_name")
);
--> statement-breakpoint
CREATE TABLE "gen_table" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_name" varchar(64) NOT NULL,
	"table_comment" varchar(200),
	"area_name" varchar(64) NOT NULL,
	"business_name" varchar(64) NOT NULL,
	"entity_name" varchar(64) NOT NULL,
	"author" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gen_table_name_key" UNIQUE("table_name"),
	CONSTRAINT "gen_table_area_key" UNIQUE("area_name")
);
--> statement-breakpoint
ALTER TABLE "gen_table_column" ADD CONSTRAINT "gen_table_column_table_id_gen_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."gen_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gen_table_column_table_idx" ON "gen_table_column" USING btree ("table_id","sort");