CREATE TABLE "kb_article_org" (
	"article_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "kb_article_org_article_id_org_id_pk" PRIMARY KEY("article_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "kb_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"all_customers" boolean DEFAULT false NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"class_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_article_org" ADD CONSTRAINT "kb_article_org_article_id_kb_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article" ADD CONSTRAINT "kb_article_class_id_kb_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."kb_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_org_org_idx" ON "kb_article_org" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "kb_article_class_idx" ON "kb_article" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "kb_article_updated_idx" ON "kb_article" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "kb_article_title_trgm_idx" ON "kb_article" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kb_article_text_trgm_idx" ON "kb_article" USING gin ("content_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kb_class_parent_name_uq" ON "kb_class" USING btree ("parent_id","class_name");