CREATE TABLE "ad_release_state_count" (
	"release_id" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"machines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_release_state_count_release_id_state_pk" PRIMARY KEY("release_id","state")
);
--> statement-breakpoint
CREATE TABLE "dev_upgrade_state_count" (
	"upgrade_id" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"machines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dev_upgrade_state_count_upgrade_id_state_pk" PRIMARY KEY("upgrade_id","state")
);
--> statement-breakpoint
ALTER TABLE "ad_release_state_count" ADD CONSTRAINT "ad_release_state_count_release_id_ad_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ad_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_upgrade_state_count" ADD CONSTRAINT "dev_upgrade_state_count_upgrade_id_dev_upgrade_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."dev_upgrade"("id") ON DELETE cascade ON UPDATE no action;