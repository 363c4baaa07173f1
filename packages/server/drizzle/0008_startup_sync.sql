CREATE TABLE "sys_startup_sync" (
	"scope" varchar(50) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
