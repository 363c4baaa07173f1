ALTER TABLE "sys_login_log" ADD COLUMN "message_key" varchar(60);--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD COLUMN "message_params" jsonb;