ALTER TABLE "ord_order_item" ADD COLUMN "tastes" jsonb;--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order_item" ADD COLUMN "refund_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "pay_type" smallint;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "source" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "free_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_lifted_by" varchar(64);--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "abnormal_lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ord_order" ADD COLUMN "expires_at" timestamp with time zone;