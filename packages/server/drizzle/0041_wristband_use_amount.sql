ALTER TABLE "wb_wristband_record" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "wb_wristband_record" ADD COLUMN "closed_as" varchar(16);