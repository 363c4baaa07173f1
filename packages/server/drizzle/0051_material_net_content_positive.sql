-- A net content of 0 (or below) says nothing of what a purchase unit holds: it becomes "none".
UPDATE "goods_material" SET "net_content" = NULL WHERE "net_content" <= 0;--> statement-breakpoint
ALTER TABLE "goods_material" ADD CONSTRAINT "goods_material_net_content_ck" CHECK ("goods_material"."net_content" > 0);
