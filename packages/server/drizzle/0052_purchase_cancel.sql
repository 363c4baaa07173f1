ALTER TABLE "sup_purchase_order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sup_purchase_order" ADD COLUMN "cancel_remark" varchar(200);