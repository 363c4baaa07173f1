CREATE TABLE "sys_sign_in_failure" (
	"username" varchar(50) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"failures" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sys_sign_in_failure_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
CREATE INDEX "sys_sign_in_failure_first_at_idx" ON "sys_sign_in_failure" USING btree ("first_at");