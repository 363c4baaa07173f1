CREATE TABLE "ntf_sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"org_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" varchar(30) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ntf_alert" ADD COLUMN "end_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ntf_alert" ADD COLUMN "end_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ntf_setting" ADD COLUMN "sms_provider" varchar(10);--> statement-breakpoint
ALTER TABLE "ntf_setting" ADD COLUMN "sms_url" varchar(500);--> statement-breakpoint
ALTER TABLE "ntf_setting" ADD COLUMN "sms_secret" varchar(400);--> statement-breakpoint
ALTER TABLE "dev_alarm_rule" ADD COLUMN "notify_released" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ntf_sms_outbox" ADD CONSTRAINT "ntf_sms_outbox_delivery_id_ntf_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."ntf_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ntf_sms_outbox_time_idx" ON "ntf_sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ntf_sms_outbox_org_idx" ON "ntf_sms_outbox" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ntf_alert_end_notice_idx" ON "ntf_alert" USING btree ("end_notice_at") WHERE "ntf_alert"."end_notice_at" is not null and "ntf_alert"."end_noticed_at" is null;--> statement-breakpoint
CREATE INDEX "ntf_delivery_sms_idx" ON "ntf_delivery" USING btree ("recipient_key","sent_at") WHERE "ntf_delivery"."channel" = 'sms';