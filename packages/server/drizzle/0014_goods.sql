CREATE TABLE "dev_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"slot_no" smallint NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"stock" integer,
	"capacity" integer,
	"recipe" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_goods_device_slot_uq" UNIQUE("device_id","slot_no")
);
--> statement-breakpoint
CREATE TABLE "goods_product_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_product_class_org_code_uq" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE TABLE "goods_cup_size" (
	"product_id" integer NOT NULL,
	"size" varchar(8) NOT NULL,
	"extra_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_cup_size_uq" PRIMARY KEY("product_id","size")
);
--> statement-breakpoint
CREATE TABLE "goods_product_model" (
	"product_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	CONSTRAINT "goods_product_model_product_id_model_id_pk" PRIMARY KEY("product_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "goods_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(50),
	"name_es" varchar(50),
	"name_ja" varchar(50),
	"third_code" varchar(50),
	"type" varchar(10) NOT NULL,
	"class_id" integer,
	"original_price" numeric(10, 2),
	"sale_price" numeric(10, 2) NOT NULL,
	"specification" varchar(50),
	"net_content" varchar(30),
	"description" varchar(1000),
	"main_image" varchar(500),
	"detail_image" varchar(500),
	"barcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cup_covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_product_org_code_uq" UNIQUE("org_id","code")
);
--> statement-breakpoint
CREATE TABLE "goods_recipe_step" (
	"product_id" integer NOT NULL,
	"pour_order" smallint NOT NULL,
	"material_code" varchar(32) NOT NULL,
	"water" numeric(8, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(8, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_recipe_step_order_uq" PRIMARY KEY("product_id","pour_order")
);
--> statement-breakpoint
CREATE TABLE "goods_taste_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_taste_category_name_uq" UNIQUE("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "goods_taste_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(30) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"extra_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_taste_option_code_uq" UNIQUE("category_id","code"),
	CONSTRAINT "goods_taste_option_name_uq" UNIQUE("category_id","name")
);
--> statement-breakpoint
ALTER TABLE "goods_cup_size" ADD CONSTRAINT "goods_cup_size_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_product_model" ADD CONSTRAINT "goods_product_model_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_recipe_step" ADD CONSTRAINT "goods_recipe_step_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_taste_category" ADD CONSTRAINT "goods_taste_category_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_taste_option" ADD CONSTRAINT "goods_taste_option_category_id_goods_taste_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_taste_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_goods_product_idx" ON "dev_goods" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "goods_product_model_model_idx" ON "goods_product_model" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "goods_product_class_idx" ON "goods_product" USING btree ("class_id");
--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_zh" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_en" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_es" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_ja" varchar(50);--> statement-breakpoint
UPDATE "goods_material_class" SET "name_en" = "name" WHERE "name" ~ '^[ -~]*$';--> statement-breakpoint
UPDATE "goods_material_class" SET "name_zh" = "name" WHERE "name_en" IS NULL;
--> statement-breakpoint
ALTER TABLE "goods_material_class" DROP COLUMN "name";
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "goods_device_state" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"target_version" integer DEFAULT 0 NOT NULL,
	"target_package_id" integer,
	"deployed_at" timestamp with time zone,
	"running_version" integer,
	"reported_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"error_version" integer,
	"last_error" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "goods_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"kind" varchar(10) DEFAULT 'deploy' NOT NULL,
	"rollout_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_package_device_version_uq" UNIQUE("device_id","version")
);
--> statement-breakpoint
CREATE TABLE "goods_rollout_device" (
	"rollout_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"version" integer,
	"deployed_at" timestamp with time zone,
	CONSTRAINT "goods_rollout_device_rollout_id_device_id_pk" PRIMARY KEY("rollout_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "goods_rollout" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"product_id" integer,
	"status" varchar(12) DEFAULT 'staged' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_device_state" ADD CONSTRAINT "goods_device_state_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_package" ADD CONSTRAINT "goods_package_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_rollout_device" ADD CONSTRAINT "goods_rollout_device_rollout_id_goods_rollout_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."goods_rollout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_rollout_device" ADD CONSTRAINT "goods_rollout_device_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_package_rollout_idx" ON "goods_package" USING btree ("rollout_id");--> statement-breakpoint
CREATE INDEX "goods_rollout_device_device_idx" ON "goods_rollout_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "goods_rollout_org_idx" ON "goods_rollout" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "dev_goods_accessory" ADD CONSTRAINT "dev_goods_accessory_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_goods" ADD CONSTRAINT "dev_goods_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_goods" ADD CONSTRAINT "dev_goods_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_goods_source" ADD CONSTRAINT "dev_goods_source_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_template_item" ADD CONSTRAINT "goods_template_item_product_id_goods_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."goods_product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_rollout" ADD COLUMN "template_id" integer;
