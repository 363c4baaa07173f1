CREATE TABLE "dev_goods_change" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_device_state" ADD COLUMN "target_goods_revision" integer;--> statement-breakpoint
ALTER TABLE "dev_goods_change" ADD CONSTRAINT "dev_goods_change_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Machines deployed before the goods change counter: their package matches their goods (counter 0)
-- when no slot was added or removed and no slot or product it sells was written after the package.
UPDATE "goods_device_state" s SET "target_goods_revision" = 0
FROM "goods_package" p
WHERE p."id" = s."target_package_id"
  AND s."deployed_at" IS NOT NULL
  AND jsonb_array_length(p."content"->'goods') = (SELECT count(*) FROM "dev_goods" g WHERE g."device_id" = s."device_id")
  AND NOT EXISTS (
    SELECT 1 FROM "dev_goods" g JOIN "goods_product" pr ON pr."id" = g."product_id"
    WHERE g."device_id" = s."device_id" AND (g."updated_at" > s."deployed_at" OR pr."updated_at" > s."deployed_at")
  );
