DROP INDEX "ord_order_created_id_idx";--> statement-breakpoint
DROP INDEX "ord_order_org_created_id_idx";--> statement-breakpoint
CREATE INDEX "ord_order_created_id_idx" ON "ord_order" USING btree ("created_at","id") WHERE not "ord_order"."is_test";--> statement-breakpoint
CREATE INDEX "ord_order_org_created_id_idx" ON "ord_order" USING btree ("org_id","created_at","id") WHERE not "ord_order"."is_test";