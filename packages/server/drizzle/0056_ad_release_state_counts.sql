CREATE TABLE "ad_release_state_count" (
	"release_id" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"machines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_release_state_count_release_id_state_pk" PRIMARY KEY("release_id","state")
);
--> statement-breakpoint
ALTER TABLE "ad_release_state_count" ADD CONSTRAINT "ad_release_state_count_release_id_ad_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ad_release"("id") ON DELETE cascade ON UPDATE no action;