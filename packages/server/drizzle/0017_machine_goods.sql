CREATE TABLE "dev_goods_accessory" (
	"device_id" integer NOT NULL,
	"code" varchar(1) NOT NULL,
	"material_code" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_goods_accessory_pk" PRIMARY KEY("device_id","code")
);
--> statement-breakpoint
CREATE TABLE "dev_goods_source" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_template_item" (
	"template_id" integer NOT NULL,
	"slot_no" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "goods_template_item_pk" PRIMARY KEY("template_id","slot_no")
);
--> statement-breakpoint
CREATE TABLE "goods_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"model_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"material_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_template_org_name_uq" UNIQUE("org_id","name")
);
--> statement-breakpoint
ALTER TABLE "goods_template_item" ADD CONSTRAINT "goods_template_item_template_id_goods_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."goods_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_goods_source_template_idx" ON "dev_goods_source" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "goods_template_item_product_idx" ON "goods_template_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "goods_template_model_idx" ON "goods_template" USING btree ("model_id");