CREATE INDEX "shr_order_time_idx" ON "shr_order" USING btree ("order_time","id");--> statement-breakpoint
CREATE INDEX "shr_order_status_time_idx" ON "shr_order" USING btree ("status","order_time","id");--> statement-breakpoint
CREATE INDEX "shr_order_code_trgm_idx" ON "shr_order" USING gin ("order_code" gin_trgm_ops);