ALTER TABLE "sbx_notify" ADD COLUMN "key_enc" text;--> statement-breakpoint
ALTER TABLE "sbx_payment" ADD COLUMN "key_enc" text;--> statement-breakpoint
ALTER TABLE "sbx_payment" ADD COLUMN "merchant_name" varchar(50);--> statement-breakpoint
ALTER TABLE "sbx_refund" ADD COLUMN "key_enc" text;