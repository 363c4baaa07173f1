CREATE TABLE "goods_material_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_material_class_org_code_uq" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE TABLE "goods_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(50),
	"name_en" varchar(50),
	"name_es" varchar(50),
	"name_ja" varchar(50),
	"class_id" integer,
	"type" varchar(20) NOT NULL,
	"net_content" numeric(12, 2),
	"shelf_life_days" integer,
	"cost_price" numeric(12, 2),
	"sale_price" numeric(12, 2),
	"unit" smallint DEFAULT 3 NOT NULL,
	"picture" varchar(500),
	"storage_temp" varchar(30),
	"accessory_code" varchar(1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_material_org_code_uq" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE INDEX "goods_material_class_idx" ON "goods_material" USING btree ("class_id");