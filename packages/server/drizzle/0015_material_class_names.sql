ALTER TABLE "goods_material_class" ADD COLUMN "name_zh" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_en" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_es" varchar(50);--> statement-breakpoint
ALTER TABLE "goods_material_class" ADD COLUMN "name_ja" varchar(50);--> statement-breakpoint
UPDATE "goods_material_class" SET "name_en" = "name" WHERE "name" ~ '^[ -~]*$';--> statement-breakpoint
UPDATE "goods_material_class" SET "name_zh" = "name" WHERE "name_en" IS NULL;