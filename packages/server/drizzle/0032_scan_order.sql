CREATE TABLE "so_sale_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"token" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"replaced_by" integer
);
--> statement-breakpoint
ALTER TABLE "so_sale_link" ADD CONSTRAINT "so_sale_link_device_id_dev_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dev_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "so_sale_link_token_uq" ON "so_sale_link" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "so_sale_link_current_uq" ON "so_sale_link" USING btree ("device_id") WHERE "so_sale_link"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "so_sale_link_device_idx" ON "so_sale_link" USING btree ("device_id");