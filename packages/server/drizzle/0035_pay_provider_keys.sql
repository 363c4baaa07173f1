ALTER TABLE "pay_config" ALTER COLUMN "merchant_key_enc" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_config" ADD COLUMN "platform_key_enc" text;--> statement-breakpoint
ALTER TABLE "pay_config" ADD COLUMN "cert_serial" varchar(64);--> statement-breakpoint
ALTER TABLE "pay_config" ADD COLUMN "platform_serial" varchar(64);