CREATE INDEX "dev_alarm_kind_level_raised_idx" ON "dev_alarm" USING btree ("kind","level","raised_at","id");--> statement-breakpoint
CREATE INDEX "crd_ic_card_code_trgm_idx" ON "crd_ic_card" USING gin ("ic_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crd_ic_card_merchant_trgm_idx" ON "crd_ic_card" USING gin ("merchant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crd_staff_card_no_trgm_idx" ON "crd_staff_card" USING gin ("employee_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crd_staff_card_name_trgm_idx" ON "crd_staff_card" USING gin ("employee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_wristband_no_trgm_idx" ON "wb_wristband" USING gin ("wristband_no" gin_trgm_ops);