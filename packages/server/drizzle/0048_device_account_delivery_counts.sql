CREATE TABLE "dev_account_delivery_counts" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_account_delivery_command_idx" ON "dev_account_delivery" USING btree ("command_id");