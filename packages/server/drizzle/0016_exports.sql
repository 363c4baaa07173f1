CREATE TABLE "sys_export_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"progress_rows" integer DEFAULT 0 NOT NULL,
	"expected_rows" integer,
	"row_count" integer,
	"byte_size" bigint,
	"error" varchar(1000),
	"requester_id" integer NOT NULL,
	"requester_name" varchar(64) NOT NULL,
	"org_id" integer NOT NULL,
	"auth" jsonb NOT NULL,
	"lang" varchar(5) NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb,
	"file_name" varchar(200) NOT NULL,
	"storage_key" varchar(100),
	"worker_id" varchar(100),
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sys_export_task_state_idx" ON "sys_export_task" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "sys_export_task_requester_idx" ON "sys_export_task" USING btree ("requester_id","id");--> statement-breakpoint
CREATE INDEX "sys_export_task_expires_idx" ON "sys_export_task" USING btree ("expires_at");