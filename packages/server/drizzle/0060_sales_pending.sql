CREATE TABLE "rpt_sales_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
